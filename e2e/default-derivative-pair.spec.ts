// The default derivative pair (issue 15 item 7; market-side §2: BTCF0:USTF0): a trader on a spot
// pair turns to derivatives from the order form's Derivatives tab and lands on BTC-PERP at the
// default leverage; the Exchange tab takes them back to the site's pair.
import { expect, test } from './fixtures';
import { TradingDesk, freshDemoSession } from './pages/trading/trading-desk';

test('the order form’s Derivatives tab turns a spot pair to BTC-PERP, and Exchange back to BTC/USD', async ({ page, request }) => {
  await freshDemoSession(page, request);
  const desk = await TradingDesk.opened(page, 'Exchange');
  const pair = page.getByRole('combobox', { name: 'Pair', exact: true }).locator('option:checked');
  await expect(pair).toHaveText('BTC/USD');
  await desk.chooseContext('Derivatives');
  await expect(pair).toHaveText('BTC-PERP');
  await expect(page).toHaveURL(/pair=BTCF0(%3A|:)USTF0/);
  await expect(desk.orderForm().getByLabel('Leverage', { exact: true })).toHaveValue('10');
  await desk.chooseContext('Exchange');
  await expect(pair).toHaveText('BTC/USD');
  await expect(desk.orderForm().getByLabel('Leverage', { exact: true })).toHaveCount(0);
});
