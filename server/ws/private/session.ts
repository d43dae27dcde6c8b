// One authenticated socket's account channel (PROTOCOL §3.2–§3.3): what it may read (the key's
// capabilities), what it asked for (filter), its dead-man switch, and the framing of every
// channel-0 message with SEQ_ALL: `[0, TYPE, DATA, PUB_SEQ, AUTH_SEQ]`.
import { ConfFlag } from '../../../src/protocol/flags';
import type { AuthContext } from '../../accounts/index';
import { allows } from '../../accounts/capabilities';
import type { AccountSnapshots } from '../../trading/index';
import type { Connection } from '../connection';
import type { AccountFilter } from './filter';
import { SNAPSHOT_TYPES, requestStreamOf, streamOf, type StreamKind } from './streams';

export interface SessionOptions {
  filter: AccountFilter;
  /** Cancel all the user's orders when this socket closes (`dms: 4`). */
  deadManSwitch: boolean;
}

export class AccountSession {
  readonly userId: number;
  readonly deadManSwitch: boolean;
  private readonly filter: AccountFilter;
  /** Advanced by every channel-0 message but notifications and heartbeats. */
  private authSeq = 0;
  private stopListening: (() => void) | undefined;
  private ended = false;

  constructor(
    readonly conn: Connection,
    readonly auth: AuthContext,
    opts: SessionOptions,
  ) {
    this.userId = auth.userId;
    this.filter = opts.filter;
    this.deadManSwitch = opts.deadManSwitch;
  }

  get active(): boolean {
    return !this.ended;
  }

  /** Keeps the function that stops the live stream, to call it when the session ends. */
  listening(stop: () => void): void {
    if (this.ended) stop();
    else this.stopListening = stop;
  }

  /** Ends the session (socket closed or logout); returns false when it had already ended. */
  end(): boolean {
    if (this.ended) return false;
    this.ended = true;
    this.stopListening?.();
    this.stopListening = undefined;
    return true;
  }

  private readable(kind: StreamKind): boolean {
    return allows(this.auth.caps, kind.cap, 'read');
  }

  /** `ps, ws, os, fos, fcs, fls`, each narrowed by the filter; a stream the key may not read, or
   *  that the filter leaves out entirely, is not sent. */
  sendSnapshots(snapshots: AccountSnapshots): void {
    for (const type of SNAPSHOT_TYPES) {
      const kind = streamOf(type) as StreamKind;
      if (!this.readable(kind) || !this.filter.wantsFamily(kind.family)) continue;
      const rows = snapshots[type].filter((row) => this.filter.wants(kind.family, kind.keyOf?.(row)));
      this.send(type, rows);
    }
  }

  /** A live account message from trading, if the key may read it and the filter wants it. */
  deliver(type: string, data: unknown): void {
    if (this.ended) return;
    if (type === 'n') {
      if (this.wantsNotification(data)) this.send(type, data);
      return;
    }
    const kind = streamOf(type);
    // Streams no filter family names go only to unfiltered sockets.
    if (!kind) {
      if (this.filter.everything) this.send(type, data);
      return;
    }
    if (!this.readable(kind)) return;
    const key = Array.isArray(data) ? kind.keyOf?.(data) : undefined;
    if (this.filter.wants(kind.family, key)) this.send(type, data);
  }

  private wantsNotification(data: unknown): boolean {
    const type = Array.isArray(data) && typeof data[1] === 'string' ? data[1] : '';
    const request = requestStreamOf(type);
    if (request && !this.readable(request)) return false;
    if (this.filter.wants('notify', undefined)) return true;
    return request !== undefined && this.filter.wantsFamily(request.family);
  }

  /**
   * Sends `[0, TYPE, DATA]`. With SEQ_ALL the auth sequence is appended after the public one;
   * notifications do not advance it, and `*-req` notifications carry no public sequence
   * (PROTOCOL §1.5; the official client audits exactly this).
   */
  send(type: string, data: unknown): void {
    if (this.ended) return;
    const isNotification = type === 'n';
    if (!isNotification) this.authSeq++;
    if (!this.conn.hasFlag(ConfFlag.SEQ_ALL)) {
      this.conn.sendChannel(0, [type, data]);
      return;
    }
    const isRequestAnswer = isNotification && Array.isArray(data) && typeof data[1] === 'string' && data[1].endsWith('-req');
    this.conn.sendChannel(0, [type, data], { publicSeq: !isRequestAnswer, suffix: [this.authSeq] });
  }
}
