// A connection that stalls (the browser's 30 s, scaled as the client's timings are) without closing (a stuck proxy, a frozen exchange): nothing
// arrives and nothing sent gets through, but no close frame ever comes. The client, with the
// browser's own timings, must give up on it from its silence, connect again by itself,
// authenticate again, subscribe its books again with every checksum right, and find the order it
// had placed in the new snapshot.
import { describe, expect, it } from 'vitest';
import { type BookParams } from '../../src/models/books';
import { FAULT_TIMINGS, rigWatching, sleep, until } from './harness';

const STALL_MS = 8_000;
const BOOKS: BookParams[] = [
  { symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' },
  { symbol: 'tETHUSD', prec: 'P0', freq: 'F0', len: '25' },
];

const { rig, feeds } = rigWatching(BOOKS);
const booksLive = () => feeds().every((f) => f.sync === 'live');

describe('a connection that stalls without closing', () => {
  it('is given up on from its silence within the stall, and everything comes back on a new one', async () => {
    await until('the account authenticated and the books live', () => rig.account.status === 'authenticated' && booksLive());
    const orderCid = Date.now() % 1_000_000_000;
    rig.account.send({
      type: 'on',
      payload: { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.01', price: '1000', cid: orderCid },
    });
    const placed = () => rig.accountMessages.flatMap((m) => (m.type === 'on' && m.data.cid === orderCid ? [m.data.id] : []));
    await until('the order acknowledged', () => placed().length === 1);
    const [orderId] = placed();

    const stalled = rig.relay.current;
    const messagesBefore = rig.accountMessages.length;
    stalled.stalled = true;
    const stallStarted = Date.now();
    const stallEnds = sleep(STALL_MS).then(() => (stalled.stalled = false));

    await until('the client to drop the silent connection', () => rig.socket.status !== 'online', STALL_MS);
    const noticedAfter = Date.now() - stallStarted;
    // 20 s of silence, then a ping unanswered for 5 s: well before the 30 s ping (and its 10 s wait).
    expect(noticedAfter).toBeGreaterThan(FAULT_TIMINGS.silenceMs - 500);
    expect(noticedAfter).toBeLessThan(STALL_MS);
    // The client closed it itself (its close frame reaches the relay a moment later).
    await until('the close to reach the relay', () => stalled.clientCloseCode !== undefined, 5_000);
    expect(stalled.clientCloseCode).toBe(1000);

    await until('a new connection, authenticated, with live books', () => rig.account.status === 'authenticated' && booksLive(), 10_000);
    expect(rig.relay.connections).toHaveLength(2);
    const snapshot = rig.accountMessages.slice(messagesBefore).find((m) => m.type === 'os');
    expect(snapshot?.type === 'os' && snapshot.data.map((o) => o.id)).toContain(orderId);

    await stallEnds;
    // Still live on the new connection a few heartbeats later, and every checksum matched.
    await sleep(1000);
    expect(rig.socket.status).toBe('online');
    expect(rig.relay.connections).toHaveLength(2);
    for (const f of feeds()) {
      expect(f.sync, f.key).toBe('live');
      expect(f.checksumFailures, f.key).toBe(0);
    }
    expect(rig.store.connection.status).toBe('online');
  }, 40_000);
});
