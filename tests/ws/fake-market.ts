// A seeded fake MarketData for the gateway's tests and benchmark: a few books whose tops churn
// (improving orders, sweeps, cancels near the top, amends that move orders), with trades,
// tickers, candles and status messages. `step(n)` runs n random actions synchronously; `start`
// runs them on a timer.
import type { HistQuery } from '../../server/store/types';
import type { BookPrec, BookSide, MarketData, Unsubscribe, WireBookEntry, WireRow } from '../../server/market/types';
import { ATOMS, FakeBook } from './fake-book';
import { Listeners, candleRow, derivRow, mulberry32 } from './fake-streams';

interface Instrument {
  symbol: string;
  tick: number;
  decimals: number;
  midTicks: number;
}

const DEFAULT_INSTRUMENTS: Instrument[] = [
  { symbol: 'tBTCUSD', tick: 1, decimals: 0, midTicks: 60_000 },
  { symbol: 'tETHUSD', tick: 0.1, decimals: 1, midTicks: 30_000 },
  { symbol: 'tBTCF0:USTF0', tick: 1, decimals: 0, midTicks: 60_010 },
  { symbol: 'fUSD', tick: 1e-8, decimals: 8, midTicks: 20_000 },
];
const PERIODS = [2, 7, 30];
const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D', '7D', '14D', '1M'];
const DERIV_KEY = 'deriv:tBTCF0:USTF0';
const LIQ_KEY = 'liq:global';

type StatusRow = Array<string | number | null>;
export interface FakeMarketOptions {
  seed?: number;
  /** Orders kept per side, about (default 400: more than the deepest window). */
  ordersPerSide?: number;
  /** Restrict to these symbols of the default set. */
  symbols?: string[];
}

export class FakeMarket implements MarketData {
  readonly rng: () => number;
  status: 0 | 1 = 1;
  private readonly instruments: Instrument[];
  private readonly books = new Map<string, FakeBook>();
  private readonly tradesBySymbol = new Map<string, WireRow[]>();
  private readonly bookL = new Listeners<[string, BookPrec, BookSide, WireBookEntry]>();
  private readonly tradeL = new Listeners<[string, WireRow]>();
  private readonly tickerL = new Listeners<[string, WireRow]>();
  private readonly candleL = new Listeners<[string, WireRow]>();
  private readonly statusL = new Listeners<[string, StatusRow]>();
  private readonly ordersPerSide: number;
  private nextId = 1;
  private nextTradeId = 1;
  private timer: NodeJS.Timeout | null = null;

  constructor(opts: FakeMarketOptions = {}) {
    this.rng = mulberry32(opts.seed ?? 1);
    this.ordersPerSide = opts.ordersPerSide ?? 400;
    this.instruments = DEFAULT_INSTRUMENTS.filter((i) => !opts.symbols || opts.symbols.includes(i.symbol));
    for (const inst of this.instruments) {
      const book = new FakeBook(inst.symbol, (prec, side, entry) => this.bookL.fire(inst.symbol, prec, side, entry));
      this.books.set(inst.symbol, book);
      this.tradesBySymbol.set(inst.symbol, []);
      for (let i = 0; i < this.ordersPerSide; i++) {
        for (const side of ['bids', 'asks'] as const) this.addOrder(inst, book, side, this.depthOffset());
      }
    }
  }

  // ---- driving -------------------------------------------------------------------------------

  step(n = 1): void {
    for (let i = 0; i < n; i++) this.action();
  }

  start(intervalMs: number, perTick: number): void {
    this.stop();
    this.timer = setInterval(() => this.step(perTick), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  listenerCounts(): { book: number; trade: number; ticker: number; candle: number; status: number } {
    return {
      book: this.bookL.set.size,
      trade: this.tradeL.set.size,
      ticker: this.tickerL.set.size,
      candle: this.candleL.set.size,
      status: this.statusL.set.size,
    };
  }

  fakeBook(symbol: string): FakeBook {
    const book = this.books.get(symbol);
    if (!book) throw new Error(`no fake book ${symbol}`);
    return book;
  }

  emitTicker(symbol: string): void {
    const fields = this.ticker(symbol);
    if (fields) this.tickerL.fire(symbol, fields);
  }

  emitCandle(key: string, row: WireRow): void {
    this.candleL.fire(key, row);
  }

  emitStatus(key: string, row: StatusRow): void {
    this.statusL.fire(key, row);
  }

  emitTrade(symbol: string, row: WireRow): void {
    this.tradesBySymbol.get(symbol)?.unshift(row);
    this.tradeL.fire(symbol, row);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rng() * items.length)]!;
  }

