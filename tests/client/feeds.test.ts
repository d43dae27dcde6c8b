import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../src/models/root';
import { addPending, PENDING_MAX, PENDING_TRIM_TO } from '../../src/models/trades';
import { CANDLE_PAGE, candleKey, mergeCandles } from '../../src/models/candles';
import type { PublicTrade } from '../../src/protocol/public/trades';
import { fakeEnv } from './fake-env';
import { derivStatusCodec, fundingTickerCodec } from '../../src/protocol';
import { fundingTicker } from '../protocol/samples';

const trade = (id: number, mts: number, amount = 1, price = 100): PublicTrade => ({ id, mts, amount, price });

describe('trades model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('trims the pending buffer from 48 to the latest 24', () => {
    let pending: PublicTrade[] = [];
    for (let i = 1; i <= PENDING_MAX; i++) pending = addPending(pending, trade(i, 1000 + i));
    expect(pending).toHaveLength(PENDING_MAX);
    pending = addPending(pending, trade(999, 5000));
    expect(pending).toHaveLength(PENDING_TRIM_TO);
    expect(pending[0]!.id).toBe(999);
    expect(Math.min(...pending.map((t) => t.mts))).toBe(1000 + PENDING_MAX - PENDING_TRIM_TO + 2);
  });

  it('shows the snapshot then live trades newest first, counting te and tu once', () => {
    const f = fakeEnv();
    const store = RootStore.create({}, f.env);
    const feed = store.trades.feeds.get(store.trades.acquire('tBTCUSD').key)!;
    f.channels.push(
      'trades:tBTCUSD',
      [
        4,
        [
          [2, 2000, 0.5, 101],
          [1, 1000, -1, 100],
        ],
      ],
      true,
    );
    f.frames.flush();
    expect(feed.trades.map((t) => t.id)).toEqual([2, 1]);
    expect(feed.status).toBe('live');
    f.channels.push('trades:tBTCUSD', [4, 'te', [3, 3000, -0.25, 99]]);
    f.channels.push('trades:tBTCUSD', [4, 'tu', [3, 3000, -0.25, 99]]);
    f.channels.push('trades:tBTCUSD', [4, 'te', [4, 3500, 2, 98]]);
    f.frames.flush();
    expect(feed.trades.map((t) => t.id)).toEqual([4, 3, 2, 1]);
  });

  it('takes a tu whose te never came', () => {
    const f = fakeEnv();
    const store = RootStore.create({}, f.env);
    const feed = store.trades.feeds.get(store.trades.acquire('tETHUSD').key)!;
    f.channels.push('trades:tETHUSD', [4, []], true);
    f.channels.push('trades:tETHUSD', [4, 'tu', [7, 1, 1, 1]]);
    f.frames.flush();
    expect(feed.trades.map((t) => t.id)).toEqual([7]);
  });

  it('only the trimmed buffer reaches the list when trades arrive faster than frames', () => {
    const f = fakeEnv();
    const store = RootStore.create({}, f.env);
    const feed = store.trades.feeds.get(store.trades.acquire('tBTCUSD').key)!;
    f.channels.push('trades:tBTCUSD', [4, []], true);
    for (let i = 1; i <= 60; i++) f.channels.push('trades:tBTCUSD', [4, 'te', [i, i * 10, 1, 100]]);
    f.frames.flush();
    expect(feed.trades.length).toBeLessThanOrEqual(PENDING_MAX);
    expect(feed.trades[0]!.id).toBe(60);
  });
});

