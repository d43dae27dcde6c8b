// A writer process killed with SIGKILL in the middle of its work, twice on the same folder:
// every batch it reported as committed is there, and ids go on above everything handed out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, tempStore } from './temp-store';
import { killAfterLines } from '../kill-after';

const writer = path.join(__dirname, 'fixtures', 'kill-writer.ts');

interface Reported {
  batch: number;
  trades: [number, number];
  orders: [number, number];
}

/** Starts the writer, kills it once it has reported `batches` batches, returns what it reported. */
async function runAndKill(dir: string, batches: number): Promise<Reported[]> {
  const lines = await killAfterLines(writer, [dir], batches + 1, 'batch ');
  return lines.map((line) => {
    const m = /^batch (\d+) trades (\d+)-(\d+) orders (\d+)-(\d+)$/.exec(line);
    if (!m) throw new Error(`bad line: ${line}`);
    return { batch: Number(m[1]), trades: [Number(m[2]), Number(m[3])], orders: [Number(m[4]), Number(m[5])] };
  });
}

function idsIn(reports: Reported[], which: 'trades' | 'orders'): number[] {
  return reports.flatMap((r) => Array.from({ length: r[which][1] - r[which][0] + 1 }, (_, i) => r[which][0] + i));
}

describe('kill -9 of a writing process', () => {
  it('keeps every reported batch and never repeats an id', async () => {
    const dir = tempDir();
    const rounds: Reported[][] = [];
    let storedBefore = 0;
    for (const batches of [150, 300]) {
      const reports = await runAndKill(dir, batches);
      expect(reports.length).toBeGreaterThanOrEqual(batches);
      if (rounds.length > 0) {
        // The second writer's first ids lie above everything the first one stored or reported.
        expect(reports[0]!.trades[0]).toBeGreaterThan(Math.max(storedBefore, ...idsIn(rounds[0]!, 'trades')));
        expect(reports[0]!.orders[0]).toBeGreaterThan(Math.max(...idsIn(rounds[0]!, 'orders')));
      }
      rounds.push(reports);
      const check = tempStore(dir);
      storedBefore = Math.max(0, ...check.tradesHist('tBTCUSD', { limit: 1_000_000, sort: -1 }).map((t) => t.id));
      check.close();
    }

    const store = tempStore(dir);
    expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(store.tradesHist('tBTCUSD', { limit: 1_000_000, sort: 1 }).map((t) => t.id));
    const reportedTrades = rounds.flatMap((r) => idsIn(r, 'trades'));
    expect(new Set(reportedTrades).size).toBe(reportedTrades.length);
    expect(reportedTrades.filter((id) => !stored.has(id))).toEqual([]);
    const reportedOrders = rounds.flatMap((r) => idsIn(r, 'orders'));
    expect(new Set(reportedOrders).size).toBe(reportedOrders.length);

    const lastRound = rounds[rounds.length - 1];
    expect(store.getState<{ batch: number }>('writer')?.batch).toBeGreaterThanOrEqual(lastRound![lastRound!.length - 1]!.batch);
    expect(store.allocIds('trade', 1)).toBeGreaterThan(Math.max(...stored));
    expect(store.allocIds('order', 1)).toBeGreaterThan(Math.max(...reportedOrders));
  }, 90_000);
});
