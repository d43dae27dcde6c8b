// The widget registry (ARCHITECTURE "layout engine"): type → component, title, default state
// and size limits. A new widget is one folder in src/widgets and one entry here.
import type { ComponentType, ReactNode } from 'react';
import type { MessageKey } from '../i18n';
import type { WidgetDefaults, WidgetProps } from './widget-props';
import { lazyComponent, noState, rawState } from './lazy-component';
import { parseBookState } from '../widgets/book/state';
import { parseChartState } from '../widgets/chart/state';
import { parseDepthState } from '../widgets/depth/state';
import { parseFundingBookState } from '../widgets/funding-book/state';
import { parseFundingTickerState } from '../widgets/funding-ticker/state';
import { TRADING_WIDGET_TYPES, tradingWidgets } from './registry-trading';

export const WIDGET_TYPES = [
  'markets',
  'chart',
  'book',
  'depth',
  'trades',
  'derivatives',
  'liquidations',
  'fundingBook',
  'fundingTicker',
  ...TRADING_WIDGET_TYPES,
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export function isWidgetType(v: unknown): v is WidgetType {
  return typeof v === 'string' && (WIDGET_TYPES as readonly string[]).includes(v);
}

/** Grid sizes are in a 12-column grid of 24 px rows; the narrow arrangement scales them. */
export interface GridSize {
  w: number;
  h: number;
  minW: number;
  minH: number;
}

export interface WidgetDefinition {
  type: WidgetType;
  title: MessageKey;
  /** Minimum panel size in the dock layout (px). */
  minWidth: number;
  minHeight: number;
  grid: GridSize;
  /** The saved state with defaults filled in (the user's, where the widget has them), for the component. */
  render(props: { widgetKey: string; raw: unknown; setState(next: unknown): void; defaults: WidgetDefaults }): ReactNode;
}

export function define<S>(
  def: Omit<WidgetDefinition, 'render'> & {
    parse(raw: unknown, defaults: WidgetDefaults): S;
    component: ComponentType<WidgetProps<S>>;
  },
): WidgetDefinition {
  const { parse, component: Component, ...rest } = def;
  return {
    ...rest,
    render: ({ widgetKey, raw, setState, defaults }) => (
      <Component widgetKey={widgetKey} state={parse(raw, defaults)} setState={(s: S) => setState(s)} />
    ),
  };
}

export const WIDGETS: Readonly<Record<WidgetType, WidgetDefinition>> = {
  markets: define({
    type: 'markets',
    title: 'widgets.markets',
    minWidth: 220,
    minHeight: 120,
    grid: { w: 4, h: 14, minW: 3, minH: 6 },
    parse: rawState,
    component: lazyComponent(() => import('../widgets/markets/MarketsWidget').then((m) => m.MarketsWidget)),
  }),
  chart: define({
    type: 'chart',
    title: 'widgets.chart',
    minWidth: 280,
    minHeight: 180,
    grid: { w: 8, h: 14, minW: 4, minH: 8 },
    parse: parseChartState,
    component: lazyComponent(() => import('../widgets/chart/ChartWidget').then((m) => m.ChartWidget)),
  }),
  book: define({
    type: 'book',
    title: 'widgets.book',
    minWidth: 240,
    minHeight: 160,
    grid: { w: 6, h: 14, minW: 3, minH: 8 },
    parse: parseBookState,
    component: lazyComponent(() => import('../widgets/book/BookWidget').then((m) => m.BookWidget)),
  }),
  depth: define({
    type: 'depth',
    title: 'widgets.depth',
    minWidth: 240,
    minHeight: 140,
    grid: { w: 6, h: 12, minW: 3, minH: 6 },
    parse: parseDepthState,
    component: lazyComponent(() => import('../widgets/depth/DepthWidget').then((m) => m.DepthWidget)),
  }),
  trades: define({
    type: 'trades',
    title: 'widgets.trades',
    minWidth: 200,
    minHeight: 120,
    grid: { w: 6, h: 14, minW: 3, minH: 6 },
    parse: rawState,
    component: lazyComponent(() => import('../widgets/trades/TradesWidget').then((m) => m.TradesWidget)),
  }),
  derivatives: define({
    type: 'derivatives',
    title: 'widgets.derivatives',
    minWidth: 280,
    minHeight: 80,
    grid: { w: 12, h: 5, minW: 4, minH: 4 },
    parse: noState,
    component: lazyComponent(() => import('../widgets/derivatives/DerivativesWidget').then((m) => m.DerivativesWidget)),
  }),
  liquidations: define({
    type: 'liquidations',
    title: 'widgets.liquidations',
    minWidth: 280,
    minHeight: 100,
    grid: { w: 6, h: 12, minW: 4, minH: 5 },
    parse: noState,
    component: lazyComponent(() => import('../widgets/liquidations/LiquidationsWidget').then((m) => m.LiquidationsWidget)),
  }),
  fundingBook: define({
    type: 'fundingBook',
    title: 'widgets.fundingBook',
    minWidth: 240,
    minHeight: 160,
    grid: { w: 6, h: 14, minW: 3, minH: 8 },
    parse: parseFundingBookState,
    component: lazyComponent(() => import('../widgets/funding-book/FundingBookWidget').then((m) => m.FundingBookWidget)),
  }),
  fundingTicker: define({
    type: 'fundingTicker',
    title: 'widgets.fundingTicker',
    minWidth: 200,
    minHeight: 100,
    grid: { w: 6, h: 14, minW: 3, minH: 5 },
    parse: parseFundingTickerState,
    component: lazyComponent(() => import('../widgets/funding-ticker/FundingTickerWidget').then((m) => m.FundingTickerWidget)),
  }),
  ...tradingWidgets(define),
};
