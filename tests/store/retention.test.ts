// Retention of the public market history on a real SQLite file: rows older than the window go,
// newer ones stay, each series keeps its floor whatever its age, candles and other tables are
// never touched, deletes come in bounded statements between turns of the event loop, and the
// setting is refused at start-up when it is not a number of days.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { DAY_MS, startRetention } from '../../server/store/retention';
import type { SqliteStore } from '../../server/store/sqlite';
import type { Candle, PublicFundingTrade, PublicTrade } from '../../server/store/types';
import { tempDir, tempStore } from './temp-store';

const NOW = Date.UTC(2026, 5, 30, 12, 0, 0);
const CUTOFF = NOW - 30 * DAY_MS;
const ALL = { limit: 1_000_000, sort: -1 as const };

let nextId = 1;
/** `count` trades of a symbol from `from`, `step` ms apart (step 0: all at the same time). */
function trades(symbol: string, count: number, from: number, step: number): PublicTrade[] {
  return Array.from({ length: count }, (_, i) => ({ id: nextId++, symbol, mts: from + Math.floor(i * step), amount: 0.1, price: 100 + i }));
}

function fundingTrades(symbol: string, count: number, from: number, step: number): PublicFundingTrade[] {
  return trades(symbol, count, from, step).map((t) => ({ id: t.id, symbol, mts: t.mts, amount: 10, rate: 0.0001, period: 2 }));
}

function count(store: SqliteStore, table: string): number {
  return store.db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() ?? 0;
}

function mtsOf(rows: Array<{ mts: number }>): number[] {
  return rows.map((r) => r.mts);
}

