// Each site variant started in turn (TRADEDESK_SITE; account-side §6), as a visitor sees it: the
// workspace starts on the site's pair, the widget catalogue leaves out what the site does not
// offer, hidden currencies are left out of the market list, and a switched-off feature's route
// says it is not offered (funding, and staking, borrowing and custody where the site switches them off). The Turkish site asks for its own terms after sign-in.
import { expect, test, type Page } from './fixtures';
import { ExchangeProcess } from './faults/exchange-process';

const SITES = [
  { id: 'tr', pair: 'BTC/TRY', offers: [], hides: [], refuses: ['Staking', 'Borrowing', 'Regulated custody'] },
  { id: 'br', pair: 'BTC/BRL', offers: ['Positions'], hides: [], refuses: ['Borrowing'] },
  { id: 'jp', pair: 'BTC/JPY', offers: [], hides: ['SOL/USD'], refuses: ['Staking', 'Borrowing', 'Regulated custody'] },
] as const;

async function widgetCatalogue(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Add widget' }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

for (const site of SITES) {
  test(`the ${site.id} site`, async ({ page }) => {
    // Two more pages than before (staking and borrowing), on an exchange started for the test.
    test.setTimeout(180_000);
    const exchange = await ExchangeProcess.create({ env: { TRADEDESK_SITE: site.id } });
    try {
      await exchange.start();
      await page.goto(`${exchange.url}/tradedesk`);
      await expect(page.getByRole('combobox', { name: 'Pair' })).toHaveValue(/BTC/);
      await expect(page.locator('section.ws')).toHaveAttribute('aria-label', new RegExp(site.pair.replace('/', '\\/')));
      const catalogue = await widgetCatalogue(page);
      expect(catalogue).toContain('Order form');
      for (const off of ['Funding book', 'Funding ticker', 'Derivatives']) expect(catalogue).not.toContain(off);
      for (const on of site.offers) expect(catalogue).toContain(on);
      const markets = page.locator('[data-widget-type="markets"]');
      await expect(markets.getByText('BTC/USD', { exact: true })).toBeVisible();
      for (const hidden of site.hides) await expect(markets.getByText(hidden, { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `test-results/site-${site.id}-1440.png` });

      await page.goto(`${exchange.url}/funding`);
      await expect(page.getByRole('heading', { name: 'Not offered on this site' })).toBeVisible();
      await expect(page.getByText('Funding and lending are not offered on this site.')).toBeVisible();

      // Staking and borrowing (issue 16): refused by the router where the site switches them off.
      for (const [path, feature, heading] of [
        ['/staking', 'Staking', 'Staking'],
        ['/borrow', 'Borrowing', 'Borrow'],
      ] as const) {
        await page.goto(`${exchange.url}${path}`);
        if ((site.refuses as readonly string[]).includes(feature)) {
          await expect(page.getByText(`${feature} is not offered on this site.`)).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        }
      }
      // The custody partner (issue 16 item 11): refused where the OTC desk is; elsewhere it is an
      // account page, behind the login.
      await page.goto(`${exchange.url}/custody`);
      if ((site.refuses as readonly string[]).includes('Regulated custody')) {
        await expect(page.getByText('Regulated custody is not offered on this site.')).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/login/);
      }
    } finally {
      await exchange.dispose();
    }
  });
}
