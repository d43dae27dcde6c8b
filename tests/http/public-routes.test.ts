// Every public market-data endpoint of PROTOCOL §5.2: layouts, parameters, defaults and limits.
import { describe, expect, it } from 'vitest';
import { BASE_MTS, createFakeMarket, FUNDING, TRADE_COUNT, TRADING } from './fake-market';
import { errorOf, makeApp } from './helpers';
import { wholeFile } from '../lifecycle';

const market = createFakeMarket();
const app = wholeFile(() => makeApp({ market }));

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

async function rows(url: string): Promise<unknown[][]> {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body as unknown[][];
}

async function expectInvalid(url: string, message: string, status = 500): Promise<void> {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(errorOf(res.body), url).toEqual([10020, message]);
}

const mtsAt = (index: number) => (row: unknown[]) => Number(row[index]);
function expectSorted(values: number[], dir: 1 | -1): void {
  for (let i = 1; i < values.length; i++) expect((values[i]! - values[i - 1]!) * dir).toBeGreaterThan(0);
}

describe('platform status and tickers', () => {
  it('answers [1] when operative', async () => {
    expect(await get('/v2/platform/status')).toEqual({ status: 200, body: [1] });
  });

  it('answers a ticker without its symbol: 10 trading fields, 16 funding fields', async () => {
    const trading = await get('/v2/ticker/tBTCUSD');
    expect(trading.body).toEqual(market.ticker('tBTCUSD'));
    expect(trading.body).toHaveLength(10);
    expect((await get('/v2/ticker/fUSD')).body).toHaveLength(16);
    expect((await get('/v2/ticker/tBTCF0:USTF0')).body).toEqual(market.ticker('tBTCF0:USTF0'));
  });

  it('refuses unknown and malformed ticker symbols', async () => {
    await expectInvalid('/v2/ticker/tNOPEUSD', 'symbol: invalid');
    await expectInvalid('/v2/ticker/BTCUSD', 'symbol: invalid');
    await expectInvalid('/v2/ticker/t', 'symbol: invalid');
  });

  it('lists every ticker with its symbol first when symbols is ALL or absent', async () => {
    const all = await rows('/v2/tickers?symbols=ALL');
    expect(all.map((r) => r[0])).toEqual([...TRADING, ...FUNDING]);
    for (const row of all) expect(row).toHaveLength(String(row[0]).startsWith('t') ? 11 : 17);
    expect(await rows('/v2/tickers')).toEqual(all);
  });

  it('keeps the requested order, drops repeats and unknown symbols', async () => {
    const some = await rows('/v2/tickers?symbols=fUSD,tETHUSD,tNOPEUSD,fUSD');
    expect(some.map((r) => r[0])).toEqual(['fUSD', 'tETHUSD']);
    expect(some[1]).toEqual(['tETHUSD', ...(market.ticker('tETHUSD') ?? [])]);
  });

  it('refuses a malformed symbol list', async () => {
    await expectInvalid('/v2/tickers?symbols=tBTCUSD,,fUSD', 'symbols: invalid');
    await expectInvalid('/v2/tickers?symbols=btc%20usd', 'symbols: invalid');
    await expectInvalid('/v2/tickers?symbols=tBTCUSD&symbols=fUSD', 'symbols: invalid');
  });

  it('answers ticker history rows [SYMBOL, BID, _, ASK, _ × 8, MTS], limit 100 by default, at most 250', async () => {
    const hist = await rows('/v2/tickers/hist?symbols=tBTCUSD');
    expect(hist).toHaveLength(100);
    expect(hist[0]).toHaveLength(13);
    expect(hist.every((r) => r[0] === 'tBTCUSD')).toBe(true);
    expectSorted(hist.map(mtsAt(12)), -1);
    expect(await rows('/v2/tickers/hist?symbols=tBTCUSD&limit=250')).toHaveLength(250);
    await expectInvalid('/v2/tickers/hist?limit=251', 'limit: invalid');
    expect(await rows('/v2/tickers/hist?symbols=tNOPEUSD')).toEqual([]);
    const ranged = await rows(`/v2/tickers/hist?symbols=tETHUSD&start=${BASE_MTS}&end=${BASE_MTS + 2 * 3_600_000}&sort=1`);
    expect(ranged.map(mtsAt(12))).toEqual([BASE_MTS, BASE_MTS + 3_600_000, BASE_MTS + 2 * 3_600_000]);
  });
});

