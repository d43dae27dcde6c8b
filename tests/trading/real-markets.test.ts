// Trading on the real markets (simulated order books, persistence of resting orders by the
// markets): a user's orders fill against the simulated flow, and after a restart of both the
// account and its open orders are back, each order live exactly once.
import { describe, expect, it } from 'vitest';
import { createMarkets } from '../../server/market/index';
import { openStore } from '../../server/store/sqlite';
import { createTrading, type AccountMessage } from '../../server/trading/index';
import { derivStatusCodec } from '../../src/protocol/public/deriv-status';
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

    const rest = trading.submitOrder(5, {
      type: 'EXCHANGE LIMIT',
      symbol: 'tBTCUSD',
      amount: '-0.05',
      price: String(Math.round(ask * 1.5)),
    });
    const restId = (rest[4] as unknown[][])[0]![0] as number;
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

  it('values a perpetual at the simulated mark price and pays its funding event', async () => {
    const dir = tempDir();
    const EIGHT_HOURS = 8 * 3_600_000;
    // Start an hour before a funding event.
    let now = (Math.floor(Date.now() / EIGHT_HOURS) + 1) * EIGHT_HOURS - 3_600_000;
    const clock = () => now;
    const store = openStore(dir);
    const markets = createMarkets({ store, seed: 7, rate: 'normal', now: clock });
    const trading = createTrading({ store, markets, now: clock, tickMs: 0 });
    trading.fundAccount(5);
    const symbol = 'tBTCF0:USTF0';
    expect(trading.submitOrder(5, { type: 'MARKET', symbol, amount: '0.1', lev: 10 })[6]).toBe('SUCCESS');
    const status = () => derivStatusCodec.decode(markets.data.derivStatus(`deriv:${symbol}`));
    const position = () => (trading.positions(5) as unknown[][]).find((p) => p[0] === symbol) as unknown[];
    const usdt = () => ((trading.wallets(5) as unknown[][]).find((w) => w[0] === 'margin' && w[1] === 'USTF0') as unknown[])[2] as number;
    now += 1000;
    markets.simulator.tick();
    trading.runTimers();
    const s = status();
    expect(s?.markPrice).toBeGreaterThan(0);
    const p = position();
    expect(p[6]).toBeCloseTo(0.1 * ((s?.markPrice as number) - (p[3] as number)), 6);

    // Past the event: the status announces the next one, and the position pays or receives once.
    const before = usdt();
    const collateral = p[17] as number;
    now += 3_600_000;
    markets.simulator.tick();
    const after = status();
    expect(after?.nextFundingEvtMts).toBeGreaterThan(s?.nextFundingEvtMts as number);
    trading.runTimers();
    const paid = -0.1 * (after?.markPrice as number) * (after?.currentFunding as number);
    expect(usdt()).toBeCloseTo(before + paid, 6);
    expect(position()[17]).toBeCloseTo(collateral + paid, 6);
    const entry = (trading.history.ledgers(5, 'USTF0', { limit: 1 }) as unknown[][])[0];
    expect(entry![8]).toMatch(/funding event tBTCF0:USTF0/);
    trading.runTimers();
    expect(usdt()).toBeCloseTo(before + paid, 6);
    trading.close();
    markets.close();
    store.close();
  }, 60_000);
});
