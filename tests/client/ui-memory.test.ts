// The rules of the UI settings the interface remembers across devices (models/ui-memory.ts), and
// the collapse of workspace panels they drive (layouts/collapse-panels.tsx) on a real flexlayout model.
import { describe, expect, it } from 'vitest';
import { TabNode, TabSetNode, Model } from 'flexlayout-react';
import {
  bannerIdsOf,
  bannerNoticeId,
  keepLocalBanners,
  readLocalBanners,
  syncNotices,
  mergeNotices,
  readCollapsibles,
  readIds,
  readRecentCountries,
  recentCodes,
  withCollapsible,
  withRecentCountry,
} from '../../src/models/ui-memory';
import { LayoutEngine } from '../../src/layouts/engine';
import { defaultLayoutContent, widgetKeysOf } from '../../src/layouts/flex-model';
import { MAX_COLLAPSED, collapseActions, collapsedIn, isCollapsed, withCollapsed, withoutStale } from '../../src/layouts/collapse-panels';

describe('collapsed panels', () => {
  it('adds and removes a panel, each once, the oldest dropped beyond the bound', () => {
    const a = 'widget/book/main';
    expect(withCollapsed([], a, true)).toEqual([a]);
    expect(withCollapsed([a], a, true)).toEqual([a]);
    expect(withCollapsed([a, 'widget/chart/2'], a, false)).toEqual(['widget/chart/2']);
    const full = Array.from({ length: MAX_COLLAPSED }, (_, i) => `widget/x/${i}`);
    const next = withCollapsed(full, a, true);
    expect(next).toHaveLength(MAX_COLLAPSED);
    expect(next.at(-1)).toBe(a);
    expect(next[0]).toBe('widget/x/1');
  });

  it('ignores stale ids, and drops them when no layout holds them', () => {
    const ids = ['widget/book/main', 'widget/gone/9', 'junk'];
    expect([...collapsedIn(ids, ['widget/book/main', 'widget/chart/main'])]).toEqual(['widget/book/main']);
    expect([...collapsedIn(ids, [])]).toEqual([]);
    expect(withoutStale(ids, ['widget/book/main', 'widget/x/1'])).toEqual(['widget/book/main']);
    expect(readIds(['a', 'a', 3, 'bad id!', 'b'])).toEqual(['a', 'b']);
    expect(readIds('x')).toEqual([]);
  });

  it('collapses a panel to its header and expands it back to its weight, through Actions', () => {
    const engine = new LayoutEngine(
      { name: 'Default', ...defaultLayoutContent() },
      { arrangement: () => undefined, widgetState: () => undefined },
    );
    const book = widgetKeysOf(engine.model.toJson()).find((k) => k.startsWith('widget/book/'))!;
    const tabset = () => engine.model.getNodeById(book)!.getParent() as TabSetNode;
    const weight = tabset().getWeight();
    const selectedOf = (k: string) => (engine.model.getNodeById(k)!.getParent() as TabSetNode).getSelectedNode()?.getId() === k;
    expect(selectedOf(book)).toBe(true);
    const collapsed = new Set([book]);
    const actions = collapseActions(engine.model, collapsed);
    expect(actions.length).toBeGreaterThanOrEqual(2);
    const minHeight = (engine.model.getNodeById(book) as TabNode).toJson().minHeight;
    expect(minHeight).toBeGreaterThan(0);
    for (const a of actions) engine.view(a);
    expect(isCollapsed(tabset())).toBe(true);
    // Its tabs' minimum sizes go with it (a panel is never smaller than its tabs' minimum)…
    expect((engine.model.getNodeById(book) as TabNode).toJson().minHeight).toBe(0);
    expect(tabset().getWeight()).toBe(weight);
    // Nothing to undo, nothing to save: the collapse is the user's setting, not the layout's.
    expect(engine.canUndo).toBe(false);
    // Brought to the same set again, nothing changes.
    expect(collapseActions(engine.model, collapsed)).toHaveLength(0);
    for (const a of collapseActions(engine.model, new Set())) engine.view(a);
    expect(isCollapsed(tabset())).toBe(false);
    expect(tabset().getWeight()).toBe(weight);
    // …and come back with it.
    expect((engine.model.getNodeById(book) as TabNode).toJson().minHeight).toBe(minHeight);
    const json = JSON.stringify(engine.model.toJson());
    expect(json).not.toContain('dock-collapsed');
    expect(engine.model.getNodeById(book)?.getLayoutId()).toBe(Model.MAIN_LAYOUT_ID);
  });
});

