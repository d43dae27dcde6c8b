// Channels whose every message is the whole state (ticker, status): the feed keeps the latest
// decoded record, published once per frame.
import { types } from 'mobx-state-tree';
import type { ChannelRequest } from '../services/subscriptions';
import { channelFeed, framePublisher, keyedFeedStore } from './shared-feeds';

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
      let incoming: R | undefined;
      const schedule = framePublisher(self);
      return {
        ...channelFeed(self, () => spec.request(self.key), {
          onMessage: (msg) => {
            const r = spec.decode(msg[1]);
            if (r === undefined) return;
            incoming = r;
            schedule();
          },
          // The latest record stays shown through a reconnect: the channel replays it at once.
          onState: (state) => {
            if (state === 'ERROR') (self as unknown as { setStatus(s: 'error'): void }).setStatus('error');
          },
        }),
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
      };
    });

  const Store = keyedFeedStore(`${spec.name}Store`, Feed, (key) => ({ key }));
  return { Feed, Store };
}
/** What widgets read of a feed. */
export interface LatestFeedView<R> {
  key: string;
  latest: R | undefined;
  previous: R | undefined;
  status: 'loading' | 'live' | 'error';
}
