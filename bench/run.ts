// `npm run bench`: runs every benchmark and prints one table of ratios against the peers.
// Figures from a shared, noisy machine: compare ratios, not absolute numbers.
import type { BenchResult } from './types';

const MODULES = ['./engine', './protocol-book', './ws-fanout', './private-load', './workspace', './bundle', './soak'];

function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString('en-US');
  return n.toPrecision(4);
}

function ratio(r: BenchResult): number | null {
  if (r.peer === null || r.peer === 0 || r.ours === 0) return null;
  return r.higherIsBetter ? r.ours / r.peer : r.peer / r.ours;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const results: BenchResult[] = [];
  let failed = false;
  for (const mod of MODULES) {
    if (only.length && !only.some((o) => mod.includes(o))) continue;
    process.stderr.write(`bench ${mod}…\n`);
    try {
      const m = (await import(mod)) as { run: () => Promise<BenchResult[]> };
      results.push(...(await m.run()));
    } catch (err) {
      failed = true;
      console.error(`bench ${mod} failed:`, err);
    }
  }
  const rows = results.map((r) => {
    const x = ratio(r);
    return [
      r.name,
      `${fmt(r.ours)} ${r.unit}`,
      r.peer === null ? '—' : `${fmt(r.peer)} ${r.unit} (${r.peerName ?? 'peer'})`,
      x === null ? '—' : `${x.toFixed(2)}×`,
      r.goalRatio === undefined ? '—' : `≥ ${r.goalRatio}×`,
      r.goalRatio === undefined || x === null ? (r.note ?? '') : x >= r.goalRatio ? 'met' : 'NOT met',
    ];
  });
  const head = ['benchmark', 'ours', 'peer', 'ratio', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  if (failed) process.exitCode = 1;
}

void main();
