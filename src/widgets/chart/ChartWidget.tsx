// The chart: candles and volume of the workspace pair (or, turned to funding, the funding-rate
// candles of the workspace's funding currency), the interval picker in the panel header,
// an OHLC legend that follows the crosshair, older history loaded when scrolled left, and the
// signed-in trader's orders (drag to move, × to cancel), position and price alerts as lines; an
// Alt+click sets a price alert at the price under the pointer.
import '../market-messages';
import '../order-messages';
import '../alert-messages';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { compareStructural, reaction } from 'mobx';
import { useStore } from '../../app/store-context';
import { canWrite, warnMissing } from '../../app/write-gate';
import { t } from '../../i18n';
import { formatCompact, formatFixed, formatPercent, pairLabel } from '../../format';
import { TIMEFRAMES, candleKey } from '../../models/candles';
import { FUNDING_CHART_PERIODS, fundingCandleKey } from './funding-candles';
import type { Candle } from '../../protocol/public/candles';
import { isCandleTimeframe } from '../../protocol/public/candle-key';
import type { WidgetProps } from '../../layouts/widget-props';
import { SyncBadge } from '../../ui/SyncBadge';
import { columnDecimals } from '../../format/columns';
import { useAcquire } from '../../ui/use-acquire';
import { CandleChart } from './candle-chart';
import { readChartColors, watchChartColors } from '../../ui/theme-colors';
import { alertLevels, gridPrice, orderLabel, orderMarks, positionLevels } from './own-marks';
import { priceAlertsOf } from '../../models/account/price-alerts';
import { setAlertAt } from '../alert-actions';
import type { ChartWidgetState } from './state';
import './chart.css';
import { Options } from '../../ui/Options';
import { usePanelPair } from '../../layouts/panel-pair';

/** The funding chart's periods, as its labels give them. */
const periods = { from: FUNDING_CHART_PERIODS.from, to: FUNDING_CHART_PERIODS.to };

