// The prefetch of likely pages (account-side §9): batches of 4 every 3000 ms, each page once,
// following where the user is; skipped on a 2g connection, with the data saver on, or offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_BATCH, PREFETCH_EVERY_MS, Prefetcher, prefetchSkipped } from '../../../src/app/offline/prefetch';

describe('prefetch skip rules', () => {
  it('skips on 2g and slower, with the data saver, and offline', () => {
    expect(prefetchSkipped({ effectiveType: '2g' }, true)).toBe(true);
    expect(prefetchSkipped({ effectiveType: 'slow-2g' }, true)).toBe(true);
    expect(prefetchSkipped({ effectiveType: '4g', saveData: true }, true)).toBe(true);
    expect(prefetchSkipped({ effectiveType: '4g' }, false)).toBe(true);
    expect(prefetchSkipped(undefined, false)).toBe(true);
  });

  it('prefetches on 3g and faster, and where the browser does not tell its connection', () => {
    expect(prefetchSkipped({ effectiveType: '3g' }, true)).toBe(false);
    expect(prefetchSkipped({ effectiveType: '4g', saveData: false }, true)).toBe(false);
    expect(prefetchSkipped(undefined, true)).toBe(false);
  });
});

describe('prefetch batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function rig(pages: string[]) {
    const state = { next: pages, skipped: false, loaded: [] as string[], failing: new Set<string>() };
    const prefetcher = new Prefetcher<string>({
      next: () => state.next,
      load: (page) => {
        state.loaded.push(page);
        return state.failing.has(page) ? Promise.reject(new Error('chunk failed')) : Promise.resolve();
      },
      skipped: () => state.skipped,
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    return { state, prefetcher };
  }

  const ten = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

  it('loads 4 at once, then 4 more every 3000 ms, each page once', () => {
    expect([PREFETCH_BATCH, PREFETCH_EVERY_MS]).toEqual([4, 3000]);
    const { state, prefetcher } = rig(ten);
    prefetcher.start();
    expect(state.loaded).toEqual(['a', 'b', 'c', 'd']);
    vi.advanceTimersByTime(2999);
    expect(state.loaded).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(state.loaded).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    vi.advanceTimersByTime(3000);
    expect(state.loaded).toEqual(ten);
    vi.advanceTimersByTime(30_000);
    expect(state.loaded).toEqual(ten);
  });

  it('asks for the likely pages at each batch, so a new page brings its own first', () => {
    const { state, prefetcher } = rig(['markets', 'login', 'signup', 'workspace', 'wallets']);
    prefetcher.start();
    state.next = ['deposit', 'withdraw', 'markets', 'reports', 'api', 'security'];
    vi.advanceTimersByTime(3000);
    expect(state.loaded).toEqual(['markets', 'login', 'signup', 'workspace', 'deposit', 'withdraw', 'reports', 'api']);
  });

  it('loads nothing while skipped, and goes on at the next batch once not', () => {
    const { state, prefetcher } = rig(ten);
    state.skipped = true;
    prefetcher.start();
    vi.advanceTimersByTime(9000);
    expect(state.loaded).toEqual([]);
    state.skipped = false;
    vi.advanceTimersByTime(3000);
    expect(state.loaded).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves a page whose load failed to its own navigation', async () => {
    const { state, prefetcher } = rig(['a', 'b']);
    state.failing.add('a');
    prefetcher.start();
    await Promise.resolve();
    vi.advanceTimersByTime(6000);
    expect(state.loaded).toEqual(['a', 'b']);
  });

  it('stops', () => {
    const { state, prefetcher } = rig(ten);
    prefetcher.start();
    prefetcher.start();
    prefetcher.stop();
    vi.advanceTimersByTime(9000);
    expect(state.loaded).toEqual(['a', 'b', 'c', 'd']);
  });
});
