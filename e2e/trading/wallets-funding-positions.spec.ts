// The demo trader's conversions, funding auto-renew and yields, position increase and a
// derivatives position, against the embedded exchange.
import { expect, test } from '../fixtures';
import { TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';
import { acceptTerms } from '../pages/trading/product-terms';

test.describe('wallets, funding and positions', () => {
  let token = '';
  test.beforeEach(async ({ page, request }) => {
    token = await freshDemoSession(page, request);
  });

  test('USD converts to UST in the exchange wallet at the quoted rate; a refusal shows the exchange text', async ({ page }) => {
    const desk = await TradingDesk.opened(page);
    await desk.show('Wallets');
    const wallets = desk.panel('wallets');
    await expect(wallets.locator('tr[data-wallet="exchange-UST"]')).toBeVisible();
    const ustBefore = await desk.walletBalance('exchange', 'UST');
    const usdBefore = await desk.walletBalance('exchange', 'USD');
    await wallets.getByRole('button', { name: 'Convert', exact: true }).click();
    const dialog = desk.dialog();
    await expect(dialog).toHaveAccessibleName('Convert within a wallet');
    await dialog.getByLabel('Wallet').selectOption('exchange');
    await dialog.getByLabel('Convert from').selectOption('USD');
    await expect(dialog.getByLabel('Convert to')).toHaveValue('UST');
    await dialog.getByLabel('Amount').fill('100');
    await expect(dialog.getByTestId('conversion-rate')).toHaveText(/^1 USD = [\d.]+ USDt$/);
    const rate = Number((await dialog.getByTestId('conversion-rate').textContent())?.replace(/^1 USD = | USDt$/g, ''));
    expect(rate).toBeGreaterThan(0.9);
    await expect(dialog.getByTestId('conversion-received')).toHaveText(/^[\d,.]+ USDt$/);
    await page.screenshot({ path: 'test-results/trading-convert-1440.png' });
    await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => desk.walletBalance('exchange', 'USD')).toBeCloseTo(usdBefore - 100, 6);
    await expect.poll(() => desk.walletBalance('exchange', 'UST')).toBeGreaterThan(ustBefore + 100 * rate * 0.99);

    // More than the wallet holds: the exchange's own text, and nothing changes.
    await wallets.getByRole('button', { name: 'Convert', exact: true }).click();
    await dialog.getByLabel('Amount').fill('99999999');
    await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/not enough USD available in the exchange wallet/);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await desk.walletBalance('exchange', 'USD')).toBeCloseTo(usdBefore - 100, 6);
  });

  test('funding auto-renew is saved, read back after a reload, and turned off; yields show', async ({ page }) => {
    const desk = await TradingDesk.opened(page);
    await desk.show('Funding');
    const panel = desk.panel('funding');
    await expect(panel.getByTestId('yield-lend')).toHaveText(/%$/);
    await expect(panel.getByTestId('duration-loan')).toHaveText(/days$/);
    const auto = panel.getByRole('form', { name: 'Auto-renew settings' });
    await auto.getByLabel('Lend idle USD automatically').check();
    await auto.getByLabel('Renew period (days)').fill('31');
    await expect(auto.getByText('A whole number of days from 2 to 30')).toBeVisible();
    await expect(auto.getByRole('button', { name: 'Save auto-renew' })).toBeDisabled();
    await auto.getByLabel('Renew period (days)').fill('5');
    await auto.getByLabel('Renew rate (%)').fill('0.05');
    await auto.getByLabel('Renew amount').fill('200');
    await auto.getByRole('button', { name: 'Save auto-renew' }).click();
    await expect(auto.getByRole('status')).toHaveText('Auto-renew of USD funding on.');
    // It lends the idle balance up to the amount at once: an offer of 200 USD.
    const offers = panel.getByRole('table', { name: 'Offers' }).locator('tbody tr');
    await expect(offers.filter({ hasText: '200' })).toHaveCount(1);
    await page.screenshot({ path: 'test-results/trading-funding-auto-1440.png' });

    await page.reload();
    await desk.show('Funding');
    await expect(auto.getByLabel('Lend idle USD automatically')).toBeChecked();
    await expect(auto.getByLabel('Renew period (days)')).toHaveValue('5');
    await expect(auto.getByLabel('Renew rate (%)')).toHaveValue('0.05');
    await auto.getByLabel('Lend idle USD automatically').uncheck();
    await auto.getByRole('button', { name: 'Save auto-renew' }).click();
    await expect(auto.getByRole('status')).toHaveText('Auto-renew of USD funding off.');
    for (let i = await offers.count(); i > 0; i -= 1) {
      await offers.first().getByRole('button', { name: 'Cancel offer' }).click();
      await expect(offers).toHaveCount(i - 1);
    }
  });

  test('a borrowed credit is closed after a confirmation', async ({ page }) => {
    const desk = await TradingDesk.opened(page);
    await desk.show('Funding');
    const panel = desk.panel('funding');
    const form = panel.getByRole('form', { name: 'New funding offer' });
    await form.getByLabel('Amount', { exact: true }).fill('200');
    await form.getByLabel('Daily rate (%)', { exact: true }).fill('5');
    await form.getByLabel('Period (days)', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Borrow', exact: true }).click();
    // 5 % a day is above the high-cost threshold: the warning (its own spec) is answered first.
    await page.getByRole('dialog', { name: 'High-cost loan' }).getByRole('button', { name: 'Borrow anyway', exact: true }).click();
    await panel.getByRole('button', { name: 'Credits', exact: true }).click();
    const credits = panel.getByRole('table', { name: 'Credits' }).locator('tbody tr');
    await expect(credits.first()).toBeVisible({ timeout: 20_000 });
    const before = await credits.count();
    await credits.first().getByRole('button', { name: 'Close', exact: true }).click();
    await expect(desk.dialog()).toContainText(/Return credit #\d+ now\?/);
    await page.screenshot({ path: 'test-results/trading-funding-close-1440.png' });
    await desk.dialog().getByRole('button', { name: 'Close', exact: true }).click();
    await expect(credits).toHaveCount(before - 1);
  });

  test('a margin position increases after its figures are confirmed, then closes', async ({ page }) => {
    const desk = await TradingDesk.opened(page, 'Margin');
    await desk.placeOrder({ type: 'Market', side: 'Buy', amount: '0.01' });
    await desk.show('Positions');
    const row = desk.positionRow('tBTCUSD');
    await expect(row).toBeVisible();
    const amount = async () => Number((await row.locator('td').nth(1).textContent())?.replace(/,/g, ''));
    const before = await amount();
    await row.getByRole('button', { name: 'Increase position' }).click();
    await desk.dialog().getByRole('textbox').fill('0.01');
    await desk.dialog().getByRole('button', { name: 'Increase position' }).click();
    const figures = desk.dialog().getByRole('definition');
    await expect(desk.dialog().getByText('Funding required')).toBeVisible();
    await expect(desk.dialog().getByText('Maximum position')).toBeVisible();
    await expect(desk.dialog().getByText('Tradable balance (quote)')).toBeVisible();
    await expect(figures.first()).toHaveText(/^[\d,.]+ BTC$/);
    await expect(desk.dialog()).not.toContainText('[[');
    await page.screenshot({ path: 'test-results/trading-increase-1440.png' });
    await desk.dialog().getByRole('button', { name: 'Increase position' }).click();
    await expect.poll(amount).toBeCloseTo(before + 0.01, 6);
    await row.getByRole('button', { name: 'Close position' }).click();
    await desk.dialog().getByRole('button', { name: 'Close position' }).click();
    await expect(row).toHaveCount(0);
  });

  test('a derivatives market buy at leverage 10 shows its collateral and leverage, then closes', async ({ page, request }) => {
    // The terms asked before a first derivatives order have their own test (derivatives-terms).
    await acceptTerms(request, token, 'derivatives');
    const desk = new TradingDesk(page);
    await desk.open('BTCF0:USTF0');
    await desk.chooseContext('Derivatives');
    const form = desk.orderForm();
    await expect(form.getByLabel('Leverage', { exact: true })).toHaveValue('10');
    await form.getByLabel('Leverage', { exact: true }).fill('101');
    await expect(form.getByText('A whole number from 1 to 100')).toBeVisible();
    await form.getByLabel('Leverage', { exact: true }).fill('10');
    await desk.placeOrder({ type: 'Market', side: 'Buy', amount: '0.001' });
    await desk.show('Positions');
    const row = desk.positionRow('tBTCF0:USTF0');
    await expect(row).toBeVisible();
    const cells = row.locator('td');
    await expect(cells.nth(1)).toHaveText(/^0\.001/);
    await expect(cells.nth(8)).toHaveText(/^[\d,]+\.\d{2}$/);
    const collateral = Number((await cells.nth(8).textContent())?.replace(/,/g, ''));
    expect(collateral).toBeGreaterThan(0);
    await expect(cells.nth(6)).toHaveText(/^\d+(\.\d+)?$/);
    const leverage = Number(await cells.nth(6).textContent());
    expect(leverage).toBeGreaterThan(5);
    expect(leverage).toBeLessThanOrEqual(11);
    await page.screenshot({ path: 'test-results/trading-derivatives-1440.png' });
    await row.getByRole('button', { name: 'Close position' }).click();
    await desk.dialog().getByRole('button', { name: 'Close position' }).click();
    await expect(row).toHaveCount(0);
  });
});
