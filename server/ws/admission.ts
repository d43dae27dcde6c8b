// New WebSocket connections per source address (PROTOCOL §1.6: 20 connections a minute on the
// public endpoint), counted over a sliding minute; past it the upgrade is answered 429. One host
// opening hundreds of sockets would otherwise take every file descriptor and all the fan-out.

export class ConnectionAdmission {
  private readonly recent = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Whether `address` may open another connection now (counted when it may). */
  admit(address: string, now: number): boolean {
    this.sweep(now);
    const since = now - this.windowMs;
    const times = (this.recent.get(address) ?? []).filter((t) => t > since);
    if (times.length >= this.perMinute) {
      this.recent.set(address, times);
      return false;
    }
    times.push(now);
    this.recent.set(address, times);
    return true;
  }

  /** Forgets addresses quiet for a whole window, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [address, times] of this.recent) {
      if (times.every((t) => t <= now - this.windowMs)) this.recent.delete(address);
    }
  }
}
