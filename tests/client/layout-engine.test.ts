import { describe, expect, it } from 'vitest';
import { Actions, DockLocation } from 'flexlayout-react';
import { LayoutEngine } from '../../src/layouts/engine';
import { defaultLayoutContent, emptyLayoutContent, toJsonModel, widgetKeysOf } from '../../src/layouts/flex-model';
import { newWidgetId, parseWidgetKey, widgetKey } from '../../src/layouts/widget-key';
import { WIDGETS, WIDGET_TYPES } from '../../src/layouts/registry';
import { arrangeGrid, breakpointFor, GRID_BREAKPOINTS } from '../../src/layouts/grid-arrangement';
import { firstFreeName } from '../../src/layouts/layout-names';
import { tabConfigs, type LayoutJson } from '../../src/models/layout-tabs';
import { en } from '../../src/i18n/en';

function engineOf(content = defaultLayoutContent()) {
  const changes: Array<{ keys: string[]; type: string }> = [];
  const states: Array<Record<string, unknown>> = [];
  const engine = new LayoutEngine(
    { name: 'Default', ...content },
    {
      arrangement: (json, action) => changes.push({ keys: widgetKeysOf(json), type: action.type }),
      widgetState: (json) => states.push(tabConfigs(json as unknown as LayoutJson)),
    },
  );
  return { engine, changes, states };
}

describe('widget keys', () => {
  it('are widget/<type>/<id> and parse back', () => {
    const key = widgetKey(
      'book',
      newWidgetId(() => 0.5),
    );
    expect(key).toBe('widget/book/iiiiiiii');
    expect(parseWidgetKey(key)).toEqual({ type: 'book', id: 'iiiiiiii' });
    expect(parseWidgetKey('widget/book')).toBeUndefined();
    expect(parseWidgetKey('tab/book/x')).toBeUndefined();
  });
});

describe('registry', () => {
  it('names every widget through the catalogue with the titles QA looks for', () => {
    expect(WIDGET_TYPES.map((type) => en[WIDGETS[type].title])).toEqual([
      'Markets',
      'Chart',
      'Order book',
      'Depth chart',
      'Trades',
      'Derivatives',
      'Funding book',
      'Funding ticker',
      'Order form',
      'Orders',
      'Positions',
      'Wallets',
      'Funding',
      'Notifications',
    ]);
  });
});

