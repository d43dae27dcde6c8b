import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS } from '../../src/services/socket';
import { ChannelSubscriptions, channelUri } from '../../src/services/subscriptions';
import { acceptConnection } from './fake-socket';
import { BOOK, BOOK_URI, bookSubscribed, recorder, setup, subscribed } from './channel-rig';

describe('ChannelSubscriptions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches subscribe requests for 500 ms and walks ASKED → SUBSCRIBING → SUBSCRIBED', () => {
    const { factory, subs } = setup();
    const r = recorder();
    subs.subscribe(BOOK, r.listener);
    subs.subscribe({ channel: 'trades', symbol: 'tBTCUSD' }, recorder().listener);
    expect(subs.state(BOOK_URI)).toBe('ASKED');
    vi.advanceTimersByTime(499);
    expect(factory.last.sentEvents('subscribe')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const sent = factory.last.sentEvents('subscribe');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ channel: 'book', symbol: 'tBTCUSD', prec: 'P0', len: '25', subId: BOOK_URI });
    expect(subs.state(BOOK_URI)).toBe('SUBSCRIBING');
    subscribed(factory.last, 7, BOOK_URI);
    expect(subs.state(BOOK_URI)).toBe('SUBSCRIBED');
    expect(r.states).toEqual(['ASKED', 'SUBSCRIBING', 'SUBSCRIBED']);
  });

  it('marks the first data message after subscribed as the snapshot, whatever its shape', () => {
    const { factory, push, r } = bookSubscribed();
    push(factory.last, [7, []]);
    push(factory.last, [
      7,
      [
        [100, 1, 1],
        [101, 1, -1],
      ],
    ]);
    push(factory.last, [7, 'cs', 0]);
    expect(r.messages.map((m) => m.snapshot)).toEqual([true, false, false]);
    expect(r.messages[2]!.msg).toEqual([7, 'cs', 0]);
  });

  it('has one feed per channel: a second subscriber is refused, and the released channel is unsubscribed after the batch', () => {
    const { factory, subs, push } = setup();
    const a = recorder();
    const release = subs.subscribe(BOOK, a.listener);
    expect(() => subs.subscribe(BOOK, recorder().listener)).toThrow(/already feeds a store/);
    vi.advanceTimersByTime(500);
    expect(factory.last.sentEvents('subscribe')).toHaveLength(1);
    expect(subs.isWanted(BOOK_URI)).toBe(true);
    subscribed(factory.last, 7, BOOK_URI);
    push(factory.last, [7, [[100, 1, 1]]]);
    expect(a.messages).toHaveLength(1);
    release();
    expect(subs.isWanted(BOOK_URI)).toBe(false);
    vi.advanceTimersByTime(499);
    expect(factory.last.sentEvents('unsubscribe')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(factory.last.sentEvents('unsubscribe')).toEqual([{ event: 'unsubscribe', chanId: 7 }]);
    expect(subs.state(BOOK_URI)).toBe('UNSUBSCRIBING');
    factory.last.receive({ event: 'unsubscribed', status: 'OK', chanId: 7 });
    expect(subs.state(BOOK_URI)).toBeUndefined();
  });

  it('costs nothing when a widget leaves and comes back within the batch', () => {
    const { factory, subs } = setup();
    const release = subs.subscribe(BOOK, recorder().listener);
    vi.advanceTimersByTime(500);
    subscribed(factory.last, 7, BOOK_URI);
    release();
    subs.subscribe(BOOK, recorder().listener);
    vi.advanceTimersByTime(1000);
    expect(factory.last.sentEvents('unsubscribe')).toHaveLength(0);
    expect(factory.last.sentEvents('subscribe')).toHaveLength(1);
  });

  it('gives a feed that comes back to a still subscribed channel a fresh book snapshot, and replays the ticker', () => {
    const { factory, subs, push } = setup();
    const releaseBook = subs.subscribe(BOOK, recorder().listener);
    const releaseTicker = subs.subscribe({ channel: 'ticker', symbol: 'tBTCUSD' }, recorder().listener);
    vi.advanceTimersByTime(500);
    subscribed(factory.last, 7, BOOK_URI);
    subscribed(factory.last, 8, 'ticker:tBTCUSD');
    push(factory.last, [7, [[100, 1, 1]]]);
    push(factory.last, [8, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
    releaseTicker();
    const ticker = recorder();
    subs.subscribe({ channel: 'ticker', symbol: 'tBTCUSD' }, ticker.listener);
    expect(ticker.messages).toEqual([{ msg: [8, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]], snapshot: false }]);
    releaseBook();
    subs.subscribe(BOOK, recorder().listener);
    expect(subs.state(BOOK_URI)).toBe('UNSUBSCRIBING');
    factory.last.receive({ event: 'unsubscribed', status: 'OK', chanId: 7 });
    expect(factory.last.sentEvents('subscribe').filter((e) => e.channel === 'book')).toHaveLength(2);
  });

  it('resubscribes every wanted channel after a reconnect and drops the released ones', () => {
    const { factory, subs, resetSeq } = setup();
    const r = recorder();
    subs.subscribe(BOOK, r.listener);
    const release = subs.subscribe({ channel: 'trades', symbol: 'tETHUSD' }, recorder().listener);
    vi.advanceTimersByTime(500);
    subscribed(factory.last, 7, BOOK_URI);
    subscribed(factory.last, 8, 'trades:tETHUSD');
    release();
    factory.last.serverClose(1006);
    expect(subs.state(BOOK_URI)).toBe('ASKED');
    expect(subs.state('trades:tETHUSD')).toBeUndefined();
    vi.advanceTimersByTime(1000);
    resetSeq();
    acceptConnection(factory.last, DEFAULT_FLAGS);
    expect(factory.last.sentEvents('subscribe')).toEqual([expect.objectContaining({ channel: 'book', subId: BOOK_URI })]);
    expect(r.states).toEqual(['ASKED', 'SUBSCRIBING', 'SUBSCRIBED', 'ASKED', 'SUBSCRIBING']);
  });

  it('on resync goes OUT_OF_SYNC, unsubscribes and subscribes again at once for a fresh snapshot', () => {
    const { factory, subs, push, r } = bookSubscribed();
    push(factory.last, [7, [[100, 1, 1]]]);
    subs.resync(BOOK_URI);
    expect(factory.last.sentEvents('unsubscribe')).toEqual([{ event: 'unsubscribe', chanId: 7 }]);
    // Updates still in flight for the old channel are not delivered.
    push(factory.last, [7, [100, 2, 3]]);
    factory.last.receive({ event: 'unsubscribed', status: 'OK', chanId: 7 });
    expect(factory.last.sentEvents('subscribe')).toHaveLength(2);
    subscribed(factory.last, 9, BOOK_URI);
    push(factory.last, [9, [[101, 1, 1]]]);
    expect(r.messages.map((m) => [m.msg[0], m.snapshot])).toEqual([
      [7, true],
      [9, true],
    ]);
    expect(r.states).toEqual(['ASKED', 'SUBSCRIBING', 'SUBSCRIBED', 'OUT_OF_SYNC', 'UNSUBSCRIBING', 'ASKED', 'SUBSCRIBING', 'SUBSCRIBED']);
  });

  it('records a subscribe error per channel URI and sets ERROR', () => {
    const { factory, subs } = setup();
    const r = recorder();
    const req = { channel: 'book', symbol: 'tNOPE', prec: 'P0', freq: 'F0', len: '25' } as const;
    subs.subscribe(req, r.listener);
    vi.advanceTimersByTime(500);
    factory.last.receive({ event: 'error', msg: 'symbol: invalid', code: 10300, channel: 'book', symbol: 'tNOPE', subId: channelUri(req) });
    expect(subs.state(channelUri(req))).toBe('ERROR');
    expect(subs.errors.get(channelUri(req))).toEqual({ code: 10300, message: 'symbol: invalid' });
    expect(r.states[r.states.length - 1]).toBe('ERROR');
  });

  it('sets ERROR when an unsubscribe is not OK', () => {
    const { factory, subs } = bookSubscribed();
    subs.resync(BOOK_URI);
    factory.last.receive({ event: 'unsubscribed', status: 'FAILED', chanId: 7, code: 10400 });
    expect(subs.state(BOOK_URI)).toBe('ERROR');
  });

  it('matches subscribed events by the echoed fields when the server does not echo subId', () => {
    const { factory, subs } = setup();
    subs.subscribe({ channel: 'candles', key: 'trade:1m:tBTCUSD' }, recorder().listener);
    vi.advanceTimersByTime(500);
    factory.last.receive({ event: 'subscribed', channel: 'candles', chanId: 3, key: 'trade:1m:tBTCUSD' });
    expect(subs.state('candles:trade:1m:tBTCUSD')).toBe('SUBSCRIBED');
  });

  it('reports a feed that throws and keeps the channel going', () => {
    const { factory, socket, push } = setup();
    const errors: unknown[] = [];
    const subs2 = new ChannelSubscriptions(socket, { onListenerError: (e) => errors.push(e) });
    subs2.subscribe(
      { channel: 'trades', symbol: 'tBTCUSD' },
      {
        onMessage: () => {
          throw new Error('boom');
        },
      },
    );
    vi.advanceTimersByTime(500);
    subscribed(factory.last, 4, 'trades:tBTCUSD');
    push(factory.last, [4, [[1, 2, 3, 4]]]);
    push(factory.last, [4, 'te', [2, 3, 4, 5]]);
    expect(errors).toHaveLength(2);
    expect(subs2.state('trades:tBTCUSD')).toBe('SUBSCRIBED');
  });
});