  /** Mostly near the top, sometimes deep, so that windows of every len see traffic. */
  private depthOffset(): number {
    return this.rng() < 0.6 ? Math.floor(this.rng() * 30) : Math.floor(this.rng() * 700);
  }

  private atoms(): number {
    // Now and then a tiny amount, whose wire text is in exponent form (1e-7).
    return this.rng() < 0.05 ? 10 : 100_000 + Math.floor(this.rng() * 500_000_000);
  }

  private price(inst: Instrument, ticks: number): number {
    return Number((ticks * inst.tick).toFixed(inst.decimals));
  }

  private ticksOf(inst: Instrument, price: number): number {
    return Math.round(price / inst.tick);
  }

  /** A resting price `offset` ticks behind the best of `side`, never crossing the other side. */
  private restingTicks(inst: Instrument, book: FakeBook, side: BookSide, offset: number): number {
    const bid = book.best('bids');
    const ask = book.best('asks');
    const bidT = bid ? this.ticksOf(inst, bid.price) : inst.midTicks - 1;
    const askT = ask ? this.ticksOf(inst, ask.price) : inst.midTicks + 1;
    if (side === 'bids') return Math.min(bidT - offset, askT - 1);
    return Math.max(askT + offset, bidT + 1);
  }

  private addOrder(inst: Instrument, book: FakeBook, side: BookSide, offset: number): void {
    const ticks = this.restingTicks(inst, book, side, offset);
    if (ticks <= 0) return;
    book.add({
      id: this.nextId++,
      side,
      price: this.price(inst, ticks),
      period: book.funding ? this.pick(PERIODS) : 0,
      atoms: this.atoms(),
    });
  }

  private action(): void {
    const inst = this.pick(this.instruments);
    const book = this.fakeBook(inst.symbol);
    const side: BookSide = this.rng() < 0.5 ? 'bids' : 'asks';
    const r = this.rng();
    if (book.size(side) < this.ordersPerSide * 0.7 || (r < 0.35 && book.size(side) < this.ordersPerSide * 1.3)) {
      // Improve the top a third of the time: a new best level pushes the worst out of windows.
      this.addOrder(inst, book, side, this.rng() < 0.33 ? -1 - Math.floor(this.rng() * 3) : this.depthOffset());
    } else if (r < 0.45) {
      this.sweep(inst, book, side);
    } else if (r < 0.7) {
      const n = book.size(side);
      const order = book.nth(side, Math.floor(this.rng() * (this.rng() < 0.5 ? Math.min(30, n) : n)));
      if (order) book.remove(order.id);
    } else if (r < 0.85) {
      const order = book.nth(side, Math.floor(this.rng() * book.size(side)));
      if (order) book.resize(order.id, this.atoms());
    } else if (r < 0.95) {
      const order = book.nth(side, Math.floor(this.rng() * book.size(side)));
      if (order) {
        const ticks = this.restingTicks(inst, book, side, this.depthOffset() - 2);
        if (ticks > 0 && book.best(side)?.id !== order.id) book.reprice(order.id, this.price(inst, ticks));
      }
    } else {
      this.emitTicker(inst.symbol);
      if (!book.funding) this.emitCandle(`trade:1m:${inst.symbol}`, candleRow(Date.now(), 1));
      if (inst.symbol === 'tBTCF0:USTF0') this.emitStatus(DERIV_KEY, derivRow());
      if (this.rng() < 0.2) {
        this.emitStatus(LIQ_KEY, ['pos', this.nextTradeId++, Date.now(), null, 'tBTCF0:USTF0', -0.5, 60_000, null, 1, 0, null, 59_000]);
      }
    }
  }

