// The programmes in the browser (issue 16, items 5–7), as a user does them: a referrer shares the
// link of /affiliates, a friend signs up through it in another browser and trades, and the
// referrer sees the friend and the commission credited; a merchant creates an invoice, shows its
// address and QR code and sees it paid when the money arrives; a trader enables competitions,
// joins one and finds itself in the live ranking.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { SignupPage } from '../pages/auth/signup-page';
import { freshDemoSession } from '../pages/trading/trading-desk';
import { AffiliatesPage, CompetitionsPage, PayPage, apiToken } from '../pages/account/programme-pages';

test('a referral link shared, a sign-up through it, and the referrer credited from the friend’s fees', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await newTraderLoggedIn(page, request, 'referrer', 'referrer-Programme-password-1');
  const affiliates = new AffiliatesPage(page);
  await affiliates.open();
  await expect(page.getByText(/credits you 20\.00% of every trading fee/)).toBeVisible();
  await expect(page.getByText('No one has signed up through your link yet.')).toBeVisible();
  const link = await affiliates.link().inputValue();
  expect(link).toMatch(/\/sign-up\?refcode=[A-Z2-9]{8}$/);
  const code = new URL(link).searchParams.get('refcode')!;

  // The friend opens the link in a browser of its own: the home page keeps the code until sign-up.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(`/?refcode=${code}`);
  await expect.poll(() => friend.evaluate(() => window.localStorage.getItem('ref_code_key'))).toBe(code);
  const email = `friend-${Date.now()}@example.com`;
  const password = 'friend-Programme-password-1';
  const signup = new SignupPage(friend);
  await friend.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(signup.heading()).toBeVisible();
  await signup.signUp(email, password);
  await expect(signup.checkEmail()).toBeVisible();
  await signup.confirmFromMail(request, email);
  expect(await friend.evaluate(() => window.localStorage.getItem('ref_code_key'))).toBeNull();
  await friendContext.close();

  // The friend trades (from its own API session): the fee is charged, the referrer credited.
  const token = await apiToken(request, email, password);
  const order = (await (
    await request.post('/v2/auth/w/order/submit', {
      headers: { 'bfx-token': token },
      data: { type: 'EXCHANGE MARKET', symbol: 'tBTCUSD', amount: '0.5' },
    })
  ).json()) as unknown[];
  expect(order[6]).toBe('SUCCESS');

  const row = affiliates.referrals().locator('tbody tr').first();
  await expect(row).toContainText(`${email[0]}•••@example.com`);
  await expect(affiliates.earned()).toContainText(/^\d[\d,.]* BTC$/, { timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Latest commissions' })).toContainText('BTC');
  await page.screenshot({ path: 'test-results/affiliates-1440.png' });
});

test('an invoice with its address and QR code, paid when the deposit arrives', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await freshDemoSession(page, request);
  const pay = new PayPage(page);
  await pay.open();
  if (await pay.enable().isVisible()) await pay.enable().click();
  await expect(pay.enable()).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Create invoice' });
  await form.getByRole('textbox', { name: /^Amount/ }).fill('-1');
  await expect(form.getByText('Enter an amount above 0 with at most 8 decimals.')).toBeVisible();
  const card = await pay.createInvoice('BTC', '0.05', 'Coffee beans');
  await expect(card.getByRole('status')).toHaveText('Pending');
  await expect(card).toContainText(/Pay 0\.05(0*) BTC before /);
  await expect(card.getByRole('img', { name: 'QR code of the payment address' })).toBeVisible();
  const address = await card.getByRole('textbox', { name: 'Payment address' }).inputValue();
  expect(address).toMatch(/^bc1q/);
  await expect(pay.invoices().locator('tbody tr').first()).toContainText('Pending');
  await page.screenshot({ path: 'test-results/pay-1440.png' });

  // The payer sends the money (the embedded exchange's test chain).
  const sent = (await (
    await request.post('/v2/auth/w/int/deposit/send', { headers: { 'bfx-token': token }, data: { address, amount: '0.05' } })
  ).json()) as unknown[];
  expect(sent[6]).toBe('SUCCESS');
  await expect(card.getByRole('status')).toHaveText('Paid', { timeout: 20_000 });
  await expect(pay.invoices().locator('tbody tr').first()).toContainText('Paid');
});

test('competitions enabled, one joined, and the trader in its live ranking', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newTraderLoggedIn(page, request, 'racer', 'racer-Programme-password-1');
  const competitions = new CompetitionsPage(page);
  await competitions.open();
  await expect(competitions.joinButtons()).toHaveCount(0);
  await competitions.enable().click();
  await expect(competitions.enable()).toHaveCount(0);
  // Any competition of the templates that has not ended yet.
  const join = competitions.joinButtons().first();
  const title = ((await join.textContent()) ?? '').replace(/^Join /, '');
  await join.click();
  // The page says so (a toast too).
  await expect(page.locator('p[role=status]')).toHaveText(new RegExp(`^Joined ${title}: trades on .+ count from its start to its end$`));
  await expect(page).toHaveURL(/\/compete\/[A-Za-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: `Ranking of ${title}` })).toBeVisible();
  await expect(competitions.ranking().locator('tbody tr').filter({ hasText: '(you)' })).toHaveCount(1);
  await expect(competitions.joinButtons().filter({ hasText: title })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/competitions-1440.png' });
});
