// The official Node client (bitfinex-api-node@7 WSv2, managed order books) verifies every book
// checksum the gateway sends on P0–P4 and R0 trading books of a busy fake market.
import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';
import { wholeFile } from '../lifecycle';
import { watchChecksums } from '../interop/checksum-watch';

const SECONDS = Number(process.env.WS_INTEROP_SECONDS ?? 8);
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
      const watch = await watchChecksums(h.url, () => BOOKS);
      h.market.start(5, 6);
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      h.market.stop();
      for (const stats of await watch.stop()) {
        expect(stats.errors, `${stats.prec} errors`).toEqual([]);
        expect(stats.verified, `${stats.prec} verified checksums`).toBeGreaterThan(SECONDS * (stats.prec === 'P4' ? 5 : 50));
      }
      expect(h.gateway.connectionCount()).toBe(0);
      expect(h.market.listenerCounts()).toEqual({ book: 0, trade: 0, ticker: 0, candle: 0, status: 0 });
    },
    (SECONDS + 30) * 1000,
  );
});
