// A subscribe or unsubscribe the exchange never answers must not leave its channel stuck (a book
// "loading" or "resyncing" for ever): after 10 s without the answer the connection is made again
// and every wanted channel asked again on the new one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, NO_REPLY_CLOSE_CODE } from '../../src/services/socket';
import { channelUri, type ChannelListener } from '../../src/services/subscriptions';
import { BOOK, BOOK_URI, setup } from './channel-rig';
import { acceptConnection } from './fake-socket';

const TRADES = { channel: 'trades', symbol: 'tBTCUSD' } as const;
const listener: ChannelListener = { onMessage: () => undefined };

describe('requests the exchange never answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an unanswered subscribe makes the connection anew, where every channel is asked again', () => {
    const { factory, socket, subs } = setup();
    subs.subscribe(BOOK, listener);
    subs.subscribe(TRADES, listener);
    vi.advanceTimersByTime(500);
    const first = factory.last;
    // The trades channel is answered, the book never.
    first.receive({ event: 'subscribed', chanId: 9, subId: channelUri(TRADES) });
    vi.advanceTimersByTime(9_900);
    expect(subs.state(BOOK_URI)).toBe('SUBSCRIBING');
    expect(first.closedWith).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(first.closedWith).toBe(NO_REPLY_CLOSE_CODE);
    expect(subs.state(BOOK_URI)).toBe('ASKED');

    vi.advanceTimersByTime(1000);
    expect(factory.sockets).toHaveLength(2);
    acceptConnection(factory.last, DEFAULT_FLAGS);
    expect(socket.status).toBe('online');
    expect(factory.last.sentEvents('subscribe').map((e) => e.subId)).toEqual([BOOK_URI, channelUri(TRADES)]);
    factory.last.receive({ event: 'subscribed', chanId: 3, subId: BOOK_URI });
    factory.last.receive({ event: 'subscribed', chanId: 4, subId: channelUri(TRADES) });
    expect(subs.state(BOOK_URI)).toBe('SUBSCRIBED');
    // Answered in time on the new connection: nothing more happens.
    vi.advanceTimersByTime(15_000);
    expect(factory.last.closedWith).toBeUndefined();
  });

  it('an unanswered unsubscribe of a resync does the same, instead of a book resyncing for ever', () => {
    const { factory, subs } = setup();
    subs.subscribe(BOOK, listener);
    vi.advanceTimersByTime(500);
    factory.last.receive({ event: 'subscribed', chanId: 7, subId: BOOK_URI });
    subs.resync(BOOK_URI);
    expect(subs.state(BOOK_URI)).toBe('UNSUBSCRIBING');
    vi.advanceTimersByTime(10_000);
    expect(factory.sockets[0]!.closedWith).toBe(NO_REPLY_CLOSE_CODE);
    vi.advanceTimersByTime(1000);
    expect(factory.sockets).toHaveLength(2);
    acceptConnection(factory.last, DEFAULT_FLAGS);
    expect(factory.last.sentEvents('subscribe').map((e) => e.subId)).toEqual([BOOK_URI]);
  });
});
