// Follows the book channels of one test connection the way a client would: snapshot first,
// then single or bulk updates, verifying every `cs` against two copies (the protocol's BookState
// and the independent ClientBook replica); also audits SEQ_ALL
// (one counter across all channels, last element) and TIMESTAMP (just before the sequence).
import { BookState } from '../../src/protocol/book/state';
import type { BookPrec } from '../../server/market/types';
import { layoutOf } from '../../server/ws/book/layout';
import { ClientBook } from './client-book';
import { type Frame, isChannel, isEvent } from './ws-client';

export interface TrackedBook {
  chanId: number;
  symbol: string;
  prec: BookPrec;
  len: number;
  freq: string;
  book: ClientBook;
  state: BookState;
  snapshot: boolean;
  updates: number;
  bulkMessages: number;
  checksums: number;
  mismatches: string[];
}

export class BookTracker {
  readonly books = new Map<number, TrackedBook>();
  readonly errors: string[] = [];
  private lastSeq: number | null = null;
  private processed = 0;

  constructor(private readonly opts: { seq?: boolean; timestamp?: boolean } = {}) {}

  /** Feeds every frame received since the previous call. */
  feed(frames: readonly Frame[]): void {
    for (; this.processed < frames.length; this.processed++) this.one(frames[this.processed]);
  }

  private one(f: Frame): void {
    if (isEvent(f, 'subscribed') && f.channel === 'book') {
      const symbol = String(f.symbol);
      const prec = f.prec as BookPrec;
      this.books.set(f.chanId as number, {
        chanId: f.chanId as number,
        symbol,
        prec,
        len: Number(f.len),
        freq: String(f.freq),
        book: new ClientBook(layoutOf(symbol, prec)),
        state: new BookState(layoutOf(symbol, prec)),
        snapshot: false,
        updates: 0,
        bulkMessages: 0,
        checksums: 0,
        mismatches: [],
      });
      return;
    }
    if (!isChannel(f)) return;
    const msg = [...f];
    if (this.opts.seq) {
      const seq = msg.pop();
      if (typeof seq !== 'number' || (this.lastSeq !== null && seq !== this.lastSeq + 1))
        this.errors.push(`seq ${String(seq)} after ${this.lastSeq}`);
      if (typeof seq === 'number') this.lastSeq = seq;
    }
    if (this.opts.timestamp) {
      const ts = msg.pop();
      if (typeof ts !== 'number' || Math.abs(Date.now() - ts) > 60_000) this.errors.push(`timestamp ${String(ts)}`);
    }
    const t = this.books.get(msg[0] as number);
    if (!t || msg[1] === 'hb') return;
    if (msg[1] === 'cs') {
      t.checksums++;
      const mine = t.book.checksum();
      if (mine !== msg[2]) t.mismatches.push(`cs ${String(msg[2])} != replica ${mine} after ${t.updates} updates`);
      const theirs = t.state.checksum();
      if (theirs !== msg[2]) t.mismatches.push(`cs ${String(msg[2])} != BookState ${theirs} after ${t.updates} updates`);
      return;
    }
    if (msg.length !== 2 || !Array.isArray(msg[1])) {
      this.errors.push(`unexpected book frame ${JSON.stringify(f)}`);
      return;
    }
    const payload = msg[1] as number[][] | number[];
    t.state.applyMessage(payload, !t.snapshot);
    if (!t.snapshot) {
      t.snapshot = true;
      t.book.applySnapshot(payload as number[][]);
      return;
    }
    t.updates++;
    if (Array.isArray(payload[0])) {
      t.bulkMessages++;
      for (const e of payload as number[][]) t.book.apply(e);
    } else {
      t.book.apply(payload as number[]);
    }
  }
}
