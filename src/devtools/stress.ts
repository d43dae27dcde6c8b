// The stress tool of the developer tools (market-side §9: "a dev-only stress tool has intensities
// LOW (500 ms, 1 dispatch), MEDIUM (250 ms, 2), HIGH (100 ms, 5), BRUTAL (60 ms, 8)"): while it
// runs, every interval of the chosen intensity it makes that many synthetic dispatches into the
// live feeds (feed-tap.ts), so the panels can be watched under load. The frame meter beside it
// tells what the load costs the page: the mean frame time and the frames that were dropped.

export interface StressLevel {
  intervalMs: number;
  dispatches: number;
}

/** The spec's table, exactly. */
export const STRESS_INTENSITIES = {
  LOW: { intervalMs: 500, dispatches: 1 },
  MEDIUM: { intervalMs: 250, dispatches: 2 },
  HIGH: { intervalMs: 100, dispatches: 5 },
  BRUTAL: { intervalMs: 60, dispatches: 8 },
} as const satisfies Record<string, StressLevel>;
export type StressIntensity = keyof typeof STRESS_INTENSITIES;
export const STRESS_INTENSITY_NAMES = Object.keys(STRESS_INTENSITIES) as StressIntensity[];

export interface IntervalTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserTimers: IntervalTimers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Runs `dispatch` N times every interval of an intensity, until stopped. */
export class StressScheduler {
  private handle: unknown;
  private current: StressIntensity | null = null;
  /** Dispatches made since the last start. */
  dispatched = 0;

  constructor(
    private readonly dispatch: () => void,
    private readonly timers: IntervalTimers = browserTimers,
    /** Heard after each interval's dispatches (the overlay redraws its counters). */
    private readonly onTick: () => void = () => undefined,
  ) {}

  get intensity(): StressIntensity | null {
    return this.current;
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** Starts (or switches to) an intensity; the counter starts again from 0. */
  start(intensity: StressIntensity): void {
    this.halt();
    const level = STRESS_INTENSITIES[intensity];
    this.current = intensity;
    this.dispatched = 0;
    this.handle = this.timers.setInterval(() => {
      for (let i = 0; i < level.dispatches; i++) {
        this.dispatched += 1;
        this.dispatch();
      }
      this.onTick();
    }, level.intervalMs);
  }

  stop(): void {
    this.halt();
  }

  private halt(): void {
    if (this.current === null) return;
    this.timers.clearInterval(this.handle);
    this.handle = undefined;
    this.current = null;
  }
}

/** One frame at 60 Hz; a gap of more than 1.5 of it lost at least one frame. */
export const FRAME_MS = 1000 / 60;

export interface FrameStats {
  frames: number;
  /** Mean time between frames over the window, in ms (0 before two frames). */
  meanMs: number;
  /** The longest gap in the window, in ms. */
  worstMs: number;
  /** Frames dropped since the meter was reset: a gap of k frames' time dropped k − 1. */
  dropped: number;
}

/** Measures frame times from animation-frame timestamps, over a sliding window of the last second. */
export class FrameMeter {
  private last: number | null = null;
  private gaps: Array<{ at: number; ms: number }> = [];
  private frames = 0;
  private dropped = 0;

  constructor(private readonly windowMs = 1000) {}

  /** A frame drawn at `now` (requestAnimationFrame's timestamp). */
  frame(now: number): void {
    this.frames += 1;
    if (this.last !== null) {
      const ms = now - this.last;
      this.gaps.push({ at: now, ms });
      if (ms > FRAME_MS * 1.5) this.dropped += Math.max(1, Math.round(ms / FRAME_MS) - 1);
    }
    this.last = now;
    const from = now - this.windowMs;
    while (this.gaps.length > 0 && this.gaps[0]!.at < from) this.gaps.shift();
  }

  reset(): void {
    this.last = null;
    this.gaps = [];
    this.frames = 0;
    this.dropped = 0;
  }

  stats(): FrameStats {
    const total = this.gaps.reduce((sum, g) => sum + g.ms, 0);
    return {
      frames: this.frames,
      meanMs: this.gaps.length > 0 ? total / this.gaps.length : 0,
      worstMs: this.gaps.reduce((worst, g) => Math.max(worst, g.ms), 0),
      dropped: this.dropped,
    };
  }
}