  /** A taker takes 1–3 orders from the top of `side`. */
  private sweep(inst: Instrument, book: FakeBook, side: BookSide): void {
    const count = 1 + Math.floor(this.rng() * 3);
    for (let i = 0; i < count; i++) {
      const maker = book.best(side);
      if (!maker) return;
      const take = this.rng() < 0.5 ? maker.atoms : Math.max(1, Math.floor(maker.atoms * this.rng()));
      const price = maker.price;
      const period = maker.period;
      book.resize(maker.id, maker.atoms - take);
      // The taker bought when it took an ask.
      const amount = ((side === 'asks' ? 1 : -1) * take) / ATOMS;
      const row: WireRow = book.funding
        ? [this.nextTradeId++, Date.now(), amount, price, period]
        : [this.nextTradeId++, Date.now(), amount, price];
      this.emitTrade(inst.symbol, row);
    }
  }

  // ---- MarketData ----------------------------------------------------------------------------

  platformStatus(): 0 | 1 {
    return this.status;
  }

  conf(): unknown {
    return undefined;
  }

  tradingSymbols(): string[] {
    return this.instruments.filter((i) => i.symbol.startsWith('t')).map((i) => i.symbol);
  }

  fundingSymbols(): string[] {
    return this.instruments.filter((i) => i.symbol.startsWith('f')).map((i) => i.symbol);
  }

  hasSymbol(symbol: string): boolean {
    return this.books.has(symbol);
  }

  book(symbol: string, prec: BookPrec, side: BookSide, limit: number): WireBookEntry[] {
    return this.books.get(symbol)?.book(prec, side, limit) ?? [];
  }

  onBook(fn: (symbol: string, prec: BookPrec, side: BookSide, entry: WireBookEntry) => void): Unsubscribe {
    return this.bookL.add(fn);
  }

  trades(symbol: string, q: HistQuery): WireRow[] {
    const rows = this.tradesBySymbol.get(symbol) ?? [];
    const newest = rows.slice(0, q.limit);
    return q.sort === 1 ? newest.reverse() : newest;
  }

  onTrade(fn: (symbol: string, row: WireRow) => void): Unsubscribe {
    return this.tradeL.add(fn);
  }

  ticker(symbol: string): WireRow | undefined {
    const book = this.books.get(symbol);
    if (!book) return undefined;
    const bid = book.best('bids');
    const ask = book.best('asks');
    const bidPrice = bid?.price ?? 0;
    const askPrice = ask?.price ?? 0;
    const bidSize = (bid?.atoms ?? 0) / ATOMS;
    const askSize = (ask?.atoms ?? 0) / ATOMS;
    if (book.funding) {
      return [0.0002, bidPrice, 30, bidSize, askPrice, 2, askSize, 0.00001, 0.05, askPrice, 1000, askPrice, bidPrice, null, null, 5000];
    }
    return [bidPrice, bidSize, askPrice, askSize, 10, 0.001, askPrice, 123.4, askPrice + 100, bidPrice - 100];
  }

  onTicker(fn: (symbol: string, fields: WireRow) => void): Unsubscribe {
    return this.tickerL.add(fn);
  }

  tickersHist(): Array<Array<string | number | null>> {
    return [];
  }

  candles(key: string, q: HistQuery): WireRow[] | undefined {
    const [kind, tf = '', symbol = '', ...rest] = key.split(':');
    if (kind !== 'trade' || !TIMEFRAMES.includes(tf === '1W' ? '7D' : tf) || !this.books.has(symbol)) return undefined;
    if (symbol.startsWith('f') ? !/^p\d+$/.test(rest[rest.length - 1] ?? '') : rest.length > 0) return undefined;
    const now = Date.now() - (Date.now() % 60_000);
    const rows: WireRow[] = [];
    for (let i = 0; i < Math.min(q.limit, 300); i++) rows.push(candleRow(now - i * 60_000, i));
    return q.sort === 1 ? rows.reverse() : rows;
  }

  onCandle(fn: (key: string, row: WireRow) => void): Unsubscribe {
    return this.candleL.add(fn);
  }

  statusKeys(): string[] {
    return [DERIV_KEY, LIQ_KEY];
  }

  derivStatus(key: string): WireRow | undefined {
    return key === DERIV_KEY ? derivRow() : undefined;
  }

  derivStatusHist(): WireRow[] {
    return [];
  }

  onStatus(fn: (key: string, row: StatusRow) => void): Unsubscribe {
    return this.statusL.add(fn);
  }

  liquidations(): StatusRow[] {
    return [];
  }

  stats1(): Array<[number, number]> | undefined {
    return undefined;
  }

  calcTradeAvg(): [number, number] | string {
    return 'symbol: invalid';
  }

  fxRate(): number | undefined {
    return undefined;
  }
}