describe('candles model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges by MTS, ascending, later entries winning', () => {
    const c = (mts: number, close: number) => ({ mts, open: 1, close, high: 2, low: 0, volume: 1 });
    expect(mergeCandles([c(2, 1), c(1, 1)], [c(2, 5), c(3, 1)]).map((x) => [x.mts, x.close])).toEqual([
      [1, 1],
      [2, 5],
      [3, 1],
    ]);
  });

  it('takes the snapshot, upserts the live candle, and loads an older page from REST', async () => {
    const key = candleKey('1m', 'tBTCUSD');
    const older = Array.from({ length: CANDLE_PAGE }, (_, i) => [60_000 * (i + 1), 1, 1, 1, 1, 1]).reverse();
    const f = fakeEnv({ [`v2/candles/${key}/hist`]: older });
    const store = RootStore.create({}, f.env);
    const feed = store.candles.feeds.get(store.candles.acquire(key).key)!;
    const uri = `candles:${key}`;
    const base = 60_000 * 200;
    f.channels.push(
      uri,
      [
        5,
        [
          [base + 60_000, 10, 11, 12, 9, 3],
          [base, 9, 10, 10, 8, 2],
        ],
      ],
      true,
    );
    f.frames.flush();
    expect(feed.candles.map((c) => c.mts)).toEqual([base, base + 60_000]);
    expect(feed.change).toBe('reset');
    f.channels.push(uri, [5, [base + 60_000, 10, 13, 13, 9, 4]]);
    f.frames.flush();
    expect(feed.change).toBe('update');
    expect(feed.candles[1]!.close).toBe(13);
    await feed.loadOlder();
    expect(f.restCalls[0]).toEqual({ path: `v2/candles/${key}/hist`, query: { limit: CANDLE_PAGE, end: base - 1, sort: -1 } });
    expect(feed.candles).toHaveLength(CANDLE_PAGE + 2);
    expect(feed.candles[0]!.mts).toBe(60_000);
    expect(feed.change).toBe('prepend');
    expect(feed.hasOlder).toBe(true);
  });

  it('stops asking for older candles once the exchange has none', async () => {
    const key = candleKey('1h', 'tETHUSD');
    const f = fakeEnv({ [`v2/candles/${key}/hist`]: [[1000, 1, 1, 1, 1, 1]] });
    const store = RootStore.create({}, f.env);
    const feed = store.candles.feeds.get(store.candles.acquire(key).key)!;
    f.channels.push(`candles:${key}`, [5, [[3_600_000 * 10, 1, 1, 1, 1, 1]]], true);
    f.frames.flush();
    await feed.loadOlder();
    expect(feed.hasOlder).toBe(false);
    await feed.loadOlder();
    expect(f.restCalls).toHaveLength(1);
  });
});

describe('status and funding tickers', () => {
  it('keeps the latest derivatives status and funding ticker', () => {
    const f = fakeEnv();
    const store = RootStore.create({}, f.env);
    const d = store.derivatives.feeds.get(store.derivatives.acquire('tBTCF0:USTF0').key)!;
    const row = derivStatusCodec.encode({
      mts: 1700000000000,
      derivPrice: 60010,
      spotPrice: 60000,
      insuranceFundBalance: 1000,
      nextFundingEvtMts: 1700000100000,
      nextFundingAccrued: 0.0001,
      nextFundingStep: 0.00001,
      currentFunding: 0.0002,
      markPrice: 60005,
      openInterest: 123.4,
      clampMin: -0.003,
      clampMax: 0.003,
    });
    f.channels.push('status:deriv:tBTCF0:USTF0', [8, row], true);
    f.frames.flush();
    expect(d.latest?.markPrice).toBe(60005);
    expect(d.latest?.openInterest).toBe(123.4);
    const t = store.fundingTickers.feeds.get(store.fundingTickers.acquire('fUSD').key)!;
    const ticker = fundingTickerCodec.encode(fundingTicker);
    f.channels.push('ticker:fUSD', [9, ticker], true);
    f.frames.flush();
    expect(t.latest?.frr).toBe(0.0003193);
    expect(t.latest?.askPeriod).toBe(2);
  });
});

describe('market list tickers', () => {
  const fields = (last: number) => [last - 1, 1, last + 1, 1, 10, 0.01, last, 100, last + 5, last - 5];

  it('publish through the frame batch: one update per symbol per frame, the latest message winning', () => {
    const { env, frames } = fakeEnv();
    const store = RootStore.create({}, env);
    store.markets.queueTicker('tBTCUSD', fields(100));
    store.markets.queueTicker('tBTCUSD', fields(101));
    store.markets.queueTicker('tETHUSD', fields(50));
    expect(store.markets.tickers.size).toBe(0);
    frames.flush();
    expect(frames.frames).toBe(1);
    expect(store.markets.tickers.get('tBTCUSD')).toMatchObject({ lastPrice: 101, updates: 1 });
    expect(store.markets.tickers.get('tETHUSD')).toMatchObject({ lastPrice: 50, updates: 1 });
    store.markets.queueTicker('tBTCUSD', fields(99));
    frames.flush();
    expect(store.markets.tickers.get('tBTCUSD')).toMatchObject({ lastPrice: 99, tick: 'down', updates: 2 });
    frames.flush();
    expect(frames.frames).toBe(2);
  });
});
