// Languages in the browser (issue 10, item 2): a trader picks Russian from the page frame's
// Language menu; every page then shows it, with no English sentence of the catalogue left; the
// choice survives a reload and follows the account into another browser.
import { expect, test, type Page } from './fixtures';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { LoginPage } from './pages/auth/login-page';
import { openInApp } from './pages/in-app';
import { en } from '../src/i18n/en';
import { moneyMessages } from '../src/i18n/money';
import { securityMessages } from '../src/i18n/security';
import { reportMessages } from '../src/i18n/reports';
import { apiKeyMessages } from '../src/i18n/api-keys';

/** The catalogue's English sentences (no argument, at least three words): none may show in Russian. */
const SENTENCES = Object.values({ ...en, ...moneyMessages, ...securityMessages, ...reportMessages, ...apiKeyMessages })
  .filter((m) => !m.includes('{') && (m.match(/[A-Za-z]{2,}/g) ?? []).length >= 3)
  .sort((a, b) => b.length - a.length);

async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return SENTENCES.filter((s) => text.includes(s));
}

test('Russian everywhere, after a reload and in another browser', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const password = 'Languages-Many-42';
  const { email } = await newTraderLoggedIn(page, request, 'locales', password);
  await page.goto('/tradedesk');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('button', { name: 'Добавить виджет' })).toBeVisible();

  // The desk, then each page opened from it as its links open them.
  for (const path of ['/tradedesk', '/wallets', '/reports', '/security', '/api', '/account', '/deposit']) {
    if (path !== '/tradedesk') await openInApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByTestId('connection')).toHaveText('В сети');
    await page.waitForLoadState('networkidle');
    expect(await englishLeft(page), path).toEqual([]);
  }
  // A new load of the desk speaks Russian from the start.
  await page.goto('/tradedesk');
  await expect(page.getByRole('button', { name: 'Добавить виджет' })).toBeVisible();
  await expect(page.locator('[data-widget-type="book"] tbody tr').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/locale-ru-1440.png' });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Добавить виджет' })).toBeVisible();

  // Another browser: English until the account's settings arrive with the sign-in.
  const other = await browser.newContext();
  const second = await other.newPage();
  const login = new LoginPage(second);
  await login.open();
  await login.logIn(email, password);
  await expect(second).not.toHaveURL(/\/login/);
  await second.goto('/tradedesk');
  await expect(second.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(second.getByRole('button', { name: 'Добавить виджет' })).toBeVisible();
  await other.close();
});

test('a Russian trader types numbers the Russian way, and a pasted one in either convention', async ({ page, request }) => {
  await newTraderLoggedIn(page, request, 'locale-numbers', 'Languages-Many-42');
  await page.goto('/tradedesk?pair=BTCUSD');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const form = page.locator('[data-widget-key^="widget/orderForm/"]').first();
  const price = form.getByLabel('Цена', { exact: true });
  const total = form.locator('dt:text-is("Итого") + dd');
  await form.getByLabel('Количество', { exact: true }).fill('2');

  for (const text of ['1.234,56', '1 234,56', '1,234.56']) {
    await price.fill(text);
    await expect(price).toHaveValue(text);
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await expect(total).toHaveText(/^2\s469,12 USD$/);
  }
  // A dot that could be a decimal or a group mark is not guessed.
  await price.fill('1.234');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('«1.234» можно прочесть как 1,234 или 1234')).toBeVisible();
  // Neither reading reaches the order: with no price the total is estimated at the market.
  await expect(total).not.toHaveText(/^(2,47|2\s468,00) USD$/);
});
