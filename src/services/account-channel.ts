// The authenticated channel 0 (PROTOCOL §3): authenticates the shared socket with the login
// session whenever the socket comes online or a session appears, decodes every channel-0 array
// into a typed account message, and sends the inputs (on, ou, oc, oc_multi, fon, foc, calc).
// The page never holds the session's token: the socket's upgrade carries the exchange's HttpOnly
// session cookie, and an auth event without credentials asks the exchange to take it. A socket
// opened before this sign-in carries no (or another session's) cookie, so it is opened anew.
// Authentication lasts until the socket closes, so a reconnect authenticates again and the
// exchange answers with fresh snapshots. An auth event left unanswered (events carry no sequence
// number, so a lost answer is no gap) makes the connection anew rather than wait for ever.
import { CREDENTIAL_ENDED } from '../protocol/errors';
import { decodeAccountMessage, type AccountMessage } from '../protocol/account/stream';
import { encodeInput, type Input } from '../protocol/inputs';
import type { SocketEvent, SocketStatus } from './socket';
import { Listeners } from './listeners';

/** signedOut: no token; authenticating: auth sent, no answer yet; failed: the exchange refused. */
export type AccountChannelStatus = 'signedOut' | 'waiting' | 'authenticating' | 'authenticated' | 'failed';

/** What the account models see of the channel (injected through the store environment). */
export interface AccountChannelPort {
  readonly status: AccountChannelStatus;
  /** The exchange's refusal text of the last failed auth. */
  readonly failure: string | undefined;
  /** The session's permissions as the exchange's auth answer sent them (the read-only context;
   *  an object or its JSON text, read by the write gate where a control needs them). */
  readonly caps?: unknown;
  onMessage(fn: (m: AccountMessage) => void): () => void;
  onStatus(fn: (s: AccountChannelStatus) => void): () => void;
  /** False when the channel is not authenticated (nothing is queued: the caller tells the user). */
  send(input: Input): boolean;
}

/** The part of ExchangeSocket this service uses. */
export interface AccountSocket {
  readonly status: SocketStatus;
  send(obj: object): boolean;
  route(chanId: number, handler: (msg: unknown[]) => void): () => void;
  onEvent(fn: (e: SocketEvent) => void): () => void;
  onStatus(fn: (s: SocketStatus) => void): () => void;
  /** Drops the connection and makes a new one (`now`: at once, not after the usual back-off). */
  reconnect(reason: string, opts?: { now?: boolean }): void;
}

/** How long the exchange may take to answer the auth event. */
export const AUTH_REPLY_TIMEOUT_MS = 10_000;

/** Names the current sign-in (undefined when signed out); read again at every (re)authentication. */
export type SessionKeyProvider = () => string | undefined;

