// One simulated market on a temporary store, driven tick by tick with a fake clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPrice } from '../../src/protocol/book/precision';
import type { BookPrec, BookSide, WireBookEntry, WireRow } from '../../server/market/types';
import { TIMEFRAMES } from '../../server/market/timeframes';
import { openMarket, START, type TestMarket } from './helpers';

const TICKS = 160; // 40 s of a normal market
let m: TestMarket;
const trades: Array<[string, WireRow]> = [];
const tickers = new Map<string, number>();
const candleKeys = new Set<string>();
const crossed: string[] = [];
/** Books as a subscriber would rebuild them: snapshot before the run, then every event. */
const replay = new Map<string, Map<number | string, WireBookEntry>>();
const REPLAYED: Array<[string, BookPrec]> = [
  ['tBTCUSD', 'P0'],
  ['tBTCUSD', 'P2'],
  ['tBTCUSD', 'R0'],
  ['tETHBTC', 'P1'],
  ['tBTCF0:USTF0', 'P3'],
  ['fUSD', 'P0'],
  ['fUSD', 'R0'],
  ['fBTC', 'P2'],
];

const entryKey = (symbol: string, prec: BookPrec, e: WireBookEntry) =>
  prec === 'R0' ? e[0] : symbol.startsWith('f') ? `${e[0]}/${e[1]}` : e[0];

beforeAll(() => {
  m = openMarket(3);
  const d = m.markets.data;
  for (const [symbol, prec] of REPLAYED) {
    for (const side of ['bids', 'asks'] as BookSide[]) {
      const map = new Map<number | string, WireBookEntry>();
      for (const e of d.book(symbol, prec, side, 100_000)) map.set(entryKey(symbol, prec, e)!, e);
      replay.set(`${symbol}|${prec}|${side}`, map);
    }
  }
  d.onBook((symbol, prec, side, e) => {
    const map = replay.get(`${symbol}|${prec}|${side}`);
    if (!map) return;
    const removed = prec === 'R0' ? (symbol.startsWith('f') ? e[2] === 0 : e[1] === 0) : symbol.startsWith('f') ? e[2] === 0 : e[1] === 0;
    if (removed) map.delete(entryKey(symbol, prec, e)!);
    else map.set(entryKey(symbol, prec, e)!, e);
  });
  d.onTrade((s, row) => trades.push([s, row]));
  d.onTicker((s) => tickers.set(s, (tickers.get(s) ?? 0) + 1));
  d.onCandle((key) => candleKeys.add(key));
  for (let i = 0; i < TICKS; i++) {
    m.run(1);
    for (const s of d.tradingSymbols()) {
      const bid = d.book(s, 'P0', 'bids', 1)[0];
      const ask = d.book(s, 'P0', 'asks', 1)[0];
      if (bid && ask && bid[0]! >= ask[0]!) crossed.push(`${s} ${bid[0]} ${ask[0]}`);
    }
  }
}, 120_000);

afterAll(() => m?.dispose());

