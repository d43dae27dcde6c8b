// One public channel as the subscriptions hold it (subscriptions.ts): its request, state,
// feed (its one listener) and the socket's channel id, and how an event of the exchange is matched to it.
import type { ChannelListener, ChannelRequest, ChannelState } from './channel-request';
import type { SocketEvent } from './socket';

/** Channels whose every message is the full state: a feed that comes back while the channel is
 *  still subscribed gets the last one replayed. The others (book, trades, candles) need a fresh
 *  snapshot instead. */
export const STATELESS = new Set(['ticker', 'status']);

export interface Channel {
  uri: string;
  request: ChannelRequest;
  state: ChannelState;
  /** The one feed the channel delivers to. Sharing a feed between widgets, and keeping it a moment
   *  after the last one leaves, is the feed stores' job (models/shared-feeds.ts), not the channel's. */
  listener?: ChannelListener;
  chanId?: number;
  unroute?: () => void;
  awaitingSnapshot: boolean;
  lastMessage?: unknown[];
  /** Subscribe again as soon as the unsubscribe is confirmed (resync, or wanted again). */
  again: boolean;
  /** Armed while a subscribe or unsubscribe waits for its answer. */
  replyTimer?: ReturnType<typeof setTimeout>;
}

/** The channel a `subscribed` or `error` event answers: by its subId, or — from a server that
 *  does not echo subId — by the echoed request fields of a channel being subscribed. */
export function channelOfEvent(channels: ReadonlyMap<string, Channel>, e: SocketEvent): Channel | undefined {
  if (typeof e.subId === 'string') {
    const ch = channels.get(e.subId);
    if (ch) return ch;
  }
  for (const ch of channels.values()) {
    if (ch.state !== 'SUBSCRIBING') continue;
    const fields = Object.entries(ch.request).filter(([k]) => k !== 'channel');
    if (e.channel === ch.request.channel && fields.every(([k, v]) => v === undefined || String(e[k]) === String(v))) return ch;
  }
  return undefined;
}
