// Publishing to observers at most once per animation frame (ARCHITECTURE "hot paths"): stream
// handlers ask for a flush, and every flush asked for during one frame runs once, before paint.
export interface FrameScheduler {
  /** Runs `flush` once in the next frame, however often it is asked for before then. */
  schedule(flush: () => void): void;
}

type RequestFrame = (cb: () => void) => unknown;

export function createFrameScheduler(requestFrame?: RequestFrame): FrameScheduler {
  const raf: RequestFrame =
    requestFrame ?? (typeof requestAnimationFrame === 'function' ? (cb) => requestAnimationFrame(() => cb()) : (cb) => setTimeout(cb, 16));
  let pending = new Set<() => void>();
  let requested = false;
  const run = () => {
    requested = false;
    const due = pending;
    pending = new Set();
    for (const flush of due) {
      try {
        flush();
      } catch (err) {
        console.error('frame flush failed', err);
      }
    }
  };
  return {
    schedule(flush) {
      pending.add(flush);
      if (!requested) {
        requested = true;
        raf(run);
      }
    },
  };
}

/** A hidden tab gets no animation frames; a timer keeps books from piling up updates there. */
export function createBrowserFrameScheduler(): FrameScheduler {
  return createFrameScheduler((cb) => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return setTimeout(cb, 250);
    return requestAnimationFrame(() => cb());
  });
}