describe('default layout', () => {
  it('holds markets, chart, book and trades for a casual user, each keyed widget/<type>/<id>', () => {
    const keys = widgetKeysOf(toJsonModel(defaultLayoutContent().model));
    const types = keys.map((k) => parseWidgetKey(k)?.type);
    for (const t of ['markets', 'chart', 'book', 'trades']) expect(types).toContain(t);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('LayoutEngine', () => {
  it('adds a widget with a flexlayout action and reports the new arrangement', () => {
    const { engine, changes } = engineOf();
    const before = engine.widgetKeys();
    const key = engine.addWidget('trades');
    expect(parseWidgetKey(key)?.type).toBe('trades');
    expect(engine.widgetKeys()).toEqual(expect.arrayContaining([...before, key]));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.type).toBe(Actions.ADD_TAB);
    expect(changes[0]!.keys).toContain(key);
  });

  it('adds into an empty new layout', () => {
    const { engine } = engineOf(emptyLayoutContent());
    const key = engine.addWidget('book');
    expect(engine.widgetKeys()).toEqual([key]);
  });

  it('removes a widget, and does not report tab selection or maximising as a change', () => {
    const { engine, changes } = engineOf();
    const [first = '', second = ''] = engine.widgetKeys();
    engine.selectWidget(second);
    const tabset = engine.model.getNodeById(first)?.getParent();
    if (tabset) engine.model.doAction(Actions.maximizeToggle(tabset.getId()));
    expect(changes).toHaveLength(0);
    engine.removeWidget(first);
    expect(changes.map((c) => c.type)).toEqual([Actions.DELETE_TAB]);
    expect(engine.widgetKeys()).not.toContain(first);
    expect(engine.actions.map((a) => a.type)).toEqual([Actions.SELECT_TAB, Actions.MAXIMIZE_TOGGLE, Actions.DELETE_TAB]);
  });

  it('reports docking a tab to another panel (a split)', () => {
    const { engine, changes } = engineOf();
    const keys = engine.widgetKeys();
    const target = engine.model.getNodeById(keys[keys.length - 1]!)?.getParent();
    engine.model.doAction(Actions.moveNode(keys[0]!, target!.getId(), DockLocation.BOTTOM, -1));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.keys.sort()).toEqual([...keys].sort());
  });

  it('rebuilds the same arrangement from its saved JSON', () => {
    const { engine } = engineOf();
    engine.addWidget('chart');
    const json = engine.model.toJson();
    const again = new LayoutEngine(
      { name: 'x', model: json as unknown as Record<string, unknown>, grid: {} },
      { arrangement: () => undefined, widgetState: () => undefined },
    );
    expect(again.widgetKeys()).toEqual(engine.widgetKeys());
  });

  it("changes a widget's own state with one Action on its tab's config, reported apart from the arrangement", () => {
    const { engine, changes, states } = engineOf();
    const book = engine.widgetKeys().find((k) => parseWidgetKey(k)?.type === 'book')!;
    engine.setWidgetState(book, { prec: 'P2', len: 100 });
    expect(changes).toEqual([]);
    expect(states).toHaveLength(1);
    expect(states[0]![book]).toEqual({ prec: 'P2', len: 100 });
    const last = engine.actions.at(-1)!;
    expect(last.type).toBe(Actions.UPDATE_NODE_ATTRIBUTES);
    expect(JSON.parse(JSON.stringify(last))).toEqual(last);
    // The state travels with the tab: moved to another panel, it keeps it; rebuilt from the JSON too.
    const target = engine.model.getNodeById(engine.widgetKeys()[0]!)?.getParent();
    engine.model.doAction(Actions.moveNode(book, target!.getId(), DockLocation.CENTER, -1));
    const json = engine.model.toJson() as unknown as LayoutJson;
    expect(tabConfigs(json)[book]).toEqual({ prec: 'P2', len: 100 });
    const again = new LayoutEngine({ name: 'x', model: json, grid: {} }, { arrangement: () => undefined, widgetState: () => undefined });
    expect(tabConfigs(again.model.toJson() as unknown as LayoutJson)[book]).toEqual({ prec: 'P2', len: 100 });
  });
});

describe('grid arrangement', () => {
  it('uses the spec sizes 468, 657 and 743 as breakpoints', () => {
    expect(GRID_BREAKPOINTS.map((b) => b.minWidth)).toEqual([743, 657, 468, 0]);
    expect(breakpointFor(700).name).toBe('md');
    expect(breakpointFor(743).name).toBe('lg');
    expect(breakpointFor(467).name).toBe('xs');
  });

  it('keeps saved positions and packs the other panels below without overlap', () => {
    const bp = breakpointFor(700);
    const keys = ['widget/markets/a', 'widget/chart/b', 'widget/book/c', 'widget/trades/d'];
    const items = arrangeGrid(
      keys,
      [
        { i: 'widget/chart/b', x: 0, y: 0, w: 8, h: 10 },
        { i: 'gone', x: 0, y: 0, w: 1, h: 1 },
      ],
      bp,
    );
    expect(items.map((i) => i.i)).toEqual(['widget/chart/b', 'widget/markets/a', 'widget/book/c', 'widget/trades/d']);
    expect(items[0]).toMatchObject({ x: 0, y: 0, w: 8, h: 10 });
    for (const a of items) {
      expect(a.x + a.w).toBeLessThanOrEqual(bp.cols);
      for (const b of items) {
        if (a === b) continue;
        const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        expect(overlap).toBe(false);
      }
    }
  });

  it('makes every panel full width on small screens', () => {
    const bp = breakpointFor(400);
    expect(arrangeGrid(['widget/markets/a', 'widget/book/b'], undefined, bp).map((i) => [i.x, i.w])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });
});

describe('layout names', () => {
  it('finds the first free name', () => {
    const taken = new Set(['Layout 2', 'Layout 3']);
    expect(
      firstFreeName(
        (n) => taken.has(n),
        (n) => `Layout ${n}`,
      ),
    ).toBe('Layout 4');
  });
});
