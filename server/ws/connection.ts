// One client socket: its conf flags, its channels, the per-connection public sequence, and the
// framing of every outgoing array (flags applied here, once, for every channel). The account
// channel 0 of the next issue is a module that only uses this surface.
import { WebSocket } from 'ws';
import { ErrorCode } from '../../src/protocol/errors';
import { ConfFlag, hasFlag } from '../../src/protocol/flags';
import { safeStringify } from '../guard/input-bounds';

/** A public channel subscription held by a connection. */
export interface ChannelSubscription {
  readonly chanId: number;
  readonly channel: string;
  /** Equal for two requests that ask for the same stream (subscribe: dup). */
  readonly dedupKey: string;
  /** Sends the snapshot and starts listening; called right after `subscribed`. */
  start(): void;
  /** Stops listening to the market; nothing is sent afterwards. */
  stop(): void;
  /** Sends whatever is buffered (bulk book updates) before the flags change. */
  flush?(): void;
}

export interface ChannelSendOptions {
  /** false for messages that carry no public sequence number (channel 0 `*-req` notifications). */
  publicSeq?: boolean;
  /** Numbers appended after the public sequence (channel 0 appends its own sequence). */
  suffix?: readonly number[];
}

export interface ConnectionOptions {
  id: string;
  remoteAddress?: string;
  /** A client that lets more than this wait in its send buffer is closed (1013). */
  maxBufferedBytes: number;
}

export class Connection {
  readonly id: string;
  readonly remoteAddress: string | undefined;
  /** Public subscriptions by chanId (channel 0 is not among them). */
  readonly channels = new Map<number, ChannelSubscription>();
  /** State other modules attach to the connection (the account session, …). */
  readonly locals = new Map<string, unknown>();

  private currentFlags = 0;
  private publicSeq = 0;
  /** chanId → ms of the last array sent on it, for heartbeats. */
  private readonly lastTraffic = new Map<number, number>();
  private accountChannelOpen = false;
  private readonly closeHooks = new Set<() => void>();
  private disposed = false;
  private readonly maxBufferedBytes: number;

  constructor(
    private readonly socket: WebSocket,
    opts: ConnectionOptions,
  ) {
    this.id = opts.id;
    this.remoteAddress = opts.remoteAddress;
    this.maxBufferedBytes = opts.maxBufferedBytes;
  }

  get flags(): number {
    return this.currentFlags;
  }

  hasFlag(bit: number): boolean {
    return hasFlag(this.currentFlags, bit);
  }

  /** Replaces the whole flag set (each `conf` replaces the previous one). */
  setFlags(flags: number): void {
    // Updates buffered under the old flags go out first, in the framing they were made for.
    for (const sub of this.channels.values()) sub.flush?.();
    this.currentFlags = flags;
  }

  get isOpen(): boolean {
    return !this.disposed && this.socket.readyState === WebSocket.OPEN;
  }

  /** True once the account module opened channel 0 (an authenticated connection). */
  get authenticated(): boolean {
    return this.accountChannelOpen;
  }

  /** Sends an event object. One that cannot be written as JSON (too deep, cyclic) never throws
   *  out of here: it is logged and the client gets a plain internal error instead. */
  sendEvent(event: Record<string, unknown>): void {
    const text = safeStringify(event);
    if (text === undefined) {
      console.error(`tradedesk ws: event "${String(event.event).slice(0, 40)}" to ${this.id} could not be serialised`);
      this.write(JSON.stringify({ event: 'error', msg: 'error: internal', code: ErrorCode.UNKNOWN }));
      return;
    }
    this.write(text);
  }

  /** Sends `[chanId, ...body]` with the connection's flags applied. */
  sendChannel(chanId: number, body: readonly unknown[], opts?: ChannelSendOptions): void {
    const json = safeStringify(body);
    if (json === undefined) {
      console.error(`tradedesk ws: a message on channel ${chanId} to ${this.id} could not be serialised`);
      return;
    }
    this.sendChannelJson(chanId, json.slice(1, -1), opts);
  }

  /**
   * Fast path of the fan-out: `bodyJson` is the JSON text of the elements after CHAN_ID,
   * comma-separated, serialised once for every subscriber. TIMESTAMP comes before the
   * sequence numbers so that the public sequence stays last (where clients audit it).
   */
  sendChannelJson(chanId: number, bodyJson: string, opts?: ChannelSendOptions): void {
    if (!this.isOpen) return;
    let frame = '[' + chanId + ',' + bodyJson;
    if (this.currentFlags !== 0) {
      if (hasFlag(this.currentFlags, ConfFlag.TIMESTAMP)) frame += ',' + Date.now();
      if (hasFlag(this.currentFlags, ConfFlag.SEQ_ALL) && opts?.publicSeq !== false) frame += ',' + ++this.publicSeq;
    }
    if (opts?.suffix) for (const n of opts.suffix) frame += ',' + JSON.stringify(n);
    frame += ']';
    if (this.lastTraffic.has(chanId)) this.lastTraffic.set(chanId, Date.now());
    this.write(frame);
  }

  /** Starts heartbeats for `chanId`. */
  openChannel(chanId: number): void {
    this.lastTraffic.set(chanId, Date.now());
  }

  closeChannel(chanId: number): void {
    this.lastTraffic.delete(chanId);
  }

  openAccountChannel(): void {
    this.accountChannelOpen = true;
    this.openChannel(0);
  }

  closeAccountChannel(): void {
    this.accountChannelOpen = false;
    this.closeChannel(0);
  }

  /** Sends `[chanId,"hb"]` on every channel idle for at least `idleMs`. */
  heartbeat(now: number, idleMs: number): void {
    for (const [chanId, last] of this.lastTraffic) {
      if (now - last >= idleMs) this.sendChannelJson(chanId, '"hb"');
    }
  }

  /** Runs `fn` once when the connection ends; returns a function that cancels it. */
  onClose(fn: () => void): () => void {
    this.closeHooks.add(fn);
    return () => this.closeHooks.delete(fn);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }

  /** Hard close, for sockets that do not finish the closing handshake. */
  terminate(): void {
    this.socket.terminate();
  }

  /** Called by the gateway once the socket is gone: every listener is removed. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const sub of this.channels.values()) sub.stop();
    this.channels.clear();
    this.lastTraffic.clear();
    for (const hook of [...this.closeHooks]) {
      try {
        hook();
      } catch {
        // A failing hook must not keep the others from releasing their resources.
      }
    }
    this.closeHooks.clear();
  }

  private write(text: string): void {
    if (!this.isOpen) return;
    if (this.socket.bufferedAmount > this.maxBufferedBytes) {
      // A reader this far behind would only see stale books; let it reconnect and resync.
      this.close(1013, 'slow consumer');
      return;
    }
    this.socket.send(text);
  }
}
