// A saved position of the narrow screens' grid, checked apart from the grid's arithmetic
// (grid-arrangement.ts, loaded with the grid): layout files are read with it.
import type { LayoutItem } from 'react-grid-layout';

/** A saved grid position: its panel's key and finite x, y, w, h. */
export function isGridItem(v: unknown): v is LayoutItem {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.i === 'string' && [o.x, o.y, o.w, o.h].every((n) => typeof n === 'number' && Number.isFinite(n));
}
