// What the browser benchmarks run against: the built client (built first when missing), served
// by the exchange started in-process on loopback with temporary data, and Debian's Chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startExchange, type RunningExchange } from '../../server/exchange';
import type { MarketRate } from '../../server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

export const CLIENT_DIR = path.resolve('dist/client');

export async function ensureClient(): Promise<void> {
  if (existsSync(path.join(CLIENT_DIR, '.vite/manifest.json'))) return;
  const { build } = await import('vite');
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
}

/** Runs `measure` with the exchange (a `marketRate` market, seed 1) and a browser, then closes both. */
export async function withExchangeAndBrowser<T>(
  marketRate: MarketRate,
  measure: (exchange: RunningExchange, browser: Browser) => Promise<T>,
): Promise<T> {
  await ensureClient();
  const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-bench-'));
  let exchange: RunningExchange | undefined;
  let browser: Browser | undefined;
  try {
    exchange = await startExchange({
      host: '127.0.0.1',
      port: 0,
      dataDir: dir,
      seed: 1,
      marketRate,
      rateLimitPerMinute: 1_000_000,
      // Many sockets from this one address (the protocol's 20 a minute is for real clients).
      wsConnectionsPerMinute: 1_000_000,
      staticDir: CLIENT_DIR,
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return await measure(exchange, browser);
  } finally {
    await browser?.close();
    await exchange?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
