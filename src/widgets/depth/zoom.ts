// The depth chart's zoom steps: how far around the mid it shows. Apart from the depth model so
// the widget's saved state can be read without loading the chart's code.

/** Half-widths of the window around the mid, as fractions of it: the zoom steps. */
export const DEPTH_ZOOMS = [0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2] as const;
export const DEFAULT_ZOOM = 2;

export function clampZoom(zoom: number): number {
  return Math.min(DEPTH_ZOOMS.length - 1, Math.max(0, Math.round(zoom)));
}
