// The official Node client, unchanged but for its URLs, against the embedded exchange: managed
// order books verify every checksum of P0–P4 and R0 books over hundreds of busy market ticks (the
// test drives the simulator itself, as fast as the client keeps up: no minute of the market's own
// clock to wait for), and the public REST calls parse into its models.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BFX from 'bitfinex-api-node';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { watchChecksums } from './checksum-watch';

const TICKS = Number(process.env.INTEROP_TICKS ?? 600);
/** Checksums each precision must have verified (P0 of three books changes on most ticks). */
const VERIFIED = TICKS / 5;
const SYMBOLS = ['tBTCUSD', 'tETHUSD', 'tBTCF0:USTF0'];

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;

beforeAll(async () => {
  loopback = await startLoopbackExchange('interop', { seed: 11, marketRate: 'busy' });
  exchange = loopback.exchange;
  exchange.markets.simulator.stop();
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

describe('bitfinex-api-node@7 against the embedded exchange', () => {
  it(`verifies every book checksum (P0–P4, R0) over ${TICKS} ticks of a busy market`, async () => {
    const watch = await watchChecksums(`ws://127.0.0.1:${exchange.port}/ws/2`, (prec) =>
      SYMBOLS.map((symbol): [string, string] => [symbol, prec === 'P0' ? '100' : '25']),
    );
    const simulator = exchange.markets.simulator;
    for (let i = 0; i < TICKS; i++) {
      simulator.tick();
      // Let the sockets carry each few ticks' frames before the next (the client keeps up).
      if (i % 5 === 4) await new Promise((r) => setTimeout(r, 5));
    }
    // The last frames on their way: until every precision has verified enough (bounded).
    const deadline = Date.now() + 20_000;
    while (watch.stats().some((s) => s.verified < VERIFIED) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    for (const stats of await watch.stop()) {
      expect(stats.errors, `${stats.prec} errors`).toEqual([]);
      expect(stats.verified, `${stats.prec} verified checksums`).toBeGreaterThanOrEqual(VERIFIED);
    }
  }, 90_000);

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