describe('configuration', () => {
  it('lists the pairs, currencies and their details in the real layouts', () => {
    const d = m.markets.data;
    const exchange = d.conf('pub:list:pair:exchange') as string[];
    expect(exchange).toEqual(
      expect.arrayContaining([
        'BTCUSD',
        'ETHUSD',
        'ETHBTC',
        'LTCUSD',
        'XRPUSD',
        'SOLUSD',
        'BTCEUR',
        'BTCUST',
        'ETHUST',
        'BTCTRY',
        'BTCBRL',
        'BTCJPY',
        'TESTBTC:TESTUSD',
      ]),
    );
    const margin = d.conf('pub:list:pair:margin') as string[];
    expect(margin.length).toBeGreaterThan(3);
    expect(margin.every((p) => exchange.includes(p))).toBe(true);
    expect(d.conf('pub:list:pair:futures')).toEqual(['BTCF0:USTF0', 'ETHF0:USTF0']);
    expect(d.conf('pub:list:currency')).toEqual(expect.arrayContaining(['BTC', 'USD', 'UST', 'EUR', 'TESTBTC', 'BTCF0', 'USTF0']));
    expect(d.conf('pub:list:currency:stable')).toContain('UST');
    expect(Array.isArray(d.conf('pub:list:currency:inactive'))).toBe(true);
    expect(d.conf('pub:map:currency:sym')).toContainEqual(['UST', 'USDt']);
    expect(d.conf('pub:map:currency:label')).toContainEqual(['BTC', 'Bitcoin']);
    expect(Array.isArray(d.conf('pub:map:currency:unit'))).toBe(true);
    const info = d.conf('pub:info:pair') as Array<[string, Array<string | number | null>]>;
    const btc = info.find(([p]) => p === 'BTCUSD')![1];
    expect(typeof btc[3]).toBe('string');
    expect(typeof btc[4]).toBe('string');
    expect(Number(btc[3])).toBeLessThan(Number(btc[4]));
    expect(btc[8]).toBeGreaterThan(btc[9] as number);
    expect((d.conf('pub:info:pair:futures') as unknown[][]).map((r) => r[0])).toEqual(['BTCF0:USTF0', 'ETHF0:USTF0']);
    const fees = d.conf('pub:info:pair:fee:ovr') as Array<[string, [number, number]]>;
    expect(fees.find(([p]) => p === 'BTCUSD')![1]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(Array.isArray(d.conf('pub:list:features'))).toBe(true);
    expect(d.conf('pub:fees')).toMatchObject({ deriv_perp: { correction_clamp_min: expect.any(Number) } });
    expect(d.conf('pub:nope')).toBeUndefined();
    expect(d.tradingSymbols()).toContain('tBTCF0:USTF0');
    expect(d.fundingSymbols()).toEqual(['fUSD', 'fUST', 'fBTC', 'fETH']);
  });
});

describe('books', () => {
  it('keeps at least 250 visible P0 levels a side on every trading book, never crossed', () => {
    const d = m.markets.data;
    for (const s of d.tradingSymbols()) {
      expect(d.book(s, 'P0', 'bids', 300).length, s).toBeGreaterThanOrEqual(250);
      expect(d.book(s, 'P0', 'asks', 300).length, s).toBeGreaterThanOrEqual(250);
    }
    expect(crossed).toEqual([]);
  });

  it('orders entries best first with the wire signs', () => {
    const d = m.markets.data;
    const bids = d.book('tETHUSD', 'P0', 'bids', 100);
    const asks = d.book('tETHUSD', 'P0', 'asks', 100);
    expect(bids.every((e, i) => e[2]! > 0 && (i === 0 || e[0]! < bids[i - 1]![0]!))).toBe(true);
    expect(asks.every((e, i) => e[2]! < 0 && (i === 0 || e[0]! > asks[i - 1]![0]!))).toBe(true);
    const fb = d.book('fUSD', 'P0', 'bids', 100);
    const fa = d.book('fUSD', 'P0', 'asks', 100);
    expect(fb.every((e, i) => e[3]! < 0 && (i === 0 || e[0]! <= fb[i - 1]![0]!))).toBe(true);
    expect(fa.every((e, i) => e[3]! > 0 && (i === 0 || e[0]! >= fa[i - 1]![0]!))).toBe(true);
    expect(fa.every((e) => e[1]! >= 2 && e[1]! <= 30)).toBe(true);
    expect(d.book('tBTCUSD', 'P0', 'bids', 25)).toHaveLength(25);
    expect(d.book('tNOPE', 'P0', 'bids', 25)).toEqual([]);
  });

  it('aggregates P1–P4 from P0 (sum of counts and amounts per group)', () => {
    const d = m.markets.data;
    for (const s of ['tBTCUSD', 'tETHBTC', 'tXRPUSD', 'tBTCJPY', 'tBTCF0:USTF0']) {
      for (const [side, sign] of [
        ['bids', 1],
        ['asks', -1],
      ] as const) {
        const p0 = d.book(s, 'P0', side, 100_000);
        for (const prec of ['P1', 'P2', 'P3', 'P4'] as const) {
          const expected = new Map<number, [number, number]>();
          for (const [price, count, amount] of p0) {
            const g = groupPrice(price!, prec, sign);
            const cur = expected.get(g) ?? [0, 0];
            expected.set(g, [cur[0] + count!, cur[1] + Math.round(amount! * 1e8)]);
          }
          const got = d.book(s, prec, side, 100_000);
          expect(
            got.map((e) => e[0]),
            `${s} ${prec} ${side}`,
          ).toEqual([...expected.keys()]);
          for (const [g, count, amount] of got) {
            expect([count, Math.round(amount! * 1e8)]).toEqual(expected.get(g!));
          }
        }
      }
    }
  });

  it('R0 is exactly the visible resting orders, and sums to P0', () => {
    const d = m.markets.data;
    for (const s of ['tBTCUSD', 'tETHBTC', 'tBTCF0:USTF0']) {
      for (const [side, sign] of [
        ['bids', 1],
        ['asks', -1],
      ] as const) {
        const raw = d.book(s, 'R0', side, 100_000);
        expect(raw).toEqual(m.markets.trading.rawOrders(s, sign, 100_000).map(([id, price, atoms]) => [id, price, (sign * atoms) / 1e8]));
        const byPrice = new Map<number, number>();
        for (const [, price, amount] of raw) byPrice.set(price!, (byPrice.get(price!) ?? 0) + Math.round(amount! * 1e8));
        const p0 = d.book(s, 'P0', side, 100_000);
        expect(p0.map((e) => [e[0], Math.round(e[2]! * 1e8)])).toEqual([...byPrice.entries()]);
      }
    }
    const fr = d.book('fUSD', 'R0', 'asks', 100_000);
    expect(fr.length).toBeGreaterThan(100);
    expect(fr.every((e) => e[1]! >= 2 && e[1]! <= 30 && e[2]! > 0 && e[3]! > 0)).toBe(true);
  });

  it('announces every change: a subscriber replaying the events has the same books', () => {
    const d = m.markets.data;
    for (const [symbol, prec] of REPLAYED) {
      for (const side of ['bids', 'asks'] as BookSide[]) {
        const local = [...replay.get(`${symbol}|${prec}|${side}`)!.values()];
        const live = d.book(symbol, prec, side, 100_000);
        expect(local.length, `${symbol} ${prec} ${side}`).toBe(live.length);
        expect(new Set(local.map((e) => JSON.stringify(e)))).toEqual(new Set(live.map((e) => JSON.stringify(e))));
      }
    }
  });
});

describe('trades and candles', () => {
  it('trades on the majors every few hundred ms and less on the minors, ids never repeating', () => {
    const count = (s: string) => trades.filter(([x]) => x === s).length;
    const seconds = (TICKS * 250) / 1000;
    expect(count('tBTCUSD') / seconds).toBeGreaterThan(1);
    expect(count('tBTCF0:USTF0') / seconds).toBeGreaterThan(0.7);
    expect(count('tBTCBRL')).toBeLessThan(count('tBTCUSD'));
    expect(trades.some(([s]) => s.startsWith('f'))).toBe(true);
    const ids = trades.map(([, r]) => r[0] as number);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = m.markets.data.trades('tBTCUSD', { limit: 10_000, sort: 1 });
    const storedIds = stored.map((r) => r[0] as number);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    expect(storedIds.every((id, i) => i === 0 || id > storedIds[i - 1]!)).toBe(true);
    expect(stored.length).toBeGreaterThan(count('tBTCUSD')); // back-filled hour + live
  });

  it('serves trade history by time, limit and sort', () => {
    const d = m.markets.data;
    const newest = d.trades('tBTCUSD', { limit: 50, sort: -1 });
    expect(newest).toHaveLength(50);
    expect(newest[0]).toEqual(trades.filter(([s]) => s === 'tBTCUSD').at(-1)![1]);
    const window = d.trades('tBTCUSD', { start: START - 30 * 60_000, end: START - 20 * 60_000, limit: 10_000, sort: 1 });
    expect(window.length).toBeGreaterThan(10);
    expect(window.every((r) => (r[1] as number) >= START - 30 * 60_000 && (r[1] as number) <= START - 20 * 60_000)).toBe(true);
    const f = d.trades('fUSD', { limit: 5, sort: -1 });
    expect(f[0]).toHaveLength(5);
    expect(d.trades('tNOPE', { limit: 5, sort: -1 })).toEqual([]);
  });

  it('has at least 1000 candles at every timeframe for every market', () => {
    const d = m.markets.data;
    for (const s of d.tradingSymbols()) {
      for (const tf of TIMEFRAMES) expect(m.store.candleCount(s, tf), `${s} ${tf}`).toBeGreaterThanOrEqual(1000);
    }
    for (const key of ['fUSD:p2', 'fUSD:p30', 'fUSD:a30:p2:p30', 'fUSD:a10:p2:p10', 'fBTC:a30:p2:p30', 'fETH:a30:p2:p30']) {
      for (const tf of TIMEFRAMES) expect(m.store.candleCount(key, tf), `${key} ${tf}`).toBeGreaterThanOrEqual(1000);
    }
    expect(d.candles('trade:7D:tBTCUSD', { limit: 5, sort: -1 })).toEqual(d.candles('trade:1W:tBTCUSD', { limit: 5, sort: -1 }));
    expect(d.candles('trade:1h:tBTCUSD', { limit: 500, sort: -1 })).toHaveLength(500);
  });

  it('answers undefined for invalid candle keys and writes other funding keys on first request', () => {
    const d = m.markets.data;
    for (const bad of [
      'trade:2m:tBTCUSD',
      'trade:1m:tNOPE',
      'trade:1m:fUSD',
      'trade:1m:fUSD:p1',
      'trade:1m:fUSD:p31',
      'trade:1m:fUSD:a20:p2:p30',
      'trade:1m:fUSD:a30:p10:p2',
      'candle:1m:tBTCUSD',
      'trade:1m:',
    ]) {
      expect(d.candles(bad, { limit: 5, sort: -1 }), bad).toBeUndefined();
    }
    expect(m.store.candleCount('fUSD:p7', '1m')).toBe(0);
    const p7 = d.candles('trade:1D:fUSD:p7', { limit: 2000, sort: -1 })!;
    expect(p7.length).toBeGreaterThanOrEqual(1000);
    expect(p7.every((c) => (c[1] as number) > 0 && (c[1] as number) < 0.01)).toBe(true);
    expect(d.candles('trade:1m:fUSD:a30:p5:p20', { limit: 10, sort: -1 })).toHaveLength(10);
  });

  it('updates the current candle of every timeframe with each trade', () => {
    const d = m.markets.data;
    const last = trades.filter(([s]) => s === 'tETHUSD').at(-1)![1];
    for (const tf of TIMEFRAMES) {
      const c = d.candles(`trade:${tf}:tETHUSD`, { limit: 1, sort: -1 })![0];
      expect(c![2], tf).toBe(last[3]);
      expect(c![3] as number).toBeGreaterThanOrEqual(last[3] as number);
      expect(c![4] as number).toBeLessThanOrEqual(last[3] as number);
      expect(candleKeys.has(`trade:${tf}:tETHUSD`)).toBe(true);
    }
    expect(candleKeys.has('trade:7D:tETHUSD')).toBe(false); // one event per timeframe, under '1W'
    expect([...candleKeys].some((k) => k.startsWith('trade:1m:fUSD:'))).toBe(true);
  });
});

describe('tickers', () => {
  it('gives trading tickers of 10 fields and funding tickers of 16', () => {
    const d = m.markets.data;
    const t = d.ticker('tBTCUSD')!;
    expect(t).toHaveLength(10);
    const [bid, bidSize, ask, askSize, change, rel, last, volume, high, low] = t as number[];
    expect(bid).toBeLessThan(ask!);
    const top = (side: BookSide) => d.book('tBTCUSD', 'P0', side, 25).reduce((a, e) => a + Math.abs(e[2]!), 0);
    expect(bidSize).toBeCloseTo(top('bids'), 6);
    expect(askSize).toBeCloseTo(top('asks'), 6);
    expect(last).toBe(trades.filter(([s]) => s === 'tBTCUSD').at(-1)![1][3]);
    expect(high).toBeGreaterThanOrEqual(Math.max(low!, last!));
    expect(low).toBeLessThanOrEqual(last!);
    expect(volume).toBeGreaterThan(0);
    expect(rel).toBeCloseTo(change! / (last! - change!), 3);
    const f = d.ticker('fUSD')!;
    expect(f).toHaveLength(16);
    expect(f[0] as number).toBeGreaterThan(0);
    expect(f[1] as number).toBeLessThan(f[4] as number);
    expect(d.ticker('tNOPE')).toBeUndefined();
  });

  it('announces each ticker at most about once a second', () => {
    const seconds = (TICKS * 250) / 1000;
    expect(tickers.get('tBTCUSD')).toBeGreaterThan(seconds / 2);
    for (const [, n] of tickers) expect(n).toBeLessThanOrEqual(seconds + 1);
  });

  it('serves ticker history', () => {
    const rows = m.markets.data.tickersHist(['tBTCUSD'], { limit: 24, sort: -1 });
    expect(rows).toHaveLength(24);
    expect(rows[0]).toHaveLength(13);
    expect(rows[0]![0]).toBe('tBTCUSD');
    expect(rows[0]![1] as number).toBeLessThan(rows[0]![3] as number);
  });
});

describe('prices and statistics', () => {
  it('gives cross rates through USD that agree with the books', () => {
    const d = m.markets.data;
    const mid = (s: string) => {
      const b = d.book(s, 'P0', 'bids', 1)[0]![0];
      const a = d.book(s, 'P0', 'asks', 1)[0]![0];
      return (a! + b!) / 2;
    };
    expect(d.fxRate('BTC', 'USD')).toBeCloseTo(mid('tBTCUSD'), 2);
    expect(d.fxRate('USD', 'USD')).toBe(1);
    const near = (a: number, b: number, tol: number) => expect(Math.abs(a / b - 1)).toBeLessThan(tol);
    near(d.fxRate('BTC', 'EUR')! * d.fxRate('EUR', 'USD')!, d.fxRate('BTC', 'USD')!, 1e-9);
    near(mid('tETHBTC'), mid('tETHUSD') / mid('tBTCUSD'), 0.003);
    near(mid('tBTCEUR'), mid('tBTCUSD') / 1.08, 0.05);
    near(mid('tBTCJPY'), mid('tBTCUSD') * 150, 0.05);
    near(mid('tBTCF0:USTF0'), mid('tBTCUST'), 0.003);
    near(d.fxRate('UST', 'USD')!, 1.0005, 0.002);
    near(d.fxRate('USD', 'TRY')!, 40, 0.05);
    for (const c of ['BRL', 'LTC', 'XRP', 'SOL', 'TESTBTC', 'TESTUSD']) expect(d.fxRate(c, 'USD'), c).toBeGreaterThan(0);
    expect(d.fxRate('BTC', 'NOPE')).toBeUndefined();
  });

  it('averages a market order over the live book', () => {
    const d = m.markets.data;
    const asks = d.book('tBTCUSD', 'P0', 'asks', 300);
    const [avg, amount] = d.calcTradeAvg('tBTCUSD', 0.5) as [number, number];
    expect(amount).toBe(0.5);
    expect(avg).toBeGreaterThanOrEqual(asks[0]![0]!);
    let left = 0.5;
    let i = 0;
    while (left > 0) left -= -asks[i++]![2]!;
    expect(avg).toBeLessThanOrEqual(asks[i - 1]![0]!);
    const [sellAvg] = d.calcTradeAvg('tBTCUSD', -0.5) as [number, number];
    expect(sellAvg).toBeLessThanOrEqual(d.book('tBTCUSD', 'P0', 'bids', 1)[0]![0]!);
    const [rate] = d.calcTradeAvg('fUSD', 10_000) as [number, number];
    expect(rate).toBeGreaterThanOrEqual(d.book('fUSD', 'P0', 'asks', 1)[0]![0]!);
    expect(d.calcTradeAvg('tNOPE', 1)).toBe('symbol: invalid');
    expect(d.calcTradeAvg('tBTCUSD', 0)).toBe('amount: invalid');
    expect(d.calcTradeAvg('tBTCUSD', Number.NaN)).toBe('amount: invalid');
  });

  it('publishes derivatives status, liquidations and platform statistics', () => {
    const d = m.markets.data;
    expect(d.statusKeys()).toEqual(['deriv:tBTCF0:USTF0', 'deriv:tETHF0:USTF0', 'liq:global']);
    const row = d.derivStatus('deriv:tBTCF0:USTF0')!;
    expect(row).toHaveLength(23);
    expect(row[0] as number).toBeGreaterThan(m.clock.now - 5000);
    expect(row[0] as number).toBeLessThanOrEqual(m.clock.now);
    expect(row[7] as number).toBeGreaterThan(row[0] as number);
    expect(Math.abs((row[14] as number) / (row[3] as number) - 1)).toBeLessThan(0.01);
    expect(d.derivStatusHist('tBTCF0:USTF0', { limit: 500, sort: -1 }).length).toBeGreaterThan(280);
    expect(d.derivStatus('deriv:tNOPE')).toBeUndefined();
    const liq = d.liquidations({ limit: 10, sort: -1 });
    expect(liq.length).toBe(10);
    expect(liq[0]![0]).toBe('pos');
    expect(liq[0]).toHaveLength(12);
    for (const key of [
      'pos.size:1m:tBTCUSD:long',
      'pos.size:1m:tBTCUSD:short',
      'credits.size:1m:fUSD',
      'credits.size.sym:1m:fUSD:tBTCUSD',
      'vol.1d:30m:BFX',
      'vol.7d:30m:BFX',
      'vol.30d:30m:BFX',
    ]) {
      const rows = d.stats1(key, { limit: 3, sort: -1 })!;
      expect(rows, key).toHaveLength(3);
      expect(rows[0]![1], key).toBeGreaterThan(0);
      expect(rows[0]![0]).toBeGreaterThan(rows[1]![0]);
    }
    expect(d.stats1('vol.7d:30m:BFX', { limit: 1, sort: -1 })![0]![1]).toBeGreaterThan(
      d.stats1('vol.1d:30m:BFX', { limit: 1, sort: -1 })![0]![1],
    );
    expect(d.stats1('pos.size:1m:tBTCTRY:long', { limit: 1, sort: -1 })).toBeUndefined();
    expect(d.stats1('nope:1m:x', { limit: 1, sort: -1 })).toBeUndefined();
    expect(d.platformStatus()).toBe(1);
  });
});
