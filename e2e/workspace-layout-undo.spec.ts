// Undo and redo of layout changes: a drag is one step, a panel's own state is one step, and the
// keys do the same as the buttons.
import { expect, test, clearSiteStorage } from './fixtures';
import { DockPanels } from './pages/dock-panels';
import { TradedeskPage } from './pages/tradedesk-page';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

test('a wrong drag is undone, redone with the keys, and a panel setting is undone too', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open();
  const dock = new DockPanels(page);
  const toolbar = page.getByRole('toolbar', { name: 'Workspace' });
  const undo = toolbar.getByRole('button', { name: 'Undo', exact: true });
  const redo = toolbar.getByRole('button', { name: 'Redo', exact: true });
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  await expect(undo).toBeDisabled();
  const original = await dock.arrangement();

  await dock.dragTab('widget/book/main', 'widget/chart/main', 'bottom');
  await expect.poll(() => dock.arrangement()).not.toEqual(original);
  const dragged = await dock.arrangement();

  await undo.click();
  await expect.poll(() => dock.arrangement()).toEqual(original);
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  await expect(redo).toBeEnabled();

  await page.locator('body').press('Control+Shift+z');
  await expect.poll(() => dock.arrangement()).toEqual(dragged);
  await page.locator('body').press('Control+z');
  await expect.poll(() => dock.arrangement()).toEqual(original);

  // A panel's own state is a step of its own.
  await desk.orderBook().choosePrecision('P2');
  await expect(desk.orderBook().precisionButton('P2')).toHaveAttribute('aria-pressed', 'true');
  await undo.click();
  await expect(desk.orderBook().precisionButton('P0')).toHaveAttribute('aria-pressed', 'true');
  // A new change forgets what was undone.
  await expect(redo).toBeEnabled();
  await desk.addWidget('Trades');
  await expect(redo).toBeDisabled();
});
