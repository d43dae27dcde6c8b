// The state of one book channel (PROTOCOL §2.1–2.2): entries kept exactly as received, each side
// a best-first array kept sorted by binary-search insertion (no re-sorting), an id index for raw
// books, and a checksum that resumes the CRC from the first changed round instead of re-hashing
// the whole top 25. The server's gateway uses the same class for what each subscriber holds.
import { CHECKSUM_DEPTH, KEY_AMOUNT, type BookLayout, type WireEntry } from './checksum';
import { CRC_START, crcFinish, crcJoin } from './crc32';
import { deleteEntry, entryLength } from './layout';
import { before, hashLevel, newLevel, num, replaceEntry, sameEntry, type Level } from './level';

const CLEAN = Number.MAX_SAFE_INTEGER;

export class BookState {
  readonly layout: BookLayout;
  /** Entries kept per side; Infinity when no window was given. */
  readonly depth: number;
  private readonly raw: boolean;
  private readonly funding: boolean;
  private readonly width: number;
  private readonly keyAt: number;
  private readonly amountAt: number;
  private b: Level[] = [];
  private a: Level[] = [];
  private readonly ids = new Map<number, Level>();
  /** First round (index per side) whose checksum tokens changed since the last checksum(). */
  private csFrom = CLEAN;
  private cs = 0;
  /** reg[i]: CRC register before round i. */
  private readonly reg = new Int32Array(CHECKSUM_DEPTH + 1).fill(CRC_START);
  private bidFrom = Infinity;
  private askFrom = Infinity;

  constructor(layout: BookLayout, depth?: number) {
    this.layout = layout;
    this.depth = depth === undefined ? Infinity : Math.max(0, Math.floor(depth));
    this.raw = layout === 'trading-r' || layout === 'funding-r';
    this.funding = layout === 'funding-p' || layout === 'funding-r';
    this.width = entryLength(layout);
    [this.keyAt, this.amountAt] = KEY_AMOUNT[layout];
  }

  get bidCount(): number {
    return this.b.length;
  }
  get askCount(): number {
    return this.a.length;
  }
  bidAt(i: number): WireEntry | undefined {
    return this.b[i]?.e;
  }
  askAt(i: number): WireEntry | undefined {
    return this.a[i]?.e;
  }
  /** Bids best-first (price/rate descending). */
  bids(): WireEntry[] {
    return this.b.map((l) => l.e);
  }
  /** Asks best-first (price/rate ascending). */
  asks(): WireEntry[] {
    return this.a.map((l) => l.e);
  }
  /** Wire order of a snapshot: all bids best-first, then all asks best-first. */
  snapshot(): WireEntry[] {
    return [...this.bids(), ...this.asks()];
  }

  clear(): void {
    this.b = [];
    this.a = [];
    this.ids.clear();
    this.touch(true, 0);
    this.touch(false, 0);
  }

  applySnapshot(entries: readonly unknown[]): void {
    this.clear();
    for (const e of entries) this.applyUpdate(e);
  }

  /**
   * A channel payload: the first message after `subscribed` is the snapshot (even when empty or
   * bulk-shaped); later ones are one entry or, with BULK_UPDATES, a list of entries.
   */
  applyMessage(payload: unknown, isFirst: boolean): boolean {
    if (!Array.isArray(payload)) return false;
    if (isFirst) {
      this.applySnapshot(payload.length === 0 || Array.isArray(payload[0]) ? payload : [payload]);
      return true;
    }
    if (payload.length === 0) return false;
    if (!Array.isArray(payload[0])) return this.applyUpdate(payload);
    let changed = false;
    for (const e of payload) if (this.applyUpdate(e)) changed = true;
    return changed;
  }