describe('trades', () => {
  it('answers 125 trading trades newest first by default, [ID, MTS, AMOUNT, PRICE]', async () => {
    const trades = await rows('/v2/trades/tBTCUSD/hist');
    expect(trades).toHaveLength(125);
    expect(trades[0]).toHaveLength(4);
    expect(trades[0]![1]).toBe(BASE_MTS + (TRADE_COUNT - 1) * 1000);
    expectSorted(trades.map(mtsAt(1)), -1);
  });

  it('answers funding trades as [ID, MTS, AMOUNT, RATE, PERIOD]', async () => {
    const trades = await rows('/v2/trades/fUSD/hist?limit=3');
    expect(trades).toHaveLength(3);
    for (const t of trades) expect(t).toHaveLength(5);
  });

  it('applies limit (up to 10000), sort, start and end', async () => {
    expect(await rows('/v2/trades/tBTCUSD/hist?limit=10000')).toHaveLength(TRADE_COUNT);
    const oldest = await rows('/v2/trades/tBTCUSD/hist?limit=5&sort=1');
    expect(oldest.map(mtsAt(1))).toEqual([0, 1, 2, 3, 4].map((i) => BASE_MTS + i * 1000));
    const window = await rows(`/v2/trades/tBTCUSD/hist?start=${BASE_MTS + 10_000}&end=${BASE_MTS + 12_000}`);
    expect(window.map(mtsAt(1))).toEqual([12, 11, 10].map((i) => BASE_MTS + i * 1000));
    expect(await rows('/v2/trades/tBTCUSD/hist?start=')).toHaveLength(125);
  });

  it('refuses bad symbols and parameters, naming the parameter', async () => {
    await expectInvalid('/v2/trades/tNOPEUSD/hist', 'symbol: invalid');
    for (const bad of ['0', '10001', '-1', '1.5', 'abc', '1e3'])
      await expectInvalid(`/v2/trades/tBTCUSD/hist?limit=${bad}`, 'limit: invalid');
    for (const bad of ['0', '2', 'asc']) await expectInvalid(`/v2/trades/tBTCUSD/hist?sort=${bad}`, 'sort: invalid');
    await expectInvalid('/v2/trades/tBTCUSD/hist?start=yesterday', 'start: invalid');
    await expectInvalid('/v2/trades/tBTCUSD/hist?end=-5', 'end: invalid');
  });
});

describe('books', () => {
  it('answers 25 bids best-first then 25 asks best-first by default', async () => {
    const book = await rows('/v2/book/tBTCUSD/P0');
    expect(book).toHaveLength(50);
    const bids = book.slice(0, 25);
    const asks = book.slice(25);
    expect(bids.every((e) => Number(e[2]) > 0)).toBe(true);
    expect(asks.every((e) => Number(e[2]) < 0)).toBe(true);
    expectSorted(bids.map(mtsAt(0)), -1);
    expectSorted(asks.map(mtsAt(0)), 1);
    expect(book).toEqual([...market.book('tBTCUSD', 'P0', 'bids', 25), ...market.book('tBTCUSD', 'P0', 'asks', 25)]);
  });

  it('accepts len 1, 25, 100 and 250 (per side)', async () => {
    for (const len of [1, 25, 100, 250]) expect(await rows(`/v2/book/tETHUSD/P2?len=${len}`)).toHaveLength(2 * len);
    for (const bad of ['0', '50', '1000', 'x']) await expectInvalid(`/v2/book/tETHUSD/P2?len=${bad}`, 'len: invalid');
  });

  it('answers raw and funding books in their own layouts', async () => {
    const raw = await rows('/v2/book/tBTCUSD/R0?len=1');
    expect(raw).toEqual([...market.book('tBTCUSD', 'R0', 'bids', 1), ...market.book('tBTCUSD', 'R0', 'asks', 1)]);
    const funding = await rows('/v2/book/fUSD/P0?len=1');
    expect(funding).toHaveLength(2);
    for (const e of funding) expect(e).toHaveLength(4);
  });

  it('refuses unknown precisions and symbols', async () => {
    await expectInvalid('/v2/book/tBTCUSD/P5', 'prec: invalid');
    await expectInvalid('/v2/book/tBTCUSD/p0', 'prec: invalid');
    await expectInvalid('/v2/book/tNOPEUSD/P0', 'symbol: invalid');
  });
});

