// The withdrawal check on /security (account-side §3's no_enforce_withdrawal_check): a new trader
// reads what the check does, turns it off through the approval with the mailed code, and a
// withdrawal then goes without waiting for the e-mail link; turned on again, the next one waits.
// A fresh account: the demo account's flags stay as they are.
import { expect, test } from '../fixtures';
import { SecurityPage } from '../pages/account/security-page';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { lastMailId, mailedSecurityCode } from '../pages/auth/outbox';
import { WithdrawPage } from '../pages/money/withdraw-page';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

test('the withdrawal check is turned off and on again only through an approved change, and withdrawals follow it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email } = await newTraderLoggedIn(page, request, 'wcheck', 'Withdrawal-Check-42');
  const security = new SecurityPage(page);
  await security.open();
  const section = page.getByRole('region', { name: 'Withdrawal check' });
  await expect(section).toContainText('every withdrawal waits until you open the link');
  const check = section.getByRole('checkbox', { name: 'Confirm every withdrawal from an e-mail link' });
  await expect(check).toBeChecked();

  let after = await lastMailId(request, email);
  // A click asks for the change; the box follows the exchange once it is approved.
  await check.click();
  await expect(security.approveDialog()).toContainText('We sent a code to your e-mail address');
  // Asked is not changed: until the approval the check stays on.
  await expect(check).toBeChecked();
  await security.approve(await mailedSecurityCode(request, email, after));
  await expect(check).not.toBeChecked();
  await expect(section.getByRole('status')).toHaveText('The withdrawal check is off: withdrawals are sent without an e-mail confirmation.');
  await page.screenshot({ path: 'test-results/withdrawal-check-1440.png' });

  const withdraw = new WithdrawPage(page);
  await withdraw.open();
  await withdraw.fill('ethereum', 'ETH', ADDRESS, '0.1');
  // A new account has no other second factor, but with the check off nothing waits for a
  // confirmation: no mailed code is offered, the withdrawal goes at once.
  await withdraw.submit().click();
  await expect(withdraw.form().getByRole('status')).toContainText('successfully submitted');
  await expect(withdraw.codeDialog()).toHaveCount(0);

  await security.open();
  after = await lastMailId(request, email);
  await check.click();
  await security.approve(await mailedSecurityCode(request, email, after));
  await expect(check).toBeChecked();
  await withdraw.open();
  await withdraw.fill('ethereum', 'ETH', ADDRESS, '0.1');
  // On again: the mailed code is offered once more (the link taken instead).
  await withdraw.submit().click();
  await expect(withdraw.codeDialog()).toBeVisible();
  await withdraw.answerAsks();
  await expect(withdraw.requested()).toBeVisible();
});
