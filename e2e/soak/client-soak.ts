// The client soak: the signed-in workspace left open under a live market while the trader places
// a resting order and cancels it every few seconds, its JS heap (after a forced garbage collection)
// and its DOM nodes and event listeners sampled through the Chrome DevTools Protocol. The e2e
// version runs minutes and fails on a clear leak; `npm run bench -- soak` runs 30 minutes against
// the goal of a heap at the end within 1.1 × the heap after warm-up.
import { expect, type Page } from '../fixtures';
import { TradingDesk } from '../pages/trading/trading-desk';

export interface SoakSample {
  /** Since the soak began. */
  atMs: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
}

export interface SoakReport {
  /** After warm-up: what the end is compared with. */
  baseline: SoakSample;
  end: SoakSample;
  samples: SoakSample[];
  /** Orders placed and cancelled. */
  cycles: number;
}

export interface SoakOptions {
  durationMs: number;
  /** When the baseline sample is taken (the workspace's caches and history filled by then). */
  warmUpMs: number;
  /** One order placed, then cancelled, per cycle. */
  cycleMs: number;
  /** Samples between the baseline and the end (for the report). */
  samples: number;
}

async function sample(page: Page, startedAt: number): Promise<SoakSample> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    return { atMs: Date.now() - startedAt, heapBytes: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
  } finally {
    await cdp.detach();
  }
}

/** Soaks the workspace already open on `desk` (signed in, order form on Exchange). */
export async function soakWorkspace(desk: TradingDesk, o: SoakOptions): Promise<SoakReport> {
  const page = desk.page;
  const startedAt = Date.now();
  const samples: SoakSample[] = [];
  let baseline: SoakSample | undefined;
  let cycles = 0;
  const sampleEvery = (o.durationMs - o.warmUpMs) / Math.max(1, o.samples);
  let nextSample = o.warmUpMs;
  while (Date.now() - startedAt < o.durationMs) {
    const cycleStart = Date.now();
    await desk.placeRestingBuy(0.99);
    await expect(desk.activeOrderRows()).toHaveCount(1);
    await page.waitForTimeout(o.cycleMs / 2);
    await desk.activeOrderRows().first().getByRole('button', { name: 'Cancel order' }).click();
    await expect(desk.activeOrderRows()).toHaveCount(0);
    cycles += 1;
    if (Date.now() - startedAt >= nextSample) {
      const s = await sample(page, startedAt);
      samples.push(s);
      baseline ??= s;
      nextSample += sampleEvery;
    }
    await page.waitForTimeout(Math.max(0, o.cycleMs - (Date.now() - cycleStart)));
  }
  const end = await sample(page, startedAt);
  samples.push(end);
  return { baseline: baseline ?? end, end, samples, cycles };
}

export function describeSoak(r: SoakReport): string {
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
  return r.samples
    .map((s) => `${(s.atMs / 1000).toFixed(0)} s: heap ${mb(s.heapBytes)} MB, ${s.nodes} nodes, ${s.listeners} listeners`)
    .join('; ');
}
