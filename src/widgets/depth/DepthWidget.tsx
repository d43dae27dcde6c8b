// The depth chart: cumulative bids and asks of the workspace pair around the mid price, from the
// same book feed as the order book (250 levels, the precision that fills the zoomed window).
// Hovering (or the arrow keys) reads the price, the cumulative amount and its cost; a click (or
// Enter) hands the price to the order form; the wheel and the ± buttons zoom around the mid.
import '../market-messages';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatCompact, formatFixed, pairLabel, pairParts } from '../../format';
import { columnDecimals, formatSize } from '../../format/columns';
import { bookKey, type BookParams } from '../../models/books';
import { roundSignificant } from '../../protocol/book/precision';
import type { WidgetProps } from '../../layouts/widget-props';
import { SyncBadge } from '../../ui/SyncBadge';
import { useAcquire } from '../../ui/use-acquire';
import { readChartColors, watchChartColors } from '../../ui/theme-colors';
import { DepthCanvas } from './depth-canvas';
import { DEPTH_LEN, DEPTH_ZOOMS, clampZoom, depthAt, depthData, depthPrecision, depthWindow, zoomLabel } from './depth-model';
import type { DepthWidgetState } from './state';
import './depth.css';
import { usePanelPair } from '../../layouts/panel-pair';

/** Arrow keys move the read price by this share of the window. */
const KEY_STEP = 1 / 100;