  /** One entry by the rules of §2.1; false when nothing changed (unknown delete, garbage). */
  applyUpdate(entry: unknown): boolean {
    if (!Array.isArray(entry) || entry.length < this.width) return false;
    const e = entry as WireEntry;
    if (this.raw) {
      const id = num(e[0]);
      const price = num(this.funding ? e[2] : e[1]);
      const amount = num(this.funding ? e[3] : e[2]);
      if (!Number.isFinite(id) || !Number.isFinite(price)) return false;
      if (price === 0) return this.removeId(id);
      if (!(amount !== 0 && Number.isFinite(amount))) return false;
      return this.upsertRaw(e, id, price, this.funding ? amount < 0 : amount > 0);
    }
    const price = num(e[0]);
    const period = this.funding ? num(e[1]) : 0;
    const count = num(this.funding ? e[2] : e[1]);
    const amount = num(this.funding ? e[3] : e[2]);
    if (!Number.isFinite(price) || !Number.isFinite(period) || !Number.isFinite(count)) return false;
    if (!(amount !== 0 && Number.isFinite(amount))) return false;
    const bid = this.funding ? amount < 0 : amount > 0;
    if (count === 0) return this.removeKey(bid, price, period);
    if (count < 0) return false;
    // Defensive (ufx): a level added on one side cannot stay on the other.
    const removed = this.removeKey(!bid, price, period);
    return this.upsert(e, bid, price, period) || removed;
  }

  /** CRC-32 of the top 25 per side, interleaved, as a signed 32-bit integer (§2.2). */
  checksum(): number {
    const from = this.csFrom;
    if (from >= CHECKSUM_DEPTH) return this.cs;
    const reg = this.reg;
    const b = this.b;
    const a = this.a;
    const rounds = Math.min(CHECKSUM_DEPTH, Math.max(b.length, a.length));
    let r = reg[from]!;
    for (let i = from; i < rounds; i++) {
      reg[i] = r;
      const bl = b[i];
      if (bl !== undefined) {
        if (bl.tn < 0) hashLevel(bl, this.keyAt, this.amountAt);
        r = i > 0 ? crcJoin(r, bl.cg, bl.tn + 1) : crcJoin(r, bl.tg, bl.tn);
      }
      const al = a[i];
      if (al !== undefined) {
        if (al.tn < 0) hashLevel(al, this.keyAt, this.amountAt);
        r = i > 0 || bl !== undefined ? crcJoin(r, al.cg, al.tn + 1) : crcJoin(r, al.tg, al.tn);
      }
    }
    for (let i = Math.max(rounds, from); i <= CHECKSUM_DEPTH; i++) reg[i] = r;
    this.csFrom = CLEAN;
    this.cs = crcFinish(r);
    return this.cs;
  }

  /**
   * Lowest index changed on a side (+1 bids, −1 asks) since the last clearChanges(); Infinity
   * when untouched. A window of `len` levels needs an update only when this is below `len`.
   */
  changedFrom(side: 1 | -1): number {
    return side === 1 ? this.bidFrom : this.askFrom;
  }

  clearChanges(): void {
    this.bidFrom = Infinity;
    this.askFrom = Infinity;
  }

  /**
   * Makes this book (a subscriber's window, built with a depth) hold the best `depth` levels of
   * `source` and returns the updates that do it, in sending order: deletes first (so the window
   * never overflows and a client truncating to `len` ends the same), then adds and changes.
   * They are already applied here; `onUpdate` runs after each one, e.g. to take the checksum
   * after every single-entry message. Only the levels from `source.changedFrom()` on are
   * compared, so call it after every batch applied to `source` and before
   * `source.clearChanges()`. A new window: `syncFrom` once, then send `snapshot()`.
   */
  syncFrom(source: BookState, onUpdate?: (entry: WireEntry) => void): WireEntry[] {
    if (source.layout !== this.layout) throw new Error(`book layouts differ: ${source.layout} vs ${this.layout}`);
    const deletes: WireEntry[] = [];
    const adds: WireEntry[] = [];
    this.diffSide(source, true, deletes, adds);
    this.diffSide(source, false, deletes, adds);
    // A raw order that moved inside the window is deleted and added again: dropping the delete
    // would let the window overflow while the adds arrive.
    const sends = deletes.concat(adds);
    for (const e of sends) {
      this.applyUpdate(e);
      onUpdate?.(e);
    }
    return sends;
  }

