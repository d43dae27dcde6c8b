import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { SUITE_PORT, SUITE_WORKERS } from './e2e/fixtures';

// e2e runs against the real product: the built client served by the embedded exchange, in
// Debian's Chromium (never a downloaded browser). One exchange per worker (e2e/fixtures.ts), each
// with a fresh data folder and `npm start`'s settings: no raised limit, no chosen country, the
// default market. A spec about a variant starts an exchange of its own and says why.
const exchanges = Array.from({ length: SUITE_WORKERS }, (_, i) => SUITE_PORT + i);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: SUITE_WORKERS,
  // At most one retry in CI, and a retried test is reported as flaky (scripts/suite.mjs lists it):
  // to be fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? `test-results/e2e-${SUITE_PORT}.json` }]],
  outputDir: `test-results/e2e-${SUITE_PORT}`,
  use: {
    viewport: { width: 1440, height: 900 },
    colorScheme: 'dark',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The QA recorder's spec runs child Playwright processes with browsers of their own: beside the
  // other worker's specs they starve each other on two cores, so it runs after them, alone.
  projects: [
    { name: 'suite', testIgnore: /workspace-qa-recorder\.spec\.ts$/ },
    { name: 'alone', testMatch: /workspace-qa-recorder\.spec\.ts$/, dependencies: ['suite'] },
  ],
  webServer: exchanges.map((port) => ({
    command: `rm -rf .tmp/e2e-data-${port} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/v2/platform/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TRADEDESK_DATA: `.tmp/e2e-data-${port}`,
    },
  })),
});
