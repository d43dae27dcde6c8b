// A layout as a file: "Export…" writes the shown layout (its name, the one layout tree with every
// panel's state in its tab, and the narrow screens' grid) with a format name and the stored
// version; "Import…" reads one back, checking everything: a file that is not ours, newer than
// this build, malformed or hostile (huge, deeply nested) is refused with the reason, and panels
// of widgets this build does not have are left out and named. Panels popped out into windows of
// their own (flexlayout's sub-layouts) come with their windows' places.
import { Model, type IJsonModel } from 'flexlayout-react';
import type { MessageKey } from '../i18n';
import type { GridArrangement, LayoutContent, LayoutJson } from '../models/stored-layouts';
import { LAYOUTS_VERSION } from '../models/layouts-version';
import { withTabConfigs } from '../models/layout-tabs';
import { parseWidgetKey } from './widget-key';
import { isGridItem } from './grid-item';

export const LAYOUT_FILE_FORMAT = 'tradedesk-layout';
/** Larger than any real layout by far; anything bigger is not read at all. */
export const MAX_LAYOUT_FILE_BYTES = 256 * 1024;
const MAX_DEPTH = 24;
const MAX_TABS = 200;

export interface LayoutFile {
  format: typeof LAYOUT_FILE_FORMAT;
  version: number;
  name: string;
  exportedAt: string;
  model: LayoutJson;
  grid: GridArrangement;
}

export function layoutFileText(layout: { name: string } & LayoutContent, now: Date = new Date()): string {
  const file: LayoutFile = {
    format: LAYOUT_FILE_FORMAT,
    version: LAYOUTS_VERSION,
    name: layout.name,
    exportedAt: now.toISOString(),
    model: layout.model,
    grid: layout.grid,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name for the layout: its name in safe characters. */
export function layoutFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${safe || 'layout'}.tradedesk-layout.json`;
}

export type LayoutFileResult =
  | { ok: true; name: string; content: LayoutContent; dropped: string[] }
  | { ok: false; error: MessageKey; values?: Record<string, string | number> };

class Refused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

type Node = Record<string, unknown>;
const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a layout file's text; `known` says which widget types this build has. */
export function readLayoutFile(text: string, known: (type: string) => boolean): LayoutFileResult {
  if (text.length > MAX_LAYOUT_FILE_BYTES)
    return { ok: false, error: 'layouts.importTooBig', values: { kb: MAX_LAYOUT_FILE_BYTES / 1024 } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'layouts.importNotJson' };
  }
  if (!isRecord(data) || data.format !== LAYOUT_FILE_FORMAT) return { ok: false, error: 'layouts.importForeign' };
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { ok: false, error: 'layouts.importInvalid' };
  if (version > LAYOUTS_VERSION) return { ok: false, error: 'layouts.importNewer' };
  if (typeof data.name !== 'string' || !data.name.trim() || !isRecord(data.model) || !isRecord(data.model.layout)) {
    return { ok: false, error: 'layouts.importInvalid' };
  }
  const dropped: string[] = [];
  let model: LayoutJson;
  try {
    const ids = new Set<string>();
    const layout = cleanNode(data.model.layout, 0, 'row', known, dropped, ids);
    // The layout's global attributes are this build's, put back whenever a layout is shown (flex-model.ts).
    model = { global: {}, layout };
    if (data.model.subLayouts !== undefined) model.subLayouts = cleanSubLayouts(data.model.subLayouts, known, dropped, ids);
    // Version 1 kept the panels' states beside the model.
    if (version === 1 && isRecord(data.widgets)) model = withTabConfigs(model, data.widgets);
    // What flexlayout itself will not load is refused here, not when it is shown.
    Model.fromJson(model as unknown as IJsonModel);
  } catch (err) {
    return { ok: false, error: err instanceof Refused ? err.key : 'layouts.importInvalid' };
  }
  return {
    ok: true,
    name: data.name.trim().slice(0, 80),
    content: { model, grid: isRecord(data.grid) ? cleanGrid(data.grid) : {} },
    dropped: [...new Set(dropped)],
  };
}

/** A copy of one node of the tree, with the tabs of unknown widgets left out. */
function cleanNode(
  node: unknown,
  depth: number,
  expected: 'row' | 'tabset' | 'tab',
  known: (type: string) => boolean,
  dropped: string[],
  ids: Set<string>,
): Node {
  if (depth > MAX_DEPTH) throw new Refused('layouts.importTooDeep');
  if (!isRecord(node)) throw new Refused('layouts.importInvalid');
  const type = node.type;
  const allowed = expected === 'row' ? type === 'row' || type === 'tabset' : type === expected;
  if (!allowed) throw new Refused('layouts.importInvalid');
  const copy: Node = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'children') copy[k] = v;
  if (type === 'tab') {
    const key = typeof node.id === 'string' ? parseWidgetKey(node.id) : undefined;
    if (!key || ids.has(node.id as string)) throw new Refused('layouts.importInvalid');
    if (ids.size >= MAX_TABS) throw new Refused('layouts.importTooBig');
    ids.add(node.id as string);
    return copy;
  }
  const children = node.children === undefined ? [] : node.children;
  if (!Array.isArray(children)) throw new Refused('layouts.importInvalid');
  const kept: Node[] = [];
  for (const child of children) {
    if (type === 'tabset') {
      const key = isRecord(child) && typeof child.id === 'string' ? parseWidgetKey(child.id) : undefined;
      if (key && !known(key.type)) {
        dropped.push(key.type);
        continue;
      }
    }
    kept.push(cleanNode(child, depth + 1, type === 'tabset' ? 'tab' : 'row', known, dropped, ids));
  }
  copy.children = kept;
  // A tabset's chosen tab may be one that was left out.
  if (type === 'tabset' && typeof copy.selected === 'number' && copy.selected >= kept.length) copy.selected = 0;
  return copy;
}

/** The popout windows: each a window (its place on the screen where it is a valid one) around a
 *  layout tree checked like the main one. */
function cleanSubLayouts(subLayouts: unknown, known: (type: string) => boolean, dropped: string[], ids: Set<string>): Node {
  if (!isRecord(subLayouts)) throw new Refused('layouts.importInvalid');
  const out: Node = {};
  for (const [id, sub] of Object.entries(subLayouts)) {
    if (!isRecord(sub) || (sub.type !== undefined && sub.type !== 'window')) throw new Refused('layouts.importInvalid');
    const window: Node = { type: 'window', layout: cleanNode(sub.layout, 1, 'row', known, dropped, ids) };
    const rect = sub.rect;
    if (isRecord(rect) && ['x', 'y', 'width', 'height'].every((k) => typeof rect[k] === 'number' && Number.isFinite(rect[k])))
      window.rect = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    out[id] = window;
  }
  return out;
}

/** The narrow screens' grid: per breakpoint, a list of positioned items. */
function cleanGrid(grid: Node): GridArrangement {
  const out: GridArrangement = {};
  for (const [breakpoint, items] of Object.entries(grid)) {
    if (!Array.isArray(items)) continue;
    out[breakpoint] = items.filter(isGridItem);
  }
  return out;
}