  // ---- internals --------------------------------------------------------------------------

  private diffSide(source: BookState, bid: boolean, deletes: WireEntry[], adds: WireEntry[]): void {
    const mine = bid ? this.b : this.a;
    const theirs = bid ? source.b : source.a;
    const from = Math.min(source.changedFrom(bid ? 1 : -1), mine.length);
    const end = Math.min(this.depth, theirs.length);
    let i = from;
    let j = Math.min(from, end);
    while (i < mine.length || j < end) {
      const v = i < mine.length ? mine[i] : undefined;
      const f = j < end ? theirs[j] : undefined;
      if (v !== undefined && f !== undefined && v.p === f.p && v.s === f.s) {
        if (!sameEntry(v.e, f.e, this.width)) adds.push(f.e);
        i++;
        j++;
      } else if (v !== undefined && (f === undefined || before(bid, v.p, v.s, f.p, f.s))) {
        deletes.push(deleteEntry(this.layout, v.e, bid ? 1 : -1));
        i++;
      } else if (f !== undefined) {
        adds.push(f.e);
        j++;
      }
    }
  }

  private touch(bid: boolean, index: number): void {
    if (bid) {
      if (index < this.bidFrom) this.bidFrom = index;
    } else if (index < this.askFrom) this.askFrom = index;
    if (index < this.csFrom) this.csFrom = index;
  }

  /** Index of the first level not better than (p, s) on the side. */
  private lowerBound(side: Level[], bid: boolean, p: number, s: number): number {
    let lo = 0;
    let hi = side.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const l = side[mid]!;
      if (before(bid, l.p, l.s, p, s)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private removeKey(bid: boolean, p: number, s: number): boolean {
    const side = bid ? this.b : this.a;
    const i = this.lowerBound(side, bid, p, s);
    const l = side[i];
    if (l === undefined || l.p !== p || l.s !== s) return false;
    side.splice(i, 1);
    this.touch(bid, i);
    return true;
  }

  private upsert(e: WireEntry, bid: boolean, p: number, s: number): boolean {
    const side = bid ? this.b : this.a;
    const i = this.lowerBound(side, bid, p, s);
    const l = side[i];
    if (l !== undefined && l.p === p && l.s === s) {
      replaceEntry(l, e, this.keyAt);
      this.touch(bid, i);
      return true;
    }
    if (i >= this.depth) return false;
    side.splice(i, 0, newLevel(e, p, s, bid));
    this.touch(bid, i);
    if (side.length > this.depth) side.pop();
    return true;
  }

  private removeId(id: number): boolean {
    const l = this.ids.get(id);
    if (l === undefined) return false;
    const side = l.bid ? this.b : this.a;
    const i = this.lowerBound(side, l.bid, l.p, l.s);
    side.splice(i, 1);
    this.ids.delete(id);
    this.touch(l.bid, i);
    return true;
  }

  private upsertRaw(e: WireEntry, id: number, p: number, bid: boolean): boolean {
    const held = this.ids.get(id);
    let removed = false;
    if (held !== undefined) {
      if (held.bid === bid && held.p === p) {
        const i = this.lowerBound(bid ? this.b : this.a, bid, p, id);
        replaceEntry(held, e, this.keyAt);
        this.touch(bid, i);
        return true;
      }
      removed = this.removeId(id);
    }
    const side = bid ? this.b : this.a;
    const i = this.lowerBound(side, bid, p, id);
    if (i >= this.depth) return removed;
    const l = newLevel(e, p, id, bid);
    side.splice(i, 0, l);
    this.ids.set(id, l);
    this.touch(bid, i);
    if (side.length > this.depth) {
      const out = side.pop();
      if (out !== undefined) this.ids.delete(out.s);
    }
    return true;
  }
}
