// Public history in the store: trades, funding trades, candles, ticker history, deriv status —
// windows inclusive at both ends, limits, both sort orders, and numbers back exactly as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Candle, HistQuery, PublicTrade } from '../../server/store/types';
import { tempStore } from './temp-store';

const q = (over: Partial<HistQuery> = {}): HistQuery => ({ limit: 1000, sort: 1, ...over });

function trade(id: number, mts: number, symbol = 'tBTCUSD'): PublicTrade {
  return { id, symbol, mts, amount: id % 2 ? 0.5 : -1.25, price: 50_000 + id };
}

describe('trades', () => {
  const store = tempStore();
  // Two trades share mts 2000 so that ties follow the id.
  const rows = [trade(1, 1000), trade(2, 2000), trade(3, 2000), trade(4, 3000), trade(5, 4000), trade(6, 2500, 'tETHUSD')];
  store.insertTrades(rows);
  const ids = (list: PublicTrade[]) => list.map((t) => t.id);

  it("gives back a symbol's trades as written, oldest or newest first", () => {
    expect(store.tradesHist('tBTCUSD', q())).toEqual(rows.slice(0, 5));
    expect(ids(store.tradesHist('tBTCUSD', q({ sort: -1 })))).toEqual([5, 4, 3, 2, 1]);
    expect(store.tradesHist('tETHUSD', q())).toEqual([rows[5]]);
    expect(store.tradesHist('tLTCUSD', q())).toEqual([]);
  });

  it('honours start and end inclusively and takes the limit from the sorted end', () => {
    expect(ids(store.tradesHist('tBTCUSD', q({ start: 2000, end: 3000 })))).toEqual([2, 3, 4]);
    expect(ids(store.tradesHist('tBTCUSD', q({ start: 2001, end: 3999 })))).toEqual([4]);
    expect(ids(store.tradesHist('tBTCUSD', q({ start: 2000 })))).toEqual([2, 3, 4, 5]);
    expect(ids(store.tradesHist('tBTCUSD', q({ end: 2000, sort: -1 })))).toEqual([3, 2, 1]);
    expect(ids(store.tradesHist('tBTCUSD', q({ limit: 2 })))).toEqual([1, 2]);
    expect(ids(store.tradesHist('tBTCUSD', q({ limit: 2, sort: -1 })))).toEqual([5, 4]);
    expect(ids(store.tradesHist('tBTCUSD', q({ limit: 2, sort: -1, end: 2000 })))).toEqual([3, 2]);
    expect(store.tradesHist('tBTCUSD', q({ limit: 0 }))).toEqual([]);
    expect(store.tradesHist('tBTCUSD', q({ start: 3000, end: 2000 }))).toEqual([]);
  });

  it('refuses a limit or sort that is not one', () => {
    expect(() => store.tradesHist('tBTCUSD', q({ limit: -1 }))).toThrow(RangeError);
    expect(() => store.tradesHist('tBTCUSD', q({ limit: 1.5 }))).toThrow(RangeError);
    expect(() => store.tradesHist('tBTCUSD', { limit: 1, sort: 0 as 1 })).toThrow(RangeError);
  });

  it('replaces a trade written again with the same id instead of duplicating it', () => {
    const s = tempStore();
    s.insertTrades([trade(7, 1000)]);
    s.insertTrades([{ ...trade(7, 1000), price: 1 }]);
    expect(s.tradesHist('tBTCUSD', q())).toEqual([{ ...trade(7, 1000), price: 1 }]);
  });

  it('refuses a trade whose numbers are not numbers, writing none of its batch', () => {
    const s = tempStore();
    expect(() => s.insertTrades([trade(1, 1000), { ...trade(2, 1000), amount: Number.NaN }])).toThrow();
    expect(() => s.insertTrades([{ ...trade(3, 1000.5) }])).toThrow();
    expect(s.tradesHist('tBTCUSD', q())).toEqual([]);
  });

  it('takes 10 000 trades in one transaction', () => {
    const s = tempStore();
    const many = Array.from({ length: 10_000 }, (_, i) => trade(i + 1, 1_700_000_000_000 + i * 10));
    s.transaction(() => s.insertTrades(many));
    expect(s.tradesHist('tBTCUSD', q({ limit: 20_000 }))).toEqual(many);
    expect(s.tradesHist('tBTCUSD', q({ limit: 3, sort: -1 })).map((t) => t.id)).toEqual([10_000, 9_999, 9_998]);
  });
});

describe('numbers', () => {
  const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

  it('come back as the same JS number, so the wire text is the same', () => {
    const store = tempStore();
    let id = 0;
    fc.assert(
      fc.property(finite, finite, fc.integer({ min: 0, max: 4_102_444_800_000 }), (amount, price, mts) => {
        id++;
        store.insertTrades([{ id, symbol: 'tX', mts, amount, price }]);
        store.upsertCandles('tX', '1m', [{ mts, open: price, close: amount, high: price, low: amount, volume: amount }]);
        store.insertDerivStatus('tX', [mts, null, price, amount]);
        const [t] = store.tradesHist('tX', q({ start: mts, end: mts, sort: -1, limit: 1 }));
        const [c] = store.candlesHist('tX', '1m', q({ start: mts, end: mts, limit: 1 }));
        const [d] = store.derivStatusHist('tX', q({ start: mts, end: mts, limit: 1 }));
        expect([String(t!.amount), String(t!.price), String(t!.mts)]).toEqual([String(amount), String(price), String(mts)]);
        expect([String(c!.open), String(c!.close)]).toEqual([String(price), String(amount)]);
        expect(d!.map(String)).toEqual([mts, null, price, amount].map(String));
      }),
      { numRuns: 300 },
    );
  });
});

