// The depth chart's zoom steps: what its saved state is read with (state.ts, part of the
// workspace's first load) apart from the chart's arithmetic (depth-model.ts, loaded with the chart).

/** Half-widths of the window around the mid, as fractions of it: the zoom steps. */
export const DEPTH_ZOOMS = [0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2] as const;
export const DEFAULT_ZOOM = 2;

export function clampZoom(zoom: number): number {
  return Math.min(DEPTH_ZOOMS.length - 1, Math.max(0, Math.round(zoom)));
}
