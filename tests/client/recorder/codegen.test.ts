// The exported Playwright test: a readable spec that signs in from the environment (falling back
// to the demo account), opens the flow's starting layout through Layouts → Import…, drives each
// step by role and accessible name (a drag by the tabs' names and the drop's edge), and asserts the
// final layout; and it is valid TypeScript.
import { describe, expect, it } from 'vitest';
import { transformSync } from 'esbuild';
import { dragCode, flowToSpec, intentCode, q, specFileName, stepCode } from '../../../src/layouts/recorder/codegen';
import type { Flow } from '../../../src/layouts/recorder/flow';

const LABELS = {
  toolbar: 'Workspace',
  layoutsButton: 'Layouts',
  layoutsMenu: 'Layouts and layout commands',
  importItem: 'Import…',
  deleteItem: 'Delete',
  deleteConfirm: 'Delete',
};

const flow: Flow = {
  version: 1,
  id: 'abc',
  name: "Depth beside the book's panel",
  recordedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  pair: 'tBTCUSD',
  start: {
    format: 'tradedesk-layout',
    version: 2,
    name: 'Default',
    exportedAt: '2026-01-02T03:04:05.000Z',
    model: { layout: {} },
    grid: {},
  },
  steps: [
    {
      at: 1200,
      change: { kind: 'action', action: { type: 'FlexLayout_AddTab', data: {} } },
      intents: [
        { type: 'click', role: 'button', name: 'Add widget', scope: { kind: 'container', role: 'toolbar', name: 'Workspace' } },
        { type: 'click', role: 'menuitem', name: 'Depth chart', scope: { kind: 'container', role: 'menu', name: 'Widgets' } },
      ],
    },
    {
      at: 2500,
      change: { kind: 'action', action: { type: 'FlexLayout_MoveNode', data: {} } },
      intents: [],
      drag: { type: 'drag', tab: 'Depth chart', onto: 'Order book', location: 'right' },
    },
    { at: 2600, change: { kind: 'action', action: { type: 'FlexLayout_SetActiveTabset', data: {} } }, intents: [] },
    {
      at: 3000,
      change: { kind: 'action', action: { type: 'FlexLayout_UpdateNodeAttributes', data: {} } },
      intents: [{ type: 'click', role: 'button', name: '100', nth: 1, scope: { kind: 'widget', role: 'panel', name: 'book' } }],
    },
    { at: 4000, change: { kind: 'layouts', command: 'save', args: [] }, intents: [{ type: 'click', role: 'button', name: 'Save layout' }] },
  ],
  final: [{ tabs: [{ name: 'Depth chart', type: 'depth' }], selected: 'Depth chart', state: { zoom: 1 } }],
};

describe('the exported Playwright test', () => {
  it('drives each step by role and accessible name, within the named menu, dialog or panel', () => {
    expect(stepCode(flow.steps[0]!, 1)).toEqual([
      '// Step 1 at 1.2 s: AddTab',
      "await page.getByRole('toolbar', { name: 'Workspace', exact: true }).getByRole('button', { name: 'Add widget', exact: true }).click();",
      "await page.getByRole('menu', { name: 'Widgets', exact: true }).getByRole('menuitem', { name: 'Depth chart', exact: true }).click();",
    ]);
    expect(intentCode(flow.steps[3]!.intents[0]!)).toBe(
      `await page.locator('[data-widget-key^="widget/book/"]').getByRole('button', { name: '100', exact: true }).nth(1).click();`,
    );
    expect(intentCode({ type: 'press', key: 'Control+z' })).toBe("await page.keyboard.press('Control+z');");
    expect(intentCode({ type: 'press', key: 'Control+Delete', role: 'tab', name: 'Trades', nth: 1 })).toBe(
      "await page.getByRole('tab', { name: 'Trades', exact: true }).nth(1).press('Control+Delete');",
    );
    expect(intentCode({ type: 'fill', role: 'textbox', name: 'Layout name', value: "Tom's\nlayout" })).toBe(
      "await page.getByRole('textbox', { name: 'Layout name', exact: true }).fill('Tom\\'s\\nlayout');",
    );
    expect(intentCode({ type: 'select', role: 'combobox', name: 'Pair', value: 'ETH/USD' })).toBe(
      "await page.getByRole('combobox', { name: 'Pair', exact: true }).selectOption({ label: 'ETH/USD' });",
    );
  });

  it('drags a tab by its name onto the panel holding another tab, or onto the layout edge', () => {
    expect(stepCode(flow.steps[1]!, 2)).toEqual([
      '// Step 2 at 2.5 s: MoveNode',
      "await dragTab(page, page.getByRole('tab', { name: 'Depth chart', exact: true }), panelOf(page, page.getByRole('tab', { name: 'Order book', exact: true })), 'right');",
    ]);
    expect(dragCode({ type: 'drag', tab: 'Trades', tabNth: 1, location: 'bottom' })).toBe(
      "await dragTab(page, page.getByRole('tab', { name: 'Trades', exact: true }).nth(1), page.locator('.flexlayout__layout'), 'bottom');",
    );
  });

  it('says which steps follow from the controls around them and which it cannot drive', () => {
    expect(stepCode(flow.steps[2]!, 3)).toEqual(['// Step 3 at 2.6 s: SetActiveTabset (follows from the controls around it)']);
    expect(stepCode({ at: 0, change: { kind: 'redo' }, intents: [] }, 4)[0]).toMatch(/no control was seen causing it/);
  });

  it('is a whole spec: environment, sign-in, the starting layout by import, the steps, the final layout', () => {
    const spec = flowToSpec(flow, LABELS);
    expect(spec).toContain("process.env.TRADEDESK_QA_EMAIL ?? 'demo@tradedesk.local'");
    expect(spec).toContain("process.env.TRADEDESK_QA_PASSWORD ?? 'demo-Tradedesk-1'");
    expect(spec).toContain('if (process.env.TRADEDESK_URL) test.use({ baseURL: process.env.TRADEDESK_URL });');
    expect(spec).toContain("const PAIR = 'BTCUSD';");
    expect(spec).toContain(`"name": "Depth beside the book's panel (start)"`);
    expect(spec).toContain("await layoutCommand(page, 'Import…');");
    expect(spec).toContain(`const FINAL_LAYOUT: Panel[] = ${JSON.stringify(flow.final, null, 2)};`);
    expect(spec).toContain('await expect.poll(() => readLayout(page), { timeout: 15_000 }).toEqual(FINAL_LAYOUT);');
    expect(spec).toContain("test('Depth beside the book\\'s panel', async ({ page }) => {");
    expect(spec).not.toMatch(/evaluate\(\(\) => .*importLayout|localStorage|settings\/set/);
    // Valid TypeScript, as a Playwright project compiles it.
    expect(() => transformSync(spec, { loader: 'ts' })).not.toThrow();
  });

  it('names the file after the flow, and quotes any text safely', () => {
    expect(specFileName("Depth beside the book's panel")).toBe('depth-beside-the-books-panel.spec.ts');
    expect(specFileName('///')).toBe('flow.spec.ts');
    expect(q("a'b\\c")).toBe("'a\\'b\\\\c'");
  });
});
