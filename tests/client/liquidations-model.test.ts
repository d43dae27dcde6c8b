// The liquidations history (market-side §4): not_asked, loading, ready, error, and a retry after
// an error; rows newest first, each position once.
import { describe, expect, it } from 'vitest';
import { LiquidationsStore, orderLiquidations } from '../../src/models/liquidations';
import type { Liquidation } from '../../src/protocol/public/liquidations';
import type { StoreEnv } from '../../src/models/env';
import { fakeEnv } from './fake-env';

const row = (posId: number, mts: number, symbol = 'tBTCF0:USTF0', amount = 0.5) =>
  ['pos', posId, mts, null, symbol, amount, 90_000, null, 1, 1, null, 88_000] as const;

/** A rest port whose answers the test hands over one by one. */
function pendingRest() {
  const waiting: Array<{ resolve(v: unknown): void; reject(e: unknown): void; query: unknown }> = [];
  const rest: StoreEnv['rest'] = {
    call: ((_def: unknown, query: unknown) => new Promise((resolve, reject) => waiting.push({ resolve, reject, query }))) as never,
  };
  return { rest, waiting };
}

describe('liquidations history', () => {
  it('is not asked until the widget asks, loading while the call is under way, then ready with the rows newest first', async () => {
    const { env } = fakeEnv();
    const { rest, waiting } = pendingRest();
    const store = LiquidationsStore.create({}, { ...env, rest });
    expect(store.state).toBe('not_asked');
    const done = store.load();
    expect(store.state).toBe('loading');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.query).toEqual({ limit: 250 });
    waiting[0]!.resolve([[row(1, 1_000)], [row(2, 3_000, 'tETHUSD', -2)], [row(3, 2_000)]]);
    await done;
    expect(store.state).toBe('ready');
    expect(store.rows.map((r) => r.posId)).toEqual([2, 3, 1]);
    expect(store.rows[0]).toMatchObject({ symbol: 'tETHUSD', amount: -2, basePrice: 90_000, liquidationPrice: 88_000 });
  });

  it('asks once while a read is under way', () => {
    const { env } = fakeEnv();
    const { rest, waiting } = pendingRest();
    const store = LiquidationsStore.create({}, { ...env, rest });
    void store.load();
    void store.load();
    expect(waiting).toHaveLength(1);
  });

  it('keeps the exchange’s reason on a failure, and a retry reads again', async () => {
    let fail = true;
    const { env, restCalls } = fakeEnv({
      'v2/liquidations/hist': () => {
        if (fail) throw new Error('ratelimit: error');
        return [[row(7, 5_000)]];
      },
    });
    const store = LiquidationsStore.create({}, env);
    await store.load();
    expect(store.state).toBe('error');
    expect(store.error).toBe('ratelimit: error');
    expect(store.rows).toEqual([]);
    fail = false;
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.error).toBe('');
    expect(store.rows.map((r) => r.posId)).toEqual([7]);
    expect(restCalls.map((c) => c.path)).toEqual(['v2/liquidations/hist', 'v2/liquidations/hist']);
  });

  it('a reply that is not a list is an error, not an empty history', async () => {
    const { env } = fakeEnv({ 'v2/liquidations/hist': { nope: true } });
    const store = LiquidationsStore.create({}, env);
    await store.load();
    expect(store.state).toBe('error');
  });

  it('orders newest first and keeps each position once', () => {
    const l = (posId: number, mts: number): Liquidation =>
      ({ posId, mts, symbol: 'tBTCUSD', amount: 1, basePrice: 1, isMatch: true, isMarketSold: true, liquidationPrice: 1 }) as Liquidation;
    expect(orderLiquidations([l(1, 10), l(2, 30), l(1, 10), l(3, 20)]).map((r) => r.posId)).toEqual([2, 3, 1]);
  });
});
