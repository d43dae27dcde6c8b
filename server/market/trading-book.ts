// Aggregated (P0–P4) and raw (R0) views of the trading books, fed by the engine's P0 level and
// raw order events. Each change is applied to every precision and announced at once.
import { ATOMS_PER_UNIT } from '../engine/types';
import { GROUPED_PRECS, GroupCache } from './group-cache';
import { SortedBook } from './sorted-book';
import type { BookPrec, BookSide, WireBookEntry } from './types';

export type BookEmit = (symbol: string, prec: BookPrec, side: BookSide, entry: WireBookEntry) => void;

export interface Level {
  price: number;
  count: number;
  atoms: number;
}

export interface RawOrder {
  id: number;
  price: number;
  atoms: number;
}

class TradingSide {
  readonly levels: Record<'P0' | 'P1' | 'P2' | 'P3' | 'P4', SortedBook<number, Level>>;
  readonly raw: SortedBook<number, RawOrder>;
  readonly groups: GroupCache;

  constructor(readonly side: 1 | -1) {
    const byPrice = side === 1 ? (a: Level, b: Level) => b.price - a.price : (a: Level, b: Level) => a.price - b.price;
    const make = () => new SortedBook<number, Level>((l) => l.price, byPrice);
    this.levels = { P0: make(), P1: make(), P2: make(), P3: make(), P4: make() };
    const rawCmp =
      side === 1
        ? (a: RawOrder, b: RawOrder) => b.price - a.price || a.id - b.id
        : (a: RawOrder, b: RawOrder) => a.price - b.price || a.id - b.id;
    this.raw = new SortedBook<number, RawOrder>((o) => o.id, rawCmp);
    this.groups = new GroupCache(side === 1);
  }
}

const sideName = (side: 1 | -1): BookSide => (side === 1 ? 'bids' : 'asks');

export class TradingBooks {
  private readonly books = new Map<string, [TradingSide, TradingSide]>();

  constructor(private readonly emit: BookEmit) {}

  addSymbol(symbol: string): void {
    if (!this.books.has(symbol)) this.books.set(symbol, [new TradingSide(1), new TradingSide(-1)]);
  }

  has(symbol: string): boolean {
    return this.books.has(symbol);
  }

  private sideOf(symbol: string, side: 1 | -1): TradingSide | undefined {
    const b = this.books.get(symbol);
    return b ? b[side === 1 ? 0 : 1] : undefined;
  }

  /** A P0 level changed (engine event); count 0 removes it. */
  level(symbol: string, side: 1 | -1, price: number, count: number, atoms: number, quiet = false): void {
    const s = this.sideOf(symbol, side);
    if (!s) return;
    const name = sideName(side);
    const prev = s.levels.P0.get(price);
    if (count > 0) {
      s.levels.P0.set({ price, count, atoms });
      if (!quiet) this.emit(symbol, 'P0', name, [price, count, (side * atoms) / ATOMS_PER_UNIT]);
    } else {
      if (!prev) return;
      s.levels.P0.delete(price);
      if (!quiet) this.emit(symbol, 'P0', name, [price, 0, side]);
    }
    const dc = count - (prev?.count ?? 0);
    const da = (count > 0 ? atoms : 0) - (prev?.atoms ?? 0);
    if (dc === 0 && da === 0) return;
    const groups = s.groups.groups(price);
    for (let i = 0; i < GROUPED_PRECS.length; i++) {
      const prec = GROUPED_PRECS[i]!;
      const book = s.levels[prec];
      const g = groups[i]!;
      const agg = book.get(g);
      const nc = (agg?.count ?? 0) + dc;
      const na = (agg?.atoms ?? 0) + da;
      if (nc <= 0 || na <= 0) {
        if (agg) {
          book.delete(g);
          if (!quiet) this.emit(symbol, prec, name, [g, 0, side]);
        }
      } else {
        book.set({ price: g, count: nc, atoms: na });
        if (!quiet) this.emit(symbol, prec, name, [g, nc, (side * na) / ATOMS_PER_UNIT]);
      }
    }
  }

  /** A visible resting order changed (engine event). */
  raw(symbol: string, side: 1 | -1, id: number, price: number, atoms: number, removed: boolean, quiet = false): void {
    const s = this.sideOf(symbol, side);
    if (!s) return;
    if (removed || atoms <= 0) {
      if (s.raw.delete(id) && !quiet) this.emit(symbol, 'R0', sideName(side), [id, 0, side]);
      return;
    }
    s.raw.set({ id, price, atoms });
    if (!quiet) this.emit(symbol, 'R0', sideName(side), [id, price, (side * atoms) / ATOMS_PER_UNIT]);
  }

  /** Rebuilds a symbol's views from the engine (after restore, which sends no events). */
  rebuild(
    symbol: string,
    levels: (side: 1 | -1) => Array<[number, number, number]>,
    raw: (side: 1 | -1) => Array<[number, number, number]>,
  ): void {
    this.books.delete(symbol);
    this.addSymbol(symbol);
    for (const side of [1, -1] as const) {
      for (const [price, count, atoms] of levels(side)) this.level(symbol, side, price, count, atoms, true);
      for (const [id, price, atoms] of raw(side)) this.raw(symbol, side, id, price, atoms, false, true);
    }
  }

  entries(symbol: string, prec: BookPrec, side: 1 | -1, limit: number): WireBookEntry[] {
    const s = this.sideOf(symbol, side);
    if (!s) return [];
    if (prec === 'R0') return s.raw.top(limit).map((o) => [o.id, o.price, (side * o.atoms) / ATOMS_PER_UNIT]);
    return s.levels[prec].top(limit).map((l) => [l.price, l.count, (side * l.atoms) / ATOMS_PER_UNIT]);
  }

  levels(symbol: string, side: 1 | -1, prec: 'P0' | 'P1' | 'P2' | 'P3' | 'P4' = 'P0'): readonly Level[] {
    return this.sideOf(symbol, side)?.levels[prec].items ?? [];
  }

  rawOrders(symbol: string, side: 1 | -1): readonly RawOrder[] {
    return this.sideOf(symbol, side)?.raw.items ?? [];
  }

  hasLevel(symbol: string, side: 1 | -1, price: number): boolean {
    return this.sideOf(symbol, side)?.levels.P0.get(price) !== undefined;
  }

  best(symbol: string, side: 1 | -1): number | undefined {
    return this.sideOf(symbol, side)?.levels.P0.items[0]?.price;
  }

  /** Sum of the top `n` P0 levels' amounts, in atoms. */
  topAtoms(symbol: string, side: 1 | -1, n: number): number {
    const items = this.sideOf(symbol, side)?.levels.P0.items ?? [];
    let sum = 0;
    for (let i = 0; i < n && i < items.length; i++) sum += items[i]!.atoms;
    return sum;
  }
}
