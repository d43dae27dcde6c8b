// Pop-outs (issue 11): a panel popped out is a window sub-layout of the layout's JSON with its
// place on the screen, its widget's state kept; undo is one step; closing the window puts the
// panel back into the panel it came from; a layout file carries the windows.
import { describe, expect, it } from 'vitest';
import { Actions, type IJsonModel } from 'flexlayout-react';
import { LayoutEngine } from '../../src/layouts/engine';
import { defaultLayoutContent } from '../../src/layouts/flex-model';
import { layoutFileText, readLayoutFile } from '../../src/layouts/layout-file';
import { isWidgetType } from '../../src/layouts/registry';
import { tabConfigs, type LayoutJson } from '../../src/models/layout-tabs';

const TRADES = 'widget/trades/main';
const BOOK = 'widget/book/main';

interface Json {
  layout: JsonNode;
  subLayouts?: Record<string, { type?: string; rect?: unknown; layout: JsonNode }>;
}
interface JsonNode {
  type: string;
  id?: string;
  config?: unknown;
  selected?: number;
  children?: JsonNode[];
}

function engineOf() {
  const saved: Json[] = [];
  const engine = new LayoutEngine(
    { name: 'Default', ...defaultLayoutContent() },
    {
      arrangement: (json) => saved.push(json as unknown as Json),
      widgetState: (json) => saved.push(json as unknown as Json),
    },
  );
  return { engine, saved, json: () => engine.model.toJson() as unknown as Json };
}

/** The tabset (in the main layout) whose tabs include `key`, or whose config names it. */
function tabsetOf(node: JsonNode, test: (ts: JsonNode) => boolean): JsonNode | undefined {
  if (node.type === 'tabset' && test(node)) return node;
  for (const c of node.children ?? []) {
    const found = tabsetOf(c, test);
    if (found) return found;
  }
  return undefined;
}
const holding = (key: string) => (ts: JsonNode) => (ts.children ?? []).some((t) => t.id === key);

