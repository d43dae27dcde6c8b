// The docked layout as the page shows it, read the way QA reads it: each panel (tabset) with its
// tabs by role 'tab' and accessible name, their widget types (data-tab-key), the selected tab, and
// the shown panel's own state (data-widget-state on its [data-widget-key] root). Panels are sorted
// by what they hold, so two readings compare whatever order the page draws them in. The exported
// Playwright test reads the page the same way (codegen.ts carries the same steps as text).
import type { DockTabset } from './flow';

function stateOf(doc: Document, key: string | null): unknown {
  if (!key) return null;
  const text = doc.querySelector(`[data-widget-key="${key.replace(/["\\]/g, '\\$&')}"]`)?.getAttribute('data-widget-state');
  return text ? (JSON.parse(text) as unknown) : null;
}

export function sortTabsets(tabsets: DockTabset[]): DockTabset[] {
  return tabsets
    .map((ts) => ({ key: JSON.stringify([ts.tabs, ts.selected]), ts }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.ts);
}

export function readDock(doc: Document): DockTabset[] {
  const tabsets = [...doc.querySelectorAll('.flexlayout__tabset')].map((ts) => {
    const tabs = [...ts.querySelectorAll('[role="tab"]')];
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
    const keyOf = (tab: Element) => tab.querySelector('[data-tab-key]')?.getAttribute('data-tab-key') ?? '';
    return {
      tabs: tabs.map((tab) => ({ name: tab.getAttribute('aria-label') ?? '', type: keyOf(tab).split('/')[1] ?? '' })),
      selected: selected ? (selected.getAttribute('aria-label') ?? '') : null,
      state: stateOf(doc, selected ? keyOf(selected) : null),
    };
  });
  return sortTabsets(tabsets);
}
