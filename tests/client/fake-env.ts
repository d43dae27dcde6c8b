// A StoreEnv for model tests: channels a test can drive, frames flushed by hand, storage in memory,
// REST answered from a table.
import type { ChannelListener, ChannelRequest } from '../../src/services/subscriptions';
import { channelUri } from '../../src/services/subscriptions';
import { createMemorySettingsStorage } from '../../src/services/storage';
import type { StoreEnv } from '../../src/models/env';

export class FakeChannels {
  readonly listeners = new Map<string, Set<ChannelListener>>();
  readonly resyncs: string[] = [];
  subscribe(req: ChannelRequest, listener: ChannelListener): () => void {
    const uri = channelUri(req);
    let set = this.listeners.get(uri);
    if (!set) this.listeners.set(uri, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }
  resync(target: string | ChannelRequest): void {
    this.resyncs.push(typeof target === 'string' ? target : channelUri(target));
  }
  push(uri: string, msg: unknown[], snapshot = false): void {
    for (const l of this.listeners.get(uri) ?? []) l.onMessage(msg, snapshot);
  }
  state(uri: string, state: Parameters<NonNullable<ChannelListener['onState']>>[0]): void {
    for (const l of this.listeners.get(uri) ?? []) l.onState?.(state);
  }
  count(uri: string): number {
    return this.listeners.get(uri)?.size ?? 0;
  }
}

export class ManualFrames {
  private pending = new Set<() => void>();
  frames = 0;
  schedule(fn: () => void): void {
    this.pending.add(fn);
  }
  flush(): void {
    const due = this.pending;
    this.pending = new Set();
    if (due.size > 0) this.frames += 1;
    for (const fn of due) fn();
  }
}

export function fakeEnv(restAnswers: Record<string, unknown> = {}) {
  const channels = new FakeChannels();
  const frames = new ManualFrames();
  const storage = createMemorySettingsStorage();
  const restCalls: Array<{ path: string; query?: Record<string, string | number | undefined> }> = [];
  const rest = {
    async get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T> {
      restCalls.push({ path, query });
      if (!(path in restAnswers)) throw new Error(`no answer for ${path}`);
      const a = restAnswers[path];
      return (typeof a === 'function' ? (a as (q: unknown) => unknown)(query) : a) as T;
    },
  };
  const env: StoreEnv = { channels, frames, storage, rest };
  return { env, channels, frames, storage, restCalls };
}
