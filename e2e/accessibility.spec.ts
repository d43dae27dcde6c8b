// Accessibility (issue 10, item 7): no serious or critical axe-core violation (@axe-core/playwright,
// WCAG 2 A and AA rules) on the pages a visitor and a trader open, and in every theme and mode.
import { expect, test, type Page } from './fixtures';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { seriousViolations } from './pages/axe';

// Each test signs up a trader of its own: they run side by side on the suite's workers.
test.describe.configure({ mode: 'parallel' });

// The app's visitor pages (the marketing site's are checked in marketing.spec.ts).
const VISITOR_PAGES = ['/markets', '/login', '/signup', '/tradedesk'];
const TRADER_PAGES = [
  '/tradedesk',
  '/wallets',
  '/deposit',
  '/withdraw',
  '/reports',
  '/api',
  '/subaccounts',
  '/security',
  '/account',
  '/verification',
  '/interface',
];

async function settle(page: Page) {
  await expect(page.getByTestId('connection')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('visitor pages have no serious violation', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of VISITOR_PAGES) {
    await page.goto(path);
    await settle(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('trader pages have no serious violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  await newTraderLoggedIn(page, request, 'axe', 'Accessible-Pages-42');
  for (const path of TRADER_PAGES) {
    await page.goto(path);
    await settle(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

// The densest page, where every colour of a theme is on it, in each theme's dark and light modes:
// one test a theme, so the suite's workers share them.
for (const theme of ['default', 'classic', 'high-contrast', 'colourblind', 'experimental']) {
  test(`the desk has no serious colour violation in the ${theme} theme, dark and light`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await newTraderLoggedIn(page, request, `axe-${theme}`, 'Accessible-Pages-42');
    for (const mode of ['dark', 'light']) {
      await page.goto('/interface');
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
      await page.getByRole('combobox', { name: 'Mode' }).selectOption(mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await page.goto('/tradedesk');
      await settle(page);
      expect(await seriousViolations(page, { colourOnly: true }), `/tradedesk (${theme}, ${mode})`).toEqual([]);
    }
  });
}
