// Resting rows the markets owe the store (orders, offers): the latest state of each row that is
// still open, and the ids of those that closed. A row that closes drops its pending save, and
// one saved again after a close is no longer deleted.
export interface RowChanges<T> {
  save: T[];
  delete: number[];
}

export class PendingRows<T extends { id: number }> {
  private readonly saves = new Map<number, T>();
  private readonly deletes = new Set<number>();

  put(row: T, closed: boolean): void {
    if (closed) {
      this.saves.delete(row.id);
      this.deletes.add(row.id);
    } else {
      this.deletes.delete(row.id);
      this.saves.set(row.id, row);
    }
  }

  get size(): number {
    return this.saves.size + this.deletes.size;
  }

  /** What is owed, as copies (the engine keeps changing its objects), and nothing is owed after. */
  take(): RowChanges<T> {
    const changes = { save: [...this.saves.values()].map((r) => ({ ...r })), delete: [...this.deletes] };
    this.saves.clear();
    this.deletes.clear();
    return changes;
  }

  /** Changes that could not be written, behind what came since (newer states win). */
  putBack(changes: RowChanges<T>): void {
    for (const r of changes.save) if (!this.saves.has(r.id) && !this.deletes.has(r.id)) this.saves.set(r.id, r);
    for (const id of changes.delete) if (!this.saves.has(id)) this.deletes.add(id);
  }
}
