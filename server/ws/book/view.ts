// One shared book stream per symbol/precision/len: the window every subscriber of it holds
// (PROTOCOL §2.1 "depth window"), kept equal to the true top-len of each side. Each market
// change becomes the wire messages that move the window — the change itself, the level that
// falls out when a better one enters, the next level when one inside disappears — serialised
// once and handed to every subscriber. F1 subscribers share a second window, brought up to
// date every batch interval by the difference (which coalesces everything in between).
import type { BookPrec, BookSide, MarketData, WireBookEntry } from '../../market/types';
import { type LayoutOps, layoutOf, layoutOps, sameEntry } from './layout';
import { DepthWindow } from './window';

export interface BookDelta {
  readonly side: BookSide;
  readonly entry: WireBookEntry;
  /** JSON text of `entry`. */
  readonly json: string;
}

export interface BookBatch {
  readonly deltas: readonly BookDelta[];
  /** Checksum after each delta, when a subscriber sends them one by one with checksums. */
  readonly stepChecksums: readonly number[] | null;
  readonly checksum: number;
}

export interface BookViewSubscriber {
  /** F0: one window change, already applied (view.checksum() describes the state after it). */
  onDelta(delta: BookDelta): void;
  /** F0: end of the synchronous burst that produced deltas (bulk subscribers send now). */
  onTickEnd(): void;
  /** F1: the changes since the previous batch. */
  onBatch(batch: BookBatch): void;
  /** F1: whether this subscriber needs stepChecksums. */
  wantsStepChecksums(): boolean;
}

export type BookFreq = 'F0' | 'F1';

const SIDES: readonly BookSide[] = ['bids', 'asks'];

function toDelta(side: BookSide, entry: WireBookEntry): BookDelta {
  return { side, entry, json: JSON.stringify(entry) };
}

export class BookView {
  readonly ops: LayoutOps;
  private readonly live: DepthWindow;
  private batched: DepthWindow | null = null;
  private batchTimer: NodeJS.Timeout | null = null;
  private tickScheduled: NodeJS.Immediate | null = null;
  private readonly realtime = new Set<BookViewSubscriber>();
  private readonly batchSubs = new Set<BookViewSubscriber>();

  constructor(
    private readonly market: MarketData,
    readonly symbol: string,
    readonly prec: BookPrec,
    readonly len: number,
    private readonly batchMs: number,
  ) {
    this.ops = layoutOps(layoutOf(symbol, prec));
    this.live = new DepthWindow(this.ops, len);
    for (const side of SIDES) for (const e of this.truth(side)) this.live.set(side, e);
  }

  get subscriberCount(): number {
    return this.realtime.size + this.batchSubs.size;
  }

  /** Adds a subscriber and returns what its snapshot must be (bids then asks, best-first). */
  subscribe(sub: BookViewSubscriber, freq: BookFreq): { entries: WireBookEntry[]; checksum: number } {
    if (freq === 'F0') {
      this.realtime.add(sub);
      return { entries: this.live.snapshot(), checksum: this.live.checksum() };
    }
    if (!this.batched) {
      this.batched = this.live.clone();
      this.batchTimer = setInterval(() => this.flushBatch(), this.batchMs);
      this.batchTimer.unref();
    }
    this.batchSubs.add(sub);
    return { entries: this.batched.snapshot(), checksum: this.batched.checksum() };
  }

  unsubscribe(sub: BookViewSubscriber): void {
    this.realtime.delete(sub);
    if (this.batchSubs.delete(sub) && this.batchSubs.size === 0) this.stopBatches();
  }

  /** Checksum of the realtime window (what every F0 subscriber holds right now). */
  checksum(): number {
    return this.live.checksum();
  }

  requestTickEnd(): void {
    if (this.tickScheduled) return;
    this.tickScheduled = setImmediate(() => {
      this.tickScheduled = null;
      for (const sub of this.realtime) sub.onTickEnd();
    });
  }

  dispose(): void {
    this.stopBatches();
    if (this.tickScheduled) clearImmediate(this.tickScheduled);
    this.tickScheduled = null;
    this.realtime.clear();
  }

