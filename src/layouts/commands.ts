// What the command palette offers (CommandPalette.tsx): every widget to add, every saved layout to
// switch to, every pair, focus on the order form's buy or sell, undo, redo, maximise, pop out, the
// next or previous panel, close the active panel's widget, and the shortcuts' help. Each command is its words (searched) and what it does.
import { t } from '../i18n';
import { pairLabel } from '../format';
import type { LayoutEngine } from './engine';
import { WIDGETS, WIDGET_TYPES, type WidgetType } from './registry';
import { runPanelKey } from './panel-keys';
import './palette-messages';

export interface PaletteCommand {
  id: string;
  group: 'layout' | 'widgets' | 'layouts' | 'pairs' | 'trade';
  label: string;
  /** More words it is found by (the pair without its slash, the shortcut…). */
  keywords?: string[];
  /** The shortcut that does the same, shown beside it. */
  shortcut?: string;
  disabled?: boolean;
  run(): void;
}

export interface CommandSources {
  engine: LayoutEngine | undefined;
  layouts: ReadonlyArray<{ id: string; name: string }>;
  activeLayoutId: string | null;
  selectLayout(id: string): void;
  pairs: readonly string[];
  currentPair: string;
  setPair(symbol: string): void;
  /** Shows the order form (adding one when the layout has none) and focuses its buy or sell. */
  focusOrderSide(side: 'buy' | 'sell'): void;
  showShortcuts(): void;
  /** Whether the site offers a widget type (site/): the others are not listed. */
  offers(type: WidgetType): boolean;
}

export function paletteCommands(s: CommandSources): PaletteCommand[] {
  const e = s.engine;
  const out: PaletteCommand[] = [
    { id: 'undo', group: 'layout', label: t('layouts.undo'), shortcut: 'Ctrl+Z', disabled: !e?.canUndo, run: () => e?.undo() },
    { id: 'redo', group: 'layout', label: t('layouts.redo'), shortcut: 'Ctrl+Shift+Z', disabled: !e?.canRedo, run: () => e?.redo() },
    { id: 'maximise', group: 'layout', label: t('palette.maximise'), shortcut: 'Alt+M', disabled: !e, run: () => e?.maximiseActive() },
    {
      id: 'nextPanel',
      group: 'layout',
      label: t('palette.nextPanel'),
      shortcut: 'Alt+]',
      disabled: !e,
      run: () => e && runPanelKey(e, 'nextPanel', document),
    },
    {
      id: 'previousPanel',
      group: 'layout',
      label: t('palette.previousPanel'),
      shortcut: 'Alt+[',
      disabled: !e,
      run: () => e && runPanelKey(e, 'previousPanel', document),
    },
    {
      id: 'closePanel',
      group: 'layout',
      label: t('palette.closePanel'),
      shortcut: 'Alt+W',
      disabled: !e,
      run: () => e && runPanelKey(e, 'closePanel', document),
    },
    { id: 'popout', group: 'layout', label: t('palette.popOut'), disabled: !e, run: () => e?.popOutActive() },
    { id: 'shortcuts', group: 'layout', label: t('palette.shortcuts'), shortcut: '?', run: s.showShortcuts },
    { id: 'buy', group: 'trade', label: t('palette.focusBuy'), run: () => s.focusOrderSide('buy') },
    { id: 'sell', group: 'trade', label: t('palette.focusSell'), run: () => s.focusOrderSide('sell') },
  ];
  for (const type of WIDGET_TYPES.filter((w) => s.offers(w))) {
    out.push({
      id: `add:${type}`,
      group: 'widgets',
      label: t('palette.addWidget', { name: t(WIDGETS[type].title) }),
      disabled: !e,
      run: () => e?.addWidget(type),
    });
  }
  for (const l of s.layouts) {
    out.push({
      id: `layout:${l.id}`,
      group: 'layouts',
      label: t('palette.switchLayout', { name: l.name }),
      disabled: l.id === s.activeLayoutId,
      run: () => s.selectLayout(l.id),
    });
  }
  for (const symbol of s.pairs) {
    const label = pairLabel(symbol);
    out.push({
      id: `pair:${symbol}`,
      group: 'pairs',
      label: t('palette.switchPair', { pair: label }),
      keywords: [label.replace('/', ''), symbol.slice(1)],
      disabled: symbol === s.currentPair,
      run: () => s.setPair(symbol),
    });
  }
  return out;
}
