// The start's readiness rule (market-side §4, account-side §5): the store is ready once its
// required data (the `/v1/ui_bootstrap` reply) has loaded and the settings of the session's owner
// have been received — one loading screen until then; a failed bootstrap is an error with a retry
// on a first visit, and the site this browser was last told on a later one (the offline shell).
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../src/models/root';
import { LAST_SITE_KEY } from '../../../src/site/site-store';
import { fakeEnv } from '../fake-env';

const ANONYMOUS = { status: 'anonymous', userId: null, subaccountId: 0, timestamp: 0, temporary: false, userInfo: null } as never;
const BOOT = 'v1/ui_bootstrap';
const reply = (site: string) => ({ site, platform: 1, time: 1, features: [], pairs: {}, currencies: {} });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('the root store at start', () => {
  it('is not ready before the session is known, whatever else has arrived', async () => {
    const { env } = fakeEnv({ [BOOT]: reply('default') });
    const store = RootStore.create({}, env);
    await store.site.load();
    await store.settings.load();
    expect([store.site.loaded, store.settings.ready, store.session.known, store.ready]).toEqual([true, true, false, false]);
    store.session.apply(ANONYMOUS);
    expect(store.ready).toBe(true);
  });

  it('is ready after the bootstrap and the settings, in either order', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { env } = fakeEnv({ [BOOT]: () => new Promise((r) => (answer = r)) });
    const store = RootStore.create({}, { ...env, browserStorage: memoryStorage() });
    store.session.apply(ANONYMOUS);
    const loading = store.site.load();
    await store.settings.load();
    expect(store.settings.ready).toBe(true);
    expect(store.ready).toBe(false);
    answer(reply('br'));
    await loading;
    expect(store.site.id).toBe('br');
    expect(store.ready).toBe(true);
  });

  it('waits for the settings after the bootstrap', async () => {
    const { env } = fakeEnv({ [BOOT]: reply('default') });
    const store = RootStore.create({}, env);
    store.session.apply(ANONYMOUS);
    await store.site.load();
    expect(store.ready).toBe(false);
    await store.settings.load();
    expect(store.ready).toBe(true);
  });

  it('keeps the site it was told, and a failure on a first visit is an error that a retry clears', async () => {
    const browser = memoryStorage();
    const answers: Record<string, unknown> = { [BOOT]: () => Promise.reject(new Error('HTTP 503')) };
    const { env } = fakeEnv(answers);
    const store = RootStore.create({}, { ...env, browserStorage: browser });
    await store.site.load();
    expect(store.site.loaded).toBe(false);
    expect(store.site.error).toBe('HTTP 503');
    answers[BOOT] = reply('tr');
    await store.site.load();
    expect(store.site.error).toBe('');
    expect(store.site.id).toBe('tr');
    expect(browser.items.get(LAST_SITE_KEY)).toBe('tr');
  });

  it('starts on the site of the last visit when the exchange cannot be reached', async () => {
    const { env } = fakeEnv({});
    const store = RootStore.create({}, { ...env, browserStorage: memoryStorage({ [LAST_SITE_KEY]: 'jp' }) });
    await store.site.load();
    expect(store.site.error).toBe('');
    expect(store.site.id).toBe('jp');
  });

  it('refuses a reply that names no site', async () => {
    const { env } = fakeEnv({ [BOOT]: { site: 'mars' } });
    const store = RootStore.create({}, env);
    await store.site.load();
    expect(store.site.error).toMatch(/ui_bootstrap: unexpected reply/);
  });
});
