// Public channels (market-side §4, ARCHITECTURE "services"): every channel URI has one state
// machine
//   ASKED → SUBSCRIBING → SUBSCRIBED → UNSUBSCRIBING, or ERROR, or OUT_OF_SYNC → (fresh snapshot)
// and one listener, its feed. Widgets share feeds, not channels: the feed stores count who uses a
// feed and keep it a moment after the last one leaves (models/shared-feeds.ts, the one place of
// both). Requests are sent in 500 ms batches, so a feed that goes and comes back within a batch
// costs the exchange nothing. Losing the
// connection puts every wanted channel back to ASKED; it is subscribed again once online. A
// subscribe or unsubscribe the exchange never answers would leave its channel stuck (a book
// "loading" for ever), so after a while without a reply the connection is made again.
import type { SocketEvent, SocketStatus } from './socket';
import { InfoCode } from '../protocol/errors';
import { Listeners } from './listeners';

export * from './channel-request';
import {
  channelUri,
  type ChannelError,
  type ChannelListener,
  type ChannelRequest,
  type ChannelState,
  type SocketPort,
  type SubscriptionsOptions,
} from './channel-request';
import { STATELESS, channelOfEvent, type Channel } from './channel-entry';

export class ChannelSubscriptions {
  private readonly channels = new Map<string, Channel>();
  private readonly byChanId = new Map<number, Channel>();
  private flushTimer?: ReturnType<typeof setTimeout>;
  private readonly batchMs: number;
  private readonly replyTimeoutMs: number;
  private readonly reportError: (err: unknown) => void;
  private readonly changeListeners = new Listeners<void>();
  /** The last error of each channel URI (market-side §4: recorded per channel). */
  readonly errors = new Map<string, ChannelError>();

  constructor(
    private readonly socket: SocketPort,
    options: SubscriptionsOptions = {},
  ) {
    this.batchMs = options.batchMs ?? 500;
    this.replyTimeoutMs = options.replyTimeoutMs ?? 10_000;
    this.reportError = options.onListenerError ?? ((err) => console.error('channel listener failed', err));
    socket.onStatus((s) => this.onSocketStatus(s));
    socket.onEvent((e) => this.onSocketEvent(e));
  }

