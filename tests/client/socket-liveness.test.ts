// A connection can die without a close frame (the exchange gone, a proxy dropping it): the socket
// must notice from the silence of its channels, and give up on a connection that never opens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, ExchangeSocket } from '../../src/services/socket';
import { acceptConnection, fakeSocketFactory } from './fake-socket';

function setup() {
  const factory = fakeSocketFactory();
  const socket = new ExchangeSocket({
    url: 'ws://x/ws/2',
    createSocket: factory.create,
    backoff: () => 1000,
    silenceMs: 20_000,
    pongTimeoutMs: 10_000,
    suspectPongTimeoutMs: 5_000,
    connectTimeoutMs: 15_000,
  });
  return { factory, socket };
}

/** Online, with a channel (17) routed: a connection a client is listening on. */
function subscribedSocket() {
  const rig = setup();
  rig.socket.connect();
  acceptConnection(rig.factory.last, DEFAULT_FLAGS);
  rig.socket.route(17, () => undefined);
  return rig;
}

describe('ExchangeSocket liveness', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings a subscribed connection that falls silent, and makes a new one when no pong comes', () => {
    const { factory, socket } = subscribedSocket();
    vi.advanceTimersByTime(19_000);
    expect(factory.last.sentEvents('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1_500);
    expect(factory.last.sentEvents('ping')).toHaveLength(1);
    vi.advanceTimersByTime(4_000);
    expect(socket.status).toBe('online');
    vi.advanceTimersByTime(1_000);
    expect(socket.status).toBe('offline');
    vi.advanceTimersByTime(1_000);
    expect(factory.sockets).toHaveLength(2);
  });

  it('keeps a connection whose channels keep talking, heartbeats included', () => {
    const { factory, socket } = subscribedSocket();
    for (let seq = 1; seq <= 8; seq++) {
      vi.advanceTimersByTime(15_000);
      factory.last.receive([17, 'hb', seq]);
    }
    expect(factory.last.sentEvents('ping').length).toBeLessThanOrEqual(4);
    expect(socket.status).toBe('online');
    expect(factory.sockets).toHaveLength(1);
  });

  it('any message answers a pending ping', () => {
    const { factory, socket } = subscribedSocket();
    vi.advanceTimersByTime(21_000);
    expect(factory.last.sentEvents('ping')).toHaveLength(1);
    factory.last.receive([17, 'hb', 1]);
    vi.advanceTimersByTime(10_000);
    expect(socket.status).toBe('online');
  });

  it('gives up on a connection that never completes and tries again', () => {
    const { factory, socket } = setup();
    socket.connect();
    factory.last.open();
    // conf is never answered.
    vi.advanceTimersByTime(14_999);
    expect(socket.status).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(factory.sockets[0]!.closedWith).toBe(1000);
    expect(socket.status).toBe('offline');
    vi.advanceTimersByTime(1_000);
    expect(factory.sockets).toHaveLength(2);
    expect(socket.status).toBe('connecting');
  });
});
