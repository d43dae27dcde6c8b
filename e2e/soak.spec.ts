// A short client soak in every test run (e2e/soak/client-soak.ts): thirty seconds of the market
// with an order placed and cancelled every three seconds must not leave the page growing. The
// bounds catch a clear leak (a listener or a subscription per update or per order, rows never
// released), not the last few per cent the 30-minute bench holds the client to.
import { expect, test } from './fixtures';
import { TradingDesk, freshDemoSession } from './pages/trading/trading-desk';
import { describeSoak, soakWorkspace } from './soak/client-soak';

const DURATION_MS = Number(process.env.SOAK_MS ?? 30_000);

test('the workspace holds steady under a busy market and a stream of orders', async ({ page, request }) => {
  test.setTimeout(DURATION_MS + 120_000);
  await freshDemoSession(page, request);
  const desk = await TradingDesk.opened(page, 'Exchange');
  const report = await soakWorkspace(desk, { durationMs: DURATION_MS, warmUpMs: DURATION_MS / 4, cycleMs: 3_000, samples: 4 });
  console.log(`soak: ${report.cycles} orders; ${describeSoak(report)}`);
  expect(report.cycles).toBeGreaterThan(DURATION_MS / 3_000 / 3);
  expect(report.end.heapBytes).toBeLessThanOrEqual(report.baseline.heapBytes * 1.5);
  expect(report.end.nodes).toBeLessThanOrEqual(report.baseline.nodes * 1.3 + 500);
  expect(report.end.listeners).toBeLessThanOrEqual(report.baseline.listeners * 1.3 + 50);
});
