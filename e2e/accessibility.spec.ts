// Accessibility (issue 10, item 7): no serious or critical axe-core violation (@axe-core/playwright,
// WCAG 2 A and AA rules) on the pages a visitor and a trader open, and in every theme and mode.
import { expect, test, type Page } from './fixtures';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { seriousViolations } from './pages/axe';
import { openInApp, stepInApp } from './pages/in-app';

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

/** Each page of `paths` checked with every rule: the first loaded, the others opened from it as
 *  the app's links open them (what is checked is the page drawn, not how it was reached). */
async function checkPages(page: Page, paths: readonly string[]) {
  for (const [i, path] of paths.entries()) {
    if (i === 0) {
      await page.goto(path);
      await settle(page);
    } else await openInApp(page, path);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

test('visitor pages have no serious violation', async ({ page }) => {
  test.setTimeout(120_000);
  await checkPages(page, VISITOR_PAGES);
});

test('trader pages have no serious violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  await newTraderLoggedIn(page, request, 'axe', 'Accessible-Pages-42');
  await checkPages(page, TRADER_PAGES);
});

// The densest page, where every colour of a theme is on it, in each theme's dark and light modes:
// one test a theme, so the suite's workers share them.
for (const theme of ['default', 'classic', 'high-contrast', 'colourblind', 'experimental']) {
  test(`the desk has no serious colour violation in the ${theme} theme, dark and light`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await newTraderLoggedIn(page, request, `axe-${theme}`, 'Accessible-Pages-42');
    await page.goto('/interface');
    for (const mode of ['dark', 'light']) {
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
      await page.getByRole('combobox', { name: 'Mode' }).selectOption(mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      // To the desk and back as the trader would, without loading the app again.
      if (mode === 'dark') await openInApp(page, '/tradedesk');
      else await stepInApp(page, 'forward');
      await expect(page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
      expect(await seriousViolations(page, { colourOnly: true }), `/tradedesk (${theme}, ${mode})`).toEqual([]);
      if (mode === 'dark') await stepInApp(page, 'back');
    }
  });
}
