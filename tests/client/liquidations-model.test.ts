// The liquidations history (market-side §4): not_asked, loading, ready, error, and a retry after
// an error; rows newest first, each position once; asked of the exchange through the markets store.
import { describe, expect, it } from 'vitest';
import { LiquidationsStore, orderLiquidations } from '../../src/models/liquidations';
import type { Liquidation } from '../../src/protocol/public/liquidations';
import { RootStore } from '../../src/models/root';
import { fakeEnv } from './fake-env';

const row = (posId: number, mts: number, symbol = 'tBTCF0:USTF0', amount = 0.5) =>
  ['pos', posId, mts, null, symbol, amount, 90_000, null, 1, 1, null, 88_000] as const;

/** A reader whose answers the test hands over one by one. */
function pendingRead() {
  const waiting: Array<{ resolve(v: unknown): void; reject(e: unknown): void; limit: number }> = [];
  const read = (limit: number) => new Promise<unknown>((resolve, reject) => waiting.push({ resolve, reject, limit }));
  return { read, waiting };
}

describe('liquidations history', () => {
  it('is not asked until the widget asks, loading while the call is under way, then ready with the rows newest first', async () => {
    const { read, waiting } = pendingRead();
    const store = LiquidationsStore.create();
    expect(store.state).toBe('not_asked');
    const done = store.load(read);
    expect(store.state).toBe('loading');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.limit).toBe(250);
    waiting[0]!.resolve([[row(1, 1_000)], [row(2, 3_000, 'tETHUSD', -2)], [row(3, 2_000)]]);
    await done;
    expect(store.state).toBe('ready');
    expect(store.rows.map((r) => r.posId)).toEqual([2, 3, 1]);
    expect(store.rows[0]).toMatchObject({ symbol: 'tETHUSD', amount: -2, basePrice: 90_000, liquidationPrice: 88_000 });
  });

  it('asks once while a read is under way', () => {
    const { read, waiting } = pendingRead();
    const store = LiquidationsStore.create();
    void store.load(read);
    void store.load(read);
    expect(waiting).toHaveLength(1);
  });

  it('keeps the exchange’s reason on a failure, and a retry reads again (the call /v2/liquidations/hist, by the markets store)', async () => {
    let fail = true;
    const { env, restCalls } = fakeEnv({
      'v2/liquidations/hist': () => {
        if (fail) throw new Error('ratelimit: error');
        return [[row(7, 5_000)]];
      },
    });
    const root = RootStore.create({}, env);
    const read = (limit: number) => root.markets.liquidationsHist(limit);
    const store = LiquidationsStore.create();
    await store.load(read);
    expect(store.state).toBe('error');
    expect(store.error).toBe('ratelimit: error');
    expect(store.rows).toEqual([]);
    fail = false;
    await store.load(read);
    expect(store.state).toBe('ready');
    expect(store.error).toBe('');
    expect(store.rows.map((r) => r.posId)).toEqual([7]);
    expect(restCalls.filter((c) => c.path === 'v2/liquidations/hist')).toEqual([
      { path: 'v2/liquidations/hist', query: { limit: 250 } },
      { path: 'v2/liquidations/hist', query: { limit: 250 } },
    ]);
  });

  it('a reply that is not a list is an error, not an empty history', async () => {
    const store = LiquidationsStore.create();
    await store.load(async () => ({ nope: true }));
    expect(store.state).toBe('error');
  });

  it('orders newest first and keeps each position once', () => {
    const l = (posId: number, mts: number): Liquidation =>
      ({ posId, mts, symbol: 'tBTCUSD', amount: 1, basePrice: 1, isMatch: true, isMarketSold: true, liquidationPrice: 1 }) as Liquidation;
    expect(orderLiquidations([l(1, 10), l(2, 30), l(1, 10), l(3, 20)]).map((r) => r.posId)).toEqual([2, 3, 1]);
  });
});
