// Interface settings in the browser (issue 10, item 1): a trader switches to the high-contrast
// theme in light mode on /interface and the whole page changes at once; a reload keeps it, and
// another browser finds it after logging in (the account's settings). Red-up swaps the order
// book's bid colour; a time format shows on the next page without a reload. Every theme in both modes is photographed on the tradedesk, to be looked at.
import { expect, test, type Page } from './fixtures';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { LoginPage } from './pages/auth/login-page';
import { InterfacePage } from './pages/interface-page';
import { settingsSaved } from './pages/signed-in-desk';
import { TradedeskPage } from './pages/tradedesk-page';
import { DockPanels } from './pages/dock-panels';

const THEMES = ['default', 'classic', 'high-contrast', 'colourblind', 'experimental'] as const;

/** The colour of the best bid's price in the order book (read in one go: the rows redraw as the book moves). */
function bidColour(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const price = document.querySelector('[data-widget-key^="widget/book/"] table[aria-label="Bids"] tbody button');
    return price ? getComputedStyle(price).color : null;
  });
}

/** From the interface page to the tradedesk through the navigation, the book live. */
async function toDesk(page: Page): Promise<TradedeskPage> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tradedesk', exact: true }).click();
  const desk = new TradedeskPage(page);
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  return desk;
}

test('theme and mode apply at once, stay after a reload and follow the account to another browser; red-up swaps the book', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const password = 'Interface-Page-42';
  const { email } = await newTraderLoggedIn(page, request, 'interface', password);
  await page.goto('/markets');
  const settings = new InterfacePage(page);
  await settings.openFromNavigation();
  expect(await settings.look()).toEqual({ theme: 'default', mode: 'dark' });
  const darkBackground = await settings.background();

  let saved = settingsSaved(page);
  await settings.choose('Theme', 'high-contrast');
  await saved;
  saved = settingsSaved(page);
  await settings.choose('Mode', 'light');
  await saved;
  expect(await settings.look()).toEqual({ theme: 'high-contrast', mode: 'light' });
  expect(await settings.background()).toBe('rgb(255, 255, 255)');
  expect(darkBackground).not.toBe('rgb(255, 255, 255)');

  await page.reload();
  await expect(settings.heading()).toBeVisible();
  expect(await settings.look()).toEqual({ theme: 'high-contrast', mode: 'light' });
  await expect(settings.choice('Theme')).toHaveValue('high-contrast');
  await expect(settings.choice('Mode')).toHaveValue('light');

  // Another browser, nothing of it stored there, finds it once the trader logs in.
  const elsewhere = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const other = await elsewhere.newPage();
    const login = new LoginPage(other);
    await login.open();
    expect(await new InterfacePage(other).look()).toEqual({ theme: 'default', mode: 'dark' });
    await login.logIn(email, password);
    await expect(other).not.toHaveURL(/\/login/);
    await expect.poll(() => new InterfacePage(other).look()).toEqual({ theme: 'high-contrast', mode: 'light' });
    await other.goto('/interface');
    await expect(new InterfacePage(other).choice('Theme')).toHaveValue('high-contrast');
  } finally {
    await elsewhere.close();
  }

  // Red-up: the bids take the colour the asks had.
  await toDesk(page);
  await expect.poll(() => bidColour(page)).toBe('rgb(0, 95, 39)');
  await settings.openFromNavigation();
  saved = settingsSaved(page);
  await settings.choose('Up and down colours', 'red-up');
  await saved;
  await toDesk(page);
  await expect.poll(() => bidColour(page)).toBe('rgb(168, 0, 0)');
  await settings.openFromNavigation();
  await settings.choose('Up and down colours', 'green-up');

  // A time format applies everywhere at once: the account page's dates follow it.
  await settings.choose('Time format', 'DD.MM.YYYY HH:mm:ss');
  await page.getByRole('link', { name: `Signed in as ${email}` }).click();
  await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
  await settings.openFromNavigation();

  // Every theme in both modes, on the tradedesk and on this page.
  for (const theme of THEMES) {
    for (const mode of ['dark', 'light'] as const) {
      await settings.choose('Theme', theme);
      await settings.choose('Mode', mode);
      expect(await settings.look()).toEqual({ theme, mode });
      await page.screenshot({ path: `test-results/interface-page-${theme}-${mode}.png` });
      const desk = await toDesk(page);
      await expect(desk.panel('chart').locator('canvas').first()).toBeVisible();
      await page.screenshot({ path: `test-results/interface-${theme}-${mode}.png` });
      await settings.openFromNavigation();
    }
  }
});

test('the order book layout applies to every book: side by side where two columns fit, or stacked', async ({ page, request }) => {
  await newTraderLoggedIn(page, request, 'book-layout', 'Book-Layout-42');
  await page.goto('/markets');
  const settings = new InterfacePage(page);
  await settings.openFromNavigation();
  await expect(settings.choice('Order book layout')).toHaveValue('2');
  let desk = await toDesk(page);
  const book = desk.panel('book');
  const bookKey = await book.getAttribute('data-widget-key');
  const panels = new DockPanels(page);
  // Maximised, the book has room for two columns: bids beside asks.
  await panels.maximise(bookKey!);
  await expect(book.locator('.book-sbs')).toBeVisible();
  await panels.restore(bookKey!);

  await settings.openFromNavigation();
  const saved = settingsSaved(page);
  await settings.choose('Order book layout', '1');
  await saved;
  desk = await toDesk(page);
  await panels.maximise(bookKey!);
  await expect(book.locator('.book-stacked')).toBeVisible();
  await expect(book.locator('.book-sbs')).toHaveCount(0);
  await page.reload();
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  await expect(desk.panel('book').locator('.book-stacked')).toBeVisible();
});

test('the time zone is found by its name, kept, and times are shown in it', async ({ page, request }) => {
  await newTraderLoggedIn(page, request, 'time-zone', 'Time-Zones-Many-42');
  const settings = new InterfacePage(page);
  await settings.open();
  const saved = settingsSaved(page);
  await settings.chooseTimeZone('berl', /^Europe\/Berlin \(UTC\+0[12]:00\)$/);
  await saved;
  await expect(settings.timeZone()).toHaveValue(/^Europe\/Berlin \(UTC\+0[12]:00\)$/);

  // The time format's examples show the time now in Berlin, daylight time and all.
  const berlin = (mts: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(mts);
  const before = Date.now();
  const example = (await settings.choice('Time format').locator('option').first().textContent()) ?? '';
  expect(
    [berlin(before), berlin(Date.now())].some((hhmm) => example.includes(` ${hhmm}:`)),
    example,
  ).toBe(true);

  await page.reload();
  await expect(settings.timeZone()).toHaveValue(/^Europe\/Berlin/);
});
