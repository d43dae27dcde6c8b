// Random streams: BookState ends with the same bids/asks (and checksum) as a naive model that
// keeps a map and sorts on demand; a window kept with syncFrom always equals the top of the book.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookState, bookChecksum, type BookLayout, type WireEntry } from '../../src/protocol';

/** The rules of §2.1 written the plain way: one map, sorted on every read, truncated to depth. */
class NaiveBook {
  private readonly held = new Map<string, { entry: WireEntry; bid: boolean }>();
  constructor(
    private readonly layout: BookLayout,
    private readonly depth = Infinity,
  ) {}

  apply(entry: WireEntry): void {
    const n = entry.map(Number);
    if (n.length < (this.layout.startsWith('funding') ? 4 : 3) || n.some((x) => !Number.isFinite(x))) return;
    if (entry.some((v) => v === '')) return;
    switch (this.layout) {
      case 'trading-p':
        this.level(String(n[0]), n[1]!, n[2]! > 0, n[2]!, entry);
        break;
      case 'funding-p':
        this.level(`${n[0]}|${n[1]}`, n[2]!, n[3]! < 0, n[3]!, entry);
        break;
      case 'trading-r':
        this.order(String(n[0]), n[1]!, n[2]! > 0, n[2]!, entry);
        break;
      case 'funding-r':
        this.order(String(n[0]), n[2]!, n[3]! < 0, n[3]!, entry);
        break;
    }
    this.truncate();
  }

  private level(key: string, count: number, bid: boolean, amount: number, entry: WireEntry): void {
    if (amount === 0) return;
    if (count > 0) this.held.set(key, { entry, bid });
    else if (count === 0 && this.held.get(key)?.bid === bid) this.held.delete(key);
  }

  private order(id: string, price: number, bid: boolean, amount: number, entry: WireEntry): void {
    if (price === 0) this.held.delete(id);
    else if (amount !== 0) this.held.set(id, { entry, bid });
  }

  private sorted(bid: boolean): WireEntry[] {
    const raw = this.layout.endsWith('-r');
    const priceAt = this.layout === 'funding-r' ? 2 : raw ? 1 : 0;
    const tieAt = raw ? 0 : this.layout === 'funding-p' ? 1 : -1;
    return [...this.held.values()]
      .filter((h) => h.bid === bid)
      .map((h) => h.entry)
      .sort((x, y) => {
        const dp = Number(x[priceAt]) - Number(y[priceAt]);
        if (dp !== 0) return bid ? -dp : dp;
        return tieAt < 0 ? 0 : Number(x[tieAt]) - Number(y[tieAt]);
      });
  }

  private truncate(): void {
    for (const bid of [true, false]) {
      for (const e of this.sorted(bid).slice(this.depth)) {
        for (const [k, h] of this.held) if (h.entry === e) this.held.delete(k);
      }
    }
  }

  bids(): WireEntry[] {
    return this.sorted(true);
  }
  asks(): WireEntry[] {
    return this.sorted(false);
  }
  clear(): void {
    this.held.clear();
  }
}

const price = fc.integer({ min: 1, max: 12 }).map((i) => i / 2);
const signed = fc.constantFrom(-3, -2, -1, -0.5, 0.5, 1, 2, 3);
const count = fc.constantFrom(0, 0, 1, 2, 3);
const period = fc.constantFrom(2, 7, 30);
const id = fc.integer({ min: 1, max: 10 });
const maybeText = <T extends number>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: arb.map(String) });

const entryOf: Record<BookLayout, fc.Arbitrary<WireEntry>> = {
  'trading-p': fc.tuple(maybeText(price), count, maybeText(signed)),
  'funding-p': fc.tuple(
    price.map((p) => p / 1000),
    period,
    count,
    maybeText(signed),
  ),
  'trading-r': fc.tuple(id, fc.oneof(price, fc.constant(0)), signed),
  'funding-r': fc.tuple(
    id,
    period,
    fc.oneof(
      price.map((p) => p / 1000),
      fc.constant(0),
    ),
    maybeText(signed),
  ),
};

