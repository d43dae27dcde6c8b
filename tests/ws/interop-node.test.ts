// The official Node client (bitfinex-api-node@7 WSv2, managed order books) verifies every book
// checksum the gateway sends on P0–P4 and R0 trading books of a busy fake market.
import WSv2 from 'bitfinex-api-node/lib/transports/ws2.js';
import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';
import { wholeFile } from '../lifecycle';

const SECONDS = Number(process.env.WS_INTEROP_SECONDS ?? 8);
const PRECS = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'] as const;
const BOOKS: Array<[string, string]> = [
  ['tBTCUSD', '25'],
  ['tETHUSD', '100'],
  ['tBTCF0:USTF0', '250'],
];

const h = wholeFile(() => startHarness({}, { seed: 7 }));

describe('bitfinex-api-node@7 WSv2 against the gateway', () => {
  it(
    `reports no checksum error on P0–P4 and R0 books for ${SECONDS} s`,
    async () => {
      // The client keys managed books by symbol only, so each precision gets its own socket.
      const clients = PRECS.map((prec) => {
        const ws = new WSv2({ url: h.url, manageOrderBooks: true, autoReconnect: false });
        const stats = { prec, verified: 0, errors: [] as string[] };
        ws.on('error', (err: unknown) => stats.errors.push(String(err instanceof Error ? err.message : JSON.stringify(err))));
        // 'cs' is emitted with (symbol, checksum) only once the client verified it.
        ws.on('cs', (symbol: unknown) => {
          if (typeof symbol === 'string') stats.verified += 1;
        });
        return { ws, stats, prec };
      });
      for (const { ws, prec } of clients) {
        await ws.open();
        await ws.enableFlag(WSv2.flags.CHECKSUM);
        for (const [symbol, len] of BOOKS) await ws.subscribeOrderBook(symbol, prec, len);
      }
      h.market.start(5, 6);
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      h.market.stop();
      for (const { ws } of clients) await ws.close();
      for (const { stats } of clients) {
        expect(stats.errors, `${stats.prec} errors`).toEqual([]);
        expect(stats.verified, `${stats.prec} verified checksums`).toBeGreaterThan(SECONDS * (stats.prec === 'P4' ? 5 : 50));
      }
      expect(h.gateway.connectionCount()).toBe(0);
      expect(h.market.listenerCounts()).toEqual({ book: 0, trade: 0, ticker: 0, candle: 0, status: 0 });
    },
    (SECONDS + 30) * 1000,
  );
});
