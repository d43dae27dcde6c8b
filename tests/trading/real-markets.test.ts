// Trading on the real markets (simulated order books, persistence of resting orders by the
// markets): a user's orders fill against the simulated flow, and after a restart of both the
// account and its open orders are back, each order live exactly once.
import { describe, expect, it } from 'vitest';
import { createMarkets } from '../../server/market/index';
import { openStore } from '../../server/store/sqlite';
import { createTrading, type AccountMessage } from '../../server/trading/index';
import { tempDir } from './helpers';

describe('trading on the real markets', () => {
  it('fills against the simulated book and survives a restart', async () => {
    const dir = tempDir();
    let now = Date.now();
    const clock = () => now;
    let store = openStore(dir);
    let markets = createMarkets({ store, seed: 7, rate: 'normal', now: clock });
    let trading = createTrading({ store, markets, now: clock, tickMs: 0 });
    const messages: AccountMessage[] = [];
    trading.onAccount(5, (m) => messages.push(m));
    trading.fundAccount(5);

    const ask = markets.trading.best('tBTCUSD', -1) as number;
    expect(ask).toBeGreaterThan(0);
    const n = trading.submitOrder(5, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.01', price: String(ask) });
    expect(n[6]).toBe('SUCCESS');
    const tu = messages.filter((m) => m[0] === 'tu').map((m) => m[1] as unknown[]);
    expect(tu.length).toBeGreaterThan(0);
    const bought = tu.reduce((s, t) => s + Math.round((t[4] as number) * 1e8), 0);
    const spent = tu.reduce((s, t) => s + Math.round((t[4] as number) * (t[5] as number) * 1e8), 0);
    const wallets = trading.wallets(5) as unknown[][];
    const btc = wallets.find((w) => w[0] === 'exchange' && w[1] === 'BTC') as unknown[];
    const usd = wallets.find((w) => w[0] === 'exchange' && w[1] === 'USD') as unknown[];
    expect(Math.round((btc[2] as number) * 1e8)).toBe(2e8 + bought - bought * 0.002);
    expect(Math.round((usd[2] as number) * 1e8)).toBe(100000e8 - spent);

    const rest = trading.submitOrder(5, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-0.05', price: String(Math.round(ask * 1.5)) });
    const restId = ((rest[4] as unknown[][])[0][0]) as number;
    trading.submitOffer(5, { type: 'LIMIT', symbol: 'fUSD', amount: '1000', rate: '0.01', period: 30 });
    now += 1000;
    markets.simulator.tick();
    await new Promise((r) => setImmediate(r));
    const before = trading.snapshots(5);
    expect(before.os.map((o) => o[0])).toContain(restId);

    trading.close();
    markets.close();
    store.close();
    store = openStore(dir);
    markets = createMarkets({ store, seed: 7, rate: 'normal', now: clock });
    trading = createTrading({ store, markets, now: clock, tickMs: 0 });
    expect(trading.snapshots(5)).toEqual(before);
    expect(markets.trading.liveOrders().filter((o) => o.id === restId)).toHaveLength(1);
    expect(markets.funding.offersOf(5)).toHaveLength(1);
    trading.close();
    markets.close();
    store.close();
  }, 60_000);
});
