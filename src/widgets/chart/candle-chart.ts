// The lightweight-charts 5 chart of one candle feed: candles with volume below, incremental
// updates of the last bar, a callback when the view reaches the oldest candle, and the trader's
// order and position lines (order-lines.ts), whose labels follow the view once a frame at most.
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  createChart,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '../../protocol/public/candles';
import { formatFixed, shownOffsetMinutes } from '../../format';
import type { ChartColors } from '../../ui/theme-colors';
import { OrderLines, type OrderLineActions } from './order-lines';

/** Candles are drawn in the user's time zone (its offset at each candle), else the browser's local time (the chart's axis
 *  knows UTC only, so the times are shifted by it). */
function chartTime(mts: number): UTCTimestamp {
  return Math.floor((mts + shownOffsetMinutes(mts) * 60_000) / 1000) as UTCTimestamp;
}

export interface CandleChartCallbacks {
  onHover(candle: Candle | undefined): void;
  onNeedOlder(): void;
  /** An Alt+click on the chart: the price at the pointer's height (a price alert is set there). */
  onAltClick?(price: number): void;
}

export class CandleChart {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private byTime = new Map<number, Candle>();
  private shown: readonly Candle[] = [];
  private lines: OrderLines | undefined;
  private frame = 0;
  private readonly resize: ResizeObserver | undefined;

  constructor(
    private readonly container: HTMLElement,
    private colors: ChartColors,
    private readonly callbacks: CandleChartCallbacks,
  ) {
    this.chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colors.background },
        textColor: colors.text,
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border, timeVisible: true, secondsVisible: false, rightOffset: 4 },
      crosshair: { mode: CrosshairMode.Normal },
    });
    this.candles = this.chart.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      borderVisible: false,
    });
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
    this.chart.subscribeCrosshairMove(this.onCrosshair);
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.onRange);
    // Wheel, drags on the price scale and resizes move the price scale without an event of its own.
    for (const type of ['wheel', 'pointermove', 'dblclick'] as const) container.addEventListener(type, this.onViewInput, { passive: true });
    container.addEventListener('click', this.onClick);
    this.resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => this.scheduleReposition());
    this.resize?.observe(container);
  }

  /** The order and position lines, their labels drawn into `overlay` (laid over the chart). */
  attachLines(overlay: HTMLElement, actions: OrderLineActions): OrderLines {
    this.lines?.dispose();
    this.lines = new OrderLines(this.candles, overlay, this.lineColors(), actions);
    return this.lines;
  }

  setPriceDecimals(decimals: number): void {
    this.candles.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals } });
    // Axis and crosshair labels in the product's number format (grouping, fixed decimals).
    this.chart.applyOptions({ localization: { priceFormatter: (p: number) => formatFixed(p, decimals) } });
  }

  /** All candles (first load, a new snapshot, an older page). */
  setAll(candles: readonly Candle[]): void {
    this.shown = candles;
    this.byTime = new Map(candles.map((c) => [chartTime(c.mts), c]));
    this.candles.setData(candles.map((c) => this.bar(c)));
    this.volume.setData(candles.map((c) => this.volumeBar(c)));
    this.scheduleReposition();
  }

  /** Only the newest candles changed: redraw those bars. */
  updateTail(candles: readonly Candle[]): void {
    const prevLast = this.shown[this.shown.length - 1];
    const from = prevLast ? candles.findIndex((c) => c.mts >= prevLast.mts) : 0;
    this.shown = candles;
    for (const c of candles.slice(Math.max(0, from))) {
      this.byTime.set(chartTime(c.mts), c);
      this.candles.update(this.bar(c));
      this.volume.update(this.volumeBar(c));
    }
    // Autoscale may have moved the prices under the order labels.
    if (this.lines) this.scheduleReposition();
  }

  applyColors(colors: ChartColors): void {
    this.colors = colors;
    this.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: colors.background }, textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    });
    this.candles.applyOptions({ upColor: colors.up, downColor: colors.down, wickUpColor: colors.up, wickDownColor: colors.down });
    this.lines?.applyColors(this.lineColors());
    this.setAll(this.shown);
  }

  fit(): void {
    this.chart.timeScale().scrollToRealTime();
  }

  dispose(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.resize?.disconnect();
    for (const type of ['wheel', 'pointermove', 'dblclick'] as const) this.container.removeEventListener(type, this.onViewInput);
    this.container.removeEventListener('click', this.onClick);
    this.lines?.dispose();
    this.lines = undefined;
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(this.onRange);
    this.chart.remove();
  }

  /** Repositions the order labels after the chart has drawn this frame's change. */
  scheduleReposition(): void {
    if (this.frame || !this.lines) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.lines?.reposition(this.chart.priceScale('right').width());
    });
  }

  private lineColors() {
    return { up: this.colors.up, down: this.colors.down, accent: this.colors.accent, warn: this.colors.warn };
  }

  private readonly onViewInput = (ev: Event) => {
    if (ev.type !== 'pointermove' || (ev as PointerEvent).buttons !== 0) this.scheduleReposition();
  };

  private readonly onClick = (ev: MouseEvent) => {
    if (!ev.altKey || !this.callbacks.onAltClick) return;
    const price = this.candles.coordinateToPrice(ev.clientY - this.container.getBoundingClientRect().top);
    if (price !== null && price > 0) this.callbacks.onAltClick(price);
  };

  private bar(c: Candle): CandlestickData<UTCTimestamp> {
    return { time: chartTime(c.mts), open: c.open, high: c.high, low: c.low, close: c.close };
  }

  private volumeBar(c: Candle): HistogramData<UTCTimestamp> {
    return { time: chartTime(c.mts), value: c.volume, color: c.close >= c.open ? this.colors.upVolume : this.colors.downVolume };
  }

  private readonly onCrosshair = (param: MouseEventParams) => {
    const time = typeof param.time === 'number' ? param.time : undefined;
    this.callbacks.onHover(time === undefined ? undefined : this.byTime.get(time));
  };

  private readonly onRange = (range: LogicalRange | null) => {
    // Near the left edge: ask for the page before the oldest candle.
    if (range && range.from < 10 && this.shown.length > 0) this.callbacks.onNeedOlder();
    this.scheduleReposition();
  };
}
