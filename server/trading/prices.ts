// Prices the accounts are valued at: the last trade of each symbol (followed from the engine's
// fills, so it never asks the engine from inside an engine callback), the mark price of
// perpetual contracts (from their derivatives status) and conversion rates.
import { decodeDerivStatus } from '../../src/protocol/public/deriv-status';
import { dec, type Dec } from './decimal';
import type { TradingMarkets } from './ports';

/** Derivative currencies are worth their underlying (USTF0 is UST). */
function underlying(ccy: string): string {
  return ccy.endsWith('F0') ? ccy.slice(0, -2) : ccy;
}

export class Prices {
  private readonly last = new Map<string, number>();

  constructor(private readonly markets: TradingMarkets) {}

  trade(symbol: string, price: number): void {
    this.last.set(symbol, price);
  }

  /** Last trade price, else the ticker's, else undefined. */
  price(symbol: string): number | undefined {
    const seen = this.last.get(symbol);
    if (seen !== undefined) return seen;
    const ticker = this.markets.data.ticker(symbol);
    const last = ticker?.[6];
    return typeof last === 'number' && last > 0 ? last : undefined;
  }

  /** A perpetual contract's mark price (its derivatives status), or undefined. */
  mark(symbol: string): number | undefined {
    const row = this.markets.data.derivStatus?.(`deriv:${symbol}`);
    const mark = row === undefined ? undefined : decodeDerivStatus(row)?.markPrice;
    return typeof mark === 'number' && mark > 0 ? mark : undefined;
  }

  /** Units of `to` one unit of `from` is worth. */
  fx(from: string, to: string): number | undefined {
    const a = underlying(from);
    const b = underlying(to);
    if (a === b) return 1;
    const rate = this.markets.data.fxRate(a, b);
    return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
  }

  /** Value in USD (0 when no rate is known). */
  usd(currency: string, amount: Dec): Dec {
    if (amount.isZero()) return amount;
    const rate = this.fx(currency, 'USD');
    return rate === undefined ? dec(0) : amount.times(rate);
  }
}
