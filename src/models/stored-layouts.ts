// The stored form of the workspace layouts (layouts.ts): what one saved layout is, the version of
// the stored list, and reading it back from storage, moving version 1's widget states into the
// tabs and leaving out anything malformed.
import { types, type Instance } from 'mobx-state-tree';
import { withTabConfigs, type LayoutJson } from './layout-tabs';

export const LAYOUTS_KEY = 'layouts';
/** The owner of the settings before sign-in. */
export const VISITOR = 'visitor';
export type LayoutMode = 'CREATING' | 'EDITING';
export type { LayoutJson };
export type GridArrangement = Record<string, unknown>;
export { LAYOUTS_VERSION } from './layouts-version';

export interface LayoutContent {
  model: LayoutJson;
  grid: GridArrangement;
}
export interface DraftLayout extends LayoutContent {
  name: string;
}

export const SavedLayout = types.model('SavedLayout', {
  id: types.identifier,
  name: types.string,
  model: types.frozen<LayoutJson>(),
  grid: types.frozen<GridArrangement>({}),
});
export type SavedLayoutInstance = Instance<typeof SavedLayout>;

let idCounter = 0;
export function newLayoutId(): string {
  idCounter += 1;
  return `layout-${Date.now().toString(36)}-${idCounter.toString(36)}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Stored layouts back from storage; anything malformed is left out rather than trusted. */
export function parseStoredLayouts(value: unknown): {
  activeId: string | null;
  layouts: Array<{ id: string; name: string } & LayoutContent>;
} {
  if (!isRecord(value) || !Array.isArray(value.layouts)) return { activeId: null, layouts: [] };
  const layouts = value.layouts.flatMap((l: unknown) => {
    if (!isRecord(l) || typeof l.id !== 'string' || typeof l.name !== 'string' || !isRecord(l.model)) return [];
    // Version 1 kept widget states beside the model: into their tabs with them.
    const model = isRecord(l.widgets) && Object.keys(l.widgets).length > 0 ? withTabConfigs(l.model, l.widgets) : l.model;
    return [{ id: l.id, name: l.name, model, grid: isRecord(l.grid) ? l.grid : {} }];
  });
  const activeId =
    typeof value.activeId === 'string' && layouts.some((l) => l.id === value.activeId) ? value.activeId : (layouts[0]?.id ?? null);
  return { activeId, layouts };
}
