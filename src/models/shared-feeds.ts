// The live-feed factory every feed store is made with (books, trades, candles, ticker-like feeds):
// one feed per key, started on first use, shared by reference count and stopped 60 s after the
// last widget lets go (RefCounter; market-side §4), or sooner when more than MAX_IDLE_FEEDS of
// every store are unused (the exchange's 25 channels a connection). This is the one place of sharing and keep-alive: a feed
// is its channel's only listener (services/subscriptions.ts refuses a second one).
import { getEnv, types, type IAnyModelType, type IAnyStateTreeNode, type SnapshotIn } from 'mobx-state-tree';
import type { StoreEnv } from './env';
import type { ChannelListener, ChannelRequest } from '../services/subscriptions';
import { RefCounter, type FeedHandle } from './ref-count';

export const KEEP_ALIVE_MS = 60_000;
/** A pair switched to and back keeps its book, trades and candles; the rest of the 25 channels
 *  are the market list's tickers and the panels shown. */
export const MAX_IDLE_FEEDS = 4;

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
  const refs = new RefCounter(KEEP_ALIVE_MS, (key) => (self as { drop(key: string): void }).drop(key), MAX_IDLE_FEEDS);
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

/** A feed's `schedule`: asks for its `publish` action in the next frame. The frame scheduler runs
 *  one flush function once per frame however often it is asked, so every call hands it the same
 *  function and a burst of messages publishes once. */
export function framePublisher(self: IAnyStateTreeNode): () => void {
  const publish = () => (self as unknown as { publish(): void }).publish();
  return () => getEnv<StoreEnv>(self).frames.schedule(publish);
}

/** The store of a feed named by one string key (trades by symbol, candles by key, ticker-like
 *  feeds): `acquire(key)` shares the feed, `drop` ends it. */
export function keyedFeedStore<F extends IAnyModelType>(name: string, Feed: F, snapshotOf: (key: string) => SnapshotIn<F>) {
  return types.model(name, { feeds: types.map(Feed) }).actions((self) => {
    const shared = sharedFeeds(self, () => self.feeds as unknown as FeedMap<SnapshotIn<F>>);
    return {
      acquire: (key: string): FeedHandle => shared.acquire(key, () => snapshotOf(key)),
      drop: shared.drop,
      beforeDestroy: shared.dispose,
    };
  });
}

/**
 * The channel side every live feed shares: subscribed while the feed runs (start/stop from the
 * shared store above), released when it is destroyed. `onState` hears the channel's states; by
 * default ERROR shows as an error and any other state but SUBSCRIBED as loading (the local copy
 * is stale until the next snapshot publishes). Spread into the feed's actions.
 */
export function channelFeed(self: IAnyStateTreeNode, request: () => ChannelRequest, listener: ChannelListener) {
  let release: (() => void) | undefined;
  return {
    start(): void {
      release = getEnv<StoreEnv>(self).channels.subscribe(request(), listener);
    },
    stop(): void {
      release?.();
      release = undefined;
    },
    beforeDestroy(): void {
      release?.();
    },
  };
}

export type FeedStatus = 'loading' | 'live' | 'error';

/** The default reading of a channel's state for a feed's status (see channelFeed). */
export function statusFollower(self: IAnyStateTreeNode): NonNullable<ChannelListener['onState']> {
  const set = (s: FeedStatus) => (self as unknown as { setStatus(s: FeedStatus): void }).setStatus(s);
  return (state) => {
    if (state === 'ERROR') set('error');
    else if (state !== 'SUBSCRIBED') set('loading');
  };
}
