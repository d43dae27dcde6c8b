// Which of the trader's records the chart draws as lines, and their labels: active orders of the
// chart's pair that rest at a price (as many as the chart orders limit allows), the position's
// base price and its liquidation price, and the trader's price alerts.
import BigNumber from 'bignumber.js';
import type { Order } from '../../protocol/account/order';
import type { Position } from '../../protocol/account/position';
import type { PriceAlert } from '../../protocol/account/price-alert';
import { formatFixed, formatPrice } from '../../format';
import { t } from '../../i18n';
import type { LevelMark, OrderMark } from './order-lines';

/** The orders drawn: at most `limit` of them (the chart orders limit, market-side §9), the most
 *  recently placed, since those are the ones a trader looks for; in the order they were placed. */
export function orderMarks(orders: readonly Order[], symbol: string, limit: number): OrderMark[] {
  const marks = orders
    .filter((o) => o.symbol === symbol && o.price !== null && o.price > 0 && o.amount !== 0)
    .map((o) => ({ id: o.id, price: o.price as number, amount: o.amount }))
    .sort((a, b) => a.id - b.id);
  return limit > 0 ? marks.slice(-limit) : [];
}

/** An amount as the trader typed it: its own decimals (at most 8), grouped. */
export function plainAmount(amount: number): string {
  const b = new BigNumber(Math.abs(amount));
  return formatFixed(b, Math.min(8, b.decimalPlaces() ?? 0));
}

/** "Buy 0.5 @ 93,000". */
export function orderLabel(amount: number, price: number): string {
  return t('chart.orderLine', { side: amount > 0 ? 'buy' : 'sell', amount: plainAmount(amount), price: formatPrice(price) });
}

export function positionLevels(p: Position | undefined): LevelMark[] {
  if (!p || p.amount === 0) return [];
  const marks: LevelMark[] = [
    {
      key: 'position',
      kind: 'position',
      price: p.basePrice,
      label: t('chart.positionLine', { side: p.amount > 0 ? 'long' : 'short', amount: plainAmount(p.amount) }),
    },
  ];
  if (p.priceLiq !== null && p.priceLiq > 0)
    marks.push({ key: 'liquidation', kind: 'liquidation', price: p.priceLiq, label: t('chart.liquidationLine') });
  return marks;
}

/** The trader's price alerts on the chart's pair, one line each. */
export function alertLevels(alerts: readonly PriceAlert[], symbol: string): LevelMark[] {
  return alerts
    .filter((a) => a.symbol === symbol)
    .map((a) => ({ key: `alert:${a.key}`, kind: 'alert' as const, price: a.price, label: t('alerts.chartLine') }));
}

/** A price on the exchange's grid of 5 significant figures. */
export function gridPrice(price: number): number {
  return Number(new BigNumber(price).precision(5, BigNumber.ROUND_HALF_UP).toFixed());
}
