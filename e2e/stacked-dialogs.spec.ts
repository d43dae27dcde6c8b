// Dialogs over dialogs, as a keyboard user meets them: the Flows dialog with a flow's Delete
// confirmation over it. Tab stays inside the confirmation, Escape closes only the confirmation,
// focus comes back to the Delete button that opened it, and a second Escape closes the Flows dialog.
import { clearSiteStorage, expect, test, type Page } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';
import { QaRecorder } from './pages/qa-recorder';

const FLOW = 'Book at P1';

/** Whether the element with focus is inside the dialog of this name. */
const focusInside = (page: Page, name: string) =>
  page.evaluate((title) => {
    const dialog = [...document.querySelectorAll('dialog[open]')].find(
      (d) => d.getAttribute('aria-labelledby') && d.querySelector('h2')?.textContent === title,
    );
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
  }, name);

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

test('a confirmation over the Flows dialog keeps Tab, takes one Escape and gives focus back', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open('BTCUSD');
  const qa = new QaRecorder(page);
  await qa.record();
  await desk.orderBook().choosePrecision('P1');
  await qa.stop(FLOW);

  const flows = await qa.openFlows();
  const remove = qa.flow(FLOW).getByRole('button', { name: 'Delete', exact: true });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete the flow?' });
  await expect(confirm).toBeVisible();

  // Tab and Shift+Tab go round the confirmation's controls, never to the Flows dialog or the page.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(page, 'Delete the flow?'), `focus after ${key}`).toBe(true);
  }

  // Escape closes the confirmation alone, and focus is back on the Delete that opened it.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(flows).toBeVisible();
  await expect(remove).toBeFocused();
  await expect(qa.flow(FLOW)).toBeVisible();

  // The page behind the Flows dialog is out of reach: a click on it closes the dialog (the
  // backdrop) rather than pressing what is under it.
  await page.keyboard.press('Escape');
  await expect(flows).toBeHidden();
  await qa.openFlows();
  await page.mouse.click(5, 450);
  await expect(flows).toBeHidden();
});
