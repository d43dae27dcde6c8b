// The stress tool's synthetic messages: one per live channel, shaped as the exchange sends them
// (PROTOCOL §2) and close to what the channel shows now, so the panels redraw as they would under a
// busy market rather than jump to nonsense. A book level's size and count change, a trade prints
// near the last price, a ticker's prices move by a hair. Channels without a sensible synthetic
// message (candles, derivatives status, funding trades and tickers) are left alone.
import type { ChannelRequest } from '../services/subscriptions';

/** A level of a book as its feed shows it (models/books.ts BookRow, the part used here). */
export interface SyntheticLevel {
  price: number | string;
  period: number | null;
  count: number;
  amount: { toNumber(): number };
}

/** What the synthetic messages are made from: the feeds' present state. */
export interface MarketReadings {
  /** The shown levels of a book channel's feed, if it has one. */
  book(
    request: Extract<ChannelRequest, { channel: 'book' }>,
  ): { bids: readonly SyntheticLevel[]; asks: readonly SyntheticLevel[] } | undefined;
  /** The price of the latest trade of a trades feed. */
  lastTradePrice(symbol: string): number | undefined;
}

export interface SyntheticChannel {
  request: ChannelRequest;
  /** The last data message of a stateless channel (a ticker), with its chanId first. */
  lastMessage?: unknown[];
}

/** Synthetic trades' ids: far above any the exchange gives, so they never shadow a real one. */
export const SYNTHETIC_TRADE_ID_BASE = 9_000_000_000_000;

const round = (n: number, digits: number) => Number(n.toFixed(digits));
/** Five significant digits, as the exchange prices. */
const price5 = (n: number) => Number(n.toPrecision(5));

export class SyntheticMessages {
  private tradeSeq = 0;

  constructor(
    private readonly readings: MarketReadings,
    private readonly random: () => number = Math.random,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The body of one synthetic message for the channel (what follows its chanId), or undefined. */
  next(ch: SyntheticChannel): unknown[] | undefined {
    const req = ch.request;
    switch (req.channel) {
      case 'book':
        return this.bookLevel(req);
      case 'trades':
        return this.trade(req.symbol);
      case 'ticker':
        return this.ticker(req.symbol, ch.lastMessage);
      default:
        return undefined;
    }
  }

  private bookLevel(req: Extract<ChannelRequest, { channel: 'book' }>): unknown[] | undefined {
    const view = this.readings.book(req);
    if (!view) return undefined;
    const bid = this.random() < 0.5;
    const side = bid ? view.bids : view.asks;
    if (side.length === 0) return undefined;
    const level = side[Math.min(side.length - 1, Math.floor(this.random() * side.length))]!;
    const size = round(level.amount.toNumber() * (0.5 + this.random()), 8) || 0.0001;
    const count = Math.max(1, level.count + (this.random() < 0.5 ? -1 : 1));
    if (req.symbol.startsWith('f')) {
      // Funding books: a bid (a borrower's demand) has a negative amount.
      return [[level.price, level.period ?? 2, count, bid ? -size : size]];
    }
    return [[level.price, count, bid ? size : -size]];
  }

  private trade(symbol: string): unknown[] | undefined {
    if (!symbol.startsWith('t')) return undefined;
    const last = this.readings.lastTradePrice(symbol);
    if (last === undefined || !(last > 0)) return undefined;
    this.tradeSeq += 1;
    const amount = round((0.001 + this.random() * 0.1) * (this.random() < 0.5 ? -1 : 1), 8);
    return ['te', [SYNTHETIC_TRADE_ID_BASE + this.tradeSeq, this.now(), amount, price5(last * (1 + (this.random() - 0.5) * 0.002))]];
  }

  private ticker(symbol: string, last: unknown[] | undefined): unknown[] | undefined {
    const fields = last?.[1];
    if (!symbol.startsWith('t') || !Array.isArray(fields) || fields.length < 10) return undefined;
    const factor = 1 + (this.random() - 0.5) * 0.002;
    const moved = [...(fields as unknown[])];
    // BID, ASK and LAST_PRICE move together; sizes, change, volume, high and low stay.
    for (const i of [0, 2, 6]) if (typeof moved[i] === 'number') moved[i] = price5((moved[i] as number) * factor);
    return [moved];
  }
}
