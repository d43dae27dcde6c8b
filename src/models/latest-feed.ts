// Channels whose every message is the whole state (ticker, status): the feed keeps the latest
// decoded record, published once per frame.
import { types, getEnv } from 'mobx-state-tree';
import type { ChannelRequest } from '../services/subscriptions';
import type { StoreEnv } from './env';
import type { FeedHandle } from './ref-count';
import { sharedFeeds } from './shared-feeds';

export interface LatestFeedSpec<R> {
  name: string;
  request(key: string): ChannelRequest;
  decode(payload: unknown): R | undefined;
}

export function latestFeedStore<R>(spec: LatestFeedSpec<R>) {
  const Feed = types
    .model(`${spec.name}Feed`, { key: types.identifier })
    .volatile(() => ({
      latest: undefined as R | undefined,
      /** The record before `latest`, for the flash of a changed value. */
      previous: undefined as R | undefined,
      status: 'loading' as 'loading' | 'live' | 'error',
    }))
    .actions((self) => {
      let release: (() => void) | undefined;
      let incoming: R | undefined;
      let scheduled = false;
      return {
        start() {
          const env = getEnv<StoreEnv>(self);
          release = env.channels.subscribe(spec.request(self.key), {
            onMessage: (msg) => {
              const r = spec.decode(msg[1]);
              if (r === undefined) return;
              incoming = r;
              if (scheduled) return;
              scheduled = true;
              env.frames.schedule(() => {
                scheduled = false;
                (self as unknown as { publish(): void }).publish();
              });
            },
            onState: (state) => {
              if (state === 'ERROR') (self as unknown as { setStatus(s: 'error'): void }).setStatus('error');
            },
          });
        },
        stop() {
          release?.();
          release = undefined;
        },
        setStatus(status: 'loading' | 'live' | 'error') {
          self.status = status;
        },
        publish() {
          if (incoming === undefined) return;
          self.previous = self.latest;
          self.latest = incoming;
          self.status = 'live';
          incoming = undefined;
        },
        beforeDestroy() {
          release?.();
        },
      };
    });

  const Store = types
    .model(`${spec.name}Store`, { feeds: types.map(Feed) })
    .actions((self) => {
      const shared = sharedFeeds(self, () => self.feeds);
      return {
        acquire: (key: string): FeedHandle => shared.acquire(key, () => ({ key })),
        drop: shared.drop,
        beforeDestroy: shared.dispose,
      };
    });
  return { Feed, Store };
}
/** What widgets read of a feed. */
export interface LatestFeedView<R> {
  key: string;
  latest: R | undefined;
  previous: R | undefined;
  status: 'loading' | 'live' | 'error';
}