describe('funding trades', () => {
  it('keep rate and period and honour the window', () => {
    const store = tempStore();
    const rows = [1, 2, 3].map((i) => ({ id: i, symbol: 'fUSD', mts: i * 1000, amount: 100 * i, rate: 0.0002 * i, period: 2 * i }));
    store.insertFundingTrades([...rows, { ...rows[0]!, id: 9, symbol: 'fBTC' }]);
    expect(store.fundingTradesHist('fUSD', q())).toEqual(rows);
    expect(store.fundingTradesHist('fUSD', q({ sort: -1, limit: 2 }))).toEqual([rows[2], rows[1]]);
    expect(store.fundingTradesHist('fUSD', q({ start: 2000, end: 2000 }))).toEqual([rows[1]]);
    expect(store.fundingTradesHist('fBTC', q()).map((t) => t.id)).toEqual([9]);
  });
});

describe('candles', () => {
  const c = (mts: number, close: number): Candle => ({
    mts,
    open: 10,
    close,
    high: Math.max(10, close),
    low: Math.min(10, close),
    volume: 1.5,
  });

  it('upsert by key, timeframe and mts', () => {
    const store = tempStore();
    store.upsertCandles('tBTCUSD', '1m', [c(60_000, 11), c(120_000, 12), c(180_000, 13)]);
    store.upsertCandles('tBTCUSD', '1m', [c(180_000, 9), c(240_000, 14)]);
    store.upsertCandles('tBTCUSD', '5m', [c(0, 20)]);
    store.upsertCandles('fUSD:p30', '1m', [c(60_000, 30)]);
    expect(store.candleCount('tBTCUSD', '1m')).toBe(4);
    expect(store.candleCount('tBTCUSD', '5m')).toBe(1);
    expect(store.candleCount('tBTCUSD', '1h')).toBe(0);
    expect(store.lastCandle('tBTCUSD', '1m')).toEqual(c(240_000, 14));
    expect(store.lastCandle('tBTCUSD', '1h')).toBeUndefined();
    expect(store.candlesHist('tBTCUSD', '1m', q({ sort: -1 }))).toEqual([c(240_000, 14), c(180_000, 9), c(120_000, 12), c(60_000, 11)]);
    expect(store.candlesHist('tBTCUSD', '1m', q({ start: 120_000, end: 180_000 }))).toEqual([c(120_000, 12), c(180_000, 9)]);
    expect(store.candlesHist('tBTCUSD', '1m', q({ limit: 1, end: 180_000, sort: -1 }))).toEqual([c(180_000, 9)]);
    expect(store.candlesHist('fUSD:p30', '1m', q())).toEqual([c(60_000, 30)]);
  });
});

describe('ticker history', () => {
  it('reads every symbol or a list, by time', () => {
    const store = tempStore();
    const row = (symbol: string, mts: number) => ({ symbol, bid: mts / 1000, ask: mts / 1000 + 0.5, mts });
    store.insertTickerHist([row('tBTCUSD', 1000), row('tETHUSD', 1000), row('tBTCUSD', 2000), row('tLTCUSD', 3000)]);
    store.insertTickerHist([{ ...row('tBTCUSD', 2000), bid: 7 }]);
    expect(store.tickersHist('ALL', q())).toEqual([
      row('tBTCUSD', 1000),
      row('tETHUSD', 1000),
      { ...row('tBTCUSD', 2000), bid: 7 },
      row('tLTCUSD', 3000),
    ]);
    expect(store.tickersHist('ALL', q({ sort: -1, limit: 2 })).map((r) => r.symbol)).toEqual(['tLTCUSD', 'tBTCUSD']);
    expect(store.tickersHist(['tBTCUSD', 'tLTCUSD'], q({ sort: -1 })).map((r) => [r.symbol, r.mts])).toEqual([
      ['tLTCUSD', 3000],
      ['tBTCUSD', 2000],
      ['tBTCUSD', 1000],
    ]);
    expect(store.tickersHist(['tETHUSD'], q({ start: 1001 }))).toEqual([]);
    expect(store.tickersHist([], q())).toEqual([]);
  });
});

describe('deriv status', () => {
  it('keeps wire rows by key and MTS', () => {
    const store = tempStore();
    const row = (mts: number) => [mts, null, 50_000.5, 50_001, null, 1234.5, null, mts + 3_600_000, 0.0001, 5, null, -0.00002];
    for (const mts of [1000, 2000, 3000]) store.insertDerivStatus('tBTCF0:USTF0', row(mts));
    store.insertDerivStatus('tETHF0:USTF0', row(1500));
    expect(store.derivStatusHist('tBTCF0:USTF0', q({ sort: -1 }))).toEqual([row(3000), row(2000), row(1000)]);
    expect(store.derivStatusHist('tBTCF0:USTF0', q({ start: 2000, limit: 1 }))).toEqual([row(2000)]);
    expect(store.derivStatusHist('tETHF0:USTF0', q())).toEqual([row(1500)]);
    expect(() => store.insertDerivStatus('tBTCF0:USTF0', [null, 1])).toThrow(/MTS/);
  });
});