describe('pop-outs', () => {
  it('a popped-out panel is a window of the layout JSON; its home panel stays, waiting for it', () => {
    const { engine, json } = engineOf();
    engine.setWidgetState(TRADES, { seen: 1 });
    const home = tabsetOf(json().layout, holding(TRADES))!;
    engine.popOut(TRADES);
    const after = json();
    const windows = Object.values(after.subLayouts ?? {});
    expect(windows).toHaveLength(1);
    expect(windows[0]!.type).toBe('window');
    expect(tabsetOf(windows[0]!.layout, holding(TRADES))).toBeDefined();
    expect(tabsetOf(after.layout, holding(TRADES))).toBeUndefined();
    const waiting = tabsetOf(after.layout, (ts) => ts.id === home.id)!;
    expect(waiting.config).toEqual({ popouts: [TRADES] });
    // The panel is still one of the layout's: its widget keeps its state.
    expect(engine.widgetKeys()).toContain(TRADES);
    expect(tabConfigs(after as unknown as LayoutJson)[TRADES]).toEqual({ seen: 1 });
  });

  it('a pop-out is one undo step, and redo pops it out again', () => {
    const { engine, json } = engineOf();
    engine.popOut(TRADES);
    engine.undo();
    expect(Object.keys(json().subLayouts ?? {})).toEqual([]);
    expect(tabsetOf(json().layout, holding(TRADES))).toBeDefined();
    engine.redo();
    expect(Object.keys(json().subLayouts ?? {})).toHaveLength(1);
  });

  it("keeps the window's place on the screen, saved and read back from a layout file", () => {
    const { engine, json, saved } = engineOf();
    engine.popOut(TRADES);
    const id = Object.keys(json().subLayouts!)[0]!;
    engine.moveWindow(id, { x: 2200, y: 140, width: 520, height: 610 });
    const stored = saved.at(-1)!;
    expect(stored.subLayouts![id]!.rect).toEqual({ x: 2200, y: 140, width: 520, height: 610 });

    const text = layoutFileText({ name: 'Two screens', model: stored as unknown as LayoutJson, grid: {} });
    const read = readLayoutFile(text, isWidgetType);
    if (!read.ok) throw new Error(read.error);
    const model = read.content.model as unknown as Json;
    expect(model.subLayouts![id]).toMatchObject({ type: 'window', rect: { x: 2200, y: 140, width: 520, height: 610 } });
    expect(tabsetOf(model.subLayouts![id]!.layout, holding(TRADES))).toBeDefined();
    const again = new LayoutEngine({ name: 'x', model: read.content.model, grid: {} }, { arrangement: () => {}, widgetState: () => {} });
    const back = again.model.toJson() as unknown as Json;
    expect(back.subLayouts![id]!.rect).toEqual({ x: 2200, y: 140, width: 520, height: 610 });
  });

  it('a window the browser blocked as a saved layout opens brings its panel home for the visit, without editing the layout', () => {
    const first = engineOf();
    first.engine.popOut(TRADES);
    const stored = first.saved.at(-1)!;
    // The layout opens again (a reload) with its window, which the browser does not open.
    const changes: unknown[] = [];
    const again = new LayoutEngine(
      { name: 'Default', model: stored as unknown as LayoutJson, grid: {} },
      { arrangement: (j) => changes.push(j), widgetState: (j) => changes.push(j) },
    );
    const id = Object.keys((again.model.toJson() as unknown as Json).subLayouts ?? {})[0]!;
    expect(again.returnBlockedPopout(id)).toEqual([TRADES]);
    const shown = again.model.toJson() as unknown as Json;
    expect(tabsetOf(shown.layout, holding(TRADES))).toBeDefined();
    expect(Object.keys(shown.subLayouts ?? {})).toEqual([]);
    // Nothing to save and nothing to undo: the saved layout still has the panel in its window.
    expect(changes).toEqual([]);
    expect(again.canUndo).toBe(false);
    expect(Object.keys(stored.subLayouts ?? {})).toEqual([id]);
    // The next change is saved from what is shown, and its undo comes back to it.
    again.removeWidget(BOOK);
    expect(changes).toHaveLength(1);
    again.undo();
    expect(tabsetOf((again.model.toJson() as unknown as Json).layout, holding(TRADES))).toBeDefined();
    expect(again.returnBlockedPopout('no-such-window')).toEqual([]);
  });

  it('closing the window puts the panel back into its home panel, selected', () => {
    const { engine, json } = engineOf();
    const home = tabsetOf(json().layout, holding(BOOK))!;
    engine.popOut(BOOK);
    const id = Object.keys(json().subLayouts!)[0]!;
    // flexlayout asks to close the popout when its window closes: the engine returns it instead.
    const action = engine.intercept(Actions.closePopout(id));
    expect(action).toBeDefined();
    engine.model.doAction(action!);
    const after = json();
    expect(Object.keys(after.subLayouts ?? {})).toEqual([]);
    const back = tabsetOf(after.layout, holding(BOOK))!;
    expect(back.id).toBe(home.id);
    expect(back.config).toEqual({});
  });

  it("flexlayout's own pop-out remembers the home panel too", () => {
    const { engine, json } = engineOf();
    const action = engine.intercept(Actions.popoutTab(TRADES, 'window'));
    engine.model.doAction(action!);
    const waiting = tabsetOf(json().layout, (ts) => (ts.config as { popouts?: string[] } | undefined)?.popouts?.[0] === TRADES);
    expect(waiting).toBeDefined();
    engine.returnPopout(Object.keys(json().subLayouts!)[0]!);
    expect(tabsetOf(json().layout, holding(TRADES))?.id).toBe(waiting!.id);
  });

  it('a layout file with a malformed window is refused', () => {
    const model = {
      ...(defaultLayoutContent().model as unknown as IJsonModel),
      subLayouts: { w: { type: 'float', layout: { type: 'row' } } },
    };
    const text = layoutFileText({ name: 'x', model: model as unknown as LayoutJson, grid: {} });
    expect(readLayoutFile(text, isWidgetType)).toMatchObject({ ok: false, error: 'layouts.importInvalid' });
  });
});