export const ChartWidget = observer(function ChartWidget({ state, setState }: WidgetProps<ChartWidgetState>) {
  const root = useStore();
  const { candles, account, session, settings, workspace, site } = root;
  const pair = usePanelPair().pair;
  // Funding-rate candles of the workspace's funding currency, where the site offers funding.
  const fundingOffered = site.enabled('funding');
  const funding = fundingOffered && state.funding === true;
  const symbol = funding ? workspace.fundingSymbol : pair;
  const key = funding ? fundingCandleKey(state.timeframe, symbol) : candleKey(state.timeframe, symbol);
  useAcquire(() => candles.acquire(key), key);
  const feed = candles.feeds.get(key);
  const hostRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<Candle | undefined>();

  useEffect(() => {
    const host = hostRef.current;
    const overlay = overlayRef.current;
    if (!host || !overlay || !feed) return;
    const chart = new CandleChart(host, readChartColors(), {
      onHover: setHovered,
      onNeedOlder: () => void feed.loadOlder(),
      // Price alerts are set on a pair's prices, not on a funding rate.
      onAltClick: funding ? undefined : (price) => setAlertAt(root, symbol, gridPrice(price)),
    });
    const ordersWritable = () => canWrite(account.caps, 'orders') || (warnMissing(session, 'orders'), false);
    const lines = chart.attachLines(overlay, {
      // A session that may not change orders (the read-only context) is warned, the line goes back.
      move: (id, price) => (ordersWritable() ? account.updateOrder({ id, price: String(price) }) : false),
      cancel: (id) => void (ordersWritable() && account.cancelOrder(id)),
      round: gridPrice,
      label: (mark, price) => orderLabel(mark.amount, price),
      cancelText: t('orders.cancelOne'),
    });
    // Lines change with the orders and the position only, never with a candle; a funding chart has none.
    const stopOrders = reaction(
      () => (funding ? [] : orderMarks(account.orders.forSymbol(symbol), symbol, settings.chartOrdersLimit)),
      (m) => lines.setOrders(m),
      { equals: compareStructural, fireImmediately: true },
    );
    const alerts = priceAlertsOf(root);
    const stopLevels = reaction(
      () => (funding ? [] : [...positionLevels(account.positions.get(symbol)), ...alertLevels(alerts.list, symbol)]),
      (m) => lines.setLevels(m),
      { equals: compareStructural, fireImmediately: true },
    );
    const stopRefusals = reaction(
      () => account.notifications.items[0]?.id,
      () => {
        const n = account.notifications.items[0];
        if (n && n.kind === 'ou-req' && n.level === 'error') lines.refused();
      },
    );
    let decimals = -1;
    const draw = (change: 'reset' | 'update' | 'prepend' | 'first') => {
      const list = feed.candles;
      const d = columnDecimals(list[list.length - 1]?.close);
      if (d !== decimals) {
        decimals = d;
        chart.setPriceDecimals(d);
      }
      if (change === 'update') chart.updateTail(list);
      else chart.setAll(list);
      if (change === 'first') chart.fit();
    };
    draw('first');
    const stop = reaction(
      () => feed.revision,
      () => draw(feed.change),
    );
    // The theme or mode can change under the chart.
    const stopColors = watchChartColors((colors) => chart.applyColors(colors));
    return () => {
      stop();
      stopOrders();
      stopLevels();
      stopRefusals();
      stopColors();
      chart.dispose();
      setHovered(undefined);
    };
  }, [feed, account, session, symbol, root, settings, funding]);

  const list = feed?.candles ?? [];
  const shown = hovered ?? list[list.length - 1];
  const decimals = columnDecimals(shown?.close);
  const change = shown && shown.open !== 0 ? (shown.close - shown.open) / shown.open : null;
  const dir = shown ? (shown.close >= shown.open ? 'up' : 'down') : '';

  return (
    <section
      className="w chart"
      aria-label={
        funding ? t('chart.fundingTitle', { currency: pairLabel(symbol), ...periods }) : t('chart.title', { pair: pairLabel(symbol) })
      }
    >
      <div className="w-toolbar">
        <select
          className="ui-select"
          aria-label={t('chart.interval')}
          value={state.timeframe}
          onChange={(e) => isCandleTimeframe(e.target.value) && setState({ ...state, timeframe: e.target.value })}
        >
          <Options values={TIMEFRAMES} label={(tf) => t('chart.timeframe', { tf })} />
        </select>
        {fundingOffered && (
          <button
            type="button"
            className="ui-button"
            aria-pressed={funding}
            title={t('chart.fundingHint', { currency: pairLabel(workspace.fundingSymbol) })}
            onClick={() => setState({ ...state, funding: !funding })}
          >
            {t('chart.funding')}
          </button>
        )}
        <div className="chart-legend" aria-live="off" data-testid="ohlc-legend">
          <span className="dim">{t('chart.open')}</span>
          <span className={`num ${dir}`}>{formatFixed(shown?.open, decimals)}</span>
          <span className="dim">{t('chart.high')}</span>
          <span className={`num ${dir}`}>{formatFixed(shown?.high, decimals)}</span>
          <span className="dim">{t('chart.low')}</span>
          <span className={`num ${dir}`}>{formatFixed(shown?.low, decimals)}</span>
          <span className="dim">{t('chart.close')}</span>
          <span className={`num ${dir}`}>{formatFixed(shown?.close, decimals)}</span>
          <span className={`num ${dir}`}>{change === null ? '' : formatPercent(change)}</span>
          <span className="dim">{t('chart.volume')}</span>
          <span className="num">{formatCompact(shown?.volume)}</span>
        </div>
        <span className="w-toolbar-gap" />
        {feed?.loadingOlder && <span className="dim">{t('chart.loadingOlder')}</span>}
        <SyncBadge state={feed?.status === 'error' ? 'error' : feed?.status === 'live' ? 'live' : 'loading'} />
      </div>
      <div className="chart-stage">
        <div
          className="chart-host"
          ref={hostRef}
          role="img"
          aria-label={
            funding
              ? t('chart.fundingCanvasLabel', { currency: pairLabel(symbol), tf: state.timeframe, ...periods })
              : t('chart.canvasLabel', { pair: pairLabel(symbol), tf: state.timeframe })
          }
          aria-description={account.signedIn && !funding ? t('alerts.chartHint') : undefined}
        />
        <div className="chart-overlay" ref={overlayRef} role="group" aria-label={t('chart.ownLines')} />
      </div>
    </section>
  );
});
