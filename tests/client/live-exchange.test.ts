// The client's services and models against the real embedded exchange (started as `npm run
// serve` does, on a free port): conf flags with sequence numbers and bulk updates, shared
// channels, every book checksum matching, trades, candles and older history over REST.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeSocket, type WebSocketLike } from '../../src/services/socket';
import { ChannelSubscriptions, channelUri } from '../../src/services/subscriptions';
import { createFrameScheduler } from '../../src/services/frames';
import { createMemorySettingsStorage } from '../../src/services/storage';
import { createPublicRest } from '../../src/services/rest';
import { RootStore, type RootStoreInstance } from '../../src/models/root';
import { bookKey, type BookParams } from '../../src/models/books';
import { spawnExchange } from '../exchange-process';

const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-client-'));
let child: ChildProcess | undefined;
let socket: ExchangeSocket;
let channels: ChannelSubscriptions;
let store: RootStoreInstance;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startExchange(): Promise<string> {
  const started = await spawnExchange({ dataDir: dir, seed: 3 });
  child = started.child;
  return started.base;
}

const BOOKS: BookParams[] = [
  { symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' },
  { symbol: 'tBTCUSD', prec: 'P2', freq: 'F0', len: '100' },
  { symbol: 'tETHUSD', prec: 'P0', freq: 'F0', len: '100' },
  { symbol: 'fUSD', prec: 'P0', freq: 'F0', len: '25' },
];

beforeAll(async () => {
  const base = await startExchange();
  socket = new ExchangeSocket({
    url: `${base.replace(/^http/, 'ws')}/ws/2`,
    createSocket: (u) => new WebSocket(u) as unknown as WebSocketLike,
  });
  channels = new ChannelSubscriptions(socket);
  store = RootStore.create(
    {},
    {
      rest: createPublicRest(base),
      channels,
      storage: createMemorySettingsStorage(),
      frames: createFrameScheduler((cb) => setTimeout(cb, 16)),
    },
  );
  socket.onStatus((s) => store.connection.setStatus(s));
  socket.connect();
  // The market list is made from the bootstrap's lists, as at the app's start.
  await store.site.load();
  await store.markets.load(store.site.boot);
  for (const p of BOOKS) store.books.acquire(p);
  // A second widget on the same book shares its channel.
  store.books.acquire(BOOKS[0]!);
  store.trades.acquire('tBTCUSD');
  store.candles.acquire('trade:1m:tBTCUSD');
  store.derivatives.acquire('tBTCF0:USTF0');
  store.fundingTickers.acquire('fUSD');
  await sleep(6000);
}, 120_000);

afterAll(() => {
  socket?.close();
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('the client against the embedded exchange', () => {
  it('is online with CHECKSUM, BULK and SEQ_ALL, and knows the markets', () => {
    expect(store.connection.status).toBe('online');
    expect(socket.activeFlags).toBe(131072 + 536870912 + 65536);
    expect(store.markets.has('tBTCUSD')).toBe(true);
    expect(store.markets.fundingSymbols).toContain('fUSD');
    expect(store.markets.tickers.get('tBTCUSD')?.lastPrice).toBeGreaterThan(0);
  });

  it('keeps every book live with no checksum mismatch, one channel per book', () => {
    for (const p of BOOKS) {
      const feed = store.books.feeds.get(bookKey(p))!;
      expect(feed.sync, feed.key).toBe('live');
      expect(feed.checksumFailures, feed.key).toBe(0);
      expect(feed.view.bids.length, feed.key).toBeGreaterThan(0);
      expect(feed.view.asks.length, feed.key).toBeGreaterThan(0);
      expect(channels.state(channelUri({ channel: 'book', ...p }))).toBe('SUBSCRIBED');
    }
    expect(channels.isWanted(channelUri({ channel: 'book', ...BOOKS[0]! }))).toBe(true);
    const p2 = store.books.feeds.get(bookKey(BOOKS[1]!))!.view;
    expect(p2.bids.every((r) => String(r.price).replace(/0+$/, '').length <= 3)).toBe(true);
  });

  it('streams trades, candles, derivatives status and the funding ticker', async () => {
    const trades = store.trades.feeds.get('tBTCUSD')!;
    expect(trades.status).toBe('live');
    expect(trades.trades.length).toBeGreaterThan(0);
    const candles = store.candles.feeds.get('trade:1m:tBTCUSD')!;
    expect(candles.status).toBe('live');
    const before = candles.candles.length;
    const oldest = candles.candles[0]!.mts;
    await candles.loadOlder();
    expect(candles.candles.length).toBeGreaterThan(before);
    expect(candles.candles[0]!.mts).toBeLessThan(oldest);
    expect(store.derivatives.feeds.get('tBTCF0:USTF0')?.latest?.markPrice).toBeGreaterThan(0);
    expect(store.fundingTickers.feeds.get('fUSD')?.latest?.frr).toBeGreaterThan(0);
  });
});
