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
      arrangement: (json, action) => changes.push({ keys: widgetKeysOf(json), type: action?.type ?? 'restore' }),
      widgetState: (json) => states.push(tabConfigs(json as unknown as LayoutJson)),
    },
  );
  return { engine, changes, states };
}

/** The Actions an engine applies, serialised, as its watchers hear them. */
function watched(engine: LayoutEngine) {
  const actions: Array<{ type: string; data: unknown }> = [];
  engine.watch((e) => {
    if (e.kind === 'action') actions.push(e.action);
  });
  return actions;
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
    expect(WIDGET_TYPES.map((type) => (en as Record<string, string>)[WIDGETS[type].title])).toEqual([
      'Markets',
      'Chart',
      'Order book',
      'Depth chart',
      'Trades',
      'Derivatives',
      'Liquidations',
      'Funding book',
      'Funding ticker',
      'Order form',
      'Orders',
      'Positions',
      'Wallets',
      'Funding',
      'Notifications',
      'Price alerts',
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
    const actions = watched(engine);
    const [first = '', second = ''] = engine.widgetKeys();
    engine.selectWidget(second);
    const tabset = engine.model.getNodeById(first)?.getParent();
    if (tabset) engine.model.doAction(Actions.maximizeToggle(tabset.getId()));
    expect(changes).toHaveLength(0);
    engine.removeWidget(first);
    expect(changes.map((c) => c.type)).toEqual([Actions.DELETE_TAB]);
    expect(engine.widgetKeys()).not.toContain(first);
    expect(actions.map((a) => a.type)).toEqual([Actions.SELECT_TAB, Actions.MAXIMIZE_TOGGLE, Actions.DELETE_TAB]);
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
    const actions = watched(engine);
    const book = engine.widgetKeys().find((k) => parseWidgetKey(k)?.type === 'book')!;
    engine.setWidgetState(book, { prec: 'P2', len: 100 });
    expect(changes).toEqual([]);
    expect(states).toHaveLength(1);
    expect(states[0]![book]).toEqual({ prec: 'P2', len: 100 });
    const last = actions.at(-1)!;
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

describe('undo and redo', () => {
  it('takes back each change in turn (added panel, widget state, closed panel) and brings it back', () => {
    const { engine, changes, states } = engineOf();
    const start = engine.widgetKeys();
    expect(engine.canUndo).toBe(false);
    const added = engine.addWidget('depth');
    engine.setWidgetState(added, { zoom: 4 });
    engine.removeWidget(start[0]!);
    expect(engine.widgetKeys()).not.toContain(start[0]);

    expect(engine.undo()).toBe(true);
    expect(engine.widgetKeys()).toContain(start[0]);
    expect(tabConfigs(engine.model.toJson() as unknown as LayoutJson)[added]).toEqual({ zoom: 4 });
    expect(engine.undo()).toBe(true);
    expect(tabConfigs(engine.model.toJson() as unknown as LayoutJson)[added]).toBeUndefined();
    expect(engine.undo()).toBe(true);
    expect(engine.widgetKeys()).toEqual(start);
    expect(engine.canUndo).toBe(false);
    expect(engine.undo()).toBe(false);
    // Each restore goes to the store as the shown arrangement.
    expect(changes.at(-1)).toEqual({ keys: start, type: 'restore' });

    expect(engine.redo()).toBe(true);
    expect(engine.widgetKeys()).toContain(added);
    expect(engine.redo()).toBe(true);
    expect(engine.redo()).toBe(true);
    expect(engine.canRedo).toBe(false);
    expect(engine.widgetKeys()).not.toContain(start[0]);
    expect(states.length).toBeGreaterThan(0);
  });

  it('keeps working on the restored model, and a new change forgets what was undone', () => {
    const { engine } = engineOf();
    const first = engine.addWidget('trades');
    engine.undo();
    expect(engine.canRedo).toBe(true);
    // The rebuilt model takes actions like the first one.
    const second = engine.addWidget('markets');
    expect(engine.widgetKeys()).toContain(second);
    expect(engine.widgetKeys()).not.toContain(first);
    expect(engine.canRedo).toBe(false);
    engine.undo();
    expect(engine.widgetKeys()).not.toContain(second);
  });

  it('tells its views after every change, undo and redo, and not for what is only looked at', () => {
    const { engine } = engineOf();
    let calls = 0;
    const stop = engine.subscribe(() => calls++);
    const key = engine.addWidget('trades');
    engine.selectWidget(engine.widgetKeys()[0]!);
    engine.undo();
    engine.redo();
    expect(calls).toBe(3);
    expect(engine.version()).toBe(3);
    stop();
    engine.removeWidget(key);
    expect(calls).toBe(3);
  });

  it('keeps a bounded history', async () => {
    const { LayoutHistory } = await import('../../src/layouts/layout-history');
    const h = new LayoutHistory(3);
    const m = (n: number) => ({ global: {}, layout: { type: 'row', id: String(n), children: [] } }) as never;
    for (let i = 0; i < 5; i++) h.changed(m(i));
    expect(h.undo(m(5))).toEqual(m(4));
    expect(h.undo(m(4))).toEqual(m(3));
    expect(h.undo(m(3))).toEqual(m(2));
    expect(h.undo(m(2))).toBeUndefined();
  });
});

describe('workspace keys', () => {
  it('are Ctrl+K, Ctrl+Z, Ctrl+Shift+Z (or Ctrl+Y) and ?, never the history keys while typing in a field', async () => {
    const { workspaceKeyCommand } = await import('../../src/layouts/workspace-keys');
    const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}, tagName = 'DIV', code = '') => ({
      key: k,
      code,
      ctrlKey: mods.ctrl ?? false,
      metaKey: mods.meta ?? false,
      shiftKey: mods.shift ?? false,
      altKey: mods.alt ?? false,
      target: { tagName } as unknown as EventTarget,
    });
    expect(workspaceKeyCommand(key('z', { ctrl: true }))).toBe('undo');
    expect(workspaceKeyCommand(key('z', { meta: true }))).toBe('undo');
    expect(workspaceKeyCommand(key('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(workspaceKeyCommand(key('y', { ctrl: true }))).toBe('redo');
    expect(workspaceKeyCommand(key('k', { ctrl: true }))).toBe('palette');
    expect(workspaceKeyCommand(key('k', { ctrl: true }, 'INPUT'))).toBe('palette');
    expect(workspaceKeyCommand(key('?', { shift: true }))).toBe('shortcuts');
    expect(workspaceKeyCommand(key('?', { shift: true }, 'INPUT'))).toBeNull();
    expect(workspaceKeyCommand(key('z'))).toBeNull();
    expect(workspaceKeyCommand(key('z', { ctrl: true, alt: true }))).toBeNull();
    expect(workspaceKeyCommand(key('z', { ctrl: true }, 'INPUT'))).toBeNull();
    expect(workspaceKeyCommand(key('z', { ctrl: true }, 'TEXTAREA'))).toBeNull();
  });

  it("move between panels and tabs, maximise and close with Alt, read by the key's place (macOS types µ for Alt+M)", async () => {
    const { workspaceKeyCommand } = await import('../../src/layouts/workspace-keys');
    const alt = (code: string, tagName = 'DIV', mods: { ctrl?: boolean; shift?: boolean } = {}) => ({
      key: 'µ',
      code,
      ctrlKey: mods.ctrl ?? false,
      metaKey: false,
      shiftKey: mods.shift ?? false,
      altKey: true,
      target: { tagName } as unknown as EventTarget,
    });
    expect(workspaceKeyCommand(alt('BracketRight'))).toBe('nextPanel');
    expect(workspaceKeyCommand(alt('BracketLeft'))).toBe('previousPanel');
    expect(workspaceKeyCommand(alt('Period'))).toBe('nextTab');
    expect(workspaceKeyCommand(alt('Comma'))).toBe('previousTab');
    expect(workspaceKeyCommand(alt('KeyM'))).toBe('maximise');
    expect(workspaceKeyCommand(alt('KeyW'))).toBe('closePanel');
    // From a field only the moves out of its panel; Alt with more modifiers is someone else's.
    expect(workspaceKeyCommand(alt('BracketRight', 'INPUT'))).toBe('nextPanel');
    expect(workspaceKeyCommand(alt('KeyW', 'INPUT'))).toBeNull();
    expect(workspaceKeyCommand(alt('KeyM', 'TEXTAREA'))).toBeNull();
    expect(workspaceKeyCommand(alt('KeyW', 'DIV', { ctrl: true }))).toBeNull();
    expect(workspaceKeyCommand(alt('KeyW', 'DIV', { shift: true }))).toBeNull();
    expect(workspaceKeyCommand(alt('KeyQ'))).toBeNull();
  });
});

describe('panels by keys', () => {
  const shown = (engine: LayoutEngine) => engine.model.getActiveTabset()?.getSelectedNode()?.getId();

  it('steps through the panels in reading order, wrapping, from the panel given or the active one', () => {
    const { engine } = engineOf();
    // No panel given: from the active one (the first, as a layout opens).
    expect(parseWidgetKey(engine.stepPanel(undefined, 1) ?? '')?.type).toBe('orderForm');
    const first = engine.stepPanel(engine.firstOf('orderForm'), -1);
    expect(parseWidgetKey(first ?? '')?.type).toBe('markets');
    expect(shown(engine)).toBe(first);
    const order = [first];
    for (let i = 0; i < 6; i += 1) order.push(engine.stepPanel(order[order.length - 1], 1));
    expect(order.map((k) => parseWidgetKey(k ?? '')?.type)).toEqual([
      'markets',
      'orderForm',
      'chart',
      'orders',
      'book',
      'trades',
      'notifications',
    ]);
    expect(parseWidgetKey(engine.stepPanel(order[6], 1) ?? '')?.type).toBe('markets');
    expect(parseWidgetKey(engine.stepPanel(order[0], -1) ?? '')?.type).toBe('notifications');
  });

  it('are view changes: no undo step, no change to save', () => {
    const { engine, changes } = engineOf();
    engine.stepPanel(undefined, 1);
    engine.stepTab(engine.firstOf('orders'), 1);
    expect(changes).toEqual([]);
    expect(engine.canUndo).toBe(false);
  });

  it('shows the next and previous tab of a panel, wrapping', () => {
    const { engine } = engineOf();
    const orders = engine.firstOf('orders');
    expect(parseWidgetKey(engine.stepTab(orders, 1) ?? '')?.type).toBe('positions');
    expect(parseWidgetKey(engine.stepTab(orders, -1) ?? '')?.type).toBe('orders');
    expect(parseWidgetKey(engine.stepTab(orders, -1) ?? '')?.type).toBe('funding');
    expect(parseWidgetKey(shown(engine) ?? '')?.type).toBe('funding');
  });

  it('maximises the panel of a widget and restores a maximised other panel before moving on', () => {
    const { engine } = engineOf();
    const chart = engine.firstOf('chart');
    engine.maximise(chart);
    expect(engine.model.getMaximizedTabset()?.getSelectedNode()?.getId()).toBe(chart);
    engine.stepPanel(chart, 1);
    expect(engine.model.getMaximizedTabset()).toBeUndefined();
  });

  it('closes the widget of a panel as one undoable step and names the widget shown in its place', () => {
    const { engine } = engineOf();
    const orders = engine.firstOf('orders');
    const next = engine.closeWidget(orders);
    expect(engine.widgetKeys()).not.toContain(orders);
    expect(parseWidgetKey(next ?? '')?.type).toBe('positions');
    engine.undo();
    expect(engine.widgetKeys()).toContain(orders);
    // The last widget of a panel: the next one shown is the active panel's.
    const chart = engine.firstOf('chart');
    expect(engine.closeWidget(chart)).toBeDefined();
    expect(engine.widgetKeys()).not.toContain(chart);
  });
});
