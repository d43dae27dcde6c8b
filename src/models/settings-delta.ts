// Numeric settings changed by a step up or down (market-side §5: "Settings update with a delta
// respects min and max bounds, else ignored"): a change that would leave the setting's bounds is
// not clamped to the nearest bound, it is ignored and the setting keeps its value.

export interface SettingBounds {
  min: number;
  max: number;
}

/** An integer within the bounds (a stored value read back, a value typed). */
export function withinBounds(value: unknown, { min, max }: SettingBounds): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** `current` moved by `delta`, or `current` itself when the result would leave the bounds (or
 *  `delta` is not a whole number). */
export function updateByDelta(current: number, delta: number, bounds: SettingBounds): number {
  if (!Number.isInteger(delta)) return current;
  const next = current + delta;
  return withinBounds(next, bounds) ? next : current;
}

/** How many of the trader's orders the chart draws (market-side §9: default chart orders limit
 *  20); 0 draws none. */
export const CHART_ORDERS_LIMIT = { min: 0, max: 100, default: 20 } as const;
