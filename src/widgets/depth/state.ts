// The depth chart's own state, saved under its widget key: its zoom step.
import { DEFAULT_ZOOM, clampZoom } from './depth-zoom';

export interface DepthWidgetState {
  /** An index of DEPTH_ZOOMS: how far around the mid the chart shows. */
  zoom: number;
}

export function parseDepthState(raw: unknown): DepthWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { zoom: typeof r.zoom === 'number' && Number.isFinite(r.zoom) ? clampZoom(r.zoom) : DEFAULT_ZOOM };
}
