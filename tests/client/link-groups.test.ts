// Link groups (issue 11): the panels of one colour show one pair, a change of pair in one of them
// changes it in all of them (one undo step), a panel without a colour keeps its own pair, the
// workspace's colour follows the workspace's pair, and all of it is saved with the layout.
import { describe, expect, it } from 'vitest';
import { LayoutEngine } from '../../src/layouts/engine';
import { defaultLayoutContent, toJsonModel } from '../../src/layouts/flex-model';
import { PANEL_KEY, panelPair, panelSettings, widgetStateOf, withWidgetState } from '../../src/layouts/link-groups';
import { tabConfigs, type LayoutJson } from '../../src/models/layout-tabs';
import { parseStoredLayouts } from '../../src/models/stored-layouts';

const BOOK = 'widget/book/main';
const CHART = 'widget/chart/main';
const TRADES = 'widget/trades/main';
const MARKETS = 'widget/markets/main';

function engineOf(model = defaultLayoutContent().model) {
  const saved: LayoutJson[] = [];
  const kinds: string[] = [];
  const engine = new LayoutEngine(
    { name: 'Default', model, grid: {} },
    {
      arrangement: (json) => {
        saved.push(json as unknown as LayoutJson);
        kinds.push('arrangement');
      },
      widgetState: (json) => {
        saved.push(json as unknown as LayoutJson);
        kinds.push('widgetState');
      },
    },
  );
  const pairOf = (key: string, workspacePair = 'tBTCUSD') => panelPair(key, engine.tabConfigs(), workspacePair);
  return { engine, saved, kinds, pairOf };
}

describe('link groups', () => {
  it('every panel starts in the workspace colour and shows the workspace pair', () => {
    const { engine, pairOf } = engineOf();
    expect(panelSettings(engine.tabConfigs().get(BOOK))).toEqual({ link: 'blue' });
    expect(pairOf(BOOK, 'tETHUSD')).toBe('tETHUSD');
    expect(pairOf(CHART, 'tETHUSD')).toBe('tETHUSD');
    // A change in a panel of the workspace's colour is the workspace's pair, not the layout's.
    expect(engine.setPanelPair(BOOK, 'tLTCUSD')).toBe(false);
  });

  it('a change of pair in one panel of a colour changes every panel of that colour, in one undo step', () => {
    const { engine, pairOf, kinds } = engineOf();
    engine.setPanelLink(BOOK, 'green', 'tBTCUSD');
    engine.setPanelLink(CHART, 'green', 'tBTCUSD');
    engine.setPanelLink(TRADES, 'none', 'tBTCUSD');
    expect([pairOf(BOOK), pairOf(CHART), pairOf(TRADES)]).toEqual(['tBTCUSD', 'tBTCUSD', 'tBTCUSD']);

    expect(engine.setPanelPair(CHART, 'tETHUSD')).toBe(true);
    expect(pairOf(BOOK)).toBe('tETHUSD');
    expect(pairOf(CHART)).toBe('tETHUSD');
    // Neither the panel without a colour nor those of the workspace's colour follow.
    expect(pairOf(TRADES)).toBe('tBTCUSD');
    expect(pairOf(MARKETS, 'tBTCUSD')).toBe('tBTCUSD');
    // Colours and pairs are the panels' own settings: kept at once, like a widget's state.
    expect(kinds.every((k) => k === 'widgetState')).toBe(true);

    engine.undo();
    expect([pairOf(BOOK), pairOf(CHART)]).toEqual(['tBTCUSD', 'tBTCUSD']);
    engine.redo();
    expect([pairOf(BOOK), pairOf(CHART)]).toEqual(['tETHUSD', 'tETHUSD']);
  });

  it('a panel without a colour keeps its own pair, and a panel joining a colour takes its pair', () => {
    const { engine, pairOf } = engineOf();
    engine.setPanelLink(TRADES, 'none', 'tBTCUSD');
    engine.setPanelPair(TRADES, 'tXRPUSD');
    expect(pairOf(TRADES, 'tETHUSD')).toBe('tXRPUSD');
    expect(pairOf(BOOK, 'tETHUSD')).toBe('tETHUSD');

    engine.setPanelLink(BOOK, 'amber', 'tLTCUSD');
    expect(pairOf(BOOK)).toBe('tLTCUSD');
    engine.setPanelLink(TRADES, 'amber', 'tBTCUSD');
    expect(pairOf(TRADES)).toBe('tLTCUSD');
    // Back to the workspace colour: the workspace's pair again.
    engine.setPanelLink(TRADES, 'blue', 'tBTCUSD');
    expect(pairOf(TRADES, 'tSOLUSD')).toBe('tSOLUSD');
    expect(pairOf(BOOK, 'tSOLUSD')).toBe('tLTCUSD');
  });

  it('a widget changing its own state keeps its panel colour and pair, and never sees them', () => {
    const { engine, pairOf } = engineOf();
    engine.setPanelLink(BOOK, 'violet', 'tETHUSD');
    engine.setWidgetState(BOOK, { prec: 'P2' });
    const config = engine.tabConfigs().get(BOOK);
    expect(panelSettings(config)).toEqual({ link: 'violet', pair: 'tETHUSD' });
    expect(widgetStateOf(config)).toEqual({ prec: 'P2' });
    expect(pairOf(BOOK)).toBe('tETHUSD');
    expect(withWidgetState(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  it('is saved with the layout and read back from storage', () => {
    const { engine, saved } = engineOf();
    engine.setPanelLink(BOOK, 'green', 'tETHUSD');
    engine.setPanelLink(CHART, 'green', 'tBTCUSD');
    engine.setPanelLink(TRADES, 'none', 'tBTCUSD');
    const stored = JSON.parse(JSON.stringify({ version: 2, activeId: 'a', layouts: [{ id: 'a', name: 'Default', model: saved.at(-1) }] }));
    const [layout] = parseStoredLayouts(stored).layouts;
    const configs = tabConfigs(layout!.model);
    expect(configs[BOOK]).toEqual({ [PANEL_KEY]: { link: 'green', pair: 'tETHUSD' } });
    expect(configs[CHART]).toEqual({ [PANEL_KEY]: { link: 'green', pair: 'tETHUSD' } });
    expect(configs[TRADES]).toEqual({ [PANEL_KEY]: { link: 'none', pair: 'tBTCUSD' } });

    const again = engineOf(toJsonModel(layout!.model) as unknown as LayoutJson);
    expect(again.pairOf(CHART, 'tSOLUSD')).toBe('tETHUSD');
    expect(again.pairOf(TRADES, 'tSOLUSD')).toBe('tBTCUSD');
    expect(again.pairOf(BOOK, 'tSOLUSD')).toBe('tETHUSD');
  });

  it('reads a malformed panel part as the workspace colour', () => {
    expect(panelSettings({ [PANEL_KEY]: { link: 'pink', pair: 7 } })).toEqual({ link: 'blue' });
    expect(panelSettings('x')).toEqual({ link: 'blue' });
  });
});
