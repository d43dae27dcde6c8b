// Live records kept in memory by id and by owner (a user's orders, offers, loans and credits):
// the owner's list comes back in id order without scanning every record.
import type { Statement } from 'better-sqlite3';

export class OwnedIndex<T> {
  /** Every record by id. */
  readonly byId = new Map<number, T>();
  private readonly byOwner = new Map<number, Set<number>>();

  constructor(
    private readonly idOf: (t: T) => number,
    private readonly ownerOf: (t: T) => number,
  ) {}

  put(t: T): void {
    const id = this.idOf(t);
    const owner = this.ownerOf(t);
    this.byId.set(id, t);
    let ids = this.byOwner.get(owner);
    if (!ids) this.byOwner.set(owner, (ids = new Set()));
    ids.add(id);
  }

  remove(t: T): void {
    const id = this.idOf(t);
    const owner = this.ownerOf(t);
    this.byId.delete(id);
    const ids = this.byOwner.get(owner);
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) this.byOwner.delete(owner);
  }

  /** The owner's records, oldest id first. */
  of(owner: number): T[] {
    const ids = this.byOwner.get(owner);
    return ids ? [...ids].sort((a, b) => a - b).map((id) => this.byId.get(id) as T) : [];
  }

  clear(): void {
    this.byId.clear();
    this.byOwner.clear();
  }
}

/** An order or offer written to its table, and held in memory while it is live. */
export function keep<T extends { id: number; owner: number; symbol: string; mtsUpdate: number }>(
  save: Statement<[number, number, string, number, number, string]>,
  live: OwnedIndex<T>,
  row: T,
  active: boolean,
): void {
  save.run(row.id, row.owner, row.symbol, active ? 1 : 0, row.mtsUpdate, JSON.stringify(row));
  if (active) live.put(row);
  else live.remove(row);
}