describe('a pass', () => {
  const store = tempStore();
  // tBTCUSD: busy — more than the floor within the window, and much older history.
  const btcOld = trades('tBTCUSD', 5000, NOW - 60 * DAY_MS, 1000);
  const btcNew = trades('tBTCUSD', 1200, CUTOFF, 60_000); // the first one exactly at the cutoff
  // tETHUSD: quiet — fewer than the floor within the window.
  const ethOld = trades('tETHUSD', 2000, NOW - 50 * DAY_MS, 60_000);
  const ethNew = trades('tETHUSD', 300, NOW - DAY_MS, 60_000);
  // tLTCUSD: stopped long ago, three trades per millisecond so that the floor falls inside a tie.
  const ltc = trades('tLTCUSD', 1502, NOW - 90 * DAY_MS, 1 / 3);
  // tXRPUSD: a handful of old trades, all under the floor.
  const xrp = trades('tXRPUSD', 10, NOW - 80 * DAY_MS, 1000);
  const fusdOld = fundingTrades('fUSD', 3000, NOW - 45 * DAY_MS, 1000);
  const fusdNew = fundingTrades('fUSD', 100, NOW - 2 * DAY_MS, 1000);
  const fbtc = fundingTrades('fBTC', 1100, NOW - 40 * DAY_MS, 1000);
  const hours = Array.from({ length: 60 * 24 }, (_, i) => NOW - 60 * DAY_MS + (i + 1) * 3_600_000);
  const candles: Candle[] = hours.map((mts) => ({ mts, open: 1, close: 2, high: 3, low: 0.5, volume: 7 }));

  store.insertTrades([...btcOld, ...btcNew, ...ethOld, ...ethNew, ...ltc, ...xrp]);
  store.insertFundingTrades([...fusdOld, ...fusdNew, ...fbtc]);
  store.insertTickerHist(
    hours.flatMap((mts) => [
      { symbol: 'tBTCUSD', mts, bid: 1, ask: 2 },
      { symbol: 'tETHUSD', mts, bid: 3, ask: 4 },
    ]),
  );
  // A perpetual with every 5 minutes of the last 40 days, and one stopped 35 days ago.
  for (let mts = NOW - 40 * DAY_MS; mts < NOW; mts += 300_000) store.insertDerivStatus('tBTCF0:USTF0', [mts, 1, null, 2]);
  for (let i = 0; i < 1500; i++) store.insertDerivStatus('tETHF0:USTF0', [NOW - 40 * DAY_MS + i * 300_000, 3, null, 4]);
  store.upsertCandles('tBTCUSD', '1h', candles);
  store.upsertCandles('tBTCUSD', '1M', candles.slice(0, 1000));
  store.setState('market:sim', { v: 1, old: true });
  store.saveOrders([{ id: 1, mtsCreate: NOW - 90 * DAY_MS } as never]);

  const floorOf = (symbol: string) => store.tradesHist(symbol, { limit: 1000, sort: -1 });
  const ltcFloor = floorOf('tLTCUSD');
  const ethFloor = floorOf('tETHUSD');
  const fbtcFloor = store.fundingTradesHist('fBTC', { limit: 1000, sort: -1 });
  const candlesBefore = store.candlesHist('tBTCUSD', '1h', ALL);
  it('deletes in batches and reports what it deleted', async () => {
    const r = startRetention(store.db, { days: 30, now: () => NOW, batchRows: 700, everyMs: 0 });
    const deleted = await r.prune();
    r.stop();
    expect(deleted.trades).toBe(5000 + 1300 + 502);
    expect(deleted.funding_trades).toBe(2100 + 100);
    expect(deleted.deriv_status).toBe(10 * 288 + 500);
    expect(deleted.ticker_hist).toBe(2 * (30 * 24 - 1));
  });

  it("keeps a busy market's rows within the window, and the row exactly at the cutoff", () => {
    expect(store.tradesHist('tBTCUSD', ALL)).toEqual([...btcNew].reverse());
    expect(btcNew[0]!.mts).toBe(CUTOFF);
  });

  it('keeps the floor of a quiet, a stopped and a small market whatever their age', () => {
    expect(store.tradesHist('tETHUSD', ALL)).toEqual(ethFloor);
    expect(ethFloor.slice(0, 300)).toEqual([...ethNew].reverse());
    // The floor is the latest 1000 by (mts, id), as /v2/trades/…/hist orders them, ties included.
    expect(store.tradesHist('tLTCUSD', ALL)).toEqual(ltcFloor);
    expect(ltcFloor).toHaveLength(1000);
    expect(ltcFloor.at(-1)).toEqual(ltc[502]);
    expect(ltc[501]!.mts).toBe(ltc[502]!.mts);
    expect(store.tradesHist('tXRPUSD', ALL)).toHaveLength(10);
  });

  it('prunes funding trades per currency, with the same floor', () => {
    expect(store.fundingTradesHist('fUSD', ALL)).toEqual(store.fundingTradesHist('fUSD', { limit: 1000, sort: -1 }));
    expect(store.fundingTradesHist('fUSD', ALL)).toHaveLength(1000);
    expect(store.fundingTradesHist('fUSD', ALL).slice(0, 100)).toEqual([...fusdNew].reverse());
    expect(store.fundingTradesHist('fBTC', ALL)).toEqual(fbtcFloor);
  });

  it('ages out ticker history, and keeps the derivatives status floor of a stopped perpetual', () => {
    const tickers = store.tickersHist('ALL', { limit: 1_000_000, sort: 1 });
    expect(Math.min(...mtsOf(tickers))).toBeGreaterThanOrEqual(CUTOFF);
    expect(tickers).toHaveLength(2 * hours.filter((h) => h >= CUTOFF).length);
    const btcf = store.derivStatusHist('tBTCF0:USTF0', { limit: 1_000_000, sort: 1 });
    expect(btcf[0]![0]).toBe(CUTOFF);
    expect(btcf).toHaveLength(30 * 288);
    const ethf = store.derivStatusHist('tETHF0:USTF0', { limit: 1_000_000, sort: -1 });
    expect(ethf).toHaveLength(1000);
    expect(ethf[0]![0]).toBe(NOW - 40 * DAY_MS + 1499 * 300_000);
  });

  it('never touches candles, resting orders or state', () => {
    expect(store.candlesHist('tBTCUSD', '1h', ALL)).toEqual(candlesBefore);
    expect(store.candleCount('tBTCUSD', '1M')).toBe(1000);
    expect(store.getState('market:sim')).toEqual({ v: 1, old: true });
    expect(store.loadOrders()).toHaveLength(1);
  });

  it('finds nothing more to delete on the next pass at the same time', async () => {
    const r = startRetention(store.db, { days: 30, now: () => NOW, everyMs: 0 });
    expect(Object.values(await r.prune())).toEqual([0, 0, 0, 0]);
    r.stop();
  });
});

