// Whose layouts are shown follows the session: a visitor's live in local storage, a signed-in
// user's on the exchange, and signing in or out loads them again from the right place.
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/models/root';
import { LAYOUTS_KEY, VISITOR, type LayoutContent } from '../../src/models/layouts';
import { createMemorySettingsStorage, type SettingsStorage } from '../../src/services/storage';
import { createSessionSettingsStorage } from '../../src/services/session-settings';
import { fakeEnv } from './fake-env';

const DEFAULTS: LayoutContent = { model: { layout: { type: 'row', children: ['default'] } }, grid: {} };
const tick = () => new Promise((r) => setTimeout(r, 0));

function stored(names: string[]) {
  return { version: 1, activeId: 'l0', layouts: names.map((name, i) => ({ id: `l${i}`, name, model: { layout: { n: i } } })) };
}

/** A storage whose reads wait until the test lets them through. */
function gated(inner: SettingsStorage) {
  const waiting: Array<() => void> = [];
  const storage: SettingsStorage = {
    load: (key) => new Promise((resolve) => waiting.push(() => resolve(inner.load(key)))),
    save: (key, value) => inner.save(key, value),
    remove: (key) => inner.remove(key),
  };
  return { storage, release: () => waiting.splice(0).forEach((go) => go()) };
}

function session(local: SettingsStorage, exchange: SettingsStorage) {
  let signedIn = false;
  const f = fakeEnv();
  const storage = createSessionSettingsStorage(local, exchange, () => signedIn);
  const store = RootStore.create({}, { ...f.env, storage });
  return {
    layouts: store.layouts,
    signIn(user = 'user:7') {
      signedIn = true;
      store.layouts.followSession(user);
    },
    signOut() {
      signedIn = false;
      store.layouts.followSession(VISITOR);
    },
  };
}

const names = (s: ReturnType<typeof session>) => s.layouts.layouts.map((l) => l.name);

describe('layouts follow the session', () => {
  it("reads the user's layouts from the exchange after sign-in and the visitor's again after sign-out", async () => {
    const local = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Visitor desk']) });
    const exchange = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Main', 'Scalping']) });
    const s = session(local, exchange);
    await s.layouts.load('Default', DEFAULTS);
    expect(names(s)).toEqual(['Visitor desk']);

    const revision = s.layouts.revision;
    s.signIn();
    expect(s.layouts.ready).toBe(false);
    await tick();
    expect(names(s)).toEqual(['Main', 'Scalping']);
    expect(s.layouts.ready).toBe(true);
    expect(s.layouts.revision).toBeGreaterThan(revision);

    // Saving now goes to the exchange, and the visitor's layouts stay as they were.
    s.layouts.rename('Main desk');
    await tick();
    expect((await exchange.load(LAYOUTS_KEY)) as { layouts: Array<{ name: string }> }).toMatchObject({
      layouts: [{ name: 'Main desk' }, { name: 'Scalping' }],
    });
    expect(await local.load(LAYOUTS_KEY)).toEqual(stored(['Visitor desk']));

    s.signOut();
    await tick();
    expect(names(s)).toEqual(['Visitor desk']);
  });

  it("a user with nothing saved starts from the default layout, not from the visitor's", async () => {
    const local = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Visitor desk']) });
    const s = session(local, createMemorySettingsStorage());
    await s.layouts.load('Default', DEFAULTS);
    s.signIn();
    await tick();
    expect(names(s)).toEqual(['Default']);
    expect(s.layouts.current?.model).toEqual(DEFAULTS.model);
  });

  it('before the first load it only records the owner; the same owner again reads nothing', async () => {
    const exchange = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Main']) });
    const s = session(createMemorySettingsStorage(), exchange);
    s.signIn();
    expect(s.layouts.ready).toBe(false);
    await s.layouts.load('Default', DEFAULTS);
    expect(names(s)).toEqual(['Main']);
    const revision = s.layouts.revision;
    s.layouts.followSession('user:7');
    await tick();
    expect(s.layouts.revision).toBe(revision);
  });

  it('a read overtaken by a newer one is dropped, and nothing read for one owner is saved for another', async () => {
    const localInner = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Visitor desk']) });
    const local = gated(localInner);
    const exchangeInner = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Main']) });
    const exchange = gated(exchangeInner);
    const s = session(local.storage, exchange.storage);
    const first = s.layouts.load('Default', DEFAULTS);
    s.signIn();
    // The user's read answers first, the visitor's late: the late answer must not win.
    exchange.release();
    await tick();
    local.release();
    await first;
    await tick();
    expect(names(s)).toEqual(['Main']);

    // While the visitor's layouts are being read again, the user's (still shown) are not
    // written over them by a widget's state change.
    s.signOut();
    s.layouts.recordWidgetState({ layout: { type: 'row', children: [{ type: 'tab', id: 'widget/book/a', config: { prec: 'P3' } }] } });
    await tick();
    expect(await localInner.load(LAYOUTS_KEY)).toEqual(stored(['Visitor desk']));
    local.release();
    await tick();
    expect(names(s)).toEqual(['Visitor desk']);
  });

  it('a failed read shows the default layout but does not overwrite what is stored', async () => {
    const exchange = createMemorySettingsStorage({ [LAYOUTS_KEY]: stored(['Main']) });
    const failing: SettingsStorage = { ...exchange, load: async () => Promise.reject(new Error('HTTP 500')) };
    const s = session(createMemorySettingsStorage(), failing);
    s.signIn();
    await s.layouts.load('Default', DEFAULTS);
    expect(names(s)).toEqual(['Default']);
    s.layouts.rename('Other');
    await tick();
    expect(await exchange.load(LAYOUTS_KEY)).toEqual(stored(['Main']));
    expect(s.layouts.saveError).not.toBeNull();
  });
});
