import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/models/root';
import { LAYOUTS_KEY, parseStoredLayouts, type LayoutContent } from '../../src/models/layouts';
import { fakeEnv } from './fake-env';

const bookTab = (config: unknown) => ({ type: 'tab', id: 'widget/book/a', component: 'book', config });
const modelWith = (config: unknown) => ({ layout: { type: 'row', children: [{ type: 'tabset', children: [bookTab(config)] }] } });
const DEFAULTS: LayoutContent = { model: modelWith({ prec: 'P0' }), grid: {} };
const tick = () => new Promise((r) => setTimeout(r, 0));

async function setup(storageValue?: unknown) {
  const f = fakeEnv();
  if (storageValue !== undefined) await f.storage.save(LAYOUTS_KEY, storageValue);
  const store = RootStore.create({}, f.env);
  await store.layouts.load('Default', DEFAULTS);
  return { ...f, store, layouts: store.layouts };
}

async function reload(f: Awaited<ReturnType<typeof setup>>) {
  await tick();
  const store = RootStore.create({}, f.env);
  await store.layouts.load('Default', DEFAULTS);
  return store.layouts;
}

describe('layouts model', () => {
  it('starts from the default layout when nothing is stored', async () => {
    const { layouts } = await setup();
    expect(layouts.layouts.map((l) => l.name)).toEqual(['Default']);
    expect(layouts.current?.model).toEqual(DEFAULTS.model);
    expect(layouts.mode).toBeNull();
  });

  it('enters EDITING on a change, and Save writes the draft back and keeps it over a reload', async () => {
    const f = await setup();
    const { layouts } = f;
    const changed = { layout: { type: 'row', children: [{ type: 'tabset', weight: 30, children: [bookTab({ prec: 'P0' })] }] } };
    layouts.recordChange(changed);
    expect(layouts.mode).toBe('EDITING');
    expect(layouts.dirty).toBe(true);
    expect(layouts.active?.model).toEqual(DEFAULTS.model);
    expect(layouts.save()).toBe(true);
    expect(layouts.mode).toBeNull();
    const again = await reload(f);
    expect(again.current?.model).toEqual(changed);
    expect(again.widgetStates).toEqual({ 'widget/book/a': { prec: 'P0' } });
  });

  it('a widget that leaves the layout takes its state with it (one tree)', async () => {
    const { layouts } = await setup();
    layouts.recordChange({ layout: { type: 'row', children: [] } });
    layouts.save();
    expect(layouts.widgetStates).toEqual({});
  });

  it('Cancel drops the draft', async () => {
    const { layouts } = await setup();
    const before = layouts.revision;
    layouts.recordChange({ layout: { x: 1 } });
    layouts.cancel();
    expect(layouts.mode).toBeNull();
    expect(layouts.current?.model).toEqual(DEFAULTS.model);
    expect(layouts.revision).toBe(before + 1);
  });

  it('creates a new layout in CREATING mode that Save as… names and keeps', async () => {
    const f = await setup();
    const { layouts } = f;
    layouts.createNew('Layout 2', { model: { empty: true }, grid: {} });
    expect(layouts.mode).toBe('CREATING');
    expect(layouts.save()).toBe(false);
    layouts.saveAs('Scalping');
    expect(layouts.mode).toBeNull();
    expect(layouts.layouts.map((l) => l.name)).toEqual(['Default', 'Scalping']);
    expect(layouts.active?.name).toBe('Scalping');
    const again = await reload(f);
    expect(again.active?.name).toBe('Scalping');
    expect(again.current?.model).toEqual({ empty: true });
  });

  it('renames, duplicates and deletes, always keeping one layout', async () => {
    const f = await setup();
    const { layouts } = f;
    layouts.rename('  Main  ');
    expect(layouts.active?.name).toBe('Main');
    layouts.duplicate('Main (copy)');
    expect(layouts.layouts.map((l) => l.name)).toEqual(['Main', 'Main (copy)']);
    expect(layouts.active?.name).toBe('Main (copy)');
    expect(layouts.nameTaken('main')).toBe(true);
    layouts.remove('Default', DEFAULTS);
    expect(layouts.layouts.map((l) => l.name)).toEqual(['Main']);
    expect(layouts.active?.name).toBe('Main');
    layouts.remove('Default', DEFAULTS);
    expect(layouts.layouts.map((l) => l.name)).toEqual(['Default']);
    const again = await reload(f);
    expect(again.layouts.map((l) => l.name)).toEqual(['Default']);
  });

  it('resets the active layout to the default arrangement', async () => {
    const { layouts } = await setup();
    layouts.recordChange({ other: 1 });
    layouts.save();
    layouts.resetToDefault(DEFAULTS);
    expect(layouts.current?.model).toEqual(DEFAULTS.model);
    expect(layouts.mode).toBeNull();
  });

  it('keeps a widget state at once outside editing, in the draft while editing', async () => {
    const f = await setup();
    const { layouts } = f;
    layouts.recordWidgetState(modelWith({ prec: 'P2' }));
    expect(layouts.mode).toBeNull();
    expect((await reload(f)).widgetStates['widget/book/a']).toEqual({ prec: 'P2' });
    layouts.startEditing();
    layouts.recordWidgetState(modelWith({ prec: 'P3' }));
    expect(layouts.mode).toBe('EDITING');
    expect(layouts.active?.model).toEqual(modelWith({ prec: 'P2' }));
    expect(layouts.widgetStates['widget/book/a']).toEqual({ prec: 'P3' });
  });

  it('moves the widget states of a version 1 layout into its tabs, and stores version 2', async () => {
    const v1 = {
      version: 1,
      activeId: 'a',
      layouts: [
        { id: 'a', name: 'Mine', model: modelWith(undefined), widgets: { 'widget/book/a': { prec: 'P4' }, 'widget/gone/x': 1 }, grid: {} },
      ],
    };
    const f = await setup(v1);
    expect(f.layouts.widgetStates).toEqual({ 'widget/book/a': { prec: 'P4' } });
    f.layouts.rename('Mine again');
    await tick();
    const stored = (await f.storage.load(LAYOUTS_KEY)) as { version: number; layouts: Array<Record<string, unknown>> };
    expect(stored.version).toBe(2);
    expect(stored.layouts[0]).toEqual({ id: 'a', name: 'Mine again', model: modelWith({ prec: 'P4' }), grid: {} });
  });

  it('switching layouts shows the other one and remembers it', async () => {
    const f = await setup();
    const { layouts } = f;
    layouts.saveAs('Second');
    const first = layouts.layouts[0]!.id;
    layouts.select(first);
    expect(layouts.activeId).toBe(first);
    expect((await reload(f)).activeId).toBe(first);
  });

  it('ignores malformed stored data', () => {
    expect(parseStoredLayouts('garbage')).toEqual({ activeId: null, layouts: [] });
    expect(parseStoredLayouts({ layouts: [{ id: 1 }, { id: 'a', name: 'A', model: {} }], activeId: 'zzz' })).toEqual({
      activeId: 'a',
      layouts: [{ id: 'a', name: 'A', model: {}, grid: {} }],
    });
  });
});

describe('settings model', () => {
  it('keeps favourites under favorite_symbols', async () => {
    const f = fakeEnv();
    const store = RootStore.create({}, f.env);
    await store.settings.load();
    store.settings.toggleFavorite('tBTCUSD');
    store.settings.toggleFavorite('tETHUSD');
    store.settings.toggleFavorite('tBTCUSD');
    await tick();
    expect(await f.storage.load('favorite_symbols')).toEqual(['tETHUSD']);
    const again = RootStore.create({}, f.env);
    await again.settings.load();
    expect(again.settings.isFavorite('tETHUSD')).toBe(true);
    expect(again.settings.ready).toBe(true);
  });
});
