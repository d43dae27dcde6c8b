// What the order form asks and answers (issue 15): a new trader's first order in an XRP pair waits
// for XRP's own agreement — cancelling sends nothing, accepting sends the order, and the
// acceptance is the currency's, kept on the exchange under its terms keys, so the next order does
// not ask again; and a refused order, like a refused deposit, carries a Help link to the articles
// of its context. A new
// account: the demo account's XRP agreement is the money modals spec's.
import { expect, test } from '../fixtures';
import { TradingDesk } from '../pages/trading/trading-desk';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { readSettings } from '../pages/auth/account-api';

const PASSWORD = 'Xrp-Order-password-1';

test("an XRP pair's first order asks XRP's agreement once, and a refusal offers Help", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = await newTraderLoggedIn(page, request, 'xrp-order', PASSWORD);
  const desk = new TradingDesk(page);
  await desk.open('XRPUSD');
  const dialog = page.getByRole('dialog', { name: 'XRP agreement' });
  const rows = desk.activeOrderRows();

  // The first order asks; cancelling sends nothing. A trader signed up from GB is asked the UK
  // users warning first (the product's terms come before the currency's agreement).
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '10', price: '0.01' });
  const uk = page.getByRole('dialog', { name: 'Risk warning for UK residents' });
  await expect(uk.or(dialog).first()).toBeVisible();
  if (await uk.isVisible()) await uk.getByRole('button', { name: 'I understand, place the order' }).click();
  await expect(dialog).toContainText('XRP asks you to accept its own agreement before your first trade with it');
  await expect(dialog).toContainText('XRP Deposit and Withdrawal Agreement');
  await page.screenshot({ path: 'test-results/order-currency-agreement-1440.png' });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(0);

  // Asked again; accepting sends the order.
  await desk.orderForm().getByRole('button', { name: 'Buy', exact: true }).click();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // The next order goes straight to the exchange.
  await desk.orderForm().getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(dialog).toHaveCount(0);

  // An order the exchange refuses (within the pair's maximum size, far beyond the USD balance):
  // the refusal and its Help.
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '500000', price: '1' });
  const refusal = desk.orderForm().getByRole('alert');
  await expect(refusal).toContainText(/Order refused: .*balance/i);
  await desk.orderForm().getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog', { name: 'Help: orders' });
  await expect(help.getByRole('list', { name: 'Suggested articles' })).toContainText('Order refusals and what they mean');
  await page.screenshot({ path: 'test-results/order-refusal-help-1440.png' });
  await help.getByRole('button', { name: 'Close' }).first().click();
  await expect(help).toHaveCount(0);

  // The acceptance is XRP's own, kept on the exchange under its terms keys, the ones its deposit
  // address and withdrawal read.
  const accepted = await readSettings(request, email, PASSWORD, ['terms:currency_XRP:accepted']);
  expect(typeof accepted.find(([k]) => k === 'terms:currency_XRP:accepted')?.[1]).toBe('number');

  // A deposit refusal carries its Help too (a new account may not deposit before verifying).
  await page.goto('/deposit');
  const verify = page.getByRole('dialog', { name: 'Verification needed' });
  await verify.getByRole('button', { name: 'Not now' }).click();
  await expect(verify).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'a deposit needs' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.locator('.md-refusal').getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Help: deposits' }).getByRole('list', { name: 'Suggested articles' })).toContainText(
    'How deposits are credited',
  );
});
