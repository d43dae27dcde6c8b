// Resting orders and offers, state documents and transactions, and that all of it is still
// there after closing and opening the folder again.
import { describe, expect, it } from 'vitest';
import type { EngineOffer, EngineOrder } from '../../server/engine/types';
import { tempDir, tempStore } from './temp-store';

function order(id: number, mtsCreate: number, over: Partial<EngineOrder> = {}): EngineOrder {
  return {
    id,
    owner: 0,
    cid: id * 10,
    gid: null,
    symbol: 'tBTCUSD',
    type: 'EXCHANGE LIMIT',
    amount: 150_000_000,
    amountOrig: 200_000_000,
    price: 50_123.5,
    flags: 0,
    mtsTif: null,
    status: 'PARTIALLY FILLED @ 50123.5(0.5)',
    priceAvg: 50_123.5,
    mtsCreate,
    mtsUpdate: mtsCreate + 5,
    placedId: null,
    triggered: true,
    typePrev: null,
    ...over,
  };
}

function offer(id: number, mtsCreate: number, over: Partial<EngineOffer> = {}): EngineOffer {
  return {
    id,
    owner: 3,
    symbol: 'fUSD',
    type: 'LIMIT',
    amount: 10_000_000_000,
    amountOrig: 10_000_000_000,
    rate: 0.0002,
    period: 2,
    flags: 0,
    status: 'ACTIVE',
    mtsCreate,
    mtsUpdate: mtsCreate,
    rateReal: 0.0002,
    ...over,
  };
}

describe('orders', () => {
  it('load in time priority (mtsCreate, then id), replaced and deleted by id', () => {
    const store = tempStore();
    const stop = order(5, 1000, {
      type: 'STOP LIMIT',
      triggered: false,
      priceAuxLimit: 49_000,
      flags: 64 | 4096,
      gid: 7,
      mtsTif: 9_999_999,
      lev: 10,
      meta: { aff_code: 'x', nested: [1, 'two', null] },
    });
    store.saveOrders([order(9, 2000), order(3, 3000), stop, order(4, 1000)]);
    expect(store.loadOrders().map((o) => o.id)).toEqual([4, 5, 9, 3]);
    expect(store.loadOrders()[1]).toEqual(stop);

    // A price change loses time priority: the engine gives the order a later mtsCreate.
    store.saveOrders([order(4, 4000, { price: 50_000 })]);
    store.deleteOrders([9, 12345]);
    const loaded = store.loadOrders();
    expect(loaded.map((o) => o.id)).toEqual([5, 3, 4]);
    expect(loaded[2]!.price).toBe(50_000);
    store.deleteOrders([]);
    store.saveOrders([]);
    expect(store.loadOrders()).toHaveLength(3);
  });
});

describe('offers', () => {
  it('load in time priority, replaced and deleted by id', () => {
    const store = tempStore();
    store.saveOffers([offer(2, 500), offer(1, 500, { renew: true }), offer(8, 100, { type: 'FRRDELTAVAR', rate: 0.00001 })]);
    expect(store.loadOffers().map((o) => o.id)).toEqual([8, 1, 2]);
    expect(store.loadOffers()[1]).toEqual(offer(1, 500, { renew: true }));
    store.saveOffers([offer(2, 500, { amount: 5, status: 'PARTIALLY FILLED' })]);
    store.deleteOffers([8]);
    expect(store.loadOffers()).toEqual([offer(1, 500, { renew: true }), offer(2, 500, { amount: 5, status: 'PARTIALLY FILLED' })]);
  });
});

describe('state documents', () => {
  it('are JSON by key; undefined removes one', () => {
    const store = tempStore();
    expect(store.getState('sim')).toBeUndefined();
    store.setState('sim', { rng: [1, 2, 3], mid: { tBTCUSD: 50_000.25 }, on: true });
    store.setState('count', 7);
    store.setState('nothing', null);
    expect(store.getState('sim')).toEqual({ rng: [1, 2, 3], mid: { tBTCUSD: 50_000.25 }, on: true });
    expect(store.getState<number>('count')).toBe(7);
    expect(store.getState('nothing')).toBeNull();
    store.setState('count', 8);
    expect(store.getState('count')).toBe(8);
    store.setState('count', undefined);
    expect(store.getState('count')).toBeUndefined();
  });
});

