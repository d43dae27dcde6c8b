import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, ExchangeSocket, IDLE_CLOSE_CODE } from '../../src/services/socket';
import { publicSequence } from '../../src/protocol/sequence';
import { ConfFlag } from '../../src/protocol/flags';
import { acceptConnection, fakeSocketFactory } from './fake-socket';
import { explainRefusal } from '../../src/services/socket-refusal';

function setup(flags = DEFAULT_FLAGS) {
  const factory = fakeSocketFactory();
  const socket = new ExchangeSocket({ url: 'ws://x/ws/2', flags, createSocket: factory.create, backoff: (n) => 1000 * n });
  const statuses: string[] = [];
  socket.onStatus((s) => statuses.push(s));
  return { factory, socket, statuses };
}

/** Connected, and the exchange's welcome and conf answered. */
function online(flags = DEFAULT_FLAGS) {
  const rig = setup(flags);
  rig.socket.connect();
  acceptConnection(rig.factory.last, flags);
  return rig;
}

describe('ExchangeSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for CHECKSUM + BULK + SEQ_ALL on open and is online once conf is answered', () => {
    const { factory, socket, statuses } = setup();
    socket.connect();
    expect(socket.status).toBe('connecting');
    factory.last.open();
    expect(factory.last.sentEvents('conf')).toEqual([{ event: 'conf', flags: ConfFlag.CHECKSUM + ConfFlag.BULK + ConfFlag.SEQ_ALL }]);
    expect(socket.status).toBe('connecting');
    factory.last.receive({ event: 'conf', status: 'OK', flags: DEFAULT_FLAGS });
    expect(socket.status).toBe('online');
    expect(socket.activeFlags).toBe(DEFAULT_FLAGS);
    expect(statuses).toEqual(['connecting', 'online']);
  });

  it('routes channel arrays by chanId with the sequence number removed, and ignores heartbeats', () => {
    const { factory, socket } = online();
    const a: unknown[][] = [];
    const b: unknown[][] = [];
    socket.route(5, (m) => a.push(m));
    socket.route(6, (m) => b.push(m));
    factory.last.receive([5, [[100, 1, 2]], 1]);
    factory.last.receive([6, 'hb', 2]);
    factory.last.receive([6, 'cs', -123, 3]);
    factory.last.receive([5, [100, 0, 1], 4]);
    expect(a).toEqual([
      [5, [[100, 1, 2]]],
      [5, [100, 0, 1]],
    ]);
    expect(b).toEqual([[6, 'cs', -123]]);
  });

  it('reconnects when the public sequence skips a number', () => {
    const { factory, socket } = online();
    const got: unknown[][] = [];
    socket.route(5, (m) => got.push(m));
    factory.last.receive([5, [1, 1, 1], 1]);
    factory.last.receive([5, [2, 1, 1], 3]);
    expect(got).toHaveLength(1);
    expect(factory.last.closedWith).toBe(4000);
    expect(socket.status).toBe('offline');
    vi.advanceTimersByTime(1000);
    expect(factory.sockets).toHaveLength(2);
    // The new connection starts a new count.
    acceptConnection(factory.last, DEFAULT_FLAGS);
    socket.route(9, (m) => got.push(m));
    factory.last.receive([9, [3, 1, 1], 1]);
    expect(got).toHaveLength(2);
  });

  it('backs off between failed attempts and resets after a success', () => {
    const { factory, socket } = setup();
    socket.connect();
    factory.last.serverClose(1006);
    vi.advanceTimersByTime(999);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
    factory.last.serverClose(1006);
    vi.advanceTimersByTime(1999);
    expect(factory.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(3);
    acceptConnection(factory.last, DEFAULT_FLAGS);
    factory.last.serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(factory.sockets).toHaveLength(4);
  });

  it('pings every 30 s and drops a connection that stops answering', () => {
    const { factory, socket } = online();
    vi.advanceTimersByTime(30_000);
    expect(factory.last.sentEvents('ping')).toHaveLength(1);
    factory.last.receive({ event: 'pong', ts: 1, cid: 1 });
    vi.advanceTimersByTime(30_000);
    expect(factory.last.sentEvents('ping')).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(socket.status).toBe('offline');
  });

  it('reconnects at once on info 20051', () => {
    const { factory, socket } = online();
    factory.last.receive({ event: 'info', code: 20051, msg: 'Stop/Restart Websocket Server (please reconnect)' });
    expect(socket.status).toBe('offline');
    vi.advanceTimersByTime(0);
    expect(factory.sockets).toHaveLength(2);
  });

  it('stays closed after an idle disconnection (4004) until woken', () => {
    const { factory, socket } = online();
    factory.last.serverClose(IDLE_CLOSE_CODE);
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(socket.isIdle).toBe(true);
    socket.wake();
    expect(factory.sockets).toHaveLength(2);
  });

  it('closes with 4004 when the client goes idle', () => {
    const { factory, socket } = online();
    socket.sleep();
    expect(factory.last.closedWith).toBe(IDLE_CLOSE_CODE);
    vi.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
  });

  it('clears its routes when the connection closes', () => {
    const { factory, socket } = setup(0);
    socket.connect();
    factory.last.open();
    expect(socket.status).toBe('online');
    const got: unknown[] = [];
    socket.route(5, (m) => got.push(m));
    factory.last.serverClose();
    vi.advanceTimersByTime(1000);
    factory.last.open();
    factory.last.receive([5, [1, 1, 1]]);
    expect(got).toEqual([]);
  });
});

