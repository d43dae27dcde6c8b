// The depth window (PROTOCOL §2.1): whatever the market does, after every market change each
// subscriber's book equals the true top-len of each side, in all four layouts and every len,
// and the checksum the gateway would send equals the one the subscriber computes (with the
// protocol's BookState after every message, and with an independent replica every few changes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookState } from '../../src/protocol/book/state';
import type { BookPrec, BookSide, WireBookEntry } from '../../server/market/types';
import { layoutOf } from '../../server/ws/book/layout';
import type { BookBatch, BookDelta, BookViewSubscriber } from '../../server/ws/book/view';
import { BookFeeds } from '../../server/ws/market-hub';
import { ClientBook } from './client-book';
import { FakeMarket } from './fake-market';

const CASES: Array<{ symbol: string; prec: BookPrec }> = [
  { symbol: 'tETHUSD', prec: 'P0' },
  { symbol: 'tETHUSD', prec: 'P1' },
  { symbol: 'tBTCUSD', prec: 'R0' },
  { symbol: 'fUSD', prec: 'P0' },
  { symbol: 'fUSD', prec: 'R0' },
];
const LENS = [1, 25, 100, 250];

class Recorder implements BookViewSubscriber {
  readonly deltas: BookDelta[] = [];
  constructor(
    readonly book: ClientBook,
    private readonly onEach: (d: BookDelta) => void,
    readonly state?: BookState,
  ) {}
  onDelta(delta: BookDelta): void {
    this.deltas.push(delta);
    this.book.apply(delta.entry);
    this.state?.applyUpdate(delta.entry);
    this.onEach(delta);
  }
  onTickEnd(): void {}
  onBatch(_batch: BookBatch): void {}
  wantsStepChecksums(): boolean {
    return false;
  }
}

function expectedMarker(symbol: string, side: BookSide): number {
  const bid = symbol.startsWith('f') ? -1 : 1;
  return side === 'bids' ? bid : -bid;
}

function isDelete(symbol: string, e: WireBookEntry): boolean {
  return symbol.startsWith('f') ? e[2] === 0 : e[1] === 0;
}

describe('book depth window', () => {
  for (const { symbol, prec } of CASES) {
    for (const len of LENS) {
      it(`${symbol} ${prec} len ${len}: subscriber == true top-len after every change`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
            const market = new FakeMarket({ seed, symbols: [symbol], ordersPerSide: len === 250 ? 320 : 150 });
            const feeds = new BookFeeds(market, 60_000);
            const layout = layoutOf(symbol, prec);
            const client = new ClientBook(layout);
            const state = new BookState(layout);
            let view: ReturnType<BookFeeds['subscribe']>['view'] | null = null;
            let churn = 0;
            const recorder = new Recorder(
              client,
              (d) => {
                // The cs the gateway sends after this message describes exactly what was sent.
                if (view!.checksum() !== state.checksum()) expect(view!.checksum()).toBe(state.checksum());
                if (isDelete(symbol, d.entry)) {
                  churn++;
                  expect(d.entry[d.entry.length - 1]).toBe(expectedMarker(symbol, d.side));
                }
              },
              state,
            );
            const sub = feeds.subscribe(symbol, prec, len, 'F0', recorder);
            view = sub.view;
            client.applySnapshot(sub.snapshot.entries);
            state.applySnapshot(sub.snapshot.entries);
            const truth = (side: BookSide) => market.book(symbol, prec, side, len);
            expect(sub.snapshot.entries).toEqual([...truth('bids'), ...truth('asks')]);
            expect(sub.snapshot.checksum).toBe(client.checksum());
            const same = (have: unknown, want: unknown) => {
              // Cheap comparison first; the deep one only to report a difference.
              if (JSON.stringify(have) !== JSON.stringify(want)) expect(have).toEqual(want);
            };
            for (let i = 0; i < 600; i++) {
              market.step(1);
              same(state.bids(), truth('bids'));
              same(state.asks(), truth('asks'));
              if (i % 20 === 0) {
                same(client.sorted('bids'), truth('bids'));
                same(client.sorted('asks'), truth('asks'));
                expect(view.checksum()).toBe(client.checksum());
              }
            }
            // The stream really exercised the window: levels left it. (Over 60 seeds the fewest
            // departures in 600 steps were 27 at len 1 and 2 on the coarse P1 grid, so these
            // floors only catch a stream that stopped moving the book.)
            expect(churn).toBeGreaterThanOrEqual(prec === 'P1' ? 1 : 10);
            feeds.unsubscribe(sub.view, recorder);
            expect(market.listenerCounts().book).toBe(0);
          }),
          // A fixed seed: a failure in CI replays exactly; change it to explore other markets.
          { numRuns: 2, seed: 20261122 },
        );
      });
    }
  }

  it('subscribers of one symbol/prec/len share a view; others get their own', () => {
    const market = new FakeMarket({ seed: 3, symbols: ['tBTCUSD'] });
    const feeds = new BookFeeds(market, 60_000);
    const mk = () => new Recorder(new ClientBook('trading-p'), () => undefined);
    const a = mk();
    const b = mk();
    const c = mk();
    const sa = feeds.subscribe('tBTCUSD', 'P0', 25, 'F0', a);
    const sb = feeds.subscribe('tBTCUSD', 'P0', 25, 'F0', b);
    const sc = feeds.subscribe('tBTCUSD', 'P0', 100, 'F0', c);
    expect(sa.view).toBe(sb.view);
    expect(sc.view).not.toBe(sa.view);
    expect(feeds.viewCount).toBe(2);
    market.step(200);
    expect(a.deltas.length).toBeGreaterThan(0);
    // Same objects: serialised once for both.
    expect(a.deltas).toEqual(b.deltas);
    expect(a.deltas[0]).toBe(b.deltas[0]);
    feeds.unsubscribe(sa.view, a);
    feeds.unsubscribe(sb.view, b);
    expect(feeds.viewCount).toBe(1);
    expect(market.listenerCounts().book).toBe(1);
    feeds.unsubscribe(sc.view, c);
    expect(feeds.viewCount).toBe(0);
    expect(market.listenerCounts().book).toBe(0);
  });
});
