// The client's channel subscriptions over a scripted, connected WebSocket, and what a test needs
// to play the exchange's side.
import { vi } from 'vitest';
import { DEFAULT_FLAGS, ExchangeSocket } from '../../src/services/socket';
import { ChannelSubscriptions, channelUri, type ChannelListener, type ChannelState } from '../../src/services/subscriptions';
import { acceptConnection, fakeSocketFactory, type FakeWebSocket } from './fake-socket';

export const BOOK = { channel: 'book', symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25' } as const;
export const BOOK_URI = channelUri(BOOK);

export function recorder() {
  const messages: Array<{ msg: unknown[]; snapshot: boolean }> = [];
  const states: ChannelState[] = [];
  const listener: ChannelListener = {
    onMessage: (msg, snapshot) => messages.push({ msg, snapshot }),
    onState: (s) => states.push(s),
  };
  return { listener, messages, states };
}

export function setup() {
  const factory = fakeSocketFactory();
  const socket = new ExchangeSocket({ url: 'ws://x', createSocket: factory.create, backoff: () => 1000 });
  const subs = new ChannelSubscriptions(socket);
  socket.connect();
  acceptConnection(factory.last, DEFAULT_FLAGS);
  let seq = 0;
  /** The exchange sends a channel array with the next sequence number. */
  const push = (ws: FakeWebSocket, msg: unknown[]) => ws.receive([...msg, ++seq]);
  const resetSeq = () => {
    seq = 0;
  };
  return { factory, socket, subs, push, resetSeq };
}

export function subscribed(ws: FakeWebSocket, chanId: number, subId: string, extra: Record<string, unknown> = {}) {
  ws.receive({ event: 'subscribed', chanId, subId, ...extra });
}

/** The book channel asked by a recorder and subscribed as chanId 7. */
export function bookSubscribed() {
  const rig = setup();
  const r = recorder();
  const release = rig.subs.subscribe(BOOK, r.listener);
  vi.advanceTimersByTime(500);
  subscribed(rig.factory.last, 7, BOOK_URI);
  return { ...rig, r, release };
}
