// A recorded flow as a Playwright test QA can drop into any Playwright project: it signs in (the
// account from TRADEDESK_QA_EMAIL / TRADEDESK_QA_PASSWORD, the demo account by default, at
// TRADEDESK_URL or the project's baseURL), opens the flow's starting layout through Layouts →
// Import…, works the same controls by role and accessible name, drags tabs with the mouse where
// the user dragged them (flexlayout docks only by drag: there is no command or key for it), and
// asserts the final layout as the page shows it (dock-reading.ts, the same reading as text).
import type { Flow, FlowStep, Intent, IntentScope, DragIntent } from './flow';

export interface SpecLabels {
  toolbar: string;
  layoutsButton: string;
  layoutsMenu: string;
  importItem: string;
  deleteItem: string;
  deleteConfirm: string;
}

const VIEW_ONLY = new Set(['FlexLayout_SelectTab', 'FlexLayout_SetActiveTabset', 'FlexLayout_MaximizeToggle']);

/** A TypeScript string literal. */
export function q(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

const nth = (n: number | undefined) => (n === undefined ? '' : `.nth(${n})`);

function scopeLocator(scope: IntentScope | undefined): string {
  if (!scope) return 'page';
  if (scope.kind === 'widget') return `page.locator(${q(`[data-widget-key^="widget/${scope.name}/"]`)})${nth(scope.nth)}`;
  if (scope.kind === 'tabset') return `panelOf(page, page.getByRole('tab', { name: ${q(scope.name)}, exact: true })${nth(scope.nth)})`;
  return `page.getByRole(${q(scope.role)}, { name: ${q(scope.name)}, exact: true })${nth(scope.nth)}`;
}

function targetLocator(i: { role: string; name: string; nth?: number; scope?: IntentScope }): string {
  return `${scopeLocator(i.scope)}.getByRole(${q(i.role)}, { name: ${q(i.name)}, exact: true })${nth(i.nth)}`;
}

export function intentCode(i: Intent): string {
  switch (i.type) {
    case 'click':
      return `await ${targetLocator(i)}.click();`;
    case 'fill':
      return `await ${targetLocator(i)}.fill(${q(i.value)});`;
    case 'select':
      return `await ${targetLocator(i)}.selectOption({ label: ${q(i.value)} });`;
    case 'press':
      return i.role && i.name
        ? `await ${targetLocator({ role: i.role, name: i.name, nth: i.nth, scope: i.scope })}.press(${q(i.key)});`
        : `await page.keyboard.press(${q(i.key)});`;
  }
}

export function dragCode(d: DragIntent): string {
  const tab = `page.getByRole('tab', { name: ${q(d.tab)}, exact: true })${nth(d.tabNth)}`;
  const onto =
    d.onto === undefined
      ? `page.locator('.flexlayout__layout')`
      : `panelOf(page, page.getByRole('tab', { name: ${q(d.onto)}, exact: true })${nth(d.ontoNth)})`;
  return `await dragTab(page, ${tab}, ${onto}, ${q(d.location)});`;
}

function describe(step: FlowStep): string {
  const c = step.change;
  if (c.kind === 'action') return c.action.type.replace(/^FlexLayout_/, '');
  if (c.kind === 'layouts') return `Layouts: ${c.command}`;
  return c.kind === 'undo' ? 'Undo' : 'Redo';
}

/** The lines that drive one step through the page. */
export function stepCode(step: FlowStep, n: number): string[] {
  const head = `// Step ${n} at ${(step.at / 1000).toFixed(1)} s: ${describe(step)}`;
  const lines = step.intents.map(intentCode);
  if (step.drag) lines.push(dragCode(step.drag));
  if (lines.length > 0) return [head, ...lines];
  const c = step.change;
  // A panel became active or a tab selected by the click that the next step drives.
  if (c.kind === 'action' && VIEW_ONLY.has(c.action.type)) return [`${head} (follows from the controls around it)`];
  if (c.kind === 'action' && c.action.type === 'FlexLayout_AdjustWeights') return [`${head} (a splitter moved: sizes are not asserted)`];
  return [`${head}: no control was seen causing it, so the test cannot drive it`];
}

const indent = (lines: string[], by = '  ') => lines.map((l) => (l ? by + l : l));

export function specFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${safe || 'flow'}.spec.ts`;
}

export function flowToSpec(flow: Flow, labels: SpecLabels): string {
  const start = { ...flow.start, name: `${flow.name} (start)` };
  const steps = flow.steps.flatMap((s, i) => [...stepCode(s, i + 1), '']);
  return `// "${flow.name.replace(/\n/g, ' ')}": a flow recorded in Tradedesk on ${new Date(flow.recordedAt).toISOString()}, ${flow.steps.length} steps.
// Runs against TRADEDESK_URL (or the project's baseURL), signed in as TRADEDESK_QA_EMAIL with
// TRADEDESK_QA_PASSWORD (the demo account by default). It opens the flow's starting layout with
// Layouts → Import…, works the same controls by role and accessible name, and checks the layout it
// ends with: every panel's tabs, the selected tab, the shown panel's state. The imported layout is
// deleted again at the end.
import { expect, test, type Locator, type Page } from '@playwright/test';

const EMAIL = process.env.TRADEDESK_QA_EMAIL ?? 'demo@tradedesk.local';
const PASSWORD = process.env.TRADEDESK_QA_PASSWORD ?? 'demo-Tradedesk-1';
if (process.env.TRADEDESK_URL) test.use({ baseURL: process.env.TRADEDESK_URL });

const PAIR = ${q(flow.pair.replace(/^t/, ''))};
const START_LAYOUT = ${JSON.stringify(start, null, 2)};

/** Each panel: its tabs (name, widget type), the selected tab, the shown panel's state. */
type Panel = { tabs: Array<{ name: string; type: string }>; selected: string | null; state: unknown };
const FINAL_LAYOUT: Panel[] = ${JSON.stringify(flow.final, null, 2)};

/** The panels as the page shows them, in an order that does not depend on how it draws them. */
async function readLayout(page: Page): Promise<Panel[]> {
  const panels = await page.locator('.flexlayout__tabset').evaluateAll((sets) =>
    sets.map((ts) => {
      const tabs = [...ts.querySelectorAll('[role="tab"]')];
      const keyOf = (tab: Element) => tab.querySelector('[data-tab-key]')?.getAttribute('data-tab-key') ?? '';
      const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
      const key = selected ? keyOf(selected) : '';
      const state = key ? document.querySelector(\`[data-widget-key="\${CSS.escape(key)}"]\`)?.getAttribute('data-widget-state') : null;
      return {
        tabs: tabs.map((tab) => ({ name: tab.getAttribute('aria-label') ?? '', type: keyOf(tab).split('/')[1] ?? '' })),
        selected: selected ? (selected.getAttribute('aria-label') ?? '') : null,
        state: state ? (JSON.parse(state) as unknown) : null,
      };
    }),
  );
  const keyed = panels.map((p) => ({ key: JSON.stringify([p.tabs, p.selected]), p }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((x) => x.p);
}

/** The panel (tabset) that holds a tab. */
function panelOf(page: Page, tab: Locator): Locator {
  return page.locator('.flexlayout__tabset').filter({ has: tab });
}

/** Drags a tab with the mouse onto a panel: an edge splits it, the centre adds the tab to it. */
async function dragTab(page: Page, tab: Locator, onto: Locator, edge: 'left' | 'right' | 'top' | 'bottom' | 'center'): Promise<void> {
  const from = await tab.boundingBox();
  const box = await onto.boundingBox();
  if (!from || !box) throw new Error('the tab or the panel to drop it on is not on screen');
  const spot = {
    left: { x: box.x + 8, y: box.y + box.height / 2 },
    right: { x: box.x + box.width - 8, y: box.y + box.height / 2 },
    top: { x: box.x + box.width / 2, y: box.y + 40 },
    bottom: { x: box.x + box.width / 2, y: box.y + box.height - 8 },
    center: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  }[edge];
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 6, from.y + from.height / 2 + 6, { steps: 3 });
  await page.mouse.move(spot.x, spot.y, { steps: 12 });
  await page.mouse.move(spot.x + 1, spot.y, { steps: 2 });
  await page.mouse.up();
}

async function signIn(page: Page): Promise<void> {
  await page.goto(\`/t/\${PAIR}\`);
  const toolbar = page.getByRole('toolbar', { name: ${q(labels.toolbar)} });
  const login = page.getByRole('heading', { name: 'Log in', level: 1 });
  // The first visit loads the product: give it longer than an assertion's usual few seconds.
  await expect(toolbar.or(login)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('region', { name: 'Log in' }).getByRole('button', { name: 'Log in', exact: true }).click();
  }
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
}

async function layoutCommand(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: ${q(labels.layoutsButton)}, exact: true }).click();
  await page.getByRole('menu', { name: ${q(labels.layoutsMenu)} }).getByRole('menuitem', { name: item, exact: true }).click();
}

async function openStartingLayout(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await layoutCommand(page, ${q(labels.importItem)});
  await (await chooser).setFiles({ name: 'start.tradedesk-layout.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(START_LAYOUT)) });
  await expect(page.getByTestId('layout-name')).toContainText(START_LAYOUT.name, { timeout: 15_000 });
}

test(${q(flow.name)}, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openStartingLayout(page);

${indent(steps).join('\n').trimEnd()}

  await expect.poll(() => readLayout(page), { timeout: 15_000 }).toEqual(FINAL_LAYOUT);

  // The starting layout was imported for this run: it goes again.
  if ((await page.getByTestId('layout-name').textContent())?.includes(START_LAYOUT.name)) {
    await layoutCommand(page, ${q(labels.deleteItem)});
    await page.getByRole('dialog').getByRole('button', { name: ${q(labels.deleteConfirm)}, exact: true }).click();
  }
});
`;
}
