// The official Node client's RESTv2 (bitfinex-api-node@7 → bfx-api-node-rest), unchanged but for
// its URL, against the app listening on a free port: the paths and parameters it sends are the
// ones served, and the answers parse into its models.
import type { AddressInfo } from 'node:net';
import BFX from 'bitfinex-api-node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_MTS, CONF, createFakeMarket, FUNDING, TRADING } from './fake-market';
import { makeApp } from './helpers';

const market = createFakeMarket();
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await makeApp({ market });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

const models = () => new BFX().rest(2, { url, transform: true });
const raw = () => new BFX().rest(2, { url, transform: false });

describe('bitfinex-api-node RESTv2 against the HTTP app', () => {
  it('status, ticker, tickers, tickersHistory', async () => {
    expect(await raw().status()).toEqual([1]);
    const ticker = await models().ticker({ symbol: 'tBTCUSD' });
    expect(ticker.symbol).toBe('tBTCUSD');
    expect(ticker.bid).toBe(49_999);
    expect(ticker.lastPrice).toBe(50_000);
    const funding = await models().ticker({ symbol: 'fUSD' });
    expect(funding.symbol).toBe('fUSD');
    expect(funding.frr).toBe(0.0002);
    const tickers = (await models().tickers({ symbols: ['tETHUSD', 'fBTC'] })) as Array<Record<string, unknown>>;
    expect(tickers.map((t) => t.symbol)).toEqual(['tETHUSD', 'fBTC']);
    expect(await raw().tickers()).toHaveLength(TRADING.length + FUNDING.length);
    const hist = (await models().tickersHistory({ symbols: ['tBTCUSD'], start: BASE_MTS, end: BASE_MTS + 3_600_000 })) as Array<
      Record<string, unknown>
    >;
    expect(hist.map((h) => h.mtsUpdate)).toEqual([BASE_MTS + 3_600_000, BASE_MTS]);
    expect(hist[0]!.symbol).toBe('tBTCUSD');
    expect(await raw().tickersHistory()).toHaveLength(250);
  });

  it('trades, candles, orderBook', async () => {
    const trades = (await models().trades({ symbol: 'tBTCUSD', limit: 50, sort: 1, start: BASE_MTS })) as Array<Record<string, unknown>>;
    expect(trades).toHaveLength(50);
    expect(trades[0]!.mts).toBe(BASE_MTS);
    expect(trades[0]!.id).toBe(1);
    const candles = (await models().candles({ timeframe: '1h', symbol: 'tBTCUSD', section: 'hist', query: { limit: 500 } })) as Array<
      Record<string, unknown>
    >;
    expect(candles).toHaveLength(500);
    expect(typeof candles[0]!.open).toBe('number');
    const last = (await raw().candles({ timeframe: '1m', symbol: 'fUSD:p30', section: 'last' })) as unknown[];
    expect(last).toHaveLength(6);
    const book = (await raw().orderBook({ symbol: 'tBTCUSD', prec: 'P0' })) as number[][];
    expect(book).toEqual([...market.book('tBTCUSD', 'P0', 'bids', 25), ...market.book('tBTCUSD', 'P0', 'asks', 25)]);
  });

  it('conf, symbols, futures', async () => {
    expect(await raw().conf({ keys: ['pub:list:currency', 'pub:list:pair:margin'] })).toEqual([
      CONF['pub:list:currency'],
      CONF['pub:list:pair:margin'],
    ]);
    expect(await models().symbols()).toEqual(CONF['pub:list:pair:exchange']);
    expect(await models().futures()).toEqual(['BTCF0:USTF0']);
  });

  it('statusMessages, stats, liquidations', async () => {
    const status = (await models().statusMessages({ type: 'deriv', keys: ['tBTCF0:USTF0'] })) as Array<Record<string, unknown>>;
    expect(status).toHaveLength(1);
    expect(status[0]!.key).toBe('tBTCF0:USTF0');
    expect(status[0]!.price).toBe(50_010);
    expect(status[0]!.clampMax).toBe(0.003);
    expect(await raw().statusMessages()).toHaveLength(1);
    const stats = (await raw().stats({ key: 'pos.size:1m:tBTCUSD:long', context: 'hist' })) as unknown[];
    expect(stats).toHaveLength(100);
    expect(await raw().stats({ key: 'vol.1d:30m:BFX', context: 'last' })).toHaveLength(2);
    const liq = (await raw().liquidations({ limit: 3, sort: -1 })) as unknown[][][];
    expect(liq).toHaveLength(3);
    expect(liq[0]![0]![0]).toBe('pos');
  });

  it('marketAveragePrice and exchangeRate', async () => {
    expect(await raw().marketAveragePrice({ symbol: 'tBTCUSD', amount: '0.5' })).toEqual(market.calcTradeAvg('tBTCUSD', 0.5));
    expect(await raw().marketAveragePrice({ symbol: 'fUSD', amount: '100', period: '30', rate_limit: '0.1' })).toEqual(
      market.calcTradeAvg('fUSD', 100, 0.1, 30),
    );
    expect(await raw().exchangeRate({ ccy1: 'BTC', ccy2: 'USD' })).toBe(50_000);
  });

  it("surfaces the protocol's errors as the client expects them (code and message)", async () => {
    const err = await raw()
      .ticker({ symbol: 'tNOPEUSD' })
      .then(
        () => undefined,
        (e: unknown) => e as { status?: number; code?: number; response?: string },
      );
    expect(err).toMatchObject({ status: 500, code: 10020, response: 'symbol: invalid' });
    const limited = await raw()
      .trades({ symbol: 'tBTCUSD', limit: 20_000 })
      .then(
        () => undefined,
        (e: unknown) => e as { code?: number; response?: string },
      );
    expect(limited).toMatchObject({ code: 10020, response: 'limit: invalid' });
  });
});
