// A client's copy of one book channel, written from PROTOCOL §2.1 independently of the gateway:
// snapshot, then add/replace by key, deletes by COUNT 0 / PRICE 0 (raw: by id, whatever the
// side), sorted by the book rules on read; checksum with the protocol's bookChecksum.
import { bookChecksum, type BookLayout } from '../../src/protocol/book/checksum';
import type { BookSide, WireBookEntry } from '../../server/market/types';

export class ClientBook {
  private readonly sides: Record<BookSide, Map<string, WireBookEntry>> = { bids: new Map(), asks: new Map() };

  constructor(readonly layout: BookLayout) {}

  private get funding(): boolean {
    return this.layout.startsWith('funding');
  }

  private get raw(): boolean {
    return this.layout.endsWith('-r');
  }

  private key(e: WireBookEntry): string {
    return this.layout === 'funding-p' ? `${e[0]}:${e[1]}` : String(e[0]);
  }

  private amount(e: WireBookEntry): number {
    return (this.funding ? e[3] : e[2])!;
  }

  private isDelete(e: WireBookEntry): boolean {
    return this.funding ? e[2] === 0 : e[1] === 0;
  }

  private sideOf(e: WireBookEntry): BookSide {
    const positive = this.amount(e) > 0;
    return positive !== this.funding ? 'bids' : 'asks';
  }

  applySnapshot(entries: readonly WireBookEntry[]): void {
    this.sides.bids.clear();
    this.sides.asks.clear();
    for (const e of entries) this.apply(e);
  }

  apply(e: WireBookEntry): void {
    const key = this.key(e);
    if (this.isDelete(e)) {
      if (this.raw) {
        this.sides.bids.delete(key);
        this.sides.asks.delete(key);
      } else {
        this.sides[this.sideOf(e)].delete(key);
      }
      return;
    }
    const side = this.sideOf(e);
    this.sides[side === 'bids' ? 'asks' : 'bids'].delete(key);
    this.sides[side].set(key, e);
  }

  sorted(side: BookSide): WireBookEntry[] {
    const price = (e: WireBookEntry) => (this.layout === 'trading-r' ? e[1] : this.layout === 'funding-r' ? e[2] : e[0]);
    const tie = (a: WireBookEntry, b: WireBookEntry) => (this.raw ? a[0]! - b[0]! : this.layout === 'funding-p' ? a[1]! - b[1]! : 0);
    const dir = side === 'bids' ? -1 : 1;
    return [...this.sides[side].values()].sort((a, b) => dir * (price(a)! - price(b)!) || tie(a, b));
  }

  checksum(): number {
    return bookChecksum(this.sorted('bids'), this.sorted('asks'), this.layout);
  }
}
