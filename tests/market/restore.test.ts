// Closing and reopening the same store: books come back at once, history is kept, ids go on;
// pruning the public history (TRADEDESK_HISTORY_DAYS) changes nothing a restart restores.
import { afterAll, describe, expect, it } from 'vitest';
import type { BookPrec, BookSide } from '../../server/market/types';
import { DAY_MS, startRetention } from '../../server/store/retention';
import { openMarket, type TestMarket } from './helpers';

let m: TestMarket;
let p: TestMarket;
afterAll(() => {
  m?.dispose();
  p?.dispose();
});

const PRECS: BookPrec[] = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'];
const SIDES: BookSide[] = ['bids', 'asks'];

function books(t: TestMarket): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const d = t.markets.data;
  for (const s of [...d.tradingSymbols(), ...d.fundingSymbols()]) {
    for (const prec of PRECS) for (const side of SIDES) out[`${s} ${prec} ${side}`] = d.book(s, prec, side, 100_000);
  }
  return out;
}

/** The market trades on, every new BTC/USD trade id above `lastId`. */
function expectTradesGoOnAbove(t: TestMarket, lastId: number): void {
  const after: number[] = [];
  t.markets.data.onTrade((s, r) => {
    if (s === 'tBTCUSD') after.push(r[0] as number);
  });
  t.run(40);
  expect(after.length).toBeGreaterThan(10);
  expect(Math.min(...after)).toBeGreaterThan(lastId);
}

describe('restart', () => {
  it('restores books, keeps history and never repeats ids', () => {
    m = openMarket(9);
    m.run(40);
    const before = books(m);
    const trades = m.markets.data.trades('tBTCUSD', { limit: 10_000, sort: -1 });
    const candles = m.markets.data.candles('trade:1m:tBTCUSD', { limit: 300, sort: -1 });
    const ticker = m.markets.data.ticker('tBTCUSD');
    const orders = m.markets.trading.liveOrders().length;
    const known = new Set(m.markets.trading.liveOrders().map((o) => o.id));
    const maxId = Math.max(...known);

    m.clock.now += 3000;
    m = m.reopen();
    expect(m.markets.trading.liveOrders().length).toBe(orders);
    expect(books(m)).toEqual(before);
    expect(m.markets.data.trades('tBTCUSD', { limit: 10_000, sort: -1 })).toEqual(trades);
    expect(m.markets.data.candles('trade:1m:tBTCUSD', { limit: 300, sort: -1 })).toEqual(candles);
    expect(m.markets.data.ticker('tBTCUSD')!.slice(0, 7)).toEqual(ticker!.slice(0, 7));
    expect(m.markets.data.derivStatus('deriv:tBTCF0:USTF0')).toHaveLength(23);

    expectTradesGoOnAbove(m, trades[0]![0] as number);
    const fresh = m.markets.trading
      .liveOrders()
      .map((o) => o.id)
      .filter((id) => !known.has(id));
    expect(fresh.length).toBeGreaterThan(0);
    expect(Math.min(...fresh)).toBeGreaterThan(maxId);
    // Most resting orders of a quiet market are still the same ones.
    const kept = (before['tETHBTC R0 bids'] as number[][]).filter((e) =>
      m.markets.data.book('tETHBTC', 'R0', 'bids', 100_000).some((x) => x[0] === e[0]),
    );
    expect(kept.length / (before['tETHBTC R0 bids'] as number[][]).length).toBeGreaterThan(0.8);
  }, 120_000);
});

/** Everything a restart rebuilds: books, tickers, last prices, derivatives status, liquidations. */
function restored(t: TestMarket): Record<string, unknown> {
  const d = t.markets.data;
  return {
    books: books(t),
    tickers: [...d.tradingSymbols(), ...d.fundingSymbols()].map((s) => [s, d.ticker(s)]),
    lastPrices: d.tradingSymbols().map((s) => [s, t.markets.trading.lastPrice(s)]),
    statusKeys: d.statusKeys(),
    status: d.statusKeys().map((k) => [k, d.derivStatus(k)]),
    liquidations: d.liquidations({ limit: 1000, sort: -1 }),
    orders: t.markets.trading.liveOrders().map((o) => o.id),
  };
}

describe('restart after pruning', () => {
  it('restores the same state after a long stop whose history was pruned', async () => {
    p = openMarket(10);
    p.run(40);
    const clock = p.clock;
    // Stopped for longer than the window: every public row is old, and only the floors remain.
    clock.now += 45 * DAY_MS;
    p = p.reopen();
    const reference = restored(p);
    const trades = p.markets.data.trades('tBTCUSD', { limit: 10_000, sort: -1 });
    expect(trades.length).toBeGreaterThan(1000);
    expect(reference.statusKeys).toContain('deriv:tBTCF0:USTF0');

    const retention = startRetention(p.store.db, { days: 30, now: () => clock.now, everyMs: 0 });
    const deleted = await retention.prune();
    retention.stop();
    expect(deleted.trades).toBeGreaterThan(0);
    expect(deleted.ticker_hist).toBeGreaterThan(0);
    expect(p.markets.data.tickersHist('ALL', { limit: 10, sort: -1 })).toEqual([]);

    p = p.reopen();
    expect(restored(p)).toEqual(reference);
    expect(p.markets.data.trades('tBTCUSD', { limit: 10_000, sort: -1 })).toEqual(trades.slice(0, 1000));
    expect(p.markets.data.derivStatusHist('deriv:tBTCF0:USTF0', { limit: 1, sort: -1 })).toHaveLength(1);

    // And the market goes on from there, with ids above everything it had.
    expectTradesGoOnAbove(p, trades[0]![0] as number);
  }, 120_000);
});