export const DepthWidget = observer(function DepthWidget({ state, setState }: WidgetProps<DepthWidgetState>) {
  const { books, markets, workspace } = useStore();
  const symbol = usePanelPair().pair;
  const zoom = clampZoom(state.zoom);
  // The precision is chosen from the last price, so the feed does not flip with every mid.
  const prec = depthPrecision(markets.tickers.get(symbol)?.lastPrice ?? null, zoom);
  const params: BookParams = { symbol, prec, freq: 'F0', len: DEPTH_LEN };
  const key = bookKey(params);
  useAcquire(() => books.acquire(params), key);
  const feed = books.feeds.get(key);
  const view = feed?.view;
  const data = useMemo(() => (view ? depthData(view) : { bids: [], asks: [], mid: null }), [view]);
  const win = useMemo(() => depthWindow(data, zoom), [data, zoom]);
  const decimals = columnDecimals(data.mid ?? undefined);
  const { base, quote } = pairParts(symbol);

  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawer = useRef<DepthCanvas | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [hover, setHover] = useState<number | null>(null);
  // Bumped when the theme's colours change, so the chart is drawn again in them.
  const [colorsSeen, setColorsSeen] = useState(0);

  useEffect(() => {
    const host = hostRef.current;
    const canvas = canvasRef.current;
    if (!host || !canvas) return;
    const d = new DepthCanvas(canvas, readChartColors());
    drawer.current = d;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    ro.observe(host);
    const stopColors = watchChartColors((colors) => {
      d.setColors(colors);
      setColorsSeen((n) => n + 1);
    });
    return () => {
      ro.disconnect();
      stopColors();
      drawer.current = null;
    };
  }, []);

  // The backing store follows the element's size only when it changes (setting it clears it).
  useLayoutEffect(() => drawer.current?.resize(size.width, size.height), [size]);

  // The hovered price stays inside the window when the zoom or the pair changes.
  const shown = hover !== null && win && hover >= win.low && hover <= win.high ? hover : null;
  useEffect(() => {
    drawer.current?.draw(data, win, { price: (p) => formatFixed(p, decimals), amount: (a) => formatCompact(a) }, shown);
  }, [data, win, decimals, shown, size, colorsSeen]);

  const priceAtPointer = (e: MouseEvent<HTMLElement>): number | null => {
    const d = drawer.current;
    const host = hostRef.current;
    if (!d || !host || !win) return null;
    const x = e.clientX - host.getBoundingClientRect().left;
    const p = d.plot();
    return x < p.left || x > p.left + p.width ? null : d.priceAt(x, win);
  };
  const pick = (price: number) => workspace.pickPrice(symbol, String(roundSignificant(price, 5, 'nearest')));
  const zoomTo = (next: number) => setState({ ...state, zoom: clampZoom(next) });

  // The wheel listener is added once; it zooms from the zoom of the latest render.
  const zoomFrom = useRef(zoomTo);
  zoomFrom.current = (step: number) => zoomTo(zoom + step);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // Not passive: the wheel zooms the chart instead of scrolling the page.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomFrom.current(e.deltaY > 0 ? 1 : -1);
    };
    host.addEventListener('wheel', onWheel, { passive: false });
    return () => host.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!win || data.mid === null) return;
    const step = (win.high - win.low) * KEY_STEP;
    const from = shown ?? data.mid;
    const moves: Record<string, number> = {
      ArrowLeft: from - step,
      ArrowRight: from + step,
      ArrowDown: from - step * 10,
      ArrowUp: from + step * 10,
      Home: win.low,
      End: win.high,
    };
    if (e.key in moves) {
      e.preventDefault();
      setHover(Math.min(win.high, Math.max(win.low, moves[e.key]!)));
    } else if (e.key === 'Enter' && shown !== null) {
      e.preventDefault();
      pick(shown);
    } else if (e.key === '+' || e.key === '-') {
      zoomTo(zoom + (e.key === '+' ? -1 : 1));
    }
  };

  const point = shown !== null ? depthAt(data, shown) : null;
  const priceText = shown !== null ? formatFixed(shown, decimals) : '';
  const valueText =
    shown === null
      ? undefined
      : point
        ? t('depth.value', {
            price: priceText,
            amount: `${point.beyond ? '≥ ' : ''}${formatSize(point.total)}`,
            base: currencyLabel(base),
            side: point.side === 'bid' ? t('depth.bids') : t('depth.asks'),
            cost: formatCompact(point.cost),
            quote: currencyLabel(quote),
          })
        : t('depth.nothing', { price: priceText });
  // The readout sits beside the hovered price, on the side with more room.
  const plotWidth = drawer.current?.plot().width ?? 0;
  const tipX = shown !== null && win ? ((shown - win.low) / (win.high - win.low)) * plotWidth : 0;
  const tipStyle = tipX > plotWidth / 2 ? { right: size.width - tipX + 8 } : { left: tipX + 8 };

  return (
    <section className="w depth" aria-label={t('depth.title', { pair: pairLabel(symbol) })}>
      <div className="w-toolbar">
        <div className="ui-seg" role="group" aria-label={t('depth.zoom')}>
          <button
            type="button"
            className="ui-seg-btn"
            aria-label={t('depth.zoomOut')}
            disabled={zoom >= DEPTH_ZOOMS.length - 1}
            onClick={() => zoomTo(zoom + 1)}
          >
            −
          </button>
          <span className="ui-seg-btn depth-range num" aria-live="polite">
            {t('depth.range', { pct: zoomLabel(zoom) })}
          </span>
          <button type="button" className="ui-seg-btn" aria-label={t('depth.zoomIn')} disabled={zoom <= 0} onClick={() => zoomTo(zoom - 1)}>
            +
          </button>
        </div>
        <span className="num dim">{data.mid !== null ? t('depth.mid', { price: formatFixed(data.mid, decimals + 1) }) : ''}</span>
        <span className="w-toolbar-gap" />
        <SyncBadge state={feed?.sync ?? 'loading'} detail={feed?.errorText} />
      </div>
      <div
        ref={hostRef}
        className={`depth-host ${feed?.sync === 'resyncing' ? 'w-stale' : ''}`}
        role="slider"
        tabIndex={0}
        aria-label={t('depth.chart', { pair: pairLabel(symbol) })}
        aria-valuemin={win ? Number(win.low.toFixed(decimals)) : undefined}
        aria-valuemax={win ? Number(win.high.toFixed(decimals)) : undefined}
        aria-valuenow={shown ?? data.mid ?? undefined}
        aria-valuetext={valueText}
        onPointerMove={(e) => setHover(priceAtPointer(e))}
        onPointerLeave={() => setHover(null)}
        onClick={(e) => {
          const price = priceAtPointer(e);
          if (price !== null) pick(price);
        }}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvasRef} className="depth-canvas" style={{ width: size.width, height: size.height }} />
        {!win && <div className="depth-empty dim">{t('depth.empty')}</div>}
        {shown !== null && (
          <div className="depth-tip" role="tooltip" style={tipStyle} data-testid="depth-tip">
            <div>
              <span className="dim">{t('depth.price')}</span> <span className="num">{priceText}</span>
            </div>
            <div>
              <span className="dim">{t('depth.amount')}</span>{' '}
              <span className={`num ${point?.side === 'bid' ? 'up' : point ? 'down' : ''}`}>
                {point ? `${point.beyond ? '≥ ' : ''}${formatSize(point.total)} ${currencyLabel(base)}` : '–'}
              </span>
            </div>
            <div>
              <span className="dim">{t('depth.cost')}</span>{' '}
              <span className="num">{point ? `${point.beyond ? '≥ ' : ''}${formatCompact(point.cost)} ${currencyLabel(quote)}` : '–'}</span>
            </div>
          </div>
        )}
      </div>
    </section>
  );
});