export class AccountChannel implements AccountChannelPort {
  status: AccountChannelStatus = 'signedOut';
  failure: string | undefined;
  caps: unknown;
  private readonly messageListeners = new Listeners<AccountMessage>();
  private readonly statusListeners = new Listeners<AccountChannelStatus>();
  private readonly stops: Array<() => void> = [];
  private unroute: (() => void) | undefined;
  private authedKey: string | undefined;
  /** The sign-in whose cookie the current connection's upgrade carried (undefined: none known). */
  private upgradeKey: string | undefined;
  private replyTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly socket: AccountSocket,
    private readonly sessionKey: SessionKeyProvider,
    /** How long the exchange may take to answer the auth event (fault tests scale it down). */
    private readonly authReplyTimeoutMs = AUTH_REPLY_TIMEOUT_MS,
  ) {}

  /** Starts following the socket; returns a function that stops it. */
  start(): () => void {
    this.stops.push(
      this.socket.onStatus((s) => {
        // The browser sends the cookies of this moment with the upgrade that follows.
        if (s === 'connecting') this.upgradeKey = this.sessionKey();
        if (s === 'online') this.authenticate();
        else if (this.status !== 'signedOut') this.setStatus(this.sessionKey() ? 'waiting' : 'signedOut');
      }),
      this.socket.onEvent((e) => this.onEvent(e)),
    );
    this.refresh();
    return () => {
      for (const stop of this.stops.splice(0)) stop();
      this.unroute?.();
      clearTimeout(this.replyTimer);
    };
  }

  /** The session changed (sign-in, sign-out, another user): authenticate or log the socket out. */
  refresh(): void {
    const key = this.sessionKey();
    if (!key) {
      if (this.status === 'authenticated' || this.status === 'authenticating') {
        // v2 has no "unauth": leaving channel 0 is how clients log a socket out (PROTOCOL §3.2).
        this.socket.send({ event: 'unsubscribe', chanId: 0 });
      }
      this.unroute?.();
      this.authedKey = undefined;
      // The connection's cookie was that session's, now ended.
      this.upgradeKey = undefined;
      this.setStatus('signedOut');
      return;
    }
    // A refreshed token of the same sign-in keeps the socket authenticated: the exchange moves
    // the cookie's session to it, and a socket signed in with the cookie follows the session.
    if ((this.status === 'authenticated' || this.status === 'authenticating') && this.authedKey === key) return;
    if (this.status === 'authenticated') {
      // Another sign-in (another tab, another user): leave channel 0 first (v2 answers a second auth with "dup").
      this.socket.send({ event: 'unsubscribe', chanId: 0 });
    }
    this.authenticate();
  }

  onMessage(fn: (m: AccountMessage) => void): () => void {
    return this.messageListeners.add(fn);
  }

  onStatus(fn: (s: AccountChannelStatus) => void): () => void {
    return this.statusListeners.add(fn);
  }

  send(input: Input): boolean {
    if (this.status !== 'authenticated') return false;
    return this.socket.send(encodeInput(input));
  }

  private authenticate(): void {
    const key = this.sessionKey();
    if (!key) {
      this.setStatus('signedOut');
      return;
    }
    if (this.socket.status !== 'online') {
      this.setStatus('waiting');
      return;
    }
    if (this.upgradeKey !== key) {
      // Only a new upgrade carries this sign-in's cookie; online again, it authenticates.
      this.setStatus('waiting');
      this.socket.reconnect('session changed', { now: true });
      return;
    }
    // The route goes in before the auth event so no snapshot that follows OK can be missed.
    this.unroute?.();
    this.unroute = this.socket.route(0, (msg) => this.receive(msg));
    if (!this.socket.send({ event: 'auth', dms: 0, calc: 0 })) {
      this.setStatus('waiting');
      return;
    }
    this.authedKey = key;
    this.failure = undefined;
    this.setStatus('authenticating');
    clearTimeout(this.replyTimer);
    this.replyTimer = setTimeout(() => {
      if (this.status === 'authenticating' && this.socket.status === 'online') this.socket.reconnect('no answer to auth');
    }, this.authReplyTimeoutMs);
  }

  private onEvent(e: SocketEvent): void {
    if (e.event !== 'auth') return;
    if (e.status !== 'OK' && e.msg === CREDENTIAL_ENDED) {
      // The exchange signed out a session of this socket whose credential ended. While a new auth
      // is on its way that was the old session; otherwise sign in again if this is a new sign-in.
      if (this.status === 'authenticating') return;
      const key = this.sessionKey();
      if (this.status === 'authenticated' && key && key !== this.authedKey) {
        this.authenticate();
        return;
      }
    }
    clearTimeout(this.replyTimer);
    if (e.status === 'OK') {
      this.caps = e.caps;
      this.setStatus('authenticated');
    } else {
      this.failure = typeof e.msg === 'string' ? e.msg : typeof e.code === 'number' ? String(e.code) : 'auth: failed';
      this.unroute?.();
      this.setStatus('failed');
    }
  }

  private receive(msg: unknown[]): void {
    const m = decodeAccountMessage(msg);
    if (!m || m.type === 'hb') return;
    this.messageListeners.emit(m);
  }

  private setStatus(s: AccountChannelStatus): void {
    if (s !== 'authenticating') clearTimeout(this.replyTimer);
    if (this.status === s) return;
    this.status = s;
    this.statusListeners.emit(s);
  }
}
