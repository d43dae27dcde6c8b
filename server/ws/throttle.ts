// Inbound flood control per connection: a token bucket. The first frame dropped in an episode
// gets a rate-limit error; a client that keeps sending a whole burst's worth while throttled
// is closed.
export type ThrottleVerdict = 'accept' | 'warn' | 'drop' | 'close';

export interface InboundRate {
  /** Frames accepted at once. */
  burst: number;
  /** Frames per second refilled. */
  perSecond: number;
}

export class InboundThrottle {
  private tokens: number;
  private last: number;
  private dropped = 0;

  constructor(
    private readonly rate: InboundRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.last = now;
  }

  take(now: number): ThrottleVerdict {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.last) * this.rate.perSecond) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return 'accept';
    }
    this.dropped += 1;
    if (this.dropped === 1) return 'warn';
    return this.dropped > this.rate.burst ? 'close' : 'drop';
  }
}