describe('candles', () => {
  it('answers hist candles [MTS, OPEN, CLOSE, HIGH, LOW, VOLUME], 100 newest first by default', async () => {
    const candles = await rows('/v2/candles/trade:1m:tBTCUSD/hist');
    expect(candles).toHaveLength(100);
    expect(candles[0]).toHaveLength(6);
    expectSorted(candles.map(mtsAt(0)), -1);
  });

  it('applies limit, sort, start and end', async () => {
    expect(await rows('/v2/candles/trade:1h:tBTCUSD/hist?limit=500')).toHaveLength(500);
    const first = await rows('/v2/candles/trade:1m:tETHUSD/hist?limit=2&sort=1');
    expect(first.map(mtsAt(0))).toEqual([BASE_MTS, BASE_MTS + 60_000]);
    const ranged = await rows(`/v2/candles/trade:1m:tETHUSD/hist?start=${BASE_MTS + 60_000}&end=${BASE_MTS + 180_000}&sort=1`);
    expect(ranged.map(mtsAt(0))).toEqual([1, 2, 3].map((i) => BASE_MTS + i * 60_000));
    await expectInvalid('/v2/candles/trade:1m:tETHUSD/hist?limit=10001', 'limit: invalid');
  });

  it('answers the last candle as one array', async () => {
    const last = (await get('/v2/candles/trade:1m:tBTCUSD/last')).body;
    const newest = (await rows('/v2/candles/trade:1m:tBTCUSD/hist?limit=1'))[0];
    expect(last).toEqual(newest);
  });

  it('serves funding and aggregate funding keys', async () => {
    expect(await rows('/v2/candles/trade:1h:fUSD:p30/hist?limit=3')).toHaveLength(3);
    expect(await rows('/v2/candles/trade:1m:fUSD:a30:p2:p30/hist?limit=3')).toHaveLength(3);
    expect(await rows('/v2/candles/trade:1m:tBTCF0:USTF0/hist?limit=3')).toHaveLength(3);
  });

  it('refuses unknown keys and sections', async () => {
    await expectInvalid('/v2/candles/trade:2m:tBTCUSD/hist', 'key: invalid');
    await expectInvalid('/v2/candles/trade:1m:tNOPEUSD/last', 'key: invalid');
    await expectInvalid('/v2/candles/tBTCUSD/hist', 'key: invalid');
    await expectInvalid('/v2/candles/trade:1m:tBTCUSD/first', 'section: invalid');
  });
});

describe('conf', () => {
  it('answers one element per key, in order, null for a key the exchange does not know', async () => {
    expect(await rows('/v2/conf/pub:list:pair:exchange')).toEqual([market.conf('pub:list:pair:exchange')]);
    const body = await rows('/v2/conf/pub:list:pair:futures,pub:list:nothing,pub:list:currency');
    expect(body).toEqual([market.conf('pub:list:pair:futures'), null, market.conf('pub:list:currency')]);
  });

  it('refuses malformed keys', async () => {
    await expectInvalid('/v2/conf/list:pair:exchange', 'keys: invalid');
    await expectInvalid('/v2/conf/pub:list:pair:exchange,', 'keys: invalid');
  });
});

describe('derivatives status, liquidations, stats', () => {
  it('answers deriv status rows with the key in front', async () => {
    const all = await rows('/v2/status/deriv?keys=ALL');
    expect(all).toEqual([['tBTCF0:USTF0', ...(market.derivStatus('deriv:tBTCF0:USTF0') ?? [])]]);
    expect(all[0]).toHaveLength(24);
    expect(await rows('/v2/status/deriv')).toEqual(all);
    expect(await rows('/v2/status/deriv?keys=tBTCF0:USTF0,tETHF0:USTF0')).toEqual(all);
    await expectInvalid('/v2/status/deriv?keys=deriv:tBTCF0:USTF0', 'keys: invalid');
    await expectInvalid('/v2/status/liq?keys=ALL', 'type: invalid');
  });

  it('answers deriv status history without the key', async () => {
    const hist = await rows('/v2/status/deriv/tBTCF0:USTF0/hist?limit=10&sort=1');
    expect(hist).toHaveLength(10);
    expect(hist[0]).toHaveLength(23);
    expectSorted(hist.map(mtsAt(0)), 1);
    expect(await rows('/v2/status/deriv/tBTCF0:USTF0/hist')).toHaveLength(100);
    await expectInvalid('/v2/status/deriv/tETHF0:USTF0/hist', 'key: invalid');
  });

  it('answers liquidations wrapped once more: [[["pos", …]], …]', async () => {
    const liq = await rows('/v2/liquidations/hist?limit=2');
    expect(liq).toHaveLength(2);
    for (const entry of liq) {
      expect(entry).toHaveLength(1);
      const inner = entry[0] as unknown[];
      expect(inner[0]).toBe('pos');
      expect(inner[4]).toBe('tBTCF0:USTF0');
    }
    expect(await rows('/v2/liquidations/hist')).toHaveLength(100);
    await expectInvalid('/v2/liquidations/hist?limit=501', 'limit: invalid');
  });

  it('answers stats1 last as one [MTS, VALUE] and hist as rows', async () => {
    const last = (await get('/v2/stats1/pos.size:1m:tBTCUSD:long/last')).body as number[];
    expect(last).toHaveLength(2);
    const hist = await rows('/v2/stats1/pos.size:1m:tBTCUSD:long/hist?limit=20');
    expect(hist).toHaveLength(20);
    expect(hist[0]).toEqual(last);
    expect(await rows('/v2/stats1/vol.1d:30m:BFX/hist?sort=1&limit=1')).toEqual([[BASE_MTS, 1000]]);
    await expectInvalid('/v2/stats1/pos.size:1m:tNOPE:long/last', 'key: invalid');
    await expectInvalid('/v2/stats1/vol.1d:30m:BFX/all', 'section: invalid');
  });
});
