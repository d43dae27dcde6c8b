// One side of a book kept best-first: a map by key for updates and an array in order for
// windows. Books hold a few hundred entries, so binary search plus splice is cheap.

export class SortedBook<K, E> {
  private readonly map = new Map<K, E>();
  readonly items: E[] = [];

  /** `cmp` must be a total order consistent with `keyOf` (equal only for the same key). */
  constructor(
    private readonly keyOf: (e: E) => K,
    private readonly cmp: (a: E, b: E) => number,
  ) {}

  get size(): number {
    return this.items.length;
  }

  get(key: K): E | undefined {
    return this.map.get(key);
  }

  set(entry: E): void {
    const key = this.keyOf(entry);
    const old = this.map.get(key);
    if (old !== undefined) {
      const i = this.lowerBound(old);
      if (this.cmp(old, entry) === 0) {
        this.items[i] = entry;
        this.map.set(key, entry);
        return;
      }
      this.items.splice(i, 1);
    }
    this.map.set(key, entry);
    this.items.splice(this.lowerBound(entry), 0, entry);
  }

  delete(key: K): E | undefined {
    const old = this.map.get(key);
    if (old === undefined) return undefined;
    this.items.splice(this.lowerBound(old), 1);
    this.map.delete(key);
    return old;
  }

  clear(): void {
    this.map.clear();
    this.items.length = 0;
  }

  /** The first `limit` entries, best first. */
  top(limit: number): E[] {
    return this.items.slice(0, Math.max(0, limit));
  }

  private lowerBound(e: E): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cmp(this.items[mid]!, e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
