// The same seed and the same clock give the same market.
import { afterAll, describe, expect, it } from 'vitest';
import type { WireRow } from '../../server/market/types';
import { openMarket, type TestMarket } from './helpers';

const opened: TestMarket[] = [];
afterAll(() => opened.forEach((m) => m.dispose()));

function record(seed: number) {
  const m = openMarket(seed);
  opened.push(m);
  const trades: Array<[string, WireRow]> = [];
  m.markets.data.onTrade((s, r) => trades.push([s, r]));
  m.run(60);
  return {
    trades,
    book: m.markets.data.book('tETHUSD', 'R0', 'bids', 250),
    candles: m.markets.data.candles('trade:1h:tSOLUSD', { limit: 1000, sort: -1 }),
    p7: m.markets.data.candles('trade:1h:fUSD:p7', { limit: 100, sort: -1 }),
    status: m.markets.data.derivStatus('deriv:tETHF0:USTF0'),
  };
}

describe('determinism', () => {
  it('replays the same trades, books, history and status for the same seed', () => {
    const a = record(21);
    const b = record(21);
    expect(a.trades.length).toBeGreaterThan(50);
    expect(b.trades).toEqual(a.trades);
    expect(b.book).toEqual(a.book);
    expect(b.candles).toEqual(a.candles);
    expect(b.p7).toEqual(a.p7);
    expect(b.status).toEqual(a.status);
    const c = record(22);
    expect(c.trades).not.toEqual(a.trades);
    expect(c.candles).not.toEqual(a.candles);
  }, 120_000);
});
