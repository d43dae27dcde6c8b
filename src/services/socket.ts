// One WebSocket to the exchange (PROTOCOL §1, §6): reconnects with backoff, pings every 30 s,
// asks for its conf flags on every connection, checks the public sequence numbers (a gap means
// lost data, so the connection is dropped and made again), and routes channel arrays by chanId.
// Heartbeats are swallowed here; nothing above this file ever sees one, but they prove the
// connection alive (liveness.ts).
import { ConfFlag, hasFlag } from '../protocol/flags';
import { InfoCode } from '../protocol/errors';
import { publicSequence } from '../protocol/sequence';
import { Liveness } from './liveness';
import type { SocketOptions, SocketStatus, WebSocketFactory, WebSocketLike, ChannelHandler, SocketEvent } from './socket-types';
import { Listeners } from './listeners';

export type * from './socket-types';

/** Close code of an idle disconnection (market-side §4): no automatic reconnect follows. */
export const IDLE_CLOSE_CODE = 4004;
/** Close code we use when the public sequence skipped: the stream is incomplete. */
export const SEQUENCE_GAP_CLOSE_CODE = 4000;
/** Close code we use when the exchange left a request unanswered (see reconnect()). */
export const NO_REPLY_CLOSE_CODE = 4001;
const OPEN = 1;

export const DEFAULT_FLAGS = ConfFlag.CHECKSUM + ConfFlag.BULK + ConfFlag.SEQ_ALL;

