// The withdrawal whitelist in the browser: a trader lists ETH addresses on /security (a duplicate
// and a wrong address flagged where they are), approves the change with the code the exchange
// mailed, and then a withdrawal to another address is refused with the reason while one to the
// listed address goes through.
import { expect, test } from '@playwright/test';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { lastMailId, mailedSecurityCode } from '../pages/auth/outbox';

const LISTED = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

test('a whitelisted address is the only one a withdrawal of its currency may go to', async ({ page, request }) => {
  test.setTimeout(90_000);
  const password = 'White-List-Page-42';
  const { email } = await newTraderLoggedIn(page, request, 'whitelist', password);

  await page.goto('/security');
  const section = page.getByRole('region', { name: 'Withdrawal address whitelist' });
  await section.getByLabel('Currency', { exact: true }).fill('eth');
  await section.getByRole('button', { name: 'Add currency' }).click();
  await section.getByLabel('ETH address 1').fill(LISTED);
  await section.getByRole('button', { name: 'Add address' }).click();
  await section.getByLabel('ETH address 2').fill(LISTED);
  await expect(section.getByText('Already in the list')).toBeVisible();
  await section.getByLabel('ETH address 2').fill('not-an-eth-address');
  await section.getByRole('button', { name: 'Save whitelist' }).click();
  await expect(section.getByText('This is not a ETH address')).toBeVisible();
  await section.getByRole('button', { name: 'Remove address 2 of ETH' }).click();

  const after = await lastMailId(request, email);
  await section.getByRole('button', { name: 'Save whitelist' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the change' });
  await expect(approve).toContainText('We sent a code to your e-mail address');
  await approve.getByLabel('Code').fill(await mailedSecurityCode(request, email, after));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/whitelist-1440.png' });

  await page.goto('/withdraw');
  await page.getByLabel('Method').selectOption('ethereum');
  const address = page.getByLabel('Address', { exact: true });
  await address.fill(OTHER);
  await address.blur();
  await expect(page.getByText('A valid ETH address')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('0.1');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('form', { name: 'Withdraw' }).getByRole('alert')).toContainText(
    "is not on this account's withdrawal whitelist for ETH",
  );
  await address.fill(LISTED);
  await address.blur();
  await expect(page.getByText('A valid ETH address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirm it from the link' })).toBeVisible();
});
