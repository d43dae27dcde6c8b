// The layouts command (save, save as, discard, switch, import, rename, new…) a batch of the layouts
// store's patches amounts to. Read from patches (MST's onPatch) rather than from its action calls:
// onAction would bring MST's action-tracking middleware into the workspace's first load, which has
// no room for it; the patches each command makes are distinct enough to tell them apart. The
// engine's own changes (a draft replaced, EDITING entered, a panel's state kept) are no command.
import type { IJsonPatch } from 'mobx-state-tree';

export interface LayoutCommand {
  command: string;
  args: unknown[];
}

type Stored = { name?: string; model?: unknown; grid?: unknown };
const content = (v: Stored | undefined) => ({ model: v?.model, grid: v?.grid ?? {} });

export function layoutCommandOf(patches: readonly IJsonPatch[]): LayoutCommand | null {
  // The last of each: a batch may hold the engine's own patches before the command's.
  const find = (re: RegExp, op?: IJsonPatch['op']) => patches.findLast((p) => re.test(p.path) && (!op || p.op === op));
  const mode = find(/^\/mode$/);
  const shown = find(/^\/revision$/) !== undefined;
  if (mode?.value === 'CREATING') {
    const draft = find(/^\/draft$/)?.value as Stored | undefined;
    return { command: 'createNew', args: [draft?.name ?? '', content(draft)] };
  }
  if (find(/^\/layouts\/\d+$/, 'remove')) return { command: 'remove', args: [] };
  const added = find(/^\/layouts\/\d+$/, 'add')?.value as Stored | undefined;
  if (added) {
    // Save as keeps the draft under a new name without showing anything new; an import or a
    // duplicate shows the layout it adds.
    if (mode?.value === null && !shown) return { command: 'saveAs', args: [added.name ?? ''] };
    return { command: 'importLayout', args: [added.name ?? '', content(added)] };
  }
  const active = find(/^\/activeId$/);
  if (active && shown) return { command: 'select', args: [active.value] };
  const model = find(/^\/layouts\/\d+\/model$/);
  if (mode?.value === null || (model && shown)) {
    if (model && shown)
      return { command: 'resetToDefault', args: [content({ model: model.value, grid: find(/^\/layouts\/\d+\/grid$/)?.value })] };
    if (model) return { command: 'save', args: [] };
    if (shown) return { command: 'cancel', args: [] };
  }
  const renamed = find(/^\/layouts\/\d+\/name$/);
  if (renamed) return { command: 'rename', args: [renamed.value] };
  return null;
}
