// The developer tools' stress tool (market-side §9): the spec's intensities, the scheduler that
// makes each interval's dispatches (fake timers), and the frame meter beside it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MS, FrameMeter, STRESS_INTENSITIES, STRESS_INTENSITY_NAMES, StressScheduler } from '../../../src/devtools/stress';

describe('the stress intensities', () => {
  it('are the spec’s table exactly', () => {
    expect(STRESS_INTENSITIES).toEqual({
      LOW: { intervalMs: 500, dispatches: 1 },
      MEDIUM: { intervalMs: 250, dispatches: 2 },
      HIGH: { intervalMs: 100, dispatches: 5 },
      BRUTAL: { intervalMs: 60, dispatches: 8 },
    });
    expect(STRESS_INTENSITY_NAMES).toEqual(['LOW', 'MEDIUM', 'HIGH', 'BRUTAL']);
  });
});

describe('the stress scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const rig = () => {
    const dispatch = vi.fn();
    const ticks = vi.fn();
    const scheduler = new StressScheduler(dispatch, undefined, ticks);
    return { dispatch, ticks, scheduler };
  };

  it('LOW makes 1 dispatch every 500 ms', () => {
    const { dispatch, ticks, scheduler } = rig();
    scheduler.start('LOW');
    expect(scheduler.running).toBe(true);
    vi.advanceTimersByTime(499);
    expect(dispatch).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(dispatch).toHaveBeenCalledTimes(5);
    expect(ticks).toHaveBeenCalledTimes(5);
    expect(scheduler.dispatched).toBe(5);
  });

  it('MEDIUM makes 2 every 250 ms and HIGH 5 every 100 ms', () => {
    const { dispatch, scheduler } = rig();
    scheduler.start('MEDIUM');
    vi.advanceTimersByTime(1000);
    expect(dispatch).toHaveBeenCalledTimes(8);
    scheduler.start('HIGH');
    expect(scheduler.dispatched).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(scheduler.dispatched).toBe(50);
    expect(dispatch).toHaveBeenCalledTimes(58);
  });

  it('BRUTAL makes 8 dispatches every 60 ms, all in the same interval', () => {
    const { dispatch, ticks, scheduler } = rig();
    scheduler.start('BRUTAL');
    vi.advanceTimersByTime(59);
    expect(dispatch).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(8);
    expect(ticks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600);
    expect(dispatch).toHaveBeenCalledTimes(88);
    expect(scheduler.intensity).toBe('BRUTAL');
  });

  it('stop halts it: no dispatch follows, and it can start again', () => {
    const { dispatch, scheduler } = rig();
    scheduler.start('BRUTAL');
    vi.advanceTimersByTime(120);
    expect(dispatch).toHaveBeenCalledTimes(16);
    scheduler.stop();
    expect(scheduler.running).toBe(false);
    expect(scheduler.intensity).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(dispatch).toHaveBeenCalledTimes(16);
    expect(vi.getTimerCount()).toBe(0);
    scheduler.stop();
    scheduler.start('LOW');
    vi.advanceTimersByTime(500);
    expect(dispatch).toHaveBeenCalledTimes(17);
  });

  it('switching intensity replaces the running interval (one timer, never two)', () => {
    const { scheduler } = rig();
    scheduler.start('LOW');
    scheduler.start('HIGH');
    expect(vi.getTimerCount()).toBe(1);
    scheduler.stop();
  });
});

describe('the frame meter', () => {
  it('measures the mean and worst gap of the last second and counts dropped frames', () => {
    const meter = new FrameMeter();
    let t = 0;
    for (let i = 0; i < 10; i++) meter.frame((t += FRAME_MS));
    expect(meter.stats().dropped).toBe(0);
    expect(meter.stats().meanMs).toBeCloseTo(FRAME_MS, 5);
    // A long frame of 100 ms: 6 frames' time, 5 of them dropped.
    meter.frame((t += 100));
    expect(meter.stats().dropped).toBe(5);
    expect(meter.stats().worstMs).toBeCloseTo(100, 5);
    // A gap just over one and a half frames drops one.
    meter.frame((t += FRAME_MS * 1.6));
    expect(meter.stats().dropped).toBe(6);
    // A second later the long frame is out of the window; the dropped count stays.
    for (let i = 0; i < 70; i++) meter.frame((t += FRAME_MS));
    expect(meter.stats().worstMs).toBeCloseTo(FRAME_MS, 5);
    expect(meter.stats().dropped).toBe(6);
    meter.reset();
    expect(meter.stats()).toEqual({ frames: 0, meanMs: 0, worstMs: 0, dropped: 0 });
  });
});
