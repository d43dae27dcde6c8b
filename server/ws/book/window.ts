// What one group of subscribers has been sent of a book: the protocol's BookState (the same
// class clients hold, so the order and the checksum are theirs by construction), plus an index
// by key per side, which the window logic needs to tell "inside" from "outside".
import { BookState } from '../../../src/protocol/book/state';
import type { BookSide, WireBookEntry } from '../../market/types';
import type { EntryKey, LayoutOps } from './layout';

export class DepthWindow {
  private readonly state: BookState;
  private readonly byKey: Record<BookSide, Map<EntryKey, WireBookEntry>> = { bids: new Map(), asks: new Map() };

  constructor(
    readonly ops: LayoutOps,
    readonly len: number,
  ) {
    this.state = new BookState(ops.layout);
  }

  /** Best-first copy of one side. */
  entries(side: BookSide): WireBookEntry[] {
    // Only number[] entries are ever put in.
    return (side === 'bids' ? this.state.bids() : this.state.asks()) as WireBookEntry[];
  }

  size(side: BookSide): number {
    return side === 'bids' ? this.state.bidCount : this.state.askCount;
  }

  get(side: BookSide, key: EntryKey): WireBookEntry | undefined {
    return this.byKey[side].get(key);
  }

  /** The entry ranked last on `side`, the first to fall out when a better one enters. */
  worst(side: BookSide): WireBookEntry | undefined {
    const n = this.size(side);
    if (n === 0) return undefined;
    return (side === 'bids' ? this.state.bidAt(n - 1) : this.state.askAt(n - 1)) as WireBookEntry | undefined;
  }

  isFull(side: BookSide): boolean {
    return this.size(side) >= this.len;
  }

  /** Adds or replaces the entry with the same key. */
  set(side: BookSide, entry: WireBookEntry): void {
    this.byKey[side].set(this.ops.key(entry), entry);
    this.state.applyUpdate(entry);
  }

  remove(side: BookSide, key: EntryKey): WireBookEntry | undefined {
    const old = this.byKey[side].get(key);
    if (!old) return undefined;
    this.byKey[side].delete(key);
    this.state.applyUpdate(this.ops.deleteOf(side, old));
    return old;
  }

  /** Bids best-first then asks best-first: the snapshot layout. */
  snapshot(): WireBookEntry[] {
    return this.state.snapshot() as WireBookEntry[];
  }

  checksum(): number {
    return this.state.checksum();
  }

  clone(): DepthWindow {
    const copy = new DepthWindow(this.ops, this.len);
    for (const side of ['bids', 'asks'] as const) for (const e of this.entries(side)) copy.set(side, e);
    return copy;
  }
}
