// Issue 10's whole story, as one visitor lives it: a browser in Russian lands on the home page of
// the Turkish site (an exchange started with TRADEDESK_SITE=tr, the visitor in Germany), sees live
// prices, is asked for cookie consent, signs up, confirms and logs in, accepts the Turkish site's
// own terms, finds the workspace on BTC/TRY with no margin anywhere, switches to the light
// high-contrast look, and every page on the way passes axe.
import { expect, test, type Page } from './fixtures';
import { ExchangeProcess } from './faults/exchange-process';
import { solve } from './pages/auth/captcha';
import { confirmationLink } from './pages/auth/outbox';
import { seriousViolations } from './pages/axe';
import { chooseCountry } from './pages/country-picker';

/** Answers the local captcha when the form shows one (its label in Russian). */
async function answerCaptcha(page: Page): Promise<void> {
  const field = page.getByLabel('Капча', { exact: true });
  if (!(await field.isVisible())) return;
  const question = page.getByTestId('captcha-question');
  await question.filter({ hasText: /\d/ }).waitFor();
  await field.fill(solve((await question.textContent()) ?? ''));
}

test('a Russian visitor of the Turkish site: home, consent, sign-up, Turkish defaults, no margin, light high contrast', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const exchange = await ExchangeProcess.create({ env: { TRADEDESK_SITE: 'tr', TRADEDESK_COUNTRY: 'DE' } });
  try {
    await exchange.start();
    const context = await browser.newContext({ baseURL: exchange.url, locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The home page, in Russian, with live prices, and the consent banner.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const markets = page.getByRole('table', { name: 'Рынки' });
    await expect(markets.getByText('BTC/TRY', { exact: true })).toBeVisible();
    await expect(markets.locator('tbody tr').first()).toContainText(/\d/);
    const banner = page.getByRole('region', { name: 'Согласие на cookie' });
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page), 'home').toEqual([]);
    await banner.getByRole('button', { name: 'Принять все' }).click();
    await expect(banner).toHaveCount(0);

    // Sign-up from the home page's call, in Russian.
    await page.getByRole('link', { name: 'Открыть аккаунт' }).first().click();
    await expect(page).toHaveURL(/\/signup/);
    const email = `story-${Date.now()}@example.com`;
    const password = 'Istanbul-Story-42';
    await page.getByLabel('Эл. почта', { exact: true }).fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    // The country, from the exchange's list, named in the reader's language.
    await chooseCountry(page, 'Страна проживания', 'Турция');
    await answerCaptcha(page);
    await page.getByLabel('Я принимаю условия использования и политику конфиденциальности').check();
    expect(await seriousViolations(page), 'sign-up').toEqual([]);
    await page.getByRole('button', { name: 'Создать аккаунт', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Проверьте почту' })).toBeVisible();
    await page.goto(await confirmationLink(context.request, email));
    await expect(page).toHaveURL(/\/confirm-signup\?status=ok$/);

    await page.goto('/login');
    await page.getByLabel('Эл. почта', { exact: true }).fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // The Turkish site's own terms, asked once.
    const accept = page.getByRole('dialog').getByRole('button', { name: 'Принять', exact: true });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The workspace on the site's pair, and no margin anywhere.
    await page.goto('/tradedesk');
    await expect(page.locator('section.ws')).toHaveAttribute('aria-label', /BTC\/TRY/);
    const form = page.locator('[data-widget-type="orderForm"]');
    await expect(form.getByText('Спот', { exact: true })).toBeVisible();
    await expect(form.getByText('Маржа', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Маржа', { exact: true })).toHaveCount(0);

    // The light high-contrast look, legible: axe on the workspace and the settings page.
    await page.goto('/interface');
    await page.getByRole('combobox', { name: 'Тема' }).selectOption('high-contrast');
    await page.getByRole('combobox', { name: 'Режим' }).selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), '/interface').toEqual([]);
    await page.goto('/tradedesk');
    await expect(page.locator('section.ws')).toHaveAttribute('aria-label', /BTC\/TRY/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), '/tradedesk').toEqual([]);
    await page.screenshot({ path: 'test-results/site-story-tr-ru-1440.png' });
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await exchange.dispose();
  }
});
