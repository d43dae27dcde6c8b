// The narrow-screen arrangement (react-grid-layout) of the same panels as the dock layout. The
// spec's layout sizes 468, 657 and 743 px are its breakpoints; positions the user chose are kept
// per breakpoint, panels without one are packed in reading order.
import type { LayoutItem } from 'react-grid-layout';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';
import { isGridItem } from './grid-item';

export interface GridBreakpoint {
  name: 'lg' | 'md' | 'sm' | 'xs';
  minWidth: number;
  cols: number;
}

export const GRID_BREAKPOINTS: readonly GridBreakpoint[] = [
  { name: 'lg', minWidth: 743, cols: 12 },
  { name: 'md', minWidth: 657, cols: 8 },
  { name: 'sm', minWidth: 468, cols: 4 },
  { name: 'xs', minWidth: 0, cols: 1 },
];
/** The breakpoints and columns as react-grid-layout's responsive layout takes them. */
export const GRID_BREAKPOINT_WIDTHS = Object.fromEntries(GRID_BREAKPOINTS.map((b) => [b.name, b.minWidth])) as Record<
  GridBreakpoint['name'],
  number
>;
export const GRID_COLS = Object.fromEntries(GRID_BREAKPOINTS.map((b) => [b.name, b.cols])) as Record<GridBreakpoint['name'], number>;

/** Every breakpoint's items for `keys` (saved positions where valid, the rest packed). */
export function responsiveLayouts(keys: readonly string[], saved: Record<string, unknown>): Record<GridBreakpoint['name'], LayoutItem[]> {
  return Object.fromEntries(GRID_BREAKPOINTS.map((bp) => [bp.name, arrangeGrid(keys, saved[bp.name], bp)])) as Record<
    GridBreakpoint['name'],
    LayoutItem[]
  >;
}
export const GRID_ROW_HEIGHT = 24;

export function breakpointFor(width: number): GridBreakpoint {
  return GRID_BREAKPOINTS.find((b) => width >= b.minWidth) ?? GRID_BREAKPOINTS[GRID_BREAKPOINTS.length - 1]!;
}

/** A widget's default size at a breakpoint: the registry's 12-column size, scaled; full width
 *  on small screens. */
export function defaultSize(key: string, bp: GridBreakpoint): { w: number; h: number; minW: number; minH: number } {
  const type = parseWidgetKey(key)?.type;
  const g = isWidgetType(type) ? WIDGETS[type].grid : { w: 6, h: 10, minW: 2, minH: 4 };
  if (bp.cols <= 4) return { w: bp.cols, h: g.h, minW: bp.cols, minH: g.minH };
  // Wide widgets take the row, the others half of it: two columns of panels without gaps.
  const half = Math.floor(bp.cols / 2);
  return { w: g.w >= 8 ? bp.cols : half, h: g.h, minW: Math.min(half, Math.max(2, Math.round((g.minW * bp.cols) / 12))), minH: g.minH };
}

export { isGridItem } from './grid-item';

/** Items for `keys`: saved positions where valid, the rest packed left to right, top to bottom. */
export function arrangeGrid(keys: readonly string[], saved: unknown, bp: GridBreakpoint): LayoutItem[] {
  const savedItems = new Map<string, LayoutItem>();
  if (Array.isArray(saved)) for (const it of saved) if (isGridItem(it)) savedItems.set(it.i, it);
  const out: LayoutItem[] = [];
  let bottom = 0;
  for (const key of keys) {
    const size = defaultSize(key, bp);
    const s = savedItems.get(key);
    if (s) {
      const w = Math.max(1, Math.min(bp.cols, Math.round(s.w)));
      const item = {
        i: key,
        x: Math.max(0, Math.min(bp.cols - w, Math.round(s.x))),
        y: Math.max(0, Math.round(s.y)),
        w,
        h: Math.max(1, Math.round(s.h)),
        minW: size.minW,
        minH: size.minH,
      };
      out.push(item);
      bottom = Math.max(bottom, item.y + item.h);
    }
  }
  // Unplaced panels go below, filling rows left to right.
  let x = 0;
  let rowY = bottom;
  let rowH = 0;
  for (const key of keys) {
    if (savedItems.has(key)) continue;
    const size = defaultSize(key, bp);
    if (x + size.w > bp.cols) {
      rowY += rowH;
      x = 0;
      rowH = 0;
    }
    out.push({ i: key, x, y: rowY, w: size.w, h: size.h, minW: size.minW, minH: size.minH });
    x += size.w;
    rowH = Math.max(rowH, size.h);
  }
  return out;
}

/** What is saved of a grid: positions only. */
export function gridPositions(items: readonly LayoutItem[]): Array<Pick<LayoutItem, 'i' | 'x' | 'y' | 'w' | 'h'>> {
  return items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}
