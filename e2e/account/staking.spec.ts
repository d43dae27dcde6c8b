// Staking in the browser, on an exchange of its own whose staking period is two seconds: the
// trader stakes ETH from the wallets' Staking tab, sees rewards paid period after period (the
// history's reward rows, the rewards paid growing), and unstakes the principal.
import { expect, test } from '../fixtures';
import { exchangeForFile } from '../faults/exchange-per-file';
import { demoLoggedIn } from '../pages/auth/logged-in';
import { StakingPage } from '../pages/account/earn-pages';

const exchange = exchangeForFile({ env: { TRADEDESK_STAKING_PERIOD_MS: '2000' } });

test('stake ETH, watch the rewards accrue each period, unstake', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await demoLoggedIn(browser, exchange().url);

  const staking = new StakingPage(page);
  await staking.open();
  await expect(page.getByText(/at the end of every staking period \(2 seconds\)/)).toBeVisible();
  await expect(staking.rate('ETH')).toContainText('0.010%');
  await expect(page.getByText('Nothing staked yet.')).toBeVisible();

  await staking.fill('ETH', '10');
  await staking.stakeButton().click();
  await expect(staking.outcome()).toHaveText('Staked 10 ETH from wallet exchange');
  await expect(page.getByText(/^Staked: 10\.0+ ETH$/)).toBeVisible();

  // Rewards arrive from the exchange's timer: 10 × 0.01 % = 0.001 ETH a period.
  const rewards = staking.history().locator('tbody tr').filter({ hasText: 'Reward' });
  await expect(rewards.first()).toContainText('0.00100000', { timeout: 20_000 });
  await expect.poll(() => rewards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // The rates' row of ETH: 10 staked, the rewards paid so far (two periods or more).
  await expect(staking.rate('ETH').locator('td').nth(4)).toHaveText('10.00000000');
  await expect(staking.rate('ETH').locator('td').nth(5)).toHaveText(/^0\.0(0[2-9]|[1-9])\d*$/);
  await page.screenshot({ path: 'test-results/staking-1440.png' });

  await staking.fill('ETH', '10');
  await staking.unstakeButton().click();
  await expect(staking.outcome()).toHaveText('Unstaked 10 ETH to wallet exchange');
  await expect(page.getByText(/^Staked: 0\.0+ ETH$/)).toBeVisible();
  await expect(staking.history().locator('tbody tr').first()).toContainText('Unstake');
  await context.close();
});
