// The part every live-feed store shares (books, trades, candles, ticker-like feeds): one feed per
// key, started on first use, shared by reference count and stopped a moment after the last
// widget lets go (RefCounter).
import { RefCounter, type FeedHandle } from './ref-count';

const KEEP_ALIVE_MS = 3000;

interface Startable {
  start(): void;
  stop(): void;
}

interface FeedMap<S> {
  has(key: string): boolean;
  put(snapshot: S): unknown;
  get(key: string): Startable | undefined;
  delete(key: string): unknown;
}

/** Call inside `.actions((self) => …)`; the store must expose `drop` as an action, because the
 *  keep-alive timer ends a feed outside any other action. */
export function sharedFeeds<S>(self: object, feeds: () => FeedMap<S>) {
  const refs = new RefCounter(KEEP_ALIVE_MS, (key) => (self as { drop(key: string): void }).drop(key));
  return {
    acquire(key: string, snapshot: () => S): FeedHandle {
      const map = feeds();
      if (!map.has(key)) {
        map.put(snapshot());
        map.get(key)?.start();
      }
      return refs.acquire(key);
    },
    drop(key: string): void {
      const map = feeds();
      map.get(key)?.stop();
      map.delete(key);
    },
    dispose(): void {
      refs.dispose();
    },
  };
}
