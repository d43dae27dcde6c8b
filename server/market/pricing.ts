// Prices read from the live books: mids, USD values of currencies (cross rates through USD),
// and /v2/calc/trade/avg walking the visible book.
import { ATOMS_PER_UNIT } from '../engine/types';
import type { FundingBooks } from './funding-book';
import { CURRENCY_BY_CODE, FIAT_REFERENCE_USD, PAIRS } from './pairs';
import { roundSig } from './price-grid';
import type { TradingBooks } from './trading-book';

export class Pricing {
  constructor(
    private readonly trading: TradingBooks,
    private readonly funding: FundingBooks,
    /** Walk mid of a pair, when its book is empty. */
    private readonly fallbackMid: (symbol: string) => number | undefined,
  ) {}

  mid(symbol: string): number | undefined {
    const bid = this.trading.best(symbol, 1);
    const ask = this.trading.best(symbol, -1);
    if (bid !== undefined && ask !== undefined) return (bid + ask) / 2;
    return bid ?? ask ?? this.fallbackMid(symbol);
  }

  /** USD per unit of a currency, from the markets, or undefined for an unknown currency. */
  usd(code: string, depth = 0): number | undefined {
    if (code === 'USD' || code === 'TESTUSD') return 1;
    const spec = CURRENCY_BY_CODE.get(code);
    if (!spec) return FIAT_REFERENCE_USD[code];
    if (!spec.active || depth > 3) return undefined;
    if (spec.kind === 'derivative' && spec.undl === 'UST') return this.usd('UST', depth + 1);
    const direct = PAIRS.find((p) => p.base === code && p.quote === 'USD');
    if (direct) return this.mid(direct.symbol);
    for (const p of PAIRS) {
      if (p.quote === code && (p.base === 'BTC' || p.base === 'ETH')) {
        const base = this.usd(p.base, depth + 1);
        const m = this.mid(p.symbol);
        if (base !== undefined && m) return base / m;
      }
    }
    for (const p of PAIRS) {
      if (p.base === code) {
        const quote = this.usd(p.quote, depth + 1);
        const m = this.mid(p.symbol);
        if (quote !== undefined && m !== undefined) return m * quote;
      }
    }
    return undefined;
  }

  fxRate(ccy1: string, ccy2: string): number | undefined {
    const a = this.usd(ccy1);
    const b = this.usd(ccy2);
    if (a === undefined || b === undefined || !(b > 0)) return undefined;
    return roundSig(a / b, 10);
  }

  calcTradeAvg(symbol: string, amount: number, limit?: number, period?: number): [number, number] | string {
    const isTrading = this.trading.has(symbol);
    if (!isTrading && !this.funding.has(symbol)) return 'symbol: invalid';
    if (!Number.isFinite(amount) || amount === 0) return 'amount: invalid';
    if (limit !== undefined && !(Number.isFinite(limit) && limit > 0)) return 'price_limit: invalid';
    const wanted = Math.round(Math.abs(amount) * ATOMS_PER_UNIT);
    if (wanted === 0) return 'amount: invalid';
    let left = wanted;
    let notional = 0;
    if (isTrading) {
      const buy = amount > 0;
      for (const l of this.trading.levels(symbol, buy ? -1 : 1)) {
        if (left <= 0) break;
        if (limit !== undefined && (buy ? l.price > limit : l.price < limit)) break;
        const take = Math.min(left, l.atoms);
        notional += take * l.price;
        left -= take;
      }
    } else {
      if (period !== undefined && !(Number.isInteger(period) && period >= 2 && period <= 30)) return 'period: invalid';
      const borrow = amount > 0;
      for (const l of this.funding.levels(symbol, borrow ? 1 : -1)) {
        if (left <= 0) break;
        if (period !== undefined && l.period > period) continue;
        if (limit !== undefined && (borrow ? l.rate > limit : l.rate < limit)) break;
        const take = Math.min(left, l.atoms);
        notional += take * l.rate;
        left -= take;
      }
    }
    const filled = wanted - left;
    if (filled === 0) return [0, 0];
    return [roundSig(notional / filled, 10), (Math.sign(amount) * filled) / ATOMS_PER_UNIT];
  }
}