  /** Wants the channel for `listener`, its one feed; the returned function gives it back. */
  subscribe(request: ChannelRequest, listener: ChannelListener): () => void {
    const uri = channelUri(request);
    let ch = this.channels.get(uri);
    if (!ch) {
      ch = { uri, request, state: 'ASKED', awaitingSnapshot: true, again: false };
      this.channels.set(uri, ch);
    }
    const channel = ch;
    if (channel.listener) throw new Error(`${uri} already feeds a store: share that store's feed instead of subscribing again`);
    channel.listener = listener;
    if (channel.state === 'SUBSCRIBED' && !channel.awaitingSnapshot) {
      if (STATELESS.has(request.channel)) {
        if (channel.lastMessage) this.deliver(listener, channel.lastMessage, false);
      } else {
        // The snapshot went by before this listener came: everyone starts again from a fresh one.
        this.resync(uri);
      }
    } else if (channel.state === 'UNSUBSCRIBING') {
      channel.again = true;
    } else if (channel.state === 'ERROR') {
      // A new listener is a new reason to try: the error may have been the connection's.
      this.setState(channel, 'ASKED');
    }
    listener.onState?.(channel.state, this.errors.get(uri));
    this.scheduleFlush();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (channel.listener === listener) channel.listener = undefined;
      this.scheduleFlush();
    };
  }

  /** The local copy of the channel is wrong (checksum mismatch): unsubscribe and subscribe again
   *  for a fresh snapshot, without waiting for the batch. */
  resync(target: string | ChannelRequest): void {
    const uri = typeof target === 'string' ? target : channelUri(target);
    const ch = this.channels.get(uri);
    if (!ch || ch.state !== 'SUBSCRIBED' || ch.chanId === undefined) return;
    ch.again = true;
    this.setState(ch, 'OUT_OF_SYNC');
    if (this.socket.send({ event: 'unsubscribe', chanId: ch.chanId })) this.awaitReply(ch, 'UNSUBSCRIBING');
  }

  state(uri: string): ChannelState | undefined {
    return this.channels.get(uri)?.state;
  }

  /** Whether a feed wants the channel. */
  isWanted(uri: string): boolean {
    return this.channels.get(uri)?.listener !== undefined;
  }

  /** Called after any state change (for diagnostics and the connection panel). */
  onChange(fn: () => void): () => void {
    return this.changeListeners.add(fn);
  }

  /** Sends what the batch holds now. */
  flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.socket.status !== 'online') return;
    for (const ch of [...this.channels.values()]) {
      const wanted = ch.listener !== undefined;
      if (wanted && ch.state === 'ASKED') {
        if (this.socket.send({ event: 'subscribe', ...ch.request, subId: ch.uri })) {
          ch.awaitingSnapshot = true;
          this.awaitReply(ch, 'SUBSCRIBING');
        }
      } else if (!wanted) {
        if (ch.state === 'SUBSCRIBED' && ch.chanId !== undefined) {
          ch.again = false;
          if (this.socket.send({ event: 'unsubscribe', chanId: ch.chanId })) this.awaitReply(ch, 'UNSUBSCRIBING');
        } else if (ch.state === 'ASKED' || ch.state === 'ERROR') {
          this.remove(ch);
        }
      }
    }
  }

  /** The request is sent: the channel waits in `state` for the exchange's answer. */
  private awaitReply(ch: Channel, state: 'SUBSCRIBING' | 'UNSUBSCRIBING'): void {
    clearTimeout(ch.replyTimer);
    ch.replyTimer = setTimeout(() => {
      ch.replyTimer = undefined;
      if (ch.state === state && this.socket.status === 'online') this.socket.reconnect(`no answer to ${state.toLowerCase()} ${ch.uri}`);
    }, this.replyTimeoutMs);
    this.setState(ch, state);
  }

  private answered(ch: Channel): void {
    clearTimeout(ch.replyTimer);
    ch.replyTimer = undefined;
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== undefined) return;
    this.flushTimer = setTimeout(() => this.flush(), this.batchMs);
  }

  private onSocketStatus(s: SocketStatus): void {
    if (s === 'online') {
      this.flush();
      return;
    }
    if (s !== 'offline') return;
    // chanIds belong to the connection: every wanted channel is asked again after reconnect.
    this.byChanId.clear();
    for (const ch of [...this.channels.values()]) {
      this.answered(ch);
      ch.unroute?.();
      ch.unroute = undefined;
      ch.chanId = undefined;
      ch.again = false;
      ch.lastMessage = undefined;
      if (!ch.listener) this.remove(ch);
      else this.setState(ch, 'ASKED');
    }
  }

  private onSocketEvent(e: SocketEvent): void {
    switch (e.event) {
      case 'subscribed':
        this.onSubscribed(e);
        break;
      case 'unsubscribed':
        this.onUnsubscribed(e);
        break;
      case 'error':
        this.onError(e);
        break;
      case 'info':
        // Maintenance over: the docs advise fresh snapshots of everything.
        if (e.code === InfoCode.RESYNC_STOP) for (const uri of [...this.channels.keys()]) this.resync(uri);
        break;
    }
  }

  private onSubscribed(e: SocketEvent): void {
    const ch = channelOfEvent(this.channels, e);
    if (!ch || typeof e.chanId !== 'number') return;
    this.answered(ch);
    const chanId = e.chanId;
    ch.chanId = chanId;
    ch.awaitingSnapshot = true;
    ch.lastMessage = undefined;
    this.byChanId.set(chanId, ch);
    ch.unroute?.();
    ch.unroute = this.socketRoute(chanId, ch);
    this.errors.delete(ch.uri);
    this.setState(ch, 'SUBSCRIBED');
    if (!ch.listener) this.scheduleFlush();
  }

  private socketRoute(chanId: number, ch: Channel): () => void {
    return this.socket.route(chanId, (msg) => {
      if (ch.state !== 'SUBSCRIBED') return; // leftovers of a channel being replaced
      const isData = msg[1] !== 'cs';
      const snapshot = isData && ch.awaitingSnapshot;
      if (snapshot) ch.awaitingSnapshot = false;
      if (isData && STATELESS.has(ch.request.channel)) ch.lastMessage = msg;
      if (ch.listener) this.deliver(ch.listener, msg, snapshot);
    });
  }

  private onUnsubscribed(e: SocketEvent): void {
    if (typeof e.chanId !== 'number') return;
    const ch = this.byChanId.get(e.chanId);
    if (!ch) return;
    this.answered(ch);
    this.byChanId.delete(e.chanId);
    ch.unroute?.();
    ch.unroute = undefined;
    ch.chanId = undefined;
    if (e.status !== 'OK') {
      this.recordError(ch, { code: Number(e.code) || 0, message: String(e.msg ?? e.status ?? 'unsubscribe failed') });
      return;
    }
    if (ch.listener) {
      const immediately = ch.again;
      ch.again = false;
      this.setState(ch, 'ASKED');
      if (immediately) this.flush();
      else this.scheduleFlush();
    } else {
      this.remove(ch);
    }
  }

  private onError(e: SocketEvent): void {
    // Errors of unsubscribe carry the chanId; errors of subscribe echo the request (and subId).
    const ch = typeof e.chanId === 'number' && this.byChanId.has(e.chanId) ? this.byChanId.get(e.chanId) : channelOfEvent(this.channels, e);
    if (!ch) return;
    this.recordError(ch, { code: Number(e.code) || 0, message: String(e.msg ?? 'error') });
  }

  private recordError(ch: Channel, error: ChannelError): void {
    this.answered(ch);
    this.errors.set(ch.uri, error);
    if (ch.chanId !== undefined) {
      this.byChanId.delete(ch.chanId);
      ch.unroute?.();
      ch.unroute = undefined;
      ch.chanId = undefined;
    }
    if (!ch.listener) {
      this.remove(ch);
      return;
    }
    this.setState(ch, 'ERROR', error);
  }

  private remove(ch: Channel): void {
    this.answered(ch);
    ch.unroute?.();
    if (ch.chanId !== undefined) this.byChanId.delete(ch.chanId);
    this.channels.delete(ch.uri);
    this.emitChange();
  }

  private setState(ch: Channel, state: ChannelState, error?: ChannelError): void {
    if (ch.state === state) return;
    ch.state = state;
    try {
      ch.listener?.onState?.(state, error);
    } catch (err) {
      this.reportError(err);
    }
    this.emitChange();
  }

  private deliver(l: ChannelListener, msg: unknown[], snapshot: boolean): void {
    try {
      l.onMessage(msg, snapshot);
    } catch (err) {
      this.reportError(err);
    }
  }

  private emitChange(): void {
    this.changeListeners.emit();
  }
}

/** The part of ChannelSubscriptions the models use (injected as the MST environment). */
export type ChannelsPort = Pick<ChannelSubscriptions, 'subscribe' | 'resync'>;
