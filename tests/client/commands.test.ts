import { describe, expect, it } from 'vitest';
import { LayoutEngine } from '../../src/layouts/engine';
import { defaultLayoutContent } from '../../src/layouts/flex-model';
import { paletteCommands, type CommandSources } from '../../src/layouts/commands';
import { WIDGET_TYPES } from '../../src/layouts/registry';

function sources(over: Partial<CommandSources> = {}) {
  const calls: string[] = [];
  const engine = new LayoutEngine(
    { name: 'Default', ...defaultLayoutContent() },
    { arrangement: () => undefined, widgetState: () => undefined },
  );
  const s: CommandSources = {
    engine,
    layouts: [
      { id: 'a', name: 'Default' },
      { id: 'b', name: 'Scalping' },
    ],
    activeLayoutId: 'a',
    selectLayout: (id) => calls.push(`layout ${id}`),
    pairs: ['tBTCUSD', 'tETHUSD'],
    currentPair: 'tBTCUSD',
    setPair: (symbol) => calls.push(`pair ${symbol}`),
    focusOrderSide: (side) => calls.push(`focus ${side}`),
    showShortcuts: () => calls.push('shortcuts'),
    offers: () => true,
    ...over,
  };
  return { s, calls, engine };
}

describe('command palette commands', () => {
  it('offers every widget, every other layout and pair, and the layout and trade commands', () => {
    const { s } = sources();
    const commands = paletteCommands(s);
    const byId = new Map(commands.map((c) => [c.id, c]));
    for (const type of WIDGET_TYPES) expect(byId.get(`add:${type}`)?.group).toBe('widgets');
    expect(byId.get('add:depth')?.label).toBe('Add Depth chart');
    expect(byId.get('layout:b')).toMatchObject({ label: 'Layout: Scalping', disabled: false });
    expect(byId.get('layout:a')?.disabled).toBe(true);
    expect(byId.get('pair:tETHUSD')).toMatchObject({ label: 'Pair: ETH/USD', keywords: ['ETHUSD', 'ETHUSD'], disabled: false });
    expect(byId.get('pair:tBTCUSD')?.disabled).toBe(true);
    expect(byId.get('undo')).toMatchObject({ shortcut: 'Ctrl+Z', disabled: true });
    expect(new Set(commands.map((c) => c.id)).size).toBe(commands.length);
  });

  it('runs what it says', () => {
    const { s, calls, engine } = sources();
    const run = (id: string) =>
      paletteCommands(s)
        .find((c) => c.id === id)!
        .run();
    run('add:depth');
    expect(engine.firstOf('depth')).toBeDefined();
    expect(paletteCommands(s).find((c) => c.id === 'undo')?.disabled).toBe(false);
    run('undo');
    expect(engine.firstOf('depth')).toBeUndefined();
    run('pair:tETHUSD');
    run('layout:b');
    run('buy');
    run('shortcuts');
    expect(calls).toEqual(['pair tETHUSD', 'layout b', 'focus buy', 'shortcuts']);
    run('maximise');
    expect(engine.model.getMaximizedTabset()).toBeDefined();
  });
});
