// The order book of one symbol in the fake market: orders (offers) by id, their raw R0 view and
// the aggregated P0–P4 levels, each side kept best-first with the clients' tie-breaks. Every
// change is announced as the wire entry MarketData.onBook promises (removals: COUNT 0 /
// PRICE 0 with the ±1 side marker).
import { groupPrice, type AggregatedPrec } from '../../src/protocol/book/precision';
import type { BookPrec, BookSide, WireBookEntry } from '../../server/market/types';
import { SortedBook } from '../../server/market/sorted-book';

export const ATOMS = 1e8;
const GROUPED: readonly AggregatedPrec[] = ['P0', 'P1', 'P2', 'P3', 'P4'];

export interface FakeOrder {
  id: number;
  side: BookSide;
  price: number; // rate for funding
  period: number; // 0 for trading
  atoms: number; // > 0
}

interface Level {
  price: number;
  period: number;
  count: number;
  atoms: number;
}

export type BookListener = (prec: BookPrec, side: BookSide, entry: WireBookEntry) => void;

type Sorted<T> = SortedBook<string | number, T>;

export class FakeBook {
  readonly funding: boolean;
  readonly orders = new Map<number, FakeOrder>();
  private readonly raw: Record<BookSide, Sorted<FakeOrder>>;
  private readonly levels: Record<AggregatedPrec, Record<BookSide, Sorted<Level>>>;
  private readonly groupCache = new Map<string, number>();

  constructor(
    readonly symbol: string,
    private readonly emit: BookListener,
  ) {
    this.funding = symbol.startsWith('f');
    const better = (side: BookSide, a: number, b: number) => (side === 'bids' ? b - a : a - b);
    const rawSide = (side: BookSide) =>
      new SortedBook<string | number, FakeOrder>(
        (o) => o.id,
        (a, b) => better(side, a.price, b.price) || a.id - b.id,
      );
    this.raw = { bids: rawSide('bids'), asks: rawSide('asks') };
    const levelSide = (side: BookSide) =>
      new SortedBook<string | number, Level>(
        (l) => `${l.price}:${l.period}`,
        (a, b) => better(side, a.price, b.price) || a.period - b.period,
      );
    const make = () => ({ bids: levelSide('bids'), asks: levelSide('asks') });
    this.levels = { P0: make(), P1: make(), P2: make(), P3: make(), P4: make() };
  }

  best(side: BookSide): FakeOrder | undefined {
    return this.raw[side].items[0];
  }

  size(side: BookSide): number {
    return this.raw[side].items.length;
  }

  nth(side: BookSide, i: number): FakeOrder | undefined {
    return this.raw[side].items[i];
  }

  /** Best-first wire entries of one side. */
  book(prec: BookPrec, side: BookSide, limit: number): WireBookEntry[] {
    if (prec === 'R0') return this.raw[side].items.slice(0, limit).map((o) => this.rawEntry(o));
    return this.levels[prec][side].items.slice(0, limit).map((l) => this.levelEntry(side, l));
  }

  add(order: FakeOrder): void {
    this.orders.set(order.id, order);
    this.raw[order.side].set(order);
    this.emit('R0', order.side, this.rawEntry(order));
    this.changeLevels(order, 1, order.atoms);
  }

  remove(id: number): void {
    const order = this.orders.get(id);
    if (!order) return;
    this.orders.delete(id);
    this.raw[order.side].delete(id);
    this.emit('R0', order.side, this.rawRemoval(order));
    this.changeLevels(order, -1, -order.atoms);
  }

  /** New amount (partial fill, amend); the order keeps its place. */
  resize(id: number, atoms: number): void {
    const order = this.orders.get(id);
    if (!order) return;
    if (atoms <= 0) return this.remove(id);
    const delta = atoms - order.atoms;
    order.atoms = atoms;
    this.emit('R0', order.side, this.rawEntry(order));
    this.changeLevels(order, 0, delta);
  }

  /** Amend to a new price: one R0 entry with the new price; the levels move the amount. */
  reprice(id: number, price: number): void {
    const order = this.orders.get(id);
    if (!order || order.price === price) return;
    this.changeLevels(order, -1, -order.atoms);
    this.raw[order.side].delete(id);
    order.price = price;
    this.raw[order.side].set(order);
    this.emit('R0', order.side, this.rawEntry(order));
    this.changeLevels(order, 1, order.atoms);
  }

  private grouped(price: number, prec: AggregatedPrec, side: BookSide): number {
    if (prec === 'P0') return price;
    const key = `${price}|${prec}|${side}`;
    let g = this.groupCache.get(key);
    if (g === undefined) {
      g = groupPrice(price, prec, side === 'bids' ? 1 : -1);
      this.groupCache.set(key, g);
    }
    return g;
  }

  private changeLevels(order: FakeOrder, dCount: number, dAtoms: number): void {
    for (const prec of GROUPED) {
      const price = prec === 'P0' ? order.price : this.grouped(order.price, prec, order.side);
      const side = this.levels[prec][order.side];
      const key = `${price}:${order.period}`;
      const old = side.get(key);
      const level: Level = { price, period: order.period, count: (old?.count ?? 0) + dCount, atoms: (old?.atoms ?? 0) + dAtoms };
      if (level.count <= 0) {
        side.delete(key);
        this.emit(prec, order.side, this.levelRemoval(order.side, level));
      } else {
        side.set(level);
        this.emit(prec, order.side, this.levelEntry(order.side, level));
      }
    }
  }

  /** Wire sign of an amount: trading bids +, funding bids −. */
  private signed(side: BookSide, atoms: number): number {
    const bidSign = this.funding ? -1 : 1;
    return ((side === 'bids' ? bidSign : -bidSign) * atoms) / ATOMS;
  }

  private marker(side: BookSide): number {
    const bidSign = this.funding ? -1 : 1;
    return side === 'bids' ? bidSign : -bidSign;
  }

  private rawEntry(o: FakeOrder): WireBookEntry {
    return this.funding ? [o.id, o.period, o.price, this.signed(o.side, o.atoms)] : [o.id, o.price, this.signed(o.side, o.atoms)];
  }

  private rawRemoval(o: FakeOrder): WireBookEntry {
    return this.funding ? [o.id, o.period, 0, this.marker(o.side)] : [o.id, 0, this.marker(o.side)];
  }

  private levelEntry(side: BookSide, l: Level): WireBookEntry {
    return this.funding ? [l.price, l.period, l.count, this.signed(side, l.atoms)] : [l.price, l.count, this.signed(side, l.atoms)];
  }

  private levelRemoval(side: BookSide, l: Level): WireBookEntry {
    return this.funding ? [l.price, l.period, 0, this.marker(side)] : [l.price, 0, this.marker(side)];
  }
}
