// The workspace's first load in KB of gzip (bench/lib/first-load.ts) against issue 14's budget of
// 250 KB: the ratio is budget / ours, met at 1 or more.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchResult } from './types';
import { firstLoad } from './lib/first-load';

const CLIENT_DIR = path.resolve('dist/client');
const WORKSPACE_BUDGET_KB = 250;

export async function run(): Promise<BenchResult[]> {
  if (!existsSync(path.join(CLIENT_DIR, '.vite/manifest.json'))) {
    const { build } = await import('vite');
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
  }
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
