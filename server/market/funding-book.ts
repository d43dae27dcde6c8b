// Aggregated (P0–P4, keyed by rate and period) and raw (R0) views of the funding books. Sides
// follow the funding wire convention: −1 bids (borrowers, negative amounts), +1 asks (offers).
import { ATOMS_PER_UNIT } from '../engine/types';
import { GROUPED_PRECS, GroupCache } from './group-cache';
import { SortedBook } from './sorted-book';
import type { BookEmit } from './trading-book';
import type { BookPrec, BookSide, WireBookEntry } from './types';

export interface FundingLevel {
  rate: number;
  period: number;
  count: number;
  atoms: number;
}

export interface RawOffer {
  id: number;
  period: number;
  rate: number;
  atoms: number;
}

const levelKey = (rate: number, period: number) => `${rate}/${period}`;

class FundingSide {
  readonly levels: Record<'P0' | 'P1' | 'P2' | 'P3' | 'P4', SortedBook<string, FundingLevel>>;
  readonly raw: SortedBook<number, RawOffer>;
  readonly groups: GroupCache;

  constructor(readonly side: 1 | -1) {
    // Best first: borrowers' highest rate, lenders' lowest; equal rates by period.
    const cmp =
      side === -1
        ? (a: FundingLevel, b: FundingLevel) => b.rate - a.rate || a.period - b.period
        : (a: FundingLevel, b: FundingLevel) => a.rate - b.rate || a.period - b.period;
    const make = () => new SortedBook<string, FundingLevel>((l) => levelKey(l.rate, l.period), cmp);
    this.levels = { P0: make(), P1: make(), P2: make(), P3: make(), P4: make() };
    const rawCmp =
      side === -1
        ? (a: RawOffer, b: RawOffer) => b.rate - a.rate || a.id - b.id
        : (a: RawOffer, b: RawOffer) => a.rate - b.rate || a.id - b.id;
    this.raw = new SortedBook<number, RawOffer>((o) => o.id, rawCmp);
    // A grouped level never shows a better rate than its offers: bids down, asks up.
    this.groups = new GroupCache(side === -1);
  }
}

const sideName = (side: 1 | -1): BookSide => (side === 1 ? 'asks' : 'bids');

export class FundingBooks {
  private readonly books = new Map<string, [FundingSide, FundingSide]>();

  constructor(private readonly emit: BookEmit) {}

  addSymbol(symbol: string): void {
    if (!this.books.has(symbol)) this.books.set(symbol, [new FundingSide(-1), new FundingSide(1)]);
  }

  has(symbol: string): boolean {
    return this.books.has(symbol);
  }

  private sideOf(symbol: string, side: 1 | -1): FundingSide | undefined {
    const b = this.books.get(symbol);
    return b ? b[side === -1 ? 0 : 1] : undefined;
  }

  level(symbol: string, side: 1 | -1, rate: number, period: number, count: number, atoms: number, quiet = false): void {
    const s = this.sideOf(symbol, side);
    if (!s) return;
    const name = sideName(side);
    const key = levelKey(rate, period);
    const prev = s.levels.P0.get(key);
    if (count > 0) {
      s.levels.P0.set({ rate, period, count, atoms });
      if (!quiet) this.emit(symbol, 'P0', name, [rate, period, count, (side * atoms) / ATOMS_PER_UNIT]);
    } else {
      if (!prev) return;
      s.levels.P0.delete(key);
      if (!quiet) this.emit(symbol, 'P0', name, [rate, period, 0, side]);
    }
    const dc = count - (prev?.count ?? 0);
    const da = (count > 0 ? atoms : 0) - (prev?.atoms ?? 0);
    if (dc === 0 && da === 0) return;
    const groups = s.groups.groups(rate);
    for (let i = 0; i < GROUPED_PRECS.length; i++) {
      const prec = GROUPED_PRECS[i]!;
      const book = s.levels[prec];
      const g = groups[i]!;
      const gk = levelKey(g, period);
      const agg = book.get(gk);
      const nc = (agg?.count ?? 0) + dc;
      const na = (agg?.atoms ?? 0) + da;
      if (nc <= 0 || na <= 0) {
        if (agg) {
          book.delete(gk);
          if (!quiet) this.emit(symbol, prec, name, [g, period, 0, side]);
        }
      } else {
        book.set({ rate: g, period, count: nc, atoms: na });
        if (!quiet) this.emit(symbol, prec, name, [g, period, nc, (side * na) / ATOMS_PER_UNIT]);
      }
    }
  }

  raw(symbol: string, side: 1 | -1, id: number, period: number, rate: number, atoms: number, removed: boolean, quiet = false): void {
    const s = this.sideOf(symbol, side);
    if (!s) return;
    if (removed || atoms <= 0) {
      const old = s.raw.delete(id);
      if (old && !quiet) this.emit(symbol, 'R0', sideName(side), [id, old.period, 0, side]);
      return;
    }
    s.raw.set({ id, period, rate, atoms });
    if (!quiet) this.emit(symbol, 'R0', sideName(side), [id, period, rate, (side * atoms) / ATOMS_PER_UNIT]);
  }

  rebuild(
    symbol: string,
    levels: (side: 1 | -1) => Array<[number, number, number, number]>,
    raw: (side: 1 | -1) => Array<[number, number, number, number]>,
  ): void {
    this.books.delete(symbol);
    this.addSymbol(symbol);
    for (const side of [1, -1] as const) {
      for (const [rate, period, count, atoms] of levels(side)) this.level(symbol, side, rate, period, count, atoms, true);
      for (const [id, period, rate, atoms] of raw(side)) this.raw(symbol, side, id, period, rate, atoms, false, true);
    }
  }

  entries(symbol: string, prec: BookPrec, side: 1 | -1, limit: number): WireBookEntry[] {
    const s = this.sideOf(symbol, side);
    if (!s) return [];
    if (prec === 'R0') return s.raw.top(limit).map((o) => [o.id, o.period, o.rate, (side * o.atoms) / ATOMS_PER_UNIT]);
    return s.levels[prec].top(limit).map((l) => [l.rate, l.period, l.count, (side * l.atoms) / ATOMS_PER_UNIT]);
  }

  levels(symbol: string, side: 1 | -1): readonly FundingLevel[] {
    return this.sideOf(symbol, side)?.levels.P0.items ?? [];
  }

  best(symbol: string, side: 1 | -1): FundingLevel | undefined {
    return this.sideOf(symbol, side)?.levels.P0.items[0];
  }

  topAtoms(symbol: string, side: 1 | -1, n: number): number {
    const items = this.sideOf(symbol, side)?.levels.P0.items ?? [];
    let sum = 0;
    for (let i = 0; i < n && i < items.length; i++) sum += items[i]!.atoms;
    return sum;
  }
}
