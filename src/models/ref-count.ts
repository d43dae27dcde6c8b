// Live feeds (books, trades, candles…) are shared by every widget that shows them and kept a
// moment after the last one leaves, so a layout switch or a re-mount does not drop and re-ask
// the stream.
export interface FeedHandle {
  readonly key: string;
  release(): void;
}

export class RefCounter {
  private readonly counts = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly keepAliveMs: number,
    private readonly onUnused: (key: string) => void,
  ) {}

  acquire(key: string): FeedHandle {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
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
        this.timers.set(
          key,
          setTimeout(() => {
            this.timers.delete(key);
            if (!this.counts.has(key)) this.onUnused(key);
          }, this.keepAliveMs),
        );
      },
    };
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.counts.clear();
  }
}
