// Canvas-drawn charts (lightweight-charts, the depth chart) need colour strings: they are read
// from the theme's custom properties, so the charts follow the theme like everything else.
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  upVolume: string;
  downVolume: string;
  crosshair: string;
  /** The position line. */
  accent: string;
  /** The liquidation line. */
  warn: string;
}

export function readChartColors(el: Element = document.documentElement): ChartColors {
  const css = getComputedStyle(el);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    background: v('--bg-panel'),
    text: v('--text-dim'),
    grid: v('--chart-grid'),
    border: v('--border'),
    up: v('--up'),
    down: v('--down'),
    upVolume: v('--up-volume'),
    downVolume: v('--down-volume'),
    crosshair: v('--text-dim'),
    accent: v('--accent'),
    warn: v('--accent-warm'),
  };
}

/** Calls `apply` with the colours again whenever the theme, mode or up/down scheme changes under a chart. */
export function watchChartColors(apply: (colors: ChartColors) => void): () => void {
  const mo = new MutationObserver(() => apply(readChartColors()));
  mo.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-mode', 'data-up-down'] });
  return () => mo.disconnect();
}