describe('scheduling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never deletes more than one batch between two turns of the event loop', async () => {
    const store = tempStore();
    store.insertTrades(trades('tBTCUSD', 3000, NOW - 40 * DAY_MS, 1000));
    const r = startRetention(store.db, { days: 30, now: () => NOW, batchRows: 100, everyMs: 0 });
    let done = false;
    const pass = r.prune().then((n) => {
      done = true;
      return n;
    });
    // Nothing happens before start-up has finished its own synchronous work.
    expect(count(store, 'trades')).toBe(3000);
    let left = 3000;
    while (!done) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const now = count(store, 'trades');
      expect(left - now).toBeLessThanOrEqual(100);
      left = now;
    }
    expect((await pass).trades).toBe(2000);
    expect(count(store, 'trades')).toBe(1000);
  });

  it('runs again every period with the clock of that moment, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const store = tempStore();
    const clock = { now: NOW };
    store.insertTrades(trades('tBTCUSD', 1000, NOW - 29 * DAY_MS, 1000));
    store.insertTrades(trades('tBTCUSD', 500, NOW - 10 * DAY_MS, 1000));
    const r = startRetention(store.db, { days: 30, now: () => clock.now, everyMs: 600_000 });
    expect((await r.prune()).trades).toBe(0); // the start-up pass: nothing is old yet

    clock.now += 2 * DAY_MS;
    vi.advanceTimersByTime(600_000);
    expect((await r.prune()).trades).toBe(500); // joins the pass the timer started
    expect(count(store, 'trades')).toBe(1000);

    r.stop();
    clock.now += 30 * DAY_MS;
    vi.advanceTimersByTime(10 * 600_000);
    expect((await r.prune()).trades).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(count(store, 'trades')).toBe(1000);
  });

  it('stops quietly when the store closes under a pass', async () => {
    const store = tempStore();
    store.insertTrades(trades('tBTCUSD', 3000, NOW - 40 * DAY_MS, 1000));
    const r = startRetention(store.db, { days: 30, now: () => NOW, everyMs: 0 });
    const errors = vi.spyOn(console, 'error');
    store.close();
    await expect(r.prune()).resolves.toEqual({ trades: 0, funding_trades: 0, ticker_hist: 0, deriv_status: 0 });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('TRADEDESK_HISTORY_DAYS', () => {
  it('is 30 days unless set', () => {
    expect(readConfig({}).historyDays).toBe(30);
    expect(readConfig({ TRADEDESK_HISTORY_DAYS: '' }).historyDays).toBe(30);
    expect(readConfig({ TRADEDESK_HISTORY_DAYS: '7' }).historyDays).toBe(7);
    expect(readConfig({ TRADEDESK_HISTORY_DAYS: '365' }).historyDays).toBe(365);
  });

  it('refuses anything but a whole number of days from 1', () => {
    for (const bad of ['0', '-3', '1.5', 'thirty', '30d', '1e9']) {
      expect(() => readConfig({ TRADEDESK_HISTORY_DAYS: bad })).toThrow(ConfigError);
      expect(() => readConfig({ TRADEDESK_HISTORY_DAYS: bad })).toThrow(
        `TRADEDESK_HISTORY_DAYS must be a whole number from 1 to 36500, got "${bad}"`,
      );
    }
  });

  it('stops the exchange at start-up with that message', async () => {
    const root = path.resolve(__dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, TRADEDESK_HISTORY_DAYS: '0', TRADEDESK_DATA: tempDir(), PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err).toContain('tradedesk: TRADEDESK_HISTORY_DAYS must be a whole number from 1 to 36500, got "0"');
  });
});
