// The embedded exchange as `npm start` runs it, killed with SIGKILL and started again on the same
// data folder: history is served identically, trade ids never repeat, books are full at once.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heldExchange, spawnExchange } from '../exchange-process';

const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-restart-'));
const children: ChildProcess[] = [];

async function start(): Promise<{ child: ChildProcess; base: string }> {
  const started = await spawnExchange({ dataDir: dir, seed: 5 });
  children.push(started.child);
  return started;
}

// The exchange after the kill loads its modules while the first one starts and runs, then waits
// for its start (tests/held-start.ts): after the kill, it only opens the data folder and serves.
const afterKill = heldExchange({ dataDir: dir, seed: 5 });
children.push(afterKill.child);

async function get<T>(base: string, p: string): Promise<T> {
  const res = await fetch(base + p);
  expect(res.status, p).toBe(200);
  return (await res.json()) as T;
}

/** Polls a trade history until `ok` accepts it (the test's own timeout bounds it). */
async function tradesUntil(base: string, p: string, ok: (trades: number[][]) => boolean): Promise<number[][]> {
  for (;;) {
    const trades = await get<number[][]>(base, p);
    if (ok(trades)) return trades;
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 and restart', () => {
  it('keeps history, trade ids and resting orders', async () => {
    const first = await start();
    // History as the live market writes it, not only the backfill: trades made after the start.
    const readyAt = Date.now();
    const tradesBefore = await tradesUntil(first.base, '/v2/trades/tBTCUSD/hist?limit=500&sort=-1', (t) =>
      t.slice(0, 3).every((trade) => trade[1]! > readyAt),
    );
    const candlesBefore = await get<number[][]>(first.base, '/v2/candles/trade:1m:tBTCUSD/hist?limit=300');
    const rawBefore = await get<number[][]>(first.base, '/v2/book/tETHBTC/R0?len=100');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await afterKill.go();
    // Books are full at once: the resting orders come back from the store before trading resumes.
    const p0 = await get<number[][]>(second.base, '/v2/book/tBTCUSD/P0?len=100');
    expect(p0.filter((e) => e[2]! > 0).length).toBe(100);
    expect(p0.filter((e) => e[2]! < 0).length).toBe(100);
    const rawAfter = await get<number[][]>(second.base, '/v2/book/tETHBTC/R0?len=100');
    const idsAfter = new Set(rawAfter.map((e) => e[0]));
    const kept = rawBefore.filter((e) => idsAfter.has(e[0])).length;
    expect(kept / rawBefore.length).toBeGreaterThan(0.8);

    // History up to the kill is served identically.
    const lastId = tradesBefore[0]![0];
    const oldest = tradesBefore[tradesBefore.length - 1]![1];
    const tradesAfter = await get<number[][]>(second.base, `/v2/trades/tBTCUSD/hist?limit=10000&sort=-1&start=${oldest}`);
    const sameRange = tradesAfter.filter((t) => t[0]! <= lastId!);
    expect(sameRange.slice(0, tradesBefore.length)).toEqual(tradesBefore);
    const candlesAfter = await get<number[][]>(second.base, `/v2/candles/trade:1m:tBTCUSD/hist?limit=300&end=${candlesBefore[1]![0]}`);
    expect(candlesAfter.slice(0, 50)).toEqual(candlesBefore.slice(1, 51));

    // Trading resumes with ids that never repeat.
    const newer = await tradesUntil(second.base, `/v2/trades/tBTCUSD/hist?limit=10000&sort=1&start=${tradesBefore[0]![1]}`, (t) =>
      t.some((trade) => trade[0]! > lastId!),
    );
    const ids = newer.map((t) => t[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => id! > lastId!)).toBe(true);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 240_000);
});
