// The UK users warning (issue 15, item 2): a trader who signed up from the United Kingdom is warned
// before the first trade with real money; accepting sends the order, and the exchange keeps the
// acceptance, so the warning is not shown again. (Paper trading is not asked: unit-tested.)
import { expect, test } from '../fixtures';
import { confirmedAccount } from '../pages/auth/account-api';
import { TradingDesk } from '../pages/trading/trading-desk';
import { signIn } from '../pages/auth/api-sign-in';
import { acceptedTerms, countTermsShown, publishedTerms, termsDialog } from '../pages/trading/product-terms';

const PASSWORD = 'Thames-Barrier-42';

test('a GB sign-up is warned once, before the first trade', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `uk-${Date.now()}@example.com`;
  await confirmedAccount(request, email, PASSWORD, 'GB');
  const token = await signIn(page, request, { login: email, password: PASSWORD });
  const desk = await TradingDesk.opened(page, 'Exchange');
  const shown = await countTermsShown(page, 'uk_warning');
  const dialog = termsDialog(page, 'uk_warning');

  // The first real trade asks; cancelling sends nothing.
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.01', price: '1000' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('lose all the money you invest');
  await expect(dialog).toContainText('Risk Warning for UK Residents');
  await page.screenshot({ path: 'test-results/uk-warning-1440.png' });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(await acceptedTerms(request, token, 'uk_warning')).toBeUndefined();

  // Accepted: the order goes to the exchange and rests (a limit buy far below the market).
  await desk.orderForm().getByRole('button', { name: 'Buy', exact: true }).click();
  await dialog.getByRole('button', { name: 'I understand, place the order', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(desk.activeOrderRows()).toHaveCount(1);
  expect(await acceptedTerms(request, token, 'uk_warning')).toBe(await publishedTerms(request, 'uk_warning'));
  expect(await shown()).toBe(2);

  // Remembered by the exchange: a new page trades without the warning.
  await desk.open();
  const shownAfter = await countTermsShown(page, 'uk_warning');
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.01', price: '1000' });
  await expect(desk.activeOrderRows()).toHaveCount(2);
  expect(await shownAfter()).toBe(0);
});