  /** One market change of a level (P*) or an order (R0) on `side`. */
  apply(side: BookSide, entry: WireBookEntry): void {
    const { ops, live } = this;
    const key = ops.key(entry);
    const old = live.get(side, key);
    if (ops.isRemoval(entry)) {
      if (!old) return; // outside the window: the subscribers never saw it
      const wasFull = live.isFull(side);
      live.remove(side, key);
      this.emit(side, ops.deleteOf(side, old));
      if (wasFull) this.refill(side);
      return;
    }
    if (old) {
      if (ops.compare(side, old, entry) === 0) {
        if (sameEntry(old, entry)) return;
        live.set(side, entry);
        this.emit(side, entry);
      } else {
        // An order moved inside its side: whether it stays in the window depends on levels
        // the window does not hold, so the true top-len decides.
        this.resync(side, this.truth(side));
      }
      return;
    }
    if (!live.isFull(side)) {
      // A window that is not full holds the whole side, so anything new belongs in it.
      live.set(side, entry);
      this.emit(side, entry);
      return;
    }
    const worst = live.worst(side);
    if (worst && ops.compare(side, entry, worst) < 0) {
      live.remove(side, ops.key(worst));
      this.emit(side, ops.deleteOf(side, worst));
      live.set(side, entry);
      this.emit(side, entry);
    }
  }

  /** After a removal from a full window, the level ranked `len` on the true side moves in. */
  private refill(side: BookSide): void {
    const truth = this.truth(side);
    const { ops, live } = this;
    if (truth.length < this.len) {
      if (truth.length !== live.size(side)) this.resync(side, truth);
      return;
    }
    const next = truth[this.len - 1]!;
    const worst = live.worst(side);
    if (live.size(side) === this.len - 1 && !live.get(side, ops.key(next)) && (!worst || ops.compare(side, next, worst) > 0)) {
      live.set(side, next);
      this.emit(side, next);
    } else {
      this.resync(side, truth);
    }
  }

  /** Moves the window of `side` to `truth` with the fewest messages: deletes first, then sets. */
  private resync(side: BookSide, truth: readonly WireBookEntry[]): void {
    const { ops, live } = this;
    const wanted = new Map(truth.map((e) => [ops.key(e), e]));
    for (const e of live.entries(side)) {
      if (!wanted.has(ops.key(e))) {
        live.remove(side, ops.key(e));
        this.emit(side, ops.deleteOf(side, e));
      }
    }
    for (const e of truth) {
      const have = live.get(side, ops.key(e));
      if (have && sameEntry(have, e)) continue;
      live.set(side, e);
      this.emit(side, e);
    }
  }

  /** The true top-len of one side, in the clients' order, copied from the market. */
  private truth(side: BookSide): WireBookEntry[] {
    const entries = this.market.book(this.symbol, this.prec, side, this.len).map((e) => e.slice());
    return entries.sort((a, b) => this.ops.compare(side, a, b));
  }

  private emit(side: BookSide, entry: WireBookEntry): void {
    if (this.realtime.size === 0) return;
    const delta = toDelta(side, entry);
    for (const sub of this.realtime) sub.onDelta(delta);
  }

  private flushBatch(): void {
    const shadow = this.batched;
    if (!shadow) return;
    const { ops, live } = this;
    let wantSteps = false;
    for (const sub of this.batchSubs) wantSteps ||= sub.wantsStepChecksums();
    const deltas: BookDelta[] = [];
    const steps: number[] = [];
    const push = (side: BookSide, entry: WireBookEntry) => {
      deltas.push(toDelta(side, entry));
      if (wantSteps) steps.push(shadow.checksum());
    };
    // Deletes first: a client keys trading levels by price alone, so a price that changed side
    // within the batch must leave before it comes back on the other side.
    for (const side of SIDES) {
      for (const e of shadow.entries(side)) {
        if (live.get(side, ops.key(e))) continue;
        shadow.remove(side, ops.key(e));
        push(side, ops.deleteOf(side, e));
      }
    }
    for (const side of SIDES) {
      for (const e of live.entries(side)) {
        const have = shadow.get(side, ops.key(e));
        if (have && sameEntry(have, e)) continue;
        shadow.set(side, e);
        push(side, e);
      }
    }
    if (deltas.length === 0) return;
    const batch: BookBatch = { deltas, stepChecksums: wantSteps ? steps : null, checksum: shadow.checksum() };
    for (const sub of this.batchSubs) sub.onBatch(batch);
  }

  private stopBatches(): void {
    if (this.batchTimer) clearInterval(this.batchTimer);
    this.batchTimer = null;
    this.batched = null;
  }
}
