// Every `n` the exchange sends, and the client's own outcomes (an order the socket could not
// send): shown as a toast for the notification ttl (6000 ms) and kept in the sidebar. Failures
// stay as toasts until dismissed. Each toast rings the chime (which sounds only when the user
// turned sound notices on). The user's notification toggles keep a kind of notice out of the
// toasts (and silent), never a failure; it is still kept in the sidebar.
import { getEnv, getRoot, types, type Instance } from 'mobx-state-tree';
import type { Notification } from '../../protocol/account/notification';
import type { StoreEnv } from '../env';
import type { NoticeMessage, Outcome } from './outcomes';

export const NOTIFICATION_TTL_MS = 6000;
const MAX_KEPT = 200;

export const NoticeLevel = types.enumeration(['success', 'error', 'info']);
export type NoticeLevelName = 'success' | 'error' | 'info';

export const Notice = types.model('Notice', {
  id: types.identifierNumber,
  mts: types.number,
  /** on-req, oc-req, fon-req, uca, client… */
  kind: types.string,
  level: NoticeLevel,
  /** The exchange's own text (or its status when it sent none); empty for the client's own
   *  outcomes, which are a catalogue key and its values (`message`) the UI puts into words. */
  text: types.string,
  message: types.frozen<NoticeMessage | null>(null),
  code: types.maybeNull(types.number),
  /** Still shown as a toast. */
  toast: true,
  read: false,
});
export type NoticeInstance = Instance<typeof Notice>;

/** The level of an exchange notification: anything but SUCCESS/INFO is a failure (PROTOCOL §3.4). */
export function levelOf(status: string): NoticeLevelName {
  if (status === 'SUCCESS') return 'success';
  if (status === 'INFO') return 'info';
  return 'error';
}

export const NotificationsStore = types
  .model('NotificationsStore', {
    items: types.array(Notice),
    nextId: 1,
  })
  .volatile(() => ({ timers: new Map<number, ReturnType<typeof setTimeout>>() }))
  .views((self) => ({
    get toasts(): NoticeInstance[] {
      return self.items.filter((n) => n.toast);
    },
    get unread(): number {
      return self.items.filter((n) => !n.read).length;
    },
  }))
  .actions((self) => ({
    hideToast(id: number) {
      const n = self.items.find((x) => x.id === id);
      if (n) n.toast = false;
      const timer = self.timers.get(id);
      if (timer !== undefined) clearTimeout(timer);
      self.timers.delete(id);
    },
  }))
  .actions((self) => ({
    add(
      kind: string,
      level: NoticeLevelName,
      text: string,
      mts: number,
      code: number | null = null,
      message: NoticeMessage | null = null,
    ): number {
      const id = self.nextId++;
      // The user's settings, where the tree has them (the root store's).
      const { settings } = getRoot(self) as { settings?: { showsNotice(kind: string, level: NoticeLevelName): boolean } };
      const toast = settings?.showsNotice(kind, level) ?? true;
      self.items.unshift({ id, mts, kind, level, text, code, message, toast });
      if (self.items.length > MAX_KEPT) self.items.splice(MAX_KEPT);
      if (!toast) return id;
      if (level !== 'error')
        self.timers.set(
          id,
          setTimeout(() => self.hideToast(id), NOTIFICATION_TTL_MS),
        );
      // The chime decides from the user's setting whether it sounds.
      getEnv<Partial<StoreEnv>>(self).chime?.play(level, kind);
      return id;
    },
    dismiss(id: number) {
      self.hideToast(id);
    },
    markAllRead() {
      for (const n of self.items) n.read = true;
    },
    clearAll() {
      for (const n of self.items) self.hideToast(n.id);
      self.items.clear();
    },
    beforeDestroy() {
      for (const t of self.timers.values()) clearTimeout(t);
    },
  }))
  .actions((self) => ({
    fromExchange(n: Notification): number {
      return self.add(n.type, levelOf(n.status), n.text ?? n.status, n.mts, n.code);
    },
    /** What the account stream said happened (an order executed, a position closed…). */
    tell(o: Outcome, mts: number): number {
      return self.add(o.kind, o.level, '', mts, null, o.message);
    },
  }));
export type NotificationsStoreInstance = Instance<typeof NotificationsStore>;
