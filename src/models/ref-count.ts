// Live feeds (books, trades, candles…) are shared by every widget that shows them and kept a
// while after the last one leaves (market-side §4: unused query data is kept 60 s), so a layout
// switch, a re-mount or a pair switched back to does not drop and re-ask the stream. The exchange
// allows 25 public channels a connection and the market list's tickers hold most of them, so the
// unused feeds of every store share one pool of a few: past it, the longest unused ends at once.
export interface FeedHandle {
  readonly key: string;
  release(): void;
}

/** The unused feeds kept across the stores that share it, oldest first. */
export class IdlePool {
  private readonly idle = new Map<object, () => void>();

  constructor(readonly max: number) {}

  /** A feed became unused: `end` ends it (now, when the pool is over its size). */
  add(token: object, end: () => void): void {
    this.idle.set(token, end);
    for (const [oldest, endOldest] of this.idle) {
      if (this.idle.size <= this.max) break;
      endOldest();
      this.idle.delete(oldest);
    }
  }

  delete(token: object | undefined): void {
    if (token) this.idle.delete(token);
  }

  get size(): number {
    return this.idle.size;
  }
}

export class RefCounter {
  private readonly counts = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Each unused key's place in the pool. */
  private readonly tokens = new Map<string, object>();

  constructor(
    private readonly keepAliveMs: number,
    private readonly onUnused: (key: string) => void,
    private readonly pool = new IdlePool(Infinity),
  ) {}

  /** The key is used again (or ends): out of the pool, its timer cleared. */
  private revive(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.pool.delete(this.tokens.get(key));
    this.tokens.delete(key);
  }

  acquire(key: string): FeedHandle {
    this.revive(key);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let released = false;
    return {
      key,
      release: () => {
        if (released) return;
        released = true;
        const n = (this.counts.get(key) ?? 1) - 1;
        if (n > 0) {
          this.counts.set(key, n);
          return;
        }
        this.counts.delete(key);
        const token = {};
        const end = () => {
          this.revive(key);
          this.onUnused(key);
        };
        this.tokens.set(key, token);
        this.timers.set(key, setTimeout(end, this.keepAliveMs));
        this.pool.add(token, end);
      },
    };
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  dispose(): void {
    for (const key of [...this.tokens.keys()]) this.revive(key);
    this.counts.clear();
  }
}
