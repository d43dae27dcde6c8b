// Book channels end to end over real sockets: every checksum a client receives matches what it
// was sent, with single and bulk updates, realtime and 2 s batches (shortened here), beside
// SEQ_ALL and TIMESTAMP; at rest each client's book is the true top-len.
import { describe, expect, it } from 'vitest';
import { ConfFlag } from '../../src/protocol/flags';
import { BookTracker } from './book-tracker';
import { startHarness } from './harness';
import type { TestClient } from './ws-client';
import { wholeFile } from '../lifecycle';

const BATCH_MS = 60;
const BOOKS = [
  { symbol: 'tBTCUSD', prec: 'P0', len: '25' },
  { symbol: 'tBTCUSD', prec: 'R0', len: '100' },
  { symbol: 'tETHUSD', prec: 'P1', len: '250' },
  { symbol: 'tETHUSD', prec: 'P0', len: '1' },
  { symbol: 'fUSD', prec: 'P0', len: '25' },
  { symbol: 'fUSD', prec: 'R0', len: '250' },
  { symbol: 'tBTCF0:USTF0', prec: 'P3', len: '25' },
];

const h = wholeFile(() => startHarness({ bookBatchMs: BATCH_MS }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function subscriber(flags: number, freq: 'F0' | 'F1'): Promise<{ c: TestClient; tracker: BookTracker }> {
  const c = await h.client();
  await c.request({ event: 'conf', flags }, 'conf');
  for (const b of BOOKS) await c.request({ event: 'subscribe', channel: 'book', freq, ...b }, 'subscribed');
  const tracker = new BookTracker({ seq: (flags & ConfFlag.SEQ_ALL) !== 0, timestamp: (flags & ConfFlag.TIMESTAMP) !== 0 });
  return { c, tracker };
}

describe('book channels over sockets', () => {
  it('every cs matches and every book ends equal to the true top-len', async () => {
    const clients = {
      plain: await subscriber(ConfFlag.CHECKSUM, 'F0'),
      bulk: await subscriber(ConfFlag.CHECKSUM | ConfFlag.BULK, 'F0'),
      seqTs: await subscriber(ConfFlag.CHECKSUM | ConfFlag.SEQ_ALL | ConfFlag.TIMESTAMP, 'F0'),
      batched: await subscriber(ConfFlag.CHECKSUM | ConfFlag.SEQ_ALL, 'F1'),
      batchedBulk: await subscriber(ConfFlag.CHECKSUM | ConfFlag.BULK, 'F1'),
    };
    // A late joiner subscribes while the market is moving.
    let late: { c: TestClient; tracker: BookTracker } | null = null;
    for (let i = 0; i < 60; i++) {
      h.market.step(40);
      if (i === 20) late = await subscriber(ConfFlag.CHECKSUM | ConfFlag.BULK, 'F0');
      await sleep(i % 10 === 0 ? BATCH_MS : 2);
    }
    await sleep(BATCH_MS * 3);
    const all = { ...clients, late: late! };
    for (const { c } of Object.values(all)) await c.sync();
    for (const [name, { c, tracker }] of Object.entries(all)) {
      tracker.feed(c.all);
      expect(tracker.errors, name).toEqual([]);
      expect(tracker.books.size, name).toBe(BOOKS.length);
      for (const t of tracker.books.values()) {
        const label = `${name} ${t.symbol} ${t.prec} ${t.len} ${t.freq}`;
        expect(t.mismatches, label).toEqual([]);
        expect(t.updates, label).toBeGreaterThan(0);
        expect(t.checksums, label).toBeGreaterThan(t.freq === 'F0' && !name.includes('ulk') && name !== 'late' ? t.updates : 1);
        for (const side of ['bids', 'asks'] as const) {
          expect(t.book.sorted(side), `${label} ${side}`).toEqual(h.market.book(t.symbol, t.prec, side, t.len));
        }
      }
    }
    const bulkMessages = (name: keyof typeof all) => [...all[name].tracker.books.values()].reduce((n, t) => n + t.bulkMessages, 0);
    expect(bulkMessages('bulk')).toBeGreaterThan(0);
    expect(bulkMessages('batchedBulk')).toBeGreaterThan(0);
    expect(bulkMessages('plain')).toBe(0);
    expect(bulkMessages('seqTs')).toBe(0);
    expect(bulkMessages('batched')).toBe(0);
    // Batches coalesce: far fewer messages than the realtime stream.
    const updates = (name: keyof typeof all) => [...all[name].tracker.books.values()].reduce((n, t) => n + t.updates, 0);
    expect(updates('batched')).toBeLessThan(updates('plain'));
  }, 30_000);

  it('turning BULK off mid-stream sends the buffered updates first', async () => {
    const { c, tracker } = await subscriber(ConfFlag.CHECKSUM | ConfFlag.BULK, 'F0');
    h.market.step(300);
    c.send({ event: 'conf', flags: ConfFlag.CHECKSUM });
    h.market.step(300);
    await c.sync();
    tracker.feed(c.all);
    for (const t of tracker.books.values()) expect(t.mismatches).toEqual([]);
  });

  it('the snapshot is bids best-first then asks best-first', async () => {
    const c = await h.client();
    const ack = await c.request({ event: 'subscribe', channel: 'book', symbol: 'tBTCUSD', len: '25' }, 'subscribed');
    const [, snapshot] = await c.take<[number, number[][]]>((f) => Array.isArray(f) && f[0] === ack.chanId);
    expect(snapshot).toEqual([...h.market.book('tBTCUSD', 'P0', 'bids', 25), ...h.market.book('tBTCUSD', 'P0', 'asks', 25)]);
    expect(snapshot.slice(0, 25).every((e) => e[2]! > 0)).toBe(true);
    expect(snapshot.slice(25).every((e) => e[2]! < 0)).toBe(true);
  });
});
