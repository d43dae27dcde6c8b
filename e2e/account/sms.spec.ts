// SMS codes in the browser: a trader confirms a phone on /security with the code sent to it (the
// exchange's outbox stands for the phone network), and the next login's second step is a code
// asked for by SMS.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { lastMailId, mailedCode } from '../pages/auth/outbox';

const PHONE = '+447700900321';

test('SMS codes are turned on with a code sent to the phone, and then log the trader in', async ({ page, request }) => {
  test.setTimeout(60_000);
  const password = 'Text-Me-Please-42';
  const { email, login } = await newTraderLoggedIn(page, request, 'sms', password);
  await page.goto('/security');
  const sms = page.getByRole('region', { name: 'SMS second factor' });
  await sms.getByLabel('Phone number').fill(PHONE);
  await sms.getByRole('button', { name: 'Send code' }).click();
  await sms.getByLabel('Code').fill(await mailedCode(request, `sms:${PHONE}`, 'sms-code'));
  await sms.getByRole('button', { name: 'Confirm' }).click();
  await expect(sms.getByRole('status')).toHaveText('SMS is on.');

  await page.context().clearCookies();
  await login.open();
  const after = await lastMailId(request, `sms:${PHONE}`);
  await login.logIn(email, password);
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await login.enterCode(await mailedCode(request, `sms:${PHONE}`, 'login-code', after));
  await expect(page).not.toHaveURL(/\/login/);
});
