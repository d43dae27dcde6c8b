// The stress tool's way into the feeds (src/devtools/feed-tap.ts), against the real subscription
// layer over a scripted socket and the real feed stores: synthetic messages reach the feeds as the
// exchange's would, the touched books' checksums are held back while the stress runs, and
// releasing gives every touched feed its real data again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BooksStore } from '../../../src/models/books';
import { TradesStore } from '../../../src/models/trades';
import { FeedTap } from '../../../src/devtools/feed-tap';
import { SYNTHETIC_TRADE_ID_BASE, SyntheticMessages } from '../../../src/devtools/synthetic';
import { createMemorySettingsStorage } from '../../../src/services/storage';
import type { StoreEnv } from '../../../src/models/env';
import { BOOK_URI, recorder, setup, subscribed } from '../channel-rig';
import { ManualFrames } from '../fake-env';

const SNAPSHOT = [
  [100, 2, 1.5],
  [99, 1, 2],
  [101, 1, -1],
  [102, 3, -4],
];

function rig() {
  const r = setup();
  const frames = new ManualFrames();
  const env: StoreEnv = {
    channels: r.subs,
    frames,
    storage: createMemorySettingsStorage(),
    rest: { call: () => Promise.reject(new Error('no rest')) },
  };
  const books = BooksStore.create({}, env);
  const trades = TradesStore.create({}, env);
  books.acquire({ symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' });
  trades.acquire('tBTCUSD');
  vi.advanceTimersByTime(500);
  const ws = r.factory.last;
  subscribed(ws, 7, BOOK_URI);
  subscribed(ws, 8, 'trades:tBTCUSD');
  r.push(ws, [7, SNAPSHOT]);
  r.push(ws, [8, [[5, 1000, 0.1, 100]]]);
  frames.flush();
  // Every draw is the same (random 0.25), so each synthetic message is known in advance.
  const synthetic = new SyntheticMessages(
    { book: () => books.feeds.get('tBTCUSD/P0/F0/25')?.view, lastTradePrice: (s) => trades.feeds.get(s)?.trades[0]?.price },
    () => 0.25,
    () => 2000,
  );
  const tap = new FeedTap(r.subs, (ch) => synthetic.next(ch));
  return {
    ...r,
    ws,
    frames,
    books,
    trades,
    tap,
    book: () => books.feeds.get('tBTCUSD/P0/F0/25')!,
    tradesFeed: () => trades.feeds.get('tBTCUSD')!,
  };
}

describe('the stress tool’s feed tap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a synthetic message to every live feed, as the exchange would', () => {
    const { tap, frames, book, tradesFeed } = rig();
    expect(tap.live().map((c) => c.uri)).toEqual([BOOK_URI, 'trades:tBTCUSD']);
    expect(book().view.bids.map((l) => l.amount.toNumber())).toEqual([1.5, 2]);
    expect(tap.dispatch()).toBe(2);
    frames.flush();
    // random 0.25: the bid side, its first level, 0.75 of its size, one order fewer (at least 1).
    expect(book().view.bids[0]).toMatchObject({ price: 100, count: 1 });
    expect(book().view.bids[0]!.amount.toNumber()).toBe(1.125);
    expect(book().sync).toBe('live');
    expect(tradesFeed().trades[0]).toMatchObject({ id: SYNTHETIC_TRADE_ID_BASE + 1, mts: 2000, price: 99.95 });
    expect(tap.messages).toBe(2);
  });

  it('holds the touched books’ checksums back while it runs (no resync between dispatches)', () => {
    const { tap, push, ws, book } = rig();
    tap.dispatch();
    expect(tap.holding).toBe(true);
    push(ws, [7, 'cs', 12345]);
    expect(book().checksumFailures).toBe(0);
    expect(ws.sentEvents('unsubscribe')).toHaveLength(0);
  });

  it('release stops holding and gives the real data back: a fresh snapshot for the book and the trades', () => {
    const { tap, push, ws, frames, book, tradesFeed } = rig();
    tap.dispatch();
    frames.flush();
    tap.release();
    expect(tap.holding).toBe(false);
    expect(ws.sentEvents('unsubscribe').map((e) => e.chanId)).toEqual([7, 8]);
    ws.receive({ event: 'unsubscribed', status: 'OK', chanId: 7 });
    ws.receive({ event: 'unsubscribed', status: 'OK', chanId: 8 });
    expect(
      ws
        .sentEvents('subscribe')
        .slice(-2)
        .map((e) => e.subId),
    ).toEqual([BOOK_URI, 'trades:tBTCUSD']);
    subscribed(ws, 9, BOOK_URI);
    subscribed(ws, 10, 'trades:tBTCUSD');
    push(ws, [9, SNAPSHOT]);
    push(ws, [10, [[6, 3000, -0.2, 101]]]);
    frames.flush();
    expect(book().view.bids.map((l) => l.amount.toNumber())).toEqual([1.5, 2]);
    expect(tradesFeed().trades.map((t) => t.id)).toEqual([6]);
    // The exchange's checksums count again.
    push(ws, [9, 'cs', 12345]);
    expect(book().checksumFailures).toBe(1);
  });
});

describe('the tap on a ticker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves its prices a hair, leaves channels it cannot fake alone, and releasing replays the real ticker', () => {
    const { subs, factory, push } = setup();
    const ticker = recorder();
    const candles = recorder();
    subs.subscribe({ channel: 'ticker', symbol: 'tBTCUSD' }, ticker.listener);
    subs.subscribe({ channel: 'candles', key: 'trade:1m:tBTCUSD' }, candles.listener);
    vi.advanceTimersByTime(500);
    subscribed(factory.last, 3, 'ticker:tBTCUSD');
    subscribed(factory.last, 4, 'candles:trade:1m:tBTCUSD');
    const real = [100, 1, 101, 2, 5, 0.05, 100.5, 1000, 110, 90];
    push(factory.last, [3, real]);
    const synthetic = new SyntheticMessages({ book: () => undefined, lastTradePrice: () => undefined }, () => 1);
    const tap = new FeedTap(subs, (ch) => synthetic.next(ch));
    expect(tap.dispatch()).toBe(1);
    const moved = ticker.messages.at(-1)!.msg as [number, number[]];
    expect(moved[0]).toBe(3);
    expect(moved[1]).toEqual([100.1, 1, 101.1, 2, 5, 0.05, 100.6, 1000, 110, 90]);
    expect(candles.messages).toHaveLength(0);
    tap.release();
    expect(ticker.messages.at(-1)!.msg).toEqual([3, real]);
    expect(factory.last.sentEvents('unsubscribe')).toHaveLength(0);
  });
});