type Step = { kind: 'snapshot'; entries: WireEntry[] } | { kind: 'update'; entries: WireEntry[] };

function steps(layout: BookLayout): fc.Arbitrary<Step[]> {
  const entry = fc.oneof({ weight: 20, arbitrary: entryOf[layout] }, { weight: 1, arbitrary: fc.constant(['x', 1, 1] as WireEntry) });
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 1, arbitrary: fc.array(entryOf[layout], { maxLength: 12 }).map((entries) => ({ kind: 'snapshot' as const, entries })) },
    { weight: 12, arbitrary: fc.array(entry, { minLength: 1, maxLength: 3 }).map((entries) => ({ kind: 'update' as const, entries })) },
  );
  return fc.array(step, { minLength: 1, maxLength: 60 });
}

const LAYOUTS: BookLayout[] = ['trading-p', 'funding-p', 'trading-r', 'funding-r'];

describe('BookState against a naive model', () => {
  for (const layout of LAYOUTS) {
    for (const depth of [undefined, 3]) {
      it(`${layout}, depth ${depth ?? 'none'}`, () => {
        fc.assert(
          fc.property(steps(layout), (stream) => {
            const book = new BookState(layout, depth);
            const model = new NaiveBook(layout, depth);
            for (const s of stream) {
              if (s.kind === 'snapshot') {
                book.applyMessage(s.entries, true);
                model.clear();
              } else {
                book.applyMessage(s.entries.length === 1 ? s.entries[0] : s.entries, false);
              }
              for (const e of s.entries) model.apply(e);
              expect(book.bids()).toEqual(model.bids());
              expect(book.asks()).toEqual(model.asks());
              expect(book.checksum()).toBe(bookChecksum(model.bids(), model.asks(), layout));
            }
          }),
          { numRuns: 150 },
        );
      });
    }
  }
});

describe('windows kept with syncFrom', () => {
  for (const layout of LAYOUTS) {
    it(`${layout}: the window and a client applying its updates equal the top of the book`, () => {
      fc.assert(
        fc.property(steps(layout), fc.constantFrom(1, 2, 4), (stream, len) => {
          const full = new BookState(layout);
          const view = new BookState(layout, len);
          const client = new BookState(layout, len);
          client.applyMessage(view.snapshot(), true);
          for (const s of stream) {
            if (s.kind === 'snapshot') full.applySnapshot(s.entries);
            else for (const e of s.entries) full.applyUpdate(e);
            const untouched = full.changedFrom(1) >= len && full.changedFrom(-1) >= len;
            const sent = view.syncFrom(full, (e) => {
              client.applyUpdate(e);
              expect(client.checksum()).toBe(view.checksum());
            });
            full.clearChanges();
            if (untouched) expect(sent).toEqual([]);
            const top = { bids: full.bids().slice(0, len), asks: full.asks().slice(0, len) };
            expect({ bids: view.bids(), asks: view.asks() }).toEqual(top);
            expect({ bids: client.bids(), asks: client.asks() }).toEqual(top);
            expect(client.checksum()).toBe(bookChecksum(top.bids, top.asks, layout));
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('incremental checksum on deep books', () => {
  it('equals the full recomputation after every update, beyond 25 levels per side', () => {
    const deep = fc.tuple(fc.integer({ min: 1, max: 80 }), fc.constantFrom(0, 1, 2), fc.constantFrom(-2, -1, 1, 2, 0.25));
    fc.assert(
      fc.property(fc.array(deep, { minLength: 40, maxLength: 200 }), fc.boolean(), (updates, checkEvery) => {
        const book = new BookState('trading-p');
        for (const [i, u] of updates.entries()) {
          book.applyUpdate(u);
          if (checkEvery || i % 17 === 0) expect(book.checksum()).toBe(bookChecksum(book.bids(), book.asks(), 'trading-p'));
        }
        expect(book.checksum()).toBe(bookChecksum(book.bids(), book.asks(), 'trading-p'));
      }),
      { numRuns: 150 },
    );
  });
});
