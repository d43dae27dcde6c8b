// What the exchange socket is made of and gives: its states, the WebSocket surface it uses (tests
// pass a fake), control events, channel handlers and its options.

export type SocketStatus = 'connecting' | 'online' | 'offline' | 'disconnecting';

/** The part of the browser WebSocket this class uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

/** A control-plane event object ({"event": …}). */
export interface SocketEvent {
  event: string;
  [field: string]: unknown;
}

export type ChannelHandler = (msg: unknown[]) => void;

export interface SocketOptions {
  url: string;
  /** Conf flags asked for on every connection (default CHECKSUM + BULK + SEQ_ALL). */
  flags?: number;
  createSocket?: WebSocketFactory;
  pingEveryMs?: number;
  /** No pong within this time after a ping: the connection is dead, make a new one. */
  pongTimeoutMs?: number;
  /** With channels subscribed, this long without any message (the exchange sends a heartbeat
   *  per channel every 15 s) makes the socket ping at once. */
  silenceMs?: number;
  /** The pong wait after such a silence: the connection is already suspect, so shorter. */
  suspectPongTimeoutMs?: number;
  /** A connection not online (conf answered) this long after it was opened is made again. */
  connectTimeoutMs?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
  /** A connection failed before it opened (the exchange may have refused it: socket-refusal.ts). */
  failedToOpen?: () => void;
  /** Delay before reconnect attempt `attempt` (1, 2, …). */
  backoff?: (attempt: number) => number;
}
