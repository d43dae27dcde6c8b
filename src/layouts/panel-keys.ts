// The layout without a mouse: the panel keys (workspace-keys.ts) act on the panel that holds the
// keyboard focus (else the active one) and move the focus to the panel they lead to, whose root
// (WidgetHost's, data-widget-key) takes it and shows it with a focus ring. In the dock the panels
// are the layout's tabsets in reading order; in the grid of a narrow screen every widget is a
// panel of its own, in the grid's order.
import type { LayoutEngine } from './engine';
import type { PanelKeyCommand } from './workspace-keys';

/** The widget key of the panel holding the focus, if one does. */
export function focusedWidget(doc: Document): string | undefined {
  const el = doc.activeElement?.closest('[data-widget-key]');
  return el?.getAttribute('data-widget-key') ?? undefined;
}

/** Focuses the root of the widget `key` once the view shows it (the layout re-renders first). */
export function focusWidget(doc: Document, key: string | undefined): void {
  if (!key) return;
  const win = doc.defaultView;
  const focus = (tries: number) => {
    const el = doc.querySelector<HTMLElement>(`[data-widget-key="${CSS.escape(key)}"]`);
    if (el && el.offsetParent !== null) el.focus();
    else if (tries > 0) win?.requestAnimationFrame(() => focus(tries - 1));
  };
  win?.requestAnimationFrame(() => focus(10));
}

/** The grid's panels in their order, when the grid is what is shown. */
function gridPanels(doc: Document): string[] | undefined {
  const grid = doc.querySelector('[data-arrangement="grid"]');
  if (!grid) return undefined;
  return [...grid.querySelectorAll('[data-widget-key]')].map((el) => el.getAttribute('data-widget-key') ?? '');
}

export function runPanelKey(engine: LayoutEngine, command: PanelKeyCommand, doc: Document): void {
  const from = focusedWidget(doc);
  const grid = gridPanels(doc);
  const step = command === 'nextPanel' || command === 'nextTab' ? 1 : -1;
  switch (command) {
    case 'nextPanel':
    case 'previousPanel':
      if (grid) {
        if (grid.length === 0) return;
        const at = from ? grid.indexOf(from) : -1;
        focusWidget(doc, grid[at < 0 ? (step > 0 ? 0 : grid.length - 1) : (at + step + grid.length) % grid.length]);
      } else focusWidget(doc, engine.stepPanel(from, step));
      return;
    case 'nextTab':
    case 'previousTab':
      if (!grid) focusWidget(doc, engine.stepTab(from, step));
      return;
    case 'maximise':
      if (!grid) engine.maximise(from);
      focusWidget(doc, from);
      return;
    case 'closePanel':
      focusWidget(doc, engine.closeWidget(from));
      return;
  }
}
