// The workspace's first load in KB of gzip (bench/lib/first-load.ts) against issue 14's budget of
// 250 KB: the ratio is budget / ours, met at 1 or more.
import type { BenchResult } from './types';
import { firstLoad } from './lib/first-load';
import { CLIENT_DIR, ensureClient } from './lib/client';
const WORKSPACE_BUDGET_KB = 250;

export async function run(): Promise<BenchResult[]> {
  await ensureClient();
  const load = firstLoad(CLIENT_DIR, 'src/pages/WorkspacePage.tsx');
  return [
    {
      name: 'workspace first load, gzip',
      ours: load.gzipBytes / 1024,
      peer: WORKSPACE_BUDGET_KB,
      peerName: 'budget',
      unit: 'KB',
      higherIsBetter: false,
      goalRatio: 1,
    },
  ];
}
