// An auth event the exchange never answers must not leave the trader "authenticating" for ever
// (no order could be sent): after 10 s the connection is made anew and auth sent again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, ExchangeSocket, NO_REPLY_CLOSE_CODE } from '../../../src/services/socket';
import { AccountChannel } from '../../../src/services/account-channel';
import { acceptConnection, fakeSocketFactory } from '../fake-socket';

describe('an unanswered auth event', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes the connection anew and authenticates on the new one', () => {
    const factory = fakeSocketFactory();
    const socket = new ExchangeSocket({ url: 'ws://x', createSocket: factory.create, backoff: () => 1000 });
    const channel = new AccountChannel(socket, () => 'sign-in-1');
    channel.start();
    socket.connect();
    acceptConnection(factory.last, DEFAULT_FLAGS);
    expect(factory.last.sentEvents('auth')).toHaveLength(1);
    expect(channel.status).toBe('authenticating');

    vi.advanceTimersByTime(9_999);
    expect(factory.sockets[0]!.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(factory.sockets[0]!.closedWith).toBe(NO_REPLY_CLOSE_CODE);
    expect(channel.status).toBe('waiting');

    vi.advanceTimersByTime(1000);
    expect(factory.sockets).toHaveLength(2);
    acceptConnection(factory.last, DEFAULT_FLAGS);
    expect(factory.last.sentEvents('auth')).toEqual([{ event: 'auth', dms: 0, calc: 0 }]);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0, userId: 1 });
    expect(channel.status).toBe('authenticated');
    // Answered: the timer is gone.
    vi.advanceTimersByTime(15_000);
    expect(factory.last.closedWith).toBeUndefined();
  });
});
