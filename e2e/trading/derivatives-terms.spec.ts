// The derivatives terms and welcome (issue 15, item 2): the demo trader's first derivatives order
// waits for them; cancelling sends nothing, accepting sends the order and the exchange keeps the
// acceptance, so they are shown once — never again, not after a reload either.
import { expect, test } from '../fixtures';
import { TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';
import { acceptedTerms, countTermsShown, forgetTerms, publishedTerms, termsDialog } from '../pages/trading/product-terms';

test('the derivatives terms shown once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await freshDemoSession(page, request);
  await forgetTerms(request, token, 'derivatives');
  expect(await acceptedTerms(request, token, 'derivatives')).toBeUndefined();

  const desk = new TradingDesk(page);
  await desk.open('BTCF0:USTF0');
  await desk.chooseContext('Derivatives');
  const shown = await countTermsShown(page, 'derivatives');
  const dialog = termsDialog(page, 'derivatives');

  // The first derivatives order asks; cancelling sends nothing and remembers nothing.
  await desk.placeOrder({ type: 'Market', side: 'Buy', amount: '0.001' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('BTC-PERP');
  await expect(dialog).toContainText('Derivatives Terms');
  await expect(dialog).toContainText('liquidated');
  await expect(dialog).not.toContainText('F0');
  await page.screenshot({ path: 'test-results/derivatives-terms-1440.png' });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await acceptedTerms(request, token, 'derivatives')).toBeUndefined();
  await desk.show('Positions');
  const row = desk.positionRow('tBTCF0:USTF0');
  await expect(row).toHaveCount(0);

  // Asked again; accepting sends the order and the exchange keeps the version accepted.
  await desk.orderForm().getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept and place the order', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.locator('td').nth(1)).toHaveText(/^0\.001/);
  expect(await acceptedTerms(request, token, 'derivatives')).toBe(await publishedTerms(request, 'derivatives'));
  expect(await shown()).toBe(2);

  // The next order goes straight to the exchange.
  await desk.orderForm().getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(row.locator('td').nth(1)).toHaveText(/^0\.002/);
  expect(await shown()).toBe(2);

  // A new page asks the exchange, which remembers: no modal, the order goes.
  await desk.open('BTCF0:USTF0');
  await desk.chooseContext('Derivatives');
  const shownAfterReload = await countTermsShown(page, 'derivatives');
  await desk.placeOrder({ type: 'Market', side: 'Sell', amount: '0.001' });
  await desk.show('Positions');
  await expect(row.locator('td').nth(1)).toHaveText(/^0\.001/);
  expect(await shownAfterReload()).toBe(0);
  await row.getByRole('button', { name: 'Close position' }).click();
  await desk.dialog().getByRole('button', { name: 'Close position' }).click();
  await expect(row).toHaveCount(0);
});