describe('transactions', () => {
  const t = (id: number) => ({ id, symbol: 'tBTCUSD', mts: id, amount: 1, price: 2 });
  const ids = (store: ReturnType<typeof tempStore>) => store.tradesHist('tBTCUSD', { limit: 100, sort: 1 }).map((r) => r.id);

  it("return the function's value and write all of it or none of it", () => {
    const store = tempStore();
    expect(
      store.transaction(() => {
        store.insertTrades([t(1)]);
        return 'done';
      }),
    ).toBe('done');
    expect(() =>
      store.transaction(() => {
        store.insertTrades([t(2)]);
        store.setState('x', 1);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(ids(store)).toEqual([1]);
    expect(store.getState('x')).toBeUndefined();
  });

  it('nest: an inner failure caught by the outer one undoes only the inner part', () => {
    const store = tempStore();
    store.transaction(() => {
      store.insertTrades([t(1)]);
      try {
        store.transaction(() => {
          store.insertTrades([t(2)]);
          throw new Error('inner');
        });
      } catch {
        /* the outer transaction goes on */
      }
      store.transaction(() => store.insertTrades([t(3)]));
    });
    expect(ids(store)).toEqual([1, 3]);
  });

  it('are joined by statements of other modules on the same handle', () => {
    const store = tempStore();
    store.db.exec('CREATE TABLE wallets (owner INTEGER PRIMARY KEY, usd REAL NOT NULL)');
    const credit = store.db.prepare('INSERT INTO wallets (owner, usd) VALUES (?, ?)');
    expect(() =>
      store.transaction(() => {
        credit.run(1, 100);
        store.insertTrades([t(1)]);
        credit.run(1, 200); // duplicate owner: the whole transaction goes
      }),
    ).toThrow();
    expect(store.db.prepare('SELECT count(*) FROM wallets').pluck().get()).toBe(0);
    expect(ids(store)).toEqual([]);
  });
});

describe('reopening', () => {
  it('finds everything written before close', () => {
    const dir = tempDir();
    const first = tempStore(dir);
    first.insertTrades([{ id: 1, symbol: 'tBTCUSD', mts: 10, amount: -0.1, price: 0.00012345 }]);
    first.insertFundingTrades([{ id: 2, symbol: 'fUSD', mts: 10, amount: 5, rate: 0.000123, period: 30 }]);
    first.upsertCandles('fUSD:a30:p2:p30', '15m', [{ mts: 0, open: 1, close: 2, high: 3, low: 0.5, volume: 9 }]);
    first.saveOrders([order(1, 1)]);
    first.saveOffers([offer(1, 1)]);
    first.insertTickerHist([{ symbol: 'tBTCUSD', bid: 1, ask: 2, mts: 3 }]);
    first.insertDerivStatus('tBTCF0:USTF0', [3, null, 1.5]);
    first.setState('sim', { seed: 5 });
    first.close();
    first.close(); // closing twice is harmless

    const second = tempStore(dir);
    const all = { limit: 10, sort: 1 } as const;
    expect(second.tradesHist('tBTCUSD', all)).toEqual([{ id: 1, symbol: 'tBTCUSD', mts: 10, amount: -0.1, price: 0.00012345 }]);
    expect(second.fundingTradesHist('fUSD', all)).toEqual([{ id: 2, symbol: 'fUSD', mts: 10, amount: 5, rate: 0.000123, period: 30 }]);
    expect(second.candlesHist('fUSD:a30:p2:p30', '15m', all)).toEqual([{ mts: 0, open: 1, close: 2, high: 3, low: 0.5, volume: 9 }]);
    expect(second.loadOrders()).toEqual([order(1, 1)]);
    expect(second.loadOffers()).toEqual([offer(1, 1)]);
    expect(second.tickersHist('ALL', all)).toEqual([{ symbol: 'tBTCUSD', bid: 1, ask: 2, mts: 3 }]);
    expect(second.derivStatusHist('tBTCF0:USTF0', all)).toEqual([[3, null, 1.5]]);
    expect(second.getState('sim')).toEqual({ seed: 5 });
  });
});
