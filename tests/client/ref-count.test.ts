// The keep-alive of shared feeds (models/ref-count.ts, shared-feeds.ts; market-side §4: unused
// query data is kept 60 s): a feed no widget uses ends 60 s later unless used again, and the
// unused feeds of every store share a pool of a few, the longest unused ending first, so kept
// feeds never push the connection past the exchange's 25 channels.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefCounter, idleCount } from '../../src/models/ref-count';
import { KEEP_ALIVE_MS, MAX_IDLE_FEEDS } from '../../src/models/shared-feeds';

describe('RefCounter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps an unused key 60 s, and a use within them keeps it for good', () => {
    expect(KEEP_ALIVE_MS).toBe(60_000);
    const ended: string[] = [];
    const refs = new RefCounter(KEEP_ALIVE_MS, (k) => ended.push(k));
    const a = refs.acquire('book');
    const b = refs.acquire('book');
    a.release();
    a.release();
    vi.advanceTimersByTime(2 * KEEP_ALIVE_MS);
    expect(ended).toEqual([]);
    b.release();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    expect(ended).toEqual([]);
    const c = refs.acquire('book');
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ended).toEqual([]);
    c.release();
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ended).toEqual(['book']);
  });

  it('ends the longest unused key at once when more than its most are unused, across counters', () => {
    const ended: string[] = [];
    const books = new RefCounter(KEEP_ALIVE_MS, (k) => ended.push(`book:${k}`), 2);
    const trades = new RefCounter(KEEP_ALIVE_MS, (k) => ended.push(`trades:${k}`), 2);
    const handles = [books.acquire('A'), trades.acquire('A'), books.acquire('B'), trades.acquire('B')];
    for (const h of handles.slice(0, 3)) h.release();
    expect(ended).toEqual(['book:A']);
    expect(idleCount()).toBe(2);
    // Used again: out of the pool, so the next unused one does not push anything out.
    trades.acquire('A');
    handles[3]!.release();
    expect(ended).toEqual(['book:A']);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ended).toEqual(['book:A', 'book:B', 'trades:B']);
    expect(idleCount()).toBe(0);
  });

  it('leaves the unused keys when disposed, ending nothing', () => {
    const ended: string[] = [];
    const refs = new RefCounter(KEEP_ALIVE_MS, (k) => ended.push(k), MAX_IDLE_FEEDS);
    refs.acquire('A').release();
    refs.dispose();
    expect(idleCount()).toBe(0);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ended).toEqual([]);
  });
});
