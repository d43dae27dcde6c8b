// What follows the session, started once (models/session-effects.ts): whose layouts are shown,
// the settings read again for the new owner, the channel re-authenticated or logged out, and the
// account's own settings and history read once the channel is authenticated.
import { callPath, type CallDef, type CallReply } from '../../src/protocol/calls';
import type { AccountRestPort } from '../../src/models/account/env';
import type { CallArgs } from '../../src/services/rest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../src/models/root';
import { VISITOR } from '../../src/models/layouts';
import { startSessionEffects, type ChannelLifecycle } from '../../src/models/session-effects';
import { SETTING_KEYS } from '../../src/models/settings';
import { createMemorySettingsStorage } from '../../src/services/storage';
import { createSessionSettingsStorage } from '../../src/services/session-settings';
import { fakeEnv } from './fake-env';
import { FakeAccountChannel } from './account/fake-account';
import { fakePageAccounts, sessionStart, setup as sessionSetup } from './auth/session-harness';

const tick = () => new Promise((r) => setTimeout(r, 0));

function world() {
  const h = sessionSetup();
  const accounts = fakePageAccounts();
  const local = createMemorySettingsStorage({ [SETTING_KEYS.favorites]: ['tBTCUSD'] });
  const exchange = createMemorySettingsStorage({ [SETTING_KEYS.favorites]: ['tETHUSD'] });
  const storage = createSessionSettingsStorage(local, exchange, () => h.session.state.status === 'signedIn');
  const restCalls: string[] = [];
  const rest: AccountRestPort = {
    call: async <C extends CallDef>(def: C, ...[, params]: CallArgs<C>): Promise<CallReply<C>> => {
      restCalls.push(callPath(def, params as never).slice(1));
      return def.reply([]) as CallReply<C>;
    },
  };
  const accountChannel = new FakeAccountChannel();
  const lifecycle = { started: 0, stopped: 0, refreshed: 0 };
  const channel: ChannelLifecycle = {
    start: () => {
      lifecycle.started += 1;
      return () => void (lifecycle.stopped += 1);
    },
    refresh: () => void (lifecycle.refreshed += 1),
  };
  const store = RootStore.create(
    {},
    { ...fakeEnv().env, storage, account: { channel: accountChannel, rest }, auth: { session: h.session, accounts } },
  );
  return { h, store, channel, lifecycle, accountChannel, restCalls };
}

describe('session effects', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the owner’s layouts and settings, in the same turn as the sign-in and sign-out', async () => {
    const { h, store, channel } = world();
    h.session.start();
    const stop = startSessionEffects(store, { channel });
    expect(store.session.status).toBe('anonymous');
    expect(store.layouts.owner).toBe(VISITOR);
    await tick();
    expect([...store.settings.favoriteSymbols]).toEqual(['tBTCUSD']);

    h.session.signIn(sessionStart({ userId: 7, subaccountId: 3 }));
    expect(store.layouts.owner).toBe('user:7/3');
    await tick();
    expect([...store.settings.favoriteSymbols]).toEqual(['tETHUSD']);

    void h.session.logOut();
    await tick();
    expect(store.layouts.owner).toBe(VISITOR);
    expect([...store.settings.favoriteSymbols]).toEqual(['tBTCUSD']);
    stop();
  });

  it('starts the channel once, refreshes it when the token changes, and stops it', async () => {
    const { h, store, channel, lifecycle } = world();
    h.session.start();
    const stop = startSessionEffects(store, { channel });
    expect(lifecycle).toEqual({ started: 1, stopped: 0, refreshed: 0 });
    h.session.signIn(sessionStart());
    expect(lifecycle.refreshed).toBe(1);
    void h.session.logOut();
    await tick();
    expect(lifecycle.refreshed).toBe(2);
    stop();
    expect(lifecycle.stopped).toBe(1);
    h.session.signIn(sessionStart());
    expect(lifecycle.refreshed).toBe(2);
    expect(store.layouts.owner).toBe(VISITOR);
  });

  it('reads the trade history and the account settings each time the channel is authenticated', async () => {
    const { h, store, accountChannel, restCalls } = world();
    h.session.start();
    const stop = startSessionEffects(store);
    accountChannel.setStatus('authenticated');
    await tick();
    expect(restCalls).toContain('v2/auth/r/trades/hist');
    accountChannel.setStatus('signedOut');
    restCalls.length = 0;
    stop();
    accountChannel.setStatus('authenticated');
    await tick();
    expect(restCalls).toEqual([]);
  });
});
