// New WebSocket connections per source address (PROTOCOL §1.6: 20 connections a minute on the
// public endpoint), counted over a sliding minute; past it the upgrade is answered 429. One host
// opening hundreds of sockets would otherwise take every file descriptor and all the fan-out.
// The site's own signed-in pages are counted by their login session instead (the gateway's
// caller says which key a connection is counted under), so a desk behind one address is not
// locked out by its neighbours, nor a trader by their own reloads and pop-out windows.

export class ConnectionAdmission {
  private readonly recent = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Whether `key` may open another connection now (counted when it may). */
  admit(key: string, now: number): boolean {
    return this.retryAfter(key, now) === 0;
  }

  /** 0 when `key` may open another connection now (and counts it), else the milliseconds until
   *  the oldest connection of the window leaves it and one more would be admitted. */
  retryAfter(key: string, now: number): number {
    this.sweep(now);
    const since = now - this.windowMs;
    const times = (this.recent.get(key) ?? []).filter((t) => t > since);
    this.recent.set(key, times);
    if (times.length >= this.perMinute) return Math.max(1, times[0]! - since);
    times.push(now);
    return 0;
  }

  /** The same wait, without counting a connection: what a refused client is told. */
  waitFor(key: string, now: number): number {
    const since = now - this.windowMs;
    const times = (this.recent.get(key) ?? []).filter((t) => t > since);
    return times.length >= this.perMinute ? Math.max(1, times[0]! - since) : 0;
  }

  /** Forgets keys quiet for a whole window, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.recent) {
      if (times.every((t) => t <= now - this.windowMs)) this.recent.delete(key);
    }
  }
}
