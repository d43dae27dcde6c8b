// Live feeds (books, trades, candles…) are shared by every widget that shows them and kept a
// while after the last one leaves (market-side §4: unused query data is kept 60 s), so a layout
// switch, a re-mount or a pair switched back to does not drop and re-ask the stream. The exchange
// allows 25 public channels a connection and the market list's tickers hold most of them, so the
// unused keys of every counter are kept together up to `maxIdle`: past it, the longest unused
// ends at once.
export interface FeedHandle {
  readonly key: string;
  release(): void;
}

/** The unused keys of every counter, longest unused first, each with what ends it. */
const idle = new Map<object, () => void>();

/** How many unused keys every counter keeps together now. */
export const idleCount = (): number => idle.size;

export class RefCounter {
  private readonly counts = new Map<string, number>();
  /** Each unused key's timer, also its place in `idle`. */
  private readonly timers = new Map<string, { timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly keepAliveMs: number,
    private readonly onUnused: (key: string) => void,
    private readonly maxIdle = Infinity,
  ) {}

  /** The key is used again, or ends: its timer cleared, out of `idle`. */
  private revive(key: string): void {
    const unused = this.timers.get(key);
    if (!unused) return;
    clearTimeout(unused.timer);
    idle.delete(unused);
    this.timers.delete(key);
  }

  private end(key: string): void {
    this.revive(key);
    this.onUnused(key);
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
        const unused = { timer: setTimeout(() => this.end(key), this.keepAliveMs) };
        this.timers.set(key, unused);
        idle.set(unused, () => this.end(key));
        if (idle.size > this.maxIdle) idle.values().next().value?.();
      },
    };
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  dispose(): void {
    for (const key of [...this.timers.keys()]) this.revive(key);
    this.counts.clear();
  }
}
