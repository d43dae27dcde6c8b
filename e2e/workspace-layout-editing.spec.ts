import { expect, test } from './fixtures';
import { confirmedAccount } from './pages/auth/account-api';
import { DockPanels } from './pages/dock-panels';
import { openSignedIn, settingsSaved, type Trader } from './pages/signed-in-desk';

// The steps QA records when arranging a workspace, by a trader with an account of their own (its
// layouts are kept on the exchange), asserted through the panels as flexlayout lays them out.
test('a trader adds, docks, splits, maximises, saves, renames, switches and resets a layout', async ({ page, request }) => {
  const trader: Trader = { email: `layouts-${Date.now()}@example.com`, password: 'Quiet-Harbour-42' };
  await confirmedAccount(request, trader.email, trader.password);
  const desk = await openSignedIn(page, 'ETHUSD', trader);
  const dock = new DockPanels(page);
  await expect(desk.layoutName()).toHaveText('Default');
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  const original = await dock.arrangement();
  const panels = original.length;
  expect(original.flat()).toEqual(expect.arrayContaining(['widget/chart/main', 'widget/book/main', 'widget/trades/main']));

  // Add widget: a second trades panel joins the arrangement, and the layout is being edited.
  await desk.addWidget('Trades');
  await expect.poll(() => dock.keysOf('trades')).toHaveLength(2);
  const added = (await dock.keysOf('trades')).find((k) => k !== 'widget/trades/main') ?? '';
  expect(added).toMatch(/^widget\/trades\/[a-z0-9]+$/);
  await expect(desk.layoutName()).toContainText('Editing');
  expect(await dock.companionsOf(added)).not.toEqual([added]);

  // Drag its tab to the left edge of the chart's panel: the chart's panel splits, and the new
  // trades tab has a panel of its own beside it.
  await dock.dragTab(added, 'widget/chart/main', 'left');
  await expect.poll(() => dock.companionsOf(added)).toEqual([added]);
  await expect(dock.all()).toHaveCount(panels + 1);
  await expect(dock.content(added)).toBeVisible();
  await expect(dock.content('widget/chart/main')).toBeVisible();

  // Drag the order book onto the middle of the first trades panel: it docks there as a tab, and
  // its old panel, now empty, goes away.
  await dock.dragTab('widget/book/main', 'widget/trades/main', 'center');
  await expect.poll(() => dock.companionsOf('widget/book/main')).toEqual(['widget/trades/main', 'widget/book/main']);
  await expect(dock.all()).toHaveCount(panels);

  // Split again: the book to the bottom edge of the chart's panel.
  await dock.dragTab('widget/book/main', 'widget/chart/main', 'bottom');
  await expect.poll(() => dock.companionsOf('widget/book/main')).toEqual(['widget/book/main']);
  await expect(dock.all()).toHaveCount(panels + 1);
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');

  // Maximise the chart's panel: it alone is shown; restore brings every panel back.
  await dock.maximise('widget/chart/main');
  await expect(dock.visible()).toHaveCount(1);
  await expect(dock.content('widget/chart/main')).toBeVisible();
  await expect(dock.content(added)).toBeHidden();
  await dock.restore('widget/chart/main');
  await expect(dock.visible()).toHaveCount(panels + 1);
  await expect(dock.content(added)).toBeVisible();

  // Save as a new layout, rename it, reload: the same arrangement under the new name.
  const arranged = await dock.arrangement();
  expect(arranged).not.toEqual(original);
  await desk.layouts.run('Save as…');
  await desk.layouts.name('Depth and tape', 'Save layout');
  await expect(desk.layoutName()).toHaveText('Depth and tape');
  await desk.layouts.run('Rename…');
  let saved = settingsSaved(page);
  await desk.layouts.name('Tape desk', 'Rename');
  await saved;
  await expect(desk.layoutName()).toHaveText('Tape desk');
  expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Tape desk'], active: 'Tape desk' });
  await page.reload();
  await expect(desk.layoutName()).toHaveText('Tape desk');
  await expect.poll(() => dock.arrangement()).toEqual(arranged);
  await expect(dock.content(added)).toBeVisible();

  // Switch layouts through the Layouts menu, and back.
  saved = settingsSaved(page);
  await desk.layouts.choose('Default');
  await saved;
  await expect(desk.layoutName()).toHaveText('Default');
  await expect.poll(() => dock.arrangement()).toEqual(original);
  saved = settingsSaved(page);
  await desk.layouts.choose('Tape desk');
  await saved;
  await expect(desk.layoutName()).toHaveText('Tape desk');
  await expect.poll(() => dock.arrangement()).toEqual(arranged);

  // Reset to default: the default arrangement under the layout's own name, kept over a reload.
  saved = settingsSaved(page);
  await desk.layouts.run('Reset to default');
  await saved;
  await expect.poll(() => dock.arrangement()).toEqual(original);
  await expect(desk.layoutName()).toHaveText('Tape desk');
  await page.reload();
  await expect(desk.layoutName()).toHaveText('Tape desk');
  await expect.poll(() => dock.arrangement()).toEqual(original);
  expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Tape desk'], active: 'Tape desk' });
});
