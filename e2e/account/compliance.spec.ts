// Compliance from the sign-up country (issue 15, item 1): a trader signs up through the form,
// choosing the country from the exchange's list; the order form then applies that country's rules
// and says why and what is still offered — and the exchange refuses the same order itself. A
// trader's US-resident declaration is kept and read by the US block the same way.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { SignupPage } from '../pages/auth/signup-page';
import { TradingDesk } from '../pages/trading/trading-desk';
import { signIn } from '../pages/auth/api-sign-in';
import { TRADING_CALLS } from '../../src/protocol/calls/trading';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { verificationNeeded } from '../pages/account/verification-page';

const PASSWORD = 'Quiet-Harbour-42';

/** Signs up through the form from `country`, confirms from the outbox, and signs in. */
async function signedUpFrom(page: Page, request: APIRequestContext, prefix: string, country: string): Promise<string> {
  // A sign-up, its mail and the desk's first load: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const email = `${prefix}-${Date.now()}@example.com`;
  const signup = new SignupPage(page);
  await signup.open();
  await signup.signUp(email, PASSWORD, country);
  await expect(signup.checkEmail()).toBeVisible();
  await signup.confirmFromMail(request, email);
  return signIn(page, request, { login: email, password: PASSWORD });
}

/** The exchange's own answer to an order sent with the trader's token. */
async function submitted(request: APIRequestContext, token: string, order: object): Promise<string> {
  const res = await request.post(TRADING_CALLS.orderSubmit.path, { headers: { 'bfx-token': token }, data: order });
  return JSON.stringify(await res.json());
}

test('the sign-up form asks the country, from the exchange’s list, before anything is sent', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open();
  await signup.email().fill(`nowhere-${Date.now()}@example.com`);
  await signup.password().fill(PASSWORD);
  await signup.terms().check();
  await signup.submit().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose the country you live in' })).toBeVisible();
  await expect(signup.checkEmail()).toHaveCount(0);
  // Searchable: a few letters of the name narrow the list.
  await signup.country().fill('salv');
  await expect(page.getByRole('option')).toHaveText(['El Salvador']);
  await page.screenshot({ path: 'test-results/compliance-signup-country.png' });
});

test('a Japanese sign-up is refused margin at the order form, with the reason', async ({ page, request }) => {
  const token = await signedUpFrom(page, request, 'japan', 'Japan');
  const desk = new TradingDesk(page);
  await desk.open('BTCUSD');
  await expect(desk.orderForm().getByRole('button', { name: 'Margin', exact: true })).toHaveCount(0);
  await expect(desk.orderForm().getByTestId('context-blocked')).toHaveText(
    'Margin trading is not offered to residents of Japan. This applies to accounts opened since 2022-03-01; spot trading and paper trading are still offered to you.',
  );
  await page.screenshot({ path: 'test-results/compliance-japan-order-form.png' });
  // Not only the form: the exchange refuses the margin order itself, with the same reason.
  expect(await submitted(request, token, { type: 'LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: '1000' })).toContain(
    'region: margin trading is not offered to residents of Japan (JP)',
  );
});

test('a Spanish sign-up is told derivatives are not offered to them', async ({ page, request }) => {
  const token = await signedUpFrom(page, request, 'spain', 'Spain');
  await page.goto('/tradedesk?pair=BTCF0:USTF0');
  const desk = new TradingDesk(page);
  await expect(desk.orderForm().getByTestId('context-blocked')).toHaveText(
    'Derivatives are not offered to residents of Spain. This applies to accounts opened since 2024-03-06; spot and margin trading and paper trading are still offered to you.',
  );
  await expect(desk.orderForm().getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/compliance-spain-derivatives.png' });
  expect(await submitted(request, token, { type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '0.001', price: '1000', lev: 10 })).toContain(
    'region: derivatives trading is not offered to residents of Spain (ES)',
  );
});

test('a trader who declares US residence is refused deposits with the reason, until the declaration is corrected', async ({
  page,
  request,
}) => {
  await newTraderLoggedIn(page, request, 'declared', PASSWORD);
  await page.goto('/verification');
  const declaration = page.getByRole('region', { name: 'US residence' });
  await expect(declaration.getByTestId('us-resident-state')).toHaveText('You have not declared whether you reside in the United States.');
  await declaration.getByRole('button', { name: 'Yes, I reside in the US' }).click();
  await expect(declaration.getByTestId('us-resident-state')).toContainText('that you reside in the United States: deposits and trading');
  await page.screenshot({ path: 'test-results/compliance-us-resident.png' });

  await page.goto('/deposit');
  await expect(page.getByRole('alert').filter({ hasText: 'residents of United States' })).toHaveText(
    'region: a deposit is not offered to residents of United States (US); paper trading is still offered; if you do not live in the US, correct your US-resident declaration on the Verification page',
  );

  await page.goto('/verification');
  await declaration.getByRole('button', { name: 'No, I do not' }).click();
  await expect(declaration.getByTestId('us-resident-state')).toContainText('that you do not reside in the United States');
  // Kept by the exchange: read again after a reload.
  await page.reload();
  await expect(declaration.getByTestId('us-resident-state')).toContainText('that you do not reside in the United States');
  await page.goto('/deposit');
  await expect(verificationNeeded(page)).toContainText('Deposit needs verification level Basic Plus');
});
