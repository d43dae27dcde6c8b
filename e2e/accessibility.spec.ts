// Accessibility (issue 10, item 7): no serious or critical axe-core violation (@axe-core/playwright,
// WCAG 2 A and AA rules) on the pages a visitor and a trader open, and in every theme and mode.
import { expect, test, type Page } from './fixtures';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { seriousViolations } from './pages/axe';

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

test('trader pages have no serious violation, in every theme and mode', async ({ page, request }) => {
  // Every trader page, then the interface in ten looks: minutes on a loaded machine.
  test.setTimeout(600_000);
  await newTraderLoggedIn(page, request, 'axe', 'Accessible-Pages-42');
  for (const path of TRADER_PAGES) {
    await page.goto(path);
    await settle(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  for (const theme of ['default', 'classic', 'high-contrast', 'colourblind', 'experimental']) {
    for (const mode of ['dark', 'light']) {
      await page.goto('/interface');
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
      await page.getByRole('combobox', { name: 'Mode' }).selectOption(mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // The densest page: every colour of the theme is on it.
      await page.goto('/tradedesk');
      await settle(page);
      expect(await seriousViolations(page), `/tradedesk (${theme}, ${mode})`).toEqual([]);
    }
  }
});
