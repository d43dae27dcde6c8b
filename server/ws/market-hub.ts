// The gateway's single set of market listeners. Each kind of stream registers one listener with
// MarketData while anyone needs it and dispatches by symbol or key, so the cost of a market event
// does not grow with the number of unrelated subscriptions, and the last unsubscribe removes
// the listener (nothing leaks).
import type { BookPrec, BookSide, MarketData, Unsubscribe, WireBookEntry, WireRow } from '../market/types';
import { type BookFreq, BookView, type BookViewSubscriber } from './book/view';

export type FanoutListener<T> = (value: T, json: string) => void;

export class KeyedFanout<T> {
  private readonly listeners = new Map<string, Set<FanoutListener<T>>>();
  private detachMarket: Unsubscribe | null = null;

  constructor(private readonly attach: (dispatch: (key: string, value: T) => void) => Unsubscribe) {}

  add(key: string, fn: FanoutListener<T>): Unsubscribe {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(fn);
    this.detachMarket ??= this.attach((k, v) => this.dispatch(k, v));
    return () => this.remove(key, fn);
  }

  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  close(): void {
    this.listeners.clear();
    this.detachMarket?.();
    this.detachMarket = null;
  }

  private remove(key: string, fn: FanoutListener<T>): void {
    const set = this.listeners.get(key);
    if (!set?.delete(fn)) return;
    if (set.size === 0) this.listeners.delete(key);
    if (this.listeners.size === 0) {
      this.detachMarket?.();
      this.detachMarket = null;
    }
  }

  private dispatch(key: string, value: T): void {
    const set = this.listeners.get(key);
    if (!set) return;
    const json = JSON.stringify(value);
    for (const fn of set) {
      try {
        fn(value, json);
      } catch {
        // MarketData listeners must not throw; one broken subscriber must not stop the others.
      }
    }
  }
}

/** Shared book views by symbol → precision → len. */
export class BookFeeds {
  private readonly views = new Map<string, Map<BookPrec, Map<number, BookView>>>();
  private detachMarket: Unsubscribe | null = null;

  constructor(
    private readonly market: MarketData,
    private readonly batchMs: number,
  ) {}

  subscribe(symbol: string, prec: BookPrec, len: number, freq: BookFreq, sub: BookViewSubscriber) {
    this.detachMarket ??= this.market.onBook((s, p, side, entry) => this.onBook(s, p, side, entry));
    let byPrec = this.views.get(symbol);
    if (!byPrec) this.views.set(symbol, (byPrec = new Map()));
    let byLen = byPrec.get(prec);
    if (!byLen) byPrec.set(prec, (byLen = new Map()));
    let view = byLen.get(len);
    if (!view) byLen.set(len, (view = new BookView(this.market, symbol, prec, len, this.batchMs)));
    return { view, snapshot: view.subscribe(sub, freq) };
  }

  unsubscribe(view: BookView, sub: BookViewSubscriber): void {
    view.unsubscribe(sub);
    if (view.subscriberCount > 0) return;
    view.dispose();
    const byPrec = this.views.get(view.symbol);
    const byLen = byPrec?.get(view.prec);
    if (byLen?.get(view.len) !== view) return;
    byLen.delete(view.len);
    if (byLen.size === 0) byPrec!.delete(view.prec);
    if (byPrec!.size === 0) this.views.delete(view.symbol);
    if (this.views.size === 0) {
      this.detachMarket?.();
      this.detachMarket = null;
    }
  }

  get viewCount(): number {
    let n = 0;
    for (const byPrec of this.views.values()) for (const byLen of byPrec.values()) n += byLen.size;
    return n;
  }

  close(): void {
    for (const byPrec of this.views.values()) {
      for (const byLen of byPrec.values()) for (const view of byLen.values()) view.dispose();
    }
    this.views.clear();
    this.detachMarket?.();
    this.detachMarket = null;
  }

  private onBook(symbol: string, prec: BookPrec, side: BookSide, entry: WireBookEntry): void {
    const byLen = this.views.get(symbol)?.get(prec);
    if (!byLen) return;
    // One copy shared by every view: the market may reuse its arrays.
    const own = entry.slice();
    for (const view of byLen.values()) {
      try {
        view.apply(side, own);
      } catch {
        // Listeners must not throw into the market.
      }
    }
  }
}

export class MarketHub {
  readonly books: BookFeeds;
  readonly trades: KeyedFanout<WireRow>;
  readonly tickers: KeyedFanout<WireRow>;
  readonly candles: KeyedFanout<WireRow>;
  readonly status: KeyedFanout<Array<string | number | null>>;

  constructor(
    readonly market: MarketData,
    opts: { bookBatchMs: number },
  ) {
    this.books = new BookFeeds(market, opts.bookBatchMs);
    this.trades = new KeyedFanout((dispatch) => market.onTrade(dispatch));
    this.tickers = new KeyedFanout((dispatch) => market.onTicker(dispatch));
    this.candles = new KeyedFanout((dispatch) => market.onCandle(dispatch));
    this.status = new KeyedFanout((dispatch) => market.onStatus(dispatch));
  }

  close(): void {
    this.books.close();
    this.trades.close();
    this.tickers.close();
    this.candles.close();
    this.status.close();
  }
}
