// Ids of one named sequence handed out one at a time but reserved from the store in blocks, so
// a busy market does not write the sequence once per trade. Every id handed out lies in a block
// the store has reserved (see Store.allocIds), so ids never repeat across a kill -9; a restart
// leaves the rest of the last block unused (a gap of less than one block).
import type { Store } from './types';

export class IdSequence {
  private nextId = 0;
  private end = 0;

  constructor(
    private readonly store: Pick<Store, 'allocIds'>,
    readonly name: string,
    readonly block = 1000,
  ) {
    if (!Number.isSafeInteger(block) || block < 1)
      throw new RangeError(`IdSequence(${name}): block must be a whole number ≥ 1, got ${block}`);
  }

  next(): number {
    if (this.nextId >= this.end) {
      this.nextId = this.store.allocIds(this.name, this.block);
      this.end = this.nextId + this.block;
    }
    return this.nextId++;
  }
}
