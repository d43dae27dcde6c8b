// The client soak (e2e/soak/client-soak.ts) at full length: the workspace open for 30 minutes
// (SOAK_MINUTES) under a `busy` market, an order placed and cancelled every 3 s, against the goal
// of a heap at the end within 1.1 × the heap at minute 2, and no growth in DOM nodes or event
// listeners. The exchange runs in-process on loopback with temporary data and the built client.
import { request } from '@playwright/test';
import type { BenchResult } from './types';
import { TradingDesk, freshDemoSession } from '../e2e/pages/trading/trading-desk';
import { describeSoak, soakWorkspace, type SoakReport } from '../e2e/soak/client-soak';
import { withExchangeAndBrowser } from './lib/client';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const WARM_UP_MS = Math.min(120_000, (MINUTES * 60_000) / 4);

function results(r: SoakReport): BenchResult[] {
  const minutes = (r.end.atMs / 60_000).toFixed(1);
  return [
    {
      // Ratio = 1.1 × heap at warm-up / heap at the end: met at 1 or more.
      name: `client soak ${minutes} min, heap at the end`,
      ours: r.end.heapBytes / 1024 / 1024,
      peer: (r.baseline.heapBytes * 1.1) / 1024 / 1024,
      peerName: '1.1 × heap after warm-up',
      unit: 'MB',
      higherIsBetter: false,
      goalRatio: 1,
      note: `${r.cycles} orders placed and cancelled; ${describeSoak(r)}`,
    },
    {
      name: `client soak ${minutes} min, DOM nodes at the end`,
      ours: r.end.nodes,
      peer: r.baseline.nodes,
      peerName: 'after warm-up',
      unit: 'nodes',
      higherIsBetter: false,
      goalRatio: 1,
    },
    {
      name: `client soak ${minutes} min, event listeners at the end`,
      ours: r.end.listeners,
      peer: r.baseline.listeners,
      peerName: 'after warm-up',
      unit: 'listeners',
      higherIsBetter: false,
      goalRatio: 1,
    },
  ];
}

export function run(): Promise<BenchResult[]> {
  return withExchangeAndBrowser('busy', async (exchange, browser) => {
    // The page objects address the exchange through E2E_BASE.
    process.env.E2E_BASE = exchange.url;
    const context = await browser.newContext({ baseURL: exchange.url, viewport: { width: 1440, height: 900 } });
    const api = await request.newContext({ baseURL: exchange.url });
    try {
      const page = await context.newPage();
      await freshDemoSession(page, api);
      const desk = await TradingDesk.opened(page, 'Exchange');
      return results(await soakWorkspace(desk, { durationMs: MINUTES * 60_000, warmUpMs: WARM_UP_MS, cycleMs: 3_000, samples: 10 }));
    } finally {
      await api.dispose();
    }
  });
}
