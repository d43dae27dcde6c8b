// The withdrawal whitelist in the browser: a trader lists ETH addresses on /security (a duplicate
// and a wrong address flagged where they are), approves the change with the code the exchange
// mailed, and then a withdrawal to another address is refused with the reason while one to the
// listed address goes through.
import { expect, test } from '../fixtures';
import { SecurityPage } from '../pages/account/security-page';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { lastMailId, mailedSecurityCode } from '../pages/auth/outbox';
import { WithdrawPage } from '../pages/money/withdraw-page';

const LISTED = '0x52908400098527886E0F7030069857D2E4169EE7';
const OTHER = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

test('a whitelisted address is the only one a withdrawal of its currency may go to', async ({ page, request }) => {
  test.setTimeout(90_000);
  const password = 'White-List-Page-42';
  const { email } = await newTraderLoggedIn(page, request, 'whitelist', password);

  const security = new SecurityPage(page);
  await security.open();
  const section = security.whitelist();
  await security.addWhitelistCurrency('eth');
  await security.whitelistAddress('ETH', 1).fill(LISTED);
  await section.getByRole('button', { name: 'Add address' }).click();
  await security.whitelistAddress('ETH', 2).fill(LISTED);
  await expect(section.getByText('Already in the list')).toBeVisible();
  await security.whitelistAddress('ETH', 2).fill('not-an-eth-address');
  await security.saveWhitelist().click();
  await expect(section.getByText('This is not a ETH address')).toBeVisible();
  await section.getByRole('button', { name: 'Remove address 2 of ETH' }).click();

  const after = await lastMailId(request, email);
  await security.saveWhitelist().click();
  await expect(security.approveDialog()).toContainText('We sent a code to your e-mail address');
  await security.approve(await mailedSecurityCode(request, email, after));
  await page.screenshot({ path: 'test-results/whitelist-1440.png' });

  const withdraw = new WithdrawPage(page);
  await withdraw.open();
  await withdraw.fill('ethereum', 'ETH', OTHER, '0.1');
  await withdraw.sendForLink();
  await expect(withdraw.refusal()).toContainText("is not on this account's withdrawal whitelist for ETH");
  await withdraw.enterAddress(LISTED);
  await expect(page.getByText('A valid ETH address')).toBeVisible();
  await expect(withdraw.submit()).toBeEnabled();
  await withdraw.sendForLink();
  await expect(withdraw.requested()).toBeVisible();
});
