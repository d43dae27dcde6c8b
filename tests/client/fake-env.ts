// A StoreEnv for model tests: channels a test can drive, frames flushed by hand, storage in memory,
// REST answered from a table.
import { callPath, type CallDef, type CallReply } from '../../src/protocol/calls';
import type { CallArgs } from '../../src/services/rest';
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
  // Answers are keyed by the call's concrete path without its leading slash (`v2/tickers`).
  const rest = {
    async call<C extends CallDef>(def: C, ...[input, params]: CallArgs<C>): Promise<CallReply<C>> {
      const path = callPath(def, params as never).slice(1);
      const query = input as Record<string, string | number | undefined> | undefined;
      restCalls.push({ path, query });
      if (!(path in restAnswers)) throw new Error(`no answer for ${path}`);
      const a = restAnswers[path];
      return def.reply(typeof a === 'function' ? (a as (q: unknown) => unknown)(query) : a) as CallReply<C>;
    },
  };
  const env: StoreEnv = { channels, frames, storage, rest };
  return { env, channels, frames, storage, restCalls };
}
