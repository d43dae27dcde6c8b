// A reply of the exchange lost on the way: control events carry no sequence number, so a lost
// `subscribed`, `unsubscribed` or `auth` cannot be noticed as a gap. Without a reply timeout the
// book stayed "loading" (or "resyncing"), or the trader "authenticating", for ever on a
// connection that looked healthy; now the client makes the connection anew.
import { describe, expect, it } from 'vitest';
import { bookKey, type BookParams } from '../../src/models/books';
import { NO_REPLY_CLOSE_CODE } from '../../src/services/socket';
import { channelUri } from '../../src/services/subscriptions';
import { startRig, until } from './harness';
import { wholeFile } from '../lifecycle';

const BOOK: BookParams = { symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' };
const isEvent = (name: string) => (f: unknown) => !Array.isArray(f) && (f as { event?: unknown }).event === name;

const rig = wholeFile(() => startRig(), 90_000);

const feed = () => rig.store.books.feeds.get(bookKey(BOOK));

describe('a reply of the exchange lost on the way', () => {
  it('a lost `subscribed`: the client connects again and the book goes live', async () => {
    await until('authenticated', () => rig.account.status === 'authenticated');
    const first = rig.relay.current;
    rig.relay.dropOne(isEvent('subscribed'));
    rig.store.books.acquire(BOOK);
    await until('the reply dropped', () => rig.relay.dropped.length === 1, 5_000);
    expect(feed()?.sync).toBe('loading');
    await until('the book live', () => feed()?.sync === 'live', 20_000);
    await until('the close to reach the relay', () => first.clientCloseCode !== undefined, 5_000);
    expect(first.clientCloseCode).toBe(NO_REPLY_CLOSE_CODE);
    expect(rig.relay.connections).toHaveLength(2);
    await until('authenticated again', () => rig.account.status === 'authenticated', 10_000);
  }, 40_000);

  it('a lost `unsubscribed` of a resync: the client connects again and the book goes live', async () => {
    await until('the book live', () => feed()?.sync === 'live');
    const gapped = rig.relay.current;
    rig.relay.dropOne(isEvent('unsubscribed'));
    rig.channels.resync(channelUri({ channel: 'book', ...BOOK }));
    await until('the reply dropped', () => rig.relay.dropped.length === 2, 5_000);
    expect(feed()?.sync).toBe('resyncing');
    await until('the book live', () => feed()?.sync === 'live', 20_000);
    await until('the close to reach the relay', () => gapped.clientCloseCode !== undefined, 5_000);
    expect(gapped.clientCloseCode).toBe(NO_REPLY_CLOSE_CODE);
    expect(feed()?.checksumFailures).toBe(0);
  }, 40_000);

  it('a lost `auth` answer: the client connects again and is authenticated', async () => {
    await until('authenticated', () => rig.account.status === 'authenticated');
    const before = rig.relay.connections.length;
    rig.relay.dropOne(isEvent('auth'));
    // A new connection (as after any drop) whose auth answer never arrives.
    rig.socket.reconnect('test');
    await until('the answer dropped', () => rig.relay.dropped.length === 3, 10_000);
    const unanswered = rig.relay.connections[before];
    expect(rig.account.status).toBe('authenticating');
    await until('authenticated again', () => rig.account.status === 'authenticated', 20_000);
    await until('the close to reach the relay', () => unanswered!.clientCloseCode !== undefined, 5_000);
    expect(unanswered!.clientCloseCode).toBe(NO_REPLY_CLOSE_CODE);
    expect(rig.relay.connections).toHaveLength(before + 2);
  }, 40_000);
});
