// Currencies as the spec shows them (issue 15 item 6): perpetuals and display symbols in every
// label (no text says F0), dust judged by its USD value, and the Bitcoin view.
import { expect, test, type Page } from './fixtures';
import { MarketsPage } from './pages/markets-page';
import { TradedeskPage } from './pages/tradedesk-page';
import { TradingDesk, freshDemoSession } from './pages/trading/trading-desk';

const pageText = (page: Page) => page.locator('body').innerText();

test.describe('currencies as the spec shows them', () => {
  // The demo account is shared with the specs after this one: its layout goes back to the default
  // (the panels these tests showed were saved with it) when a test is over.
  test.afterEach(async ({ page }) => {
    await new TradedeskPage(page).layouts.run('Reset to default');
    await expect(page.getByRole('button', { name: 'Save layout' })).toHaveCount(0);
  });

  test('perpetuals read BASE-PERP and currencies their display symbols: no text says F0', async ({ page, request }) => {
    const markets = new MarketsPage(page);
    await markets.open();
    for (const pair of ['BTC-PERP', 'ETH-PERP', 'BTC/USDt']) await expect(markets.row(pair)).toBeVisible();
    expect(await pageText(page)).not.toMatch(/F0/);

    await freshDemoSession(page, request);
    const desk = new TradingDesk(page);
    await desk.open('BTCF0:USTF0');
    await desk.chooseContext('Derivatives');
    await expect(page.getByRole('combobox', { name: 'Pair', exact: true }).locator('option:checked')).toHaveText('BTC-PERP');
    await expect(desk.orderForm()).toContainText('USDt0');
    await new TradedeskPage(page).addWidget('Derivatives');
    await expect(desk.panel('derivatives').getByText('BTC-PERP').first()).toBeVisible();
    await expect(desk.panel('derivatives').getByText('ETH-PERP').first()).toBeVisible();
    await desk.show('Wallets');
    await expect(desk.panel('wallets').locator('tr[data-wallet="margin-USTF0"] td').nth(1)).toHaveText('USDt0');
    expect(await pageText(page)).not.toMatch(/F0/);
  });

  test('hide small balances compares USD values; the Bitcoin view shows balances and AUM in BTC', async ({ page, request }) => {
    await freshDemoSession(page, request);
    const desk = await TradingDesk.opened(page);
    await desk.show('Wallets');
    const wallets = desk.panel('wallets');
    const transfer = async (currency: string, amount: string) => {
      await wallets.getByRole('button', { name: 'Transfer', exact: true }).click();
      const dialog = desk.dialog();
      await dialog.getByLabel('From').selectOption('funding');
      await dialog.getByLabel('To').selectOption('exchange');
      await dialog.getByLabel('Currency').selectOption(currency);
      await dialog.getByLabel('Amount').fill(amount);
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    };
    // Left in the funding wallet: 0.000005 TESTBTC (about 0.5 USD: small in its own currency, not
    // dust) and 0.000005 USD (dust).
    await transfer('TESTBTC', '1.999995');
    await transfer('USD', '99999.999995');
    await expect.poll(() => desk.walletBalance('funding', 'TESTBTC')).toBeCloseTo(0.000005, 9);
    await expect.poll(() => desk.walletBalance('funding', 'USD')).toBeCloseTo(0.000005, 9);

    await wallets.getByLabel('Hide small balances').check();
    await expect(wallets.locator('tr[data-wallet="funding-USD"]')).toHaveCount(0);
    await expect(wallets.locator('tr[data-wallet="funding-TESTBTC"]')).toBeVisible();
    await expect(wallets.locator('tr[data-wallet="exchange-BTC"]')).toBeVisible();

    const bitcoinView = wallets.getByLabel('Bitcoin view');
    await expect(bitcoinView).not.toBeChecked();
    await expect(wallets.getByTestId('aum')).toHaveText(/^[\d,]+\.\d{2} USD$/);
    await bitcoinView.check();
    await expect(wallets.getByTestId('aum')).toHaveText(/^[\d,]+\.\d{8} BTC$/);
    await expect(wallets.getByRole('columnheader', { name: 'Value (BTC)' })).toBeVisible();
    // 2 BTC read as 2 BTC.
    await expect(wallets.locator('tr[data-wallet="exchange-BTC"] td').last()).toHaveText(/^[12]\.\d{8}$/);
    // A setting: still on after a reload.
    await page.reload();
    await desk.show('Wallets');
    await expect(desk.panel('wallets').getByLabel('Bitcoin view')).toBeChecked();
    await expect(desk.panel('wallets').getByTestId('aum')).toHaveText(/ BTC$/);

    // The demo account as the specs after this one find it: settings off, the money back.
    await desk.panel('wallets').getByLabel('Bitcoin view').uncheck();
    await desk.panel('wallets').getByLabel('Hide small balances').uncheck();
    await expect(desk.panel('wallets').getByLabel('Bitcoin view')).not.toBeChecked();
    const back = async (currency: string, amount: string) => {
      await desk.panel('wallets').getByRole('button', { name: 'Transfer', exact: true }).click();
      const dialog = desk.dialog();
      await dialog.getByLabel('From').selectOption('exchange');
      await dialog.getByLabel('To').selectOption('funding');
      await dialog.getByLabel('Currency').selectOption(currency);
      await dialog.getByLabel('Amount').fill(amount);
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    };
    await back('TESTBTC', '1.999995');
    await back('USD', '99999.999995');
    await expect.poll(() => desk.walletBalance('funding', 'USD')).toBeGreaterThan(99_999);
  });
});