describe('dismissed notices', () => {
  it("merges this browser's dismissals after the account's, each once", () => {
    expect(bannerNoticeId(3)).toBe('banner:home:3');
    expect(mergeNotices(['banner:home:1'], ['banner:home:2', 'banner:home:1'])).toEqual({
      ids: ['banner:home:1', 'banner:home:2'],
      changed: true,
    });
    expect(mergeNotices(['banner:home:1'], ['banner:home:1'])).toEqual({ ids: ['banner:home:1'], changed: false });
    expect(mergeNotices([], [])).toEqual({ ids: [], changed: false });
    const many = Array.from({ length: 100 }, (_, i) => `n${i}`);
    const merged = mergeNotices(many, ['new']);
    expect(merged.ids).toHaveLength(100);
    expect(merged.ids.at(-1)).toBe('new');
    expect(merged.changed).toBe(true);
  });
});

describe('the banners dismissed in a browser joining the account', () => {
  it('reads, merges and writes back only when something is new', async () => {
    const saved: string[][] = [];
    const account = (stored: unknown) => ({ load: async () => stored, save: async (ids: string[]) => void saved.push(ids) });
    expect(await syncNotices(account(['banner:home:1']), ['banner:home:2'])).toEqual(['banner:home:1', 'banner:home:2']);
    expect(saved).toEqual([['banner:home:1', 'banner:home:2']]);
    expect(await syncNotices(account(['banner:home:1', 'banner:home:2']), ['banner:home:2'])).toEqual(['banner:home:1', 'banner:home:2']);
    expect(saved).toHaveLength(1);
    // A stored value of another shape counts as none.
    expect(await syncNotices(account('junk'), [])).toEqual([]);
    expect(bannerIdsOf(['banner:home:3', 'other', 'banner:home:x', 'banner:home:12'])).toEqual([3, 12]);
  });

  it("keeps the browser's own list as before", () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(readLocalBanners(store)).toEqual([]);
    keepLocalBanners(store, [1, 2, 2, 3]);
    expect(readLocalBanners(store)).toEqual([1, 2, 3]);
    data.set('tradedesk:banner-dismissed', '{bad');
    expect(readLocalBanners(store)).toEqual([]);
    expect(readLocalBanners(undefined)).toEqual([]);
  });
});

describe('open and closed sections', () => {
  it('keeps each section once, the latest last', () => {
    expect(readCollapsibles({ 'a.b': true, c: false, 'bad key': true, d: 'yes' })).toEqual({ 'a.b': true, c: false });
    expect(readCollapsibles([true])).toEqual({});
    expect(withCollapsible({ a: true, b: false }, 'a', false)).toEqual({ b: false, a: false });
    expect(Object.keys(withCollapsible({ a: true, b: false }, 'a', false))).toEqual(['b', 'a']);
  });
});

describe('recent countries', () => {
  it('lists the last five chosen, most recent first, each once', () => {
    let recent = readRecentCountries([['DE', 'Germany'], ['de', 'x'], 'FR', ['FR', 'France'], ['DE', 'Again']]);
    expect(recent).toEqual([
      ['DE', 'Germany'],
      ['FR', 'France'],
    ]);
    recent = withRecentCountry(recent, 'FR', 'France');
    expect(recent.map(([c]) => c)).toEqual(['FR', 'DE']);
    for (const c of ['AT', 'BE', 'CH', 'DK']) recent = withRecentCountry(recent, c, c);
    expect(recent.map(([c]) => c)).toEqual(['DK', 'CH', 'BE', 'AT', 'FR']);
    // A country the exchange no longer lists is not offered first.
    expect(recentCodes(recent, ['FR', 'AT', 'DK'])).toEqual(['DK', 'AT', 'FR']);
  });
});
