// One frame lost between the exchange and the client (SEQ_ALL on): the next frame's public
// sequence number skips, so the client must drop the connection as incomplete, connect again and
// take fresh snapshots — before a checksum could even go wrong — and a lost account message must
// come back through the new connection's snapshots.
import { describe, expect, it } from 'vitest';
import { type BookParams } from '../../src/models/books';
import { channelUri } from '../../src/services/subscriptions';
import { SEQUENCE_GAP_CLOSE_CODE } from '../../src/services/socket';
import { rigWatching, sleep, until } from './harness';

const BOOKS: BookParams[] = [
  { symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' },
  { symbol: 'tETHUSD', prec: 'P0', freq: 'F0', len: '25' },
];

const { rig, feeds } = rigWatching(BOOKS);
const ready = () => rig.account.status === 'authenticated' && feeds().every((f) => f.sync === 'live');

/** A public channel's data frame (not a heartbeat, not a checksum). */
const isPublicUpdate = (f: unknown) => Array.isArray(f) && f[0] !== 0 && f[1] !== 'hb' && f[1] !== 'cs';

describe('a frame lost on the way', () => {
  it('a lost book update: the client notices the gap, connects again and every book is right again', async () => {
    await until('the account authenticated and the books live', ready);
    await sleep(1000);
    const first = rig.relay.current;
    rig.relay.dropOne(isPublicUpdate);
    await until('the frame dropped', () => rig.relay.dropped.length === 1, 10_000);
    await until('the client to close the gapped connection', () => first.clientCloseCode !== undefined, 5_000);
    expect(first.clientCloseCode).toBe(SEQUENCE_GAP_CLOSE_CODE);

    await until('live again on a new connection', () => rig.relay.connections.length === 2 && ready(), 15_000);
    for (const p of BOOKS) expect(rig.channels.state(channelUri({ channel: 'book', ...p }))).toBe('SUBSCRIBED');
    expect(rig.channels.state(channelUri({ channel: 'trades', symbol: 'tBTCUSD' }))).toBe('SUBSCRIBED');
    // Several checksums later, none has failed: the gap was caught before it could corrupt a book.
    await sleep(4000);
    for (const f of feeds()) {
      expect(f.sync, f.key).toBe('live');
      expect(f.checksumFailures, f.key).toBe(0);
    }
    expect(rig.relay.connections).toHaveLength(2);
  }, 60_000);

  it('a lost order message: the gap is noticed and the order is in the next snapshot', async () => {
    await until('ready', ready);
    const before = rig.relay.connections.length;
    const gapped = rig.relay.current;
    const cid = (Date.now() % 1_000_000_000) + 1;
    // The exchange's `on` record of the new order never reaches the client.
    rig.relay.dropOne((f) => Array.isArray(f) && f[0] === 0 && f[1] === 'on');
    const mark = rig.accountMessages.length;
    expect(rig.account.send({ type: 'on', payload: { type: 'EXCHANGE LIMIT', symbol: 'tETHUSD', amount: '0.1', price: '10', cid } })).toBe(
      true,
    );
    await until('the client to close the gapped connection', () => gapped.clientCloseCode !== undefined, 10_000);
    expect(gapped.clientCloseCode).toBe(SEQUENCE_GAP_CLOSE_CODE);
    await until('authenticated again', () => rig.relay.connections.length === before + 1 && ready(), 15_000);
    const after = rig.accountMessages.slice(mark);
    expect(after.some((m) => m.type === 'on' && m.data.cid === cid)).toBe(false);
    const snapshot = after.find((m) => m.type === 'os');
    expect(snapshot?.type === 'os' && snapshot.data.some((o) => o.cid === cid && o.status === 'ACTIVE')).toBe(true);
  }, 60_000);
});
