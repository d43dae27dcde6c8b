// Closing and reopening the same store: books come back at once, history is kept, ids go on.
import { afterAll, describe, expect, it } from 'vitest';
import type { BookPrec, BookSide } from '../../server/market/types';
import { openMarket, type TestMarket } from './helpers';

let m: TestMarket;
afterAll(() => m?.dispose());

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

    const after: number[] = [];
    m.markets.data.onTrade((s, r) => {
      if (s === 'tBTCUSD') after.push(r[0] as number);
    });
    m.run(40);
    expect(after.length).toBeGreaterThan(10);
    expect(Math.min(...after)).toBeGreaterThan(trades[0][0] as number);
    const fresh = m.markets.trading.liveOrders().map((o) => o.id).filter((id) => !known.has(id));
    expect(fresh.length).toBeGreaterThan(0);
    expect(Math.min(...fresh)).toBeGreaterThan(maxId);
    // Most resting orders of a quiet market are still the same ones.
    const kept = (before['tETHBTC R0 bids'] as number[][]).filter((e) => m.markets.data.book('tETHBTC', 'R0', 'bids', 100_000).some((x) => x[0] === e[0]));
    expect(kept.length / (before['tETHBTC R0 bids'] as number[][]).length).toBeGreaterThan(0.8);
  }, 120_000);
});