describe('publicSequence', () => {
  it('finds the public sequence of public and account messages', () => {
    expect(publicSequence([5, [1, 2, 3], 10])).toEqual({ pub: 10, trailing: 1 });
    expect(publicSequence([5, 'hb', 11])).toEqual({ pub: 11, trailing: 1 });
    expect(publicSequence([5, [1, 2, 3]])).toEqual({ pub: undefined, trailing: 0 });
    expect(publicSequence([0, 'wu', ['exchange', 'USD', 1], 12, 4])).toEqual({ pub: 12, trailing: 2 });
    expect(publicSequence([0, 'n', [1, 'on-req', null], 5])).toEqual({ pub: undefined, trailing: 1 });
  });
  it('after a connection refused before opening, asks why, tells the page and retries after the wait', async () => {
    vi.useFakeTimers();
    const factory = fakeSocketFactory();
    const shown: number[] = [];
    let failed = 0;
    const socket: ExchangeSocket = new ExchangeSocket({
      url: 'ws://x/ws/2',
      createSocket: factory.create,
      backoff: () => 1000,
      failedToOpen: () => {
        failed += 1;
        void explainRefusal(
          socket,
          () => Promise.resolve(40_000),
          (at) => shown.push(at - Date.now()),
        );
      },
    });
    socket.connect();
    factory.last.serverClose(1006);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toBe(1);
    expect(shown).toEqual([41_000]);
    // Not at the usual back-off: only once the exchange's wait has passed.
    await vi.advanceTimersByTimeAsync(40_000);
    expect(factory.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(factory.sockets).toHaveLength(2);
    acceptConnection(factory.last, DEFAULT_FLAGS);
    expect(socket.status).toBe('online');
    // A connection that opened and then dropped is no refusal: nothing is asked.
    factory.last.serverClose(1006);
    expect(failed).toBe(1);
    socket.close();
    vi.useRealTimers();
  });

  it('keeps the usual back-off when the exchange names no wait, or does not answer', async () => {
    const retried: number[] = [];
    const socket = { retryIn: (ms: number) => retried.push(ms) };
    const shown: number[] = [];
    await explainRefusal(
      socket,
      () => Promise.resolve(0),
      (at) => shown.push(at),
    );
    await explainRefusal(
      socket,
      () => Promise.reject(new Error('404')),
      (at) => shown.push(at),
    );
    expect([retried, shown]).toEqual([[], []]);
    await explainRefusal(
      socket,
      () => Promise.resolve(5000),
      (at) => shown.push(at),
      () => 100,
    );
    expect([retried, shown]).toEqual([[6000], [6100]]);
  });
});
