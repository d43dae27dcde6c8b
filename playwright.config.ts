import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// e2e runs against the real product: the built client served by the embedded exchange, with a
// fresh data directory, in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 8791);
const dataDir = `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    colorScheme: 'dark',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/v2/platform/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TRADEDESK_DATA: dataDir,
      TRADEDESK_SEED: '7',
      TRADEDESK_MARKET_RATE: 'busy',
      // The suite opens a page (and a socket) per test, all from this machine.
      TRADEDESK_WS_CONNECTIONS_PER_MINUTE: '100000',
      // A country where cookies are allowed by default: no consent banner over the pages under
      // test (the consent spec starts exchanges of its own for the other cases).
      TRADEDESK_COUNTRY: 'BR',
    },
  },
});
