// The official Node client, unchanged but for its URLs, against the embedded exchange: managed
// order books verify every checksum of P0–P4 and R0 books over a busy minute, and the public
// REST calls parse into its models.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BFX from 'bitfinex-api-node';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { watchChecksums } from './checksum-watch';

const SECONDS = Number(process.env.INTEROP_SECONDS ?? 60);
const SYMBOLS = ['tBTCUSD', 'tETHUSD', 'tBTCF0:USTF0'];

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;

beforeAll(async () => {
  loopback = await startLoopbackExchange('interop', { seed: 11, marketRate: 'busy' });
  exchange = loopback.exchange;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

describe('bitfinex-api-node@7 against the embedded exchange', () => {
  it(
    `verifies every book checksum (P0–P4, R0) for ${SECONDS} s of a busy market`,
    async () => {
      const watch = await watchChecksums(`ws://127.0.0.1:${exchange.port}/ws/2`, (prec) =>
        SYMBOLS.map((symbol): [string, string] => [symbol, prec === 'P0' ? '100' : '25']),
      );
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      for (const stats of await watch.stop()) {
        expect(stats.errors, `${stats.prec} errors`).toEqual([]);
        expect(stats.verified, `${stats.prec} verified checksums`).toBeGreaterThan(SECONDS * 2);
      }
    },
    (SECONDS + 60) * 1000,
  );

  it('parses the public REST calls', async () => {
    const rest = new BFX().rest(2, { url: `http://127.0.0.1:${exchange.port}`, transform: true });
    expect(await rest.status()).toEqual([1]);
    const ticker = await rest.ticker({ symbol: 'tBTCUSD' });
    expect(ticker.symbol).toBe('tBTCUSD');
    expect(ticker.lastPrice).toBeGreaterThan(1000);
    expect(Number(ticker.bid)).toBeLessThan(Number(ticker.ask));
    const tickers = await rest.tickers({ symbols: ['tBTCUSD', 'fUSD'] });
    expect(tickers).toHaveLength(2);
    const trades = await rest.trades({ symbol: 'tBTCUSD', limit: 50 });
    expect(trades).toHaveLength(50);
    const candles = await rest.candles({ timeframe: '1h', symbol: 'tBTCUSD', section: 'hist', query: { limit: 500 } });
    expect(candles).toHaveLength(500);
    const book = await rest.orderBook({ symbol: 'tBTCUSD', prec: 'P0' });
    expect(Array.isArray(book)).toBe(true);
    expect(await rest.symbols()).toContain('BTCUSD');
    expect(await rest.futures()).toContain('BTCF0:USTF0');
    const status = await rest.statusMessages({ type: 'deriv', keys: ['tBTCF0:USTF0'] });
    expect(status).toHaveLength(1);
    const rate = await rest.exchangeRate({ ccy1: 'BTC', ccy2: 'USD' });
    expect(rate).toBeGreaterThan(1000);
    const avg = await rest.marketAveragePrice({ symbol: 'tBTCUSD', amount: '0.5' });
    expect(Number((avg as number[])[0])).toBeGreaterThan(1000);
    const stats = await rest.stats({ key: 'pos.size:1m:tBTCUSD:long', context: 'hist' });
    expect(Array.isArray(stats)).toBe(true);
    expect(Array.isArray(await rest.liquidations())).toBe(true);
  });
});
