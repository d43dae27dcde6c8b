// The exchange process frozen (SIGSTOP, then SIGCONT) for longer than the client's silence
// allows: its connections stay open but nothing comes, and a new connection waits in the kernel's
// backlog until it thaws. The client, with the browser's timings (scaled down, harness.ts), must give up on the silent connection, keep trying, and be back
// (authenticated, books live with every checksum right, its order in the snapshot) once the
// exchange runs again — and the exchange must come back from the freeze serving.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookKey, type BookParams } from '../../src/models/books';
import { FAULT_TIMINGS, type FaultClient, demoSessionCookie, sleep, startClient, until } from './harness';
import { spawnExchange } from '../exchange-process';

/** The browser's 30 s freeze, scaled as the client's timings are: past its silence and ping. */
const FREEZE_MS = 8_000;
const BOOKS: BookParams[] = [
  { symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' },
  { symbol: 'tETHUSD', prec: 'P1', freq: 'F0', len: '25' },
];
const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-faults-frozen-'));
let child: ChildProcess | undefined;
let client: FaultClient | undefined;

async function startExchangeProcess(): Promise<string> {
  const started = await spawnExchange({ dataDir: dir, seed: 13 });
  child = started.child;
  return started.base;
}

beforeAll(async () => {
  const base = await startExchangeProcess();
  const cookie = await demoSessionCookie(base, { email: 'demo@tradedesk.local', password: 'demo-Tradedesk-1' });
  client = await startClient(base, `${base.replace(/^http/, 'ws')}/ws/2`, cookie);
  for (const p of BOOKS) client.store.books.acquire(p);
}, 120_000);

afterAll(() => {
  client?.close();
  child?.kill('SIGCONT');
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('an exchange frozen with SIGSTOP past the silence the client allows', () => {
  it('is given up on from its silence and the client is back once it thaws', async () => {
    const c = client!;
    const feeds = () => BOOKS.map((p) => c.store.books.feeds.get(bookKey(p))!);
    const ready = () => c.account.status === 'authenticated' && feeds().every((f) => f.sync === 'live');
    await until('the account authenticated and the books live', ready);
    const cid = Date.now() % 1_000_000_000;
    c.account.send({ type: 'on', payload: { type: 'EXCHANGE LIMIT', symbol: 'tETHUSD', amount: '0.2', price: '10', cid } });
    const placed = () => c.accountMessages.flatMap((m) => (m.type === 'on' && m.data.cid === cid ? [m.data.id] : []));
    await until('the order acknowledged', () => placed().length === 1);
    const [orderId] = placed();
    const mark = c.accountMessages.length;

    child!.kill('SIGSTOP');
    const frozenAt = Date.now();
    await until('the client to drop the silent connection', () => c.socket.status !== 'online', FREEZE_MS);
    const noticedAfter = Date.now() - frozenAt;
    expect(noticedAfter).toBeGreaterThan(FAULT_TIMINGS.silenceMs - 500);
    expect(noticedAfter).toBeLessThan(FREEZE_MS);
    await sleep(frozenAt + FREEZE_MS - Date.now());
    expect(c.account.status).not.toBe('authenticated');
    child!.kill('SIGCONT');

    await until('authenticated again with live books', ready, 30_000);
    const snapshot = c.accountMessages.slice(mark).find((m) => m.type === 'os');
    // On failure: the order messages after the mark, as decoded (the wallets are left out).
    const after = JSON.stringify(
      c.accountMessages
        .slice(mark)
        .filter((m) => ['os', 'on', 'ou', 'oc'].includes(m.type))
        .map((m) => [m.type, 'data' in m ? m.data : null]),
    ).slice(0, 3000);
    expect(snapshot?.type === 'os' && snapshot.data.map((o) => o.id), after).toContain(orderId);
    await sleep(1000);
    expect(c.socket.status).toBe('online');
    for (const f of feeds()) {
      expect(f.sync, f.key).toBe('live');
      expect(f.checksumFailures, f.key).toBe(0);
    }
    expect(child!.exitCode).toBeNull();
  }, 60_000);
});
