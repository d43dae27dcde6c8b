// Prices the accounts are valued at: the last trade of each symbol (followed from the engine's
// fills, so it never asks the engine from inside an engine callback), the mark price of
// perpetual contracts (from their derivatives status) and conversion rates.
import { derivStatusCodec } from '../../src/protocol/public/deriv-status';
import { dec, type Dec } from './decimal';
import type { TradingMarkets } from './ports';

/** Derivative currencies are worth their underlying (USTF0 is UST). */
function underlying(ccy: string): string {
  return ccy.endsWith('F0') ? ccy.slice(0, -2) : ccy;
}

export class Prices {
  private readonly last = new Map<string, number>();
  /** Each perpetual's mark price, followed from its status messages. */
  private readonly marks = new Map<string, number | undefined>();

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

  /** A derivatives status message (channel layout) of `deriv:SYMBOL`. */
  status(key: string, row: unknown): void {
    if (key.startsWith('deriv:')) this.marks.set(key.slice('deriv:'.length), markOf(row));
  }

  /** A perpetual contract's mark price (its derivatives status), or undefined. */
  mark(symbol: string): number | undefined {
    // Before the first status message since start: the status the markets restored.
    if (!this.marks.has(symbol)) this.marks.set(symbol, markOf(this.markets.data.derivStatus?.(`deriv:${symbol}`)));
    return this.marks.get(symbol);
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

function markOf(row: unknown): number | undefined {
  const mark = row === undefined ? undefined : derivStatusCodec.decode(row)?.markPrice;
  return typeof mark === 'number' && mark > 0 ? mark : undefined;
}
