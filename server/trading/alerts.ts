// Price alerts (alert/set, alert/del, alerts): an alert fires once, when the last price reaches
// it from the side it was set on, as an `n` of type `uca`
// ([KEY, "price", SYMBOL, PRICE, COUNT, DIRECTION]; its text names the pair as BTC/USD), and is gone
// after that.
import { priceAlertCodec } from '../../src/protocol/account/price-alert';
import { runEvent, runUnit, type Ctx } from './context';
import { parseDec, toPriceGrid } from './decimal';
import type { AlertState } from './records';
import { notification } from './wire';

const MAX_ALERTS = 250;

export function alertRow(a: AlertState): unknown[] {
  return priceAlertCodec.encode({ key: a.key, symbol: a.symbol, price: a.price, count: 100, direction: a.direction });
}

export class Alerts {
  constructor(private readonly ctx: Ctx) {}

  /** [KEY, "price", SYMBOL, PRICE, …] or the refusal text. */
  set(user: number, input: Record<string, unknown>): unknown[] | string {
    return runUnit(this.ctx, () => {
      if (input.type !== undefined && input.type !== 'price') return 'type: invalid';
      const symbol = typeof input.symbol === 'string' ? input.symbol : '';
      if (!this.ctx.pairs.get(symbol)) return 'symbol: invalid';
      const p = parseDec(input.price);
      // gt(0), not isPositive(): zero counts as positive there.
      if (!p || !p.gt(0)) return 'price: invalid';
      const price = toPriceGrid(p).toNumber();
      const key = `price:${symbol}:${price}`;
      const existing = this.ctx.accounts.alerts.get(`${user}|${key}`);
      if (existing) return alertRow(existing);
      if (this.ctx.accounts.alertsOf(user).length >= MAX_ALERTS) return `Invalid alert: at most ${MAX_ALERTS} alerts`;
      const last = this.ctx.prices.price(symbol);
      const a: AlertState = { user, key, symbol, price, direction: last === undefined || price >= last ? 1 : -1, mts: this.ctx.now() };
      this.ctx.accounts.saveAlert(a);
      return alertRow(a);
    });
  }

  /** By alertId ('price:tBTCUSD:96000') or symbol + price. */
  del(user: number, input: Record<string, unknown>): boolean {
    return runUnit(this.ctx, () => {
      let key = typeof input.alertId === 'string' ? input.alertId : undefined;
      if (!key && typeof input.symbol === 'string') {
        const p = parseDec(input.price);
        if (p && p.gt(0)) key = `price:${input.symbol}:${toPriceGrid(p).toNumber()}`;
      }
      return key !== undefined && this.ctx.accounts.deleteAlert(user, key);
    });
  }

  list(user: number): unknown[][] {
    return this.ctx.accounts.alertsOf(user).map(alertRow);
  }

  /** Called with each trade price (inside engine callbacks). */
  check(symbol: string, price: number): void {
    const hit = this.ctx.accounts.alertsIn(symbol).filter((a) => (a.direction === 1 ? price >= a.price : price <= a.price));
    if (hit.length === 0) return;
    runEvent(this.ctx, 'price alert', () => {
      const now = this.ctx.now();
      for (const a of hit) {
        if (!this.ctx.accounts.deleteAlert(a.user, a.key)) continue;
        this.ctx.outbox.push(a.user, [
          'n',
          notification(
            now,
            'uca',
            alertRow(a),
            true,
            `Price alert: ${this.ctx.pairs.get(symbol)?.label ?? symbol.slice(1)} ${a.direction === 1 ? 'rose to' : 'fell to'} ${a.price}`,
          ),
        ]);
      }
    });
  }
}
