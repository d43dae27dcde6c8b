// What a public channel is asked with and answers through (market-side §4): its request and the
// URI that names it, its states, and what a listener and the socket must offer.
import type { SocketEvent, SocketStatus } from './socket';

export type ChannelState = 'ASKED' | 'SUBSCRIBING' | 'SUBSCRIBED' | 'UNSUBSCRIBING' | 'ERROR' | 'OUT_OF_SYNC';

export type ChannelRequest =
  | { channel: 'book'; symbol: string; prec?: string; freq?: string; len?: string }
  | { channel: 'trades'; symbol: string }
  | { channel: 'ticker'; symbol: string }
  | { channel: 'candles'; key: string }
  | { channel: 'status'; key: string };

export interface ChannelError {
  code: number;
  message: string;
}

export interface ChannelListener {
  /** A channel array without its sequence numbers; `snapshot` is true for the first data message
   *  after `subscribed` (PROTOCOL §6.3: decided by state, never by shape). */
  onMessage(msg: unknown[], snapshot: boolean): void;
  /** The channel's state changed. ASKED and OUT_OF_SYNC mean the local copy is stale: a fresh
   *  snapshot will follow. */
  onState?(state: ChannelState, error?: ChannelError): void;
}

/** What this file needs of the socket (ExchangeSocket satisfies it). */
export interface SocketPort {
  readonly status: SocketStatus;
  onStatus(fn: (s: SocketStatus) => void): () => void;
  onEvent(fn: (e: SocketEvent) => void): () => void;
  route(chanId: number, handler: (msg: unknown[]) => void): () => void;
  send(obj: object): boolean;
  /** Drops the connection and makes a new one. */
  reconnect(reason: string): void;
}

/** The channel's identity: the same URI means the same stream. */
export function channelUri(req: ChannelRequest): string {
  switch (req.channel) {
    case 'book':
      return `book:${req.symbol}:${req.prec ?? 'P0'}:${req.freq ?? 'F0'}:${req.len ?? '25'}`;
    case 'trades':
    case 'ticker':
      return `${req.channel}:${req.symbol}`;
    case 'candles':
    case 'status':
      return `${req.channel}:${req.key}`;
  }
}

export interface SubscriptionsOptions {
  batchMs?: number;
  /** A subscribe or unsubscribe unanswered this long makes the connection anew (default 10 s). */
  replyTimeoutMs?: number;
  onListenerError?: (err: unknown) => void;
}
