// Tickers: best bid/ask with the size of the top 25 levels, and the rolling 24 h change,
// volume, high and low read from the 5m candles of the last day (kept in memory).
import { ATOMS_PER_UNIT } from '../engine/types';
import type { Candle, Store } from '../store/types';
import type { FundingBooks } from './funding-book';
import { roundAmount, roundSig } from './price-grid';
import { DAY, bucketStart } from './timeframes';
import type { TradingBooks } from './trading-book';
import type { WireRow } from './types';

const TOP = 25;
const EMIT_EVERY_MS = 1000;

export interface TickerSources {
  store: Store;
  now(): number;
  trading: TradingBooks;
  funding: FundingBooks;
  frr(symbol: string): number;
  /** Sum of offers lent at the FRR, in the currency. */
  frrAvailable(symbol: string): number;
  /** Fallback when a market has no trade yet. */
  mid(symbol: string): number | undefined;
}

/** The candle series a ticker's daily figures come from. */
export function tickerSeries(symbol: string): string {
  return symbol.startsWith('f') ? `${symbol}:a30:p2:p30` : symbol;
}

export class Tickers {
  private readonly windows = new Map<string, Candle[]>();
  private readonly dirty = new Set<string>();
  private readonly emitted = new Map<string, { mts: number; text: string }>();

  constructor(private readonly src: TickerSources) {}

  /** Loads the last day of 5m candles of each symbol. */
  load(symbols: string[]): void {
    const now = this.src.now();
    for (const symbol of symbols) {
      const rows = this.src.store.candlesHist(tickerSeries(symbol), '5m', { start: bucketStart('5m', now - DAY), limit: 400, sort: 1 });
      this.windows.set(
        tickerSeries(symbol),
        rows.map((c) => ({ ...c })),
      );
    }
  }

  /** Candle hook: keeps the 5m windows current. */
  candle(series: string, tf: string, candle: Candle): void {
    if (tf !== '5m') return;
    const w = this.windows.get(series);
    if (!w) return;
    const last = w[w.length - 1];
    if (last && last.mts === candle.mts) w[w.length - 1] = { ...candle };
    else if (!last || last.mts < candle.mts) w.push({ ...candle });
    const cutoff = bucketStart('5m', this.src.now() - DAY);
    while (w.length > 1 && w[0]!.mts < cutoff) w.shift();
    const head = series.split(':')[0]!;
    this.dirty.add(head.startsWith('f') ? head : series);
  }

  markDirty(symbol: string): void {
    this.dirty.add(symbol);
  }

  /** DAILY_CHANGE, DAILY_CHANGE_RELATIVE, LAST_PRICE, VOLUME, HIGH, LOW: the tail both ticker
   *  layouts end their market fields with (PROTOCOL §2.4). */
  private daily(symbol: string): [number, number, number, number, number, number] {
    const cutoff = bucketStart('5m', this.src.now() - DAY);
    const w = (this.windows.get(tickerSeries(symbol)) ?? []).filter((c) => c.mts >= cutoff);
    const lastCandle = this.windows.get(tickerSeries(symbol))?.at(-1) ?? this.src.store.lastCandle(tickerSeries(symbol), '1m');
    const last = lastCandle?.close ?? this.src.mid(symbol) ?? 0;
    if (w.length === 0) return [0, 0, last, 0, last, last];
    const open = w[0]!.open;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    for (const c of w) {
      high = Math.max(high, c.high);
      low = Math.min(low, c.low);
      volume += c.volume;
    }
    const change = roundSig(last - open, 8);
    return [change, open ? Math.round((change / open) * 1e4) / 1e4 : 0, last, roundAmount(volume), high, low];
  }

  trading(symbol: string): WireRow | undefined {
    if (!this.src.trading.has(symbol)) return undefined;
    const b = this.src.trading;
    return [
      b.best(symbol, 1) ?? null,
      b.topAtoms(symbol, 1, TOP) / ATOMS_PER_UNIT,
      b.best(symbol, -1) ?? null,
      b.topAtoms(symbol, -1, TOP) / ATOMS_PER_UNIT,
      ...this.daily(symbol),
    ];
  }

  funding(symbol: string): WireRow | undefined {
    if (!this.src.funding.has(symbol)) return undefined;
    const b = this.src.funding;
    const bid = b.best(symbol, -1);
    const ask = b.best(symbol, 1);
    return [
      this.src.frr(symbol),
      bid?.rate ?? null,
      bid?.period ?? null,
      b.topAtoms(symbol, -1, TOP) / ATOMS_PER_UNIT,
      ask?.rate ?? null,
      ask?.period ?? null,
      b.topAtoms(symbol, 1, TOP) / ATOMS_PER_UNIT,
      ...this.daily(symbol),
      null,
      null,
      roundAmount(this.src.frrAvailable(symbol)),
    ];
  }

  ticker(symbol: string): WireRow | undefined {
    return symbol.startsWith('f') ? this.funding(symbol) : this.trading(symbol);
  }

  /** Emits the tickers that changed, each at most once per second. */
  emitDue(emit: (symbol: string, fields: WireRow) => void): void {
    const now = this.src.now();
    for (const symbol of [...this.dirty]) {
      const prev = this.emitted.get(symbol);
      if (prev && now - prev.mts < EMIT_EVERY_MS) continue;
      this.dirty.delete(symbol);
      const fields = this.ticker(symbol);
      if (!fields) continue;
      const text = JSON.stringify(fields);
      if (prev && prev.text === text) continue;
      this.emitted.set(symbol, { mts: now, text });
      emit(symbol, fields);
    }
  }
}
