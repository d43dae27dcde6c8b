// Toasts that arrive together are shown together: twenty orders cancelled at once make one toast
// ("Cancelled: buy 0.01 BTC at 93,000 · +19 more") instead of a wall of them. A group is a run of
// toasts of the same kind and level (and catalogue message, for the client's own outcomes) that
// came within a moment of the newest one.
import type { NoticeInstance } from './notifications';

/** Toasts this close to their group's newest one join it. */
export const TOAST_GROUP_MS = 1500;

export interface ToastGroup {
  /** The newest toast of the group: the one shown. */
  lead: NoticeInstance;
  /** Every toast of the group, the lead first. */
  ids: number[];
}

function groupKey(n: NoticeInstance): string {
  return `${n.kind}\u0000${n.level}\u0000${n.message?.key ?? ''}`;
}

/** `toasts` newest first, in groups, newest group first. */
export function toastGroups(toasts: readonly NoticeInstance[]): ToastGroup[] {
  const groups: ToastGroup[] = [];
  let current: ToastGroup | undefined;
  for (const n of toasts) {
    if (current && groupKey(current.lead) === groupKey(n) && current.lead.mts - n.mts <= TOAST_GROUP_MS) {
      current.ids.push(n.id);
    } else {
      current = { lead: n, ids: [n.id] };
      groups.push(current);
    }
  }
  return groups;
}
