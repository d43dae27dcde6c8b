import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../src/models/root';
import { bookKey, precisionFrom, type BookParams } from '../../src/models/books';
import { bookChecksum } from '../../src/protocol/book/checksum';
import { fakeEnv } from './fake-env';
import { KEEP_ALIVE_MS } from '../../src/models/shared-feeds';

const PARAMS: BookParams = { symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' };
const URI = 'book:tBTCUSD:P0:F0:25';
const SNAPSHOT = [
  [6000, 1, 1],
  [5900, 2, 2.5],
  [6100, 1, -3],
  [6200, 3, -0.1],
];

function setup() {
  const f = fakeEnv();
  const store = RootStore.create({}, f.env);
  return { ...f, store };
}

describe('books model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the snapshot and updates, and publishes once per frame with cumulative totals', () => {
    const { store, channels, frames } = setup();
    const handle = store.books.acquire(PARAMS);
    const feed = store.books.feeds.get(handle.key)!;
    expect(feed.sync).toBe('loading');
    channels.push(URI, [7, SNAPSHOT], true);
    channels.push(URI, [7, [5950, 1, 0.5]]);
    channels.push(URI, [
      7,
      [
        [6200, 0, -1],
        [6150, 1, -1],
      ],
    ]);
    expect(feed.view.bids).toHaveLength(0);
    frames.flush();
    expect(frames.frames).toBe(1);
    expect(feed.sync).toBe('live');
    expect(feed.view.bids.map((r) => [r.price, r.amount.toString(), r.total.toString()])).toEqual([
      [6000, '1', '1'],
      [5950, '0.5', '1.5'],
      [5900, '2.5', '4'],
    ]);
    expect(feed.view.asks.map((r) => [r.price, r.amount.toString(), r.total.toString()])).toEqual([
      [6100, '3', '3'],
      [6150, '1', '4'],
    ]);
    expect(feed.view.maxTotal.toString()).toBe('4');
  });

  it('reuses the rows above the first level a frame changed, and builds the rest', () => {
    const { store, channels, frames } = setup();
    const handle = store.books.acquire(PARAMS);
    const feed = store.books.feeds.get(handle.key)!;
    channels.push(URI, [7, SNAPSHOT], true);
    frames.flush();
    const before = feed.view;
    // The second bid level changes: the best bid and the whole ask side stay as they were.
    channels.push(URI, [7, [5900, 3, 4]]);
    frames.flush();
    const after = feed.view;
    expect(after.bids[0]).toBe(before.bids[0]);
    expect(after.bids[1]).not.toBe(before.bids[1]);
    expect(after.bids.map((r) => r.total.toString())).toEqual(['1', '5']);
    expect(after.asks[0]).toBe(before.asks[0]);
    expect(after.asks[1]).toBe(before.asks[1]);
    // A new best ask rebuilds that side from the top.
    channels.push(URI, [7, [6050, 1, -1]]);
    frames.flush();
    expect(feed.view.asks.map((r) => [r.price, r.total.toString()])).toEqual([
      [6050, '1'],
      [6100, '4'],
      [6200, '4.1'],
    ]);
    expect(feed.view.asks[1]).not.toBe(after.asks[0]);
    expect(feed.view.bids[0]).toBe(after.bids[0]);
  });

  it('keeps totals exact in decimal (no float artefacts)', () => {
    const { store, channels, frames } = setup();
    const feed = store.books.feeds.get(store.books.acquire(PARAMS).key)!;
    channels.push(
      URI,
      [
        7,
        [
          [3, 1, 0.1],
          [2, 1, 0.2],
          [4, 1, -0.1],
        ],
      ],
      true,
    );
    frames.flush();
    expect(feed.view.bids[1]!.total.toString()).toBe('0.3');
  });

  it('stays live while checksums match and resyncs a trading book on a mismatch', () => {
    const { store, channels, frames } = setup();
    const feed = store.books.feeds.get(store.books.acquire(PARAMS).key)!;
    channels.push(URI, [7, SNAPSHOT], true);
    const good = bookChecksum(
      [
        [6000, 1, 1],
        [5900, 2, 2.5],
      ],
      [
        [6100, 1, -3],
        [6200, 3, -0.1],
      ],
      'trading-p',
    );
    channels.push(URI, [7, 'cs', good]);
    frames.flush();
    expect(feed.sync).toBe('live');
    expect(channels.resyncs).toEqual([]);
    channels.push(URI, [7, 'cs', good + 1]);
    expect(feed.sync).toBe('resyncing');
    expect(feed.checksumFailures).toBe(1);
    expect(channels.resyncs).toEqual([URI]);
    // Updates of the dropped book are ignored until the fresh snapshot.
    channels.push(URI, [7, [5000, 1, 1]]);
    channels.push(URI, [9, [[6001, 1, 1]]], true);
    frames.flush();
    expect(feed.sync).toBe('live');
    expect(feed.view.bids.map((r) => r.price)).toEqual([6001]);
  });

  it('only counts mismatches of funding books', () => {
    const { store, channels } = setup();
    const feed = store.books.feeds.get(store.books.acquire({ symbol: 'fUSD', prec: 'P0', freq: 'F0', len: '25' }).key)!;
    const uri = 'book:fUSD:P0:F0:25';
    channels.push(
      uri,
      [
        3,
        [
          [0.0002, 30, 1, -100],
          [0.0003, 2, 1, 50],
        ],
      ],
      true,
    );
    channels.push(uri, [3, 'cs', 12345]);
    expect(feed.checksumFailures).toBe(1);
    expect(feed.sync).toBe('live');
    expect(channels.resyncs).toEqual([]);
  });

  it('says resyncing while the channel is being asked again after a reconnect', () => {
    const { store, channels } = setup();
    const feed = store.books.feeds.get(store.books.acquire(PARAMS).key)!;
    channels.push(URI, [7, SNAPSHOT], true);
    channels.state(URI, 'ASKED');
    expect(feed.sync).toBe('resyncing');
    channels.state(URI, 'ERROR');
    expect(feed.sync).toBe('error');
  });

  it('shares one feed (one channel listener) between widgets and drops it after the last leaves', () => {
    const { store, channels } = setup();
    const a = store.books.acquire(PARAMS);
    const b = store.books.acquire({ ...PARAMS });
    expect(a.key).toBe(bookKey(PARAMS));
    expect(channels.count(URI)).toBe(1);
    a.release();
    b.release();
    // Unused data is kept 60 s (market-side §4), then the channel is let go.
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    expect(store.books.feeds.has(a.key)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.books.feeds.has(a.key)).toBe(false);
    expect(channels.count(URI)).toBe(0);
  });

  it('keeps the feed when a widget comes back within the keep-alive', () => {
    const { store, channels } = setup();
    store.books.acquire(PARAMS).release();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1000);
    store.books.acquire(PARAMS);
    vi.advanceTimersByTime(2 * KEEP_ALIVE_MS);
    expect(channels.count(URI)).toBe(1);
  });
});

describe('precisionFrom', () => {
  it('maps 1–4 to P1–P4 and anything else to P0', () => {
    expect([1, 2, 3, 4].map(precisionFrom)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(['P3', 0, 5, 2.5, 'x', null, undefined].map(precisionFrom)).toEqual(['P3', 'P0', 'P0', 'P0', 'P0', 'P0', 'P0']);
  });
});
