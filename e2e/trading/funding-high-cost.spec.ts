// The high-cost open-loan warning in the funding widget (issue 15, item 2): the demo trader bids
// for funding above the threshold the borrow page states (0.1 % a day) and is warned first, with
// the threshold; changing the rate sends nothing, borrowing anyway sends the bid (an ordinary rate
// asks nothing: the rule's unit test and the borrow page's e2e).
import { expect, test } from '../fixtures';
import { TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';

test('a funding bid above the high-cost threshold is warned about first, with the threshold', async ({ page, request }) => {
  await freshDemoSession(page, request);
  const desk = await TradingDesk.opened(page);
  await desk.show('Funding');
  const panel = desk.panel('funding');
  const bid = async (amount: string, ratePercent: string) => {
    await panel.getByLabel('Amount', { exact: true }).fill(amount);
    await panel.getByLabel('Daily rate (%)', { exact: true }).fill(ratePercent);
    await panel.getByLabel('Period (days)', { exact: true }).fill('2');
    await panel.getByRole('button', { name: 'Borrow', exact: true }).click();
  };
  const warning = page.getByRole('dialog', { name: 'High-cost loan' });
  const sent = (amount: string) => desk.toasts().filter({ hasText: new RegExp(`Submitting funding bid of ${amount}(\\.0)? USD`) });

  await bid('150', '0.2');
  await expect(warning).toContainText('You are about to bid 0.200% a day for 150');
  await expect(warning).toContainText('73.00% a year');
  await expect(warning).toContainText('above the 0.100% a day treated as high-cost');
  await page.screenshot({ path: 'test-results/funding-high-cost-1440.png' });
  await warning.getByRole('button', { name: 'Change the rate', exact: true }).click();
  await expect(warning).toHaveCount(0);
  await expect(sent('150')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Borrow', exact: true }).click();
  await warning.getByRole('button', { name: 'Borrow anyway', exact: true }).click();
  await expect(warning).toHaveCount(0);
  await expect(sent('150')).toBeVisible();
});
