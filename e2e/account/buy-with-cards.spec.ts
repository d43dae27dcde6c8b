// Buying with a card in the browser: a new trader finds it among the wallets' tabs, sees the
// exchange's quote (rate, card fee, what is received), is refused with another card and the reason,
// pays with the exchange's test card and finds the purchase credited and listed.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { BuyWithCardsPage } from '../pages/account/earn-pages';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

test('quote, a refused card, and a test-card purchase credited to the exchange wallet', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newTraderLoggedIn(page, request, 'cards', 'cards-Buy-password-1');
  const cards = new BuyWithCardsPage(page);
  await cards.open();
  await expect(page.getByText(/takes only its test card: 4242 4242 4242 4242/)).toBeVisible();
  await expect(page.getByText('No card purchases yet.')).toBeVisible();

  await cards.order('USD', '100', 'ETH');
  await expect(cards.quote()).toContainText(/Rate: 1 USD = [\d.,]+ ETH/);
  await expect(cards.quote()).toContainText('Card fee (2.50%): 2.50 USD');
  await expect(cards.quote()).toContainText(/You receive about [\d.,]+ ETH/);

  await cards.card('4000 0566 5566 5556', `12/${nextYear}`, '123');
  await cards.pay().click();
  await expect(cards.refusal()).toHaveText(
    'Card refused: this exchange trades on paper money and takes only its test card, 4242 4242 4242 4242',
  );
  await expect(page.getByText('No card purchases yet.')).toBeVisible();

  await cards.card('4242 4242 4242 4242', `12/${nextYear}`, '123');
  await expect(cards.pay()).toHaveText('Pay 100.00 USD');
  await cards.pay().click();
  await expect(cards.outcome()).toHaveText(/^Card purchase #\d+: [\d.]+ ETH for 100\.00 USD \(fee 2\.50 USD\) by card ending 4242$/);
  const row = cards.history().locator('tbody tr').first();
  await expect(row).toContainText('100.00 USD');
  await expect(row).toContainText('ending 4242');
  await page.screenshot({ path: 'test-results/buy-with-cards-1440.png' });

  // Credited to the exchange wallet: more than the 30 ETH a new trader starts with.
  await page.getByRole('navigation', { name: 'Money' }).getByRole('link', { name: 'Wallets' }).click();
  const eth = page.getByRole('table', { name: 'Wallets' }).getByRole('row').filter({ hasText: 'ETH' });
  await expect(eth.filter({ hasText: /(^|[^\d,.])30\.\d*[1-9]/ }).first()).toBeVisible();
});
