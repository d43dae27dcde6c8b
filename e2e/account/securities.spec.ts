// Securities sales in the browser (issue 16, item 8): a new trader invests in a sale through the
// gates in their order — the US challenge, the prohibited-person question, the membership
// agreement — then the amount and its confirmation, and finds the subscription and the wallet
// debited; a second investment goes straight to the amount (the answers are kept), and an El
// Salvador sale asks its verification first. A US person who is not an accredited investor is
// refused with the reason. Each test signs up a trader of its own.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { SecuritiesPage } from '../pages/account/securities-page';

const GREEN = 'Tradedesk Green Bond 2031';
const VOLCANO = 'Volcano Energy Bond';

test('a new trader passes the gates in order and subscribes; a returning one is not asked again', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newTraderLoggedIn(page, request, 'securities', 'securities-Gates-password-1');
  const sec = new SecuritiesPage(page);
  await sec.open();
  await expect(page.getByRole('heading', { name: 'Securities sales', level: 1 })).toBeVisible();
  // The active sales by start: the El Salvador bond first, the featured sale still to come last.
  const rows = sec.sales().locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText(VOLCANO);
  await expect(rows.last()).toContainText('Harbour Logistics Shares');
  await expect(rows.last()).toContainText(/starts in \d+ days? \d\d:\d\d:\d\d/);
  await expect(sec.sale(GREEN)).toContainText(/ends in \d+ days? \d\d:\d\d:\d\d/);
  await expect(sec.sale(GREEN)).toContainText('412,300 / 1,000,000 USD');

  await sec.invest(GREEN).click();
  const us = sec.modal('US person');
  await expect(us).toBeVisible();
  await us.getByRole('button', { name: 'No, I am not a US person' }).click();
  const prohibited = sec.modal('Prohibited persons');
  await expect(prohibited).toBeVisible();
  await prohibited.getByRole('button', { name: 'Confirm answers' }).click();
  const membership = sec.modal('Membership agreement');
  await expect(membership.getByText('Securities Membership Agreement')).toBeVisible();
  await membership.getByRole('button', { name: 'I accept' }).click();

  const amount = sec.modal(`Invest in ${GREEN}`);
  await amount.getByLabel('Amount (USD)').fill('1000');
  await expect(amount.getByText('You receive 10 TDGB31 at 100.00 USD each.')).toBeVisible();
  await amount.getByRole('button', { name: 'Continue' }).click();
  const confirm = sec.modal('Confirm the subscription');
  await expect(confirm).toContainText('Subscribe 1000 USD to Tradedesk Green Bond 2031 for 10 TDGB31?');
  await confirm.getByRole('button', { name: 'Subscribe' }).click();
  await expect(sec.modal('Subscribed').getByRole('status')).toHaveText(
    'Subscribed 1000 USD to Tradedesk Green Bond 2031 (10 TDGB31) from wallet exchange',
  );
  await page.screenshot({ path: 'test-results/securities-1440.png' });
  await sec.modal('Subscribed').getByRole('button', { name: 'Close' }).click();
  await expect(sec.subscriptions().locator('tbody tr').first()).toContainText(GREEN);
  await expect(sec.sale(GREEN)).toContainText('413,300 / 1,000,000 USD');

  // Returning: the answers are kept, so Invest opens the amount at once — after a reload too.
  await page.reload();
  await sec.invest(GREEN).click();
  await expect(sec.modal(`Invest in ${GREEN}`).getByLabel('Amount (USD)')).toBeVisible();
  await sec.modal(`Invest in ${GREEN}`).getByRole('button', { name: 'Cancel' }).click();

  // An El Salvador sale asks its verification first.
  await sec.invest(VOLCANO).click();
  const es = sec.modal('El Salvador verification');
  await es.getByLabel('Full name as on the document').fill('Ana Pérez');
  await es.getByLabel('DUI number (01234567-8)').fill('01234567-9');
  await es.getByRole('button', { name: 'Verify' }).click();
  await expect(es.getByRole('alert')).toHaveText('El Salvador verification refused: the DUI’s check digit does not match its number');
  await es.getByLabel('DUI number (01234567-8)').fill('01234567-8');
  await es.getByRole('button', { name: 'Verify' }).click();
  await expect(sec.modal(`Invest in ${VOLCANO}`).getByLabel('Amount (UST)')).toBeVisible();
});

test('a US person who is not an accredited investor is refused with the reason', async ({ page, request }) => {
  test.setTimeout(60_000);
  await newTraderLoggedIn(page, request, 'securities-us', 'securities-Us-password-1');
  const sec = new SecuritiesPage(page);
  await sec.open('/securities-sales/aifc');
  await expect(page.getByRole('heading', { name: /AIFC \(Astana International Financial Centre\)/, level: 1 })).toBeVisible();
  await expect(sec.sales().locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'AIFC Securities Terms' })).toBeVisible();

  await sec.invest('Astana Solar Notes A').click();
  await sec.modal('US person').getByRole('button', { name: 'Yes, I am a US person' }).click();
  const accredited = sec.modal('Accredited investor');
  await accredited.getByLabel('Annual income (USD)').fill('90000');
  await accredited.getByLabel('Net worth without your home (USD)').fill('250000');
  await accredited.getByRole('button', { name: 'Submit answers' }).click();
  await expect(accredited.getByRole('alert')).toHaveText(
    'Refused: US persons may subscribe only as accredited investors, and your answers do not qualify.',
  );
  // Still the US gate: no later question is asked.
  await expect(sec.modal('Prohibited persons')).toHaveCount(0);
});