/** ufx-like: 1 s, 2 s, 4 s … capped at 30 s, with ±20 % jitter so tabs do not reconnect in step. */
export function defaultBackoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class ExchangeSocket {
  private ws?: WebSocketLike;
  private attempts = 0;
  private reconnectTimer?: ReturnType<typeof setTimeout>;
  private connectTimer?: ReturnType<typeof setTimeout>;
  private readonly liveness: Liveness;
  private readonly routes = new Map<number, ChannelHandler>();
  private readonly statusListeners = new Listeners<SocketStatus>();
  private readonly eventListeners = new Listeners<SocketEvent>();
  private wanted = false;
  private idle = false;
  /** Whether the current connection ever opened: one that failed before may have been refused. */
  private opened = false;
  private lastSeq: number | undefined;
  private readonly flags: number;
  private readonly createSocket: WebSocketFactory;
  private readonly connectTimeoutMs: number;
  private readonly backoff: (attempt: number) => number;
  /** Flags the server acknowledged on this connection (0 until conf OK). */
  activeFlags = 0;
  status: SocketStatus = 'offline';

  constructor(private readonly options: SocketOptions) {
    this.flags = options.flags ?? DEFAULT_FLAGS;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
    this.connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
    this.backoff = options.backoff ?? ((n) => defaultBackoff(n));
    this.liveness = new Liveness(
      {
        pingEveryMs: options.pingEveryMs ?? 30_000,
        pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
        suspectPongTimeoutMs: options.suspectPongTimeoutMs ?? 5_000,
        silenceMs: options.silenceMs ?? 20_000,
        now: options.now ?? (() => Date.now()),
      },
      { send: (e) => this.send(e), hasChannels: () => this.routes.size > 0, dead: (reason) => this.drop(1000, reason) },
    );
  }

  get isIdle(): boolean {
    return this.idle;
  }

  onStatus(fn: (s: SocketStatus) => void): () => void {
    return this.statusListeners.add(fn);
  }

  /** Control-plane events: info, conf, subscribed, unsubscribed, error, pong, auth. */
  onEvent(fn: (e: SocketEvent) => void): () => void {
    return this.eventListeners.add(fn);
  }

  /** Channel arrays of `chanId` (sequence numbers removed) go to `handler` until the returned
   *  function is called or the connection closes. */
  route(chanId: number, handler: ChannelHandler): () => void {
    this.routes.set(chanId, handler);
    return () => {
      if (this.routes.get(chanId) === handler) this.routes.delete(chanId);
    };
  }

  connect(): void {
    this.wanted = true;
    this.idle = false;
    if (!this.ws) this.open();
  }

  /** Closes for good (page leaving). */
  close(): void {
    this.wanted = false;
    clearTimeout(this.reconnectTimer);
    this.shutdown(1000, 'client closing');
  }

  /** Idle disconnection: closes with 4004 and stays closed until wake(). */
  sleep(): void {
    if (this.idle) return;
    this.idle = true;
    clearTimeout(this.reconnectTimer);
    this.shutdown(IDLE_CLOSE_CODE, 'idle');
  }

  /** The user is back: reconnect at once if the connection was idle-closed. */
  wake(): void {
    if (!this.idle || !this.wanted) return;
    this.idle = false;
    this.attempts = 0;
    if (!this.ws) this.open();
  }

  /**
   * Replaces the connection: after a request the exchange left unanswered (what it holds for us is
   * unknown, so everything is asked again, as after a sequence gap), or because the session's
   * cookie changed and only an upgrade carries cookies (`now`: open the new one at once).
   * Channels come back as after any reconnect. Idle or closed for good: nothing.
   */
  reconnect(reason: string, opts: { now?: boolean } = {}): void {
    if (!opts.now) {
      this.drop(NO_REPLY_CLOSE_CODE, reason);
      return;
    }
    if (!this.wanted || this.idle) return;
    clearTimeout(this.reconnectTimer);
    if (this.ws) this.shutdown(1000, reason);
    clearTimeout(this.reconnectTimer);
    this.attempts = 0;
    if (!this.ws) this.open();
  }

  /** Sends an event object; false when the socket is not open (nothing is queued). */
  send(obj: object): boolean {
    if (this.ws?.readyState !== OPEN || this.status === 'disconnecting') return false;
    this.ws.send(JSON.stringify(obj));
    return true;
  }

  private setStatus(s: SocketStatus): void {
    if (this.status === s) return;
    this.status = s;
    this.statusListeners.emit(s);
  }

  private open(): void {
    this.setStatus('connecting');
    this.lastSeq = undefined;
    this.activeFlags = 0;
    this.opened = false;
    let ws: WebSocketLike;
    try {
      ws = this.createSocket(this.options.url);
    } catch {
      this.setStatus('offline');
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    clearTimeout(this.connectTimer);
    // A connection that never completes (no open, or no answer to conf) is given up on.
    this.connectTimer = setTimeout(() => {
      if (this.ws === ws && this.status === 'connecting') this.drop(1000, 'connect timeout');
    }, this.connectTimeoutMs);
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.opened = true;
      if (this.flags) this.send({ event: 'conf', flags: this.flags });
      else this.becomeOnline();
    };
    ws.onmessage = (e) => {
      if (this.ws !== ws) return;
      this.liveness.heardFrom();
      this.receive(typeof e.data === 'string' ? e.data : String(e.data));
    };
    ws.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.afterClose(e.code);
    };
  }

  private becomeOnline(): void {
    this.attempts = 0;
    clearTimeout(this.connectTimer);
    this.setStatus('online');
    this.liveness.start();
  }

  /** Closes the current connection and reconnects (unless idle or closed for good). */
  private drop(code: number, reason: string): void {
    const ws = this.ws;
    if (!ws) return;
    this.shutdown(code, reason);
  }

  private shutdown(code: number, reason: string): void {
    const ws = this.ws;
    if (!ws) {
      if (!this.wanted || this.idle) this.setStatus('offline');
      return;
    }
    this.setStatus('disconnecting');
    try {
      ws.close(code, reason);
    } catch {
      // Already closing: the state below is what matters.
    }
    // Do not wait for the close handshake: a half-dead connection may never answer.
    this.afterClose(code);
  }

  private afterClose(code: number): void {
    this.ws = undefined;
    this.liveness.stop();
    clearTimeout(this.connectTimer);
    this.routes.clear();
    this.activeFlags = 0;
    if (code === IDLE_CLOSE_CODE) this.idle = true;
    this.setStatus('offline');
    if (this.wanted && !this.idle) {
      this.scheduleReconnect();
      if (!this.opened) this.options.failedToOpen?.();
    }
  }

  /** The next attempt in `ms` instead of the usual back-off (the exchange said how long to wait). */
  retryIn(ms: number): void {
    if (this.wanted && !this.idle && !this.ws) this.scheduleReconnect(ms);
  }

  private scheduleReconnect(delay?: number): void {
    clearTimeout(this.reconnectTimer);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(
      () => {
        if (this.wanted && !this.idle && !this.ws) this.open();
      },
      delay ?? this.backoff(this.attempts),
    );
  }

  private receive(text: string): void {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return; // Not JSON: not ours to interpret.
    }
    if (Array.isArray(msg)) this.receiveChannel(msg);
    else if (msg !== null && typeof msg === 'object' && typeof (msg as SocketEvent).event === 'string') {
      this.receiveEvent(msg as SocketEvent);
    }
  }

  private receiveChannel(msg: unknown[]): void {
    const chanId = msg[0];
    if (typeof chanId !== 'number') return;
    let body = msg;
    if (hasFlag(this.activeFlags, ConfFlag.SEQ_ALL)) {
      const seq = publicSequence(msg);
      if (seq.pub !== undefined) {
        if (this.lastSeq !== undefined && seq.pub !== this.lastSeq + 1) {
          this.drop(SEQUENCE_GAP_CLOSE_CODE, 'sequence gap');
          return;
        }
        this.lastSeq = seq.pub;
      }
      body = msg.slice(0, msg.length - seq.trailing);
    }
    if (body[1] === 'hb') return;
    const handler = this.routes.get(chanId);
    if (handler) handler(body);
  }

  private receiveEvent(ev: SocketEvent): void {
    if (ev.event === 'conf') {
      this.activeFlags = ev.status === 'OK' && typeof ev.flags === 'number' ? ev.flags : 0;
      if (this.status === 'connecting') this.becomeOnline();
    } else if (ev.event === 'pong') {
      // Liveness heard from the exchange already.
    } else if (ev.event === 'info' && ev.code === InfoCode.STOP) {
      this.eventListeners.emit(ev);
      this.shutdown(1012, 'server restart');
      this.attempts = 0;
      this.scheduleReconnect(0);
      return;
    }
    this.eventListeners.emit(ev);
  }
}
