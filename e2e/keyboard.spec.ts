// Keyboard alone (issue 10, item 7): every page's controls are reached with Tab, in a sensible
// order, each with an accessible name and a visible focus ring, and nothing holds the focus; a
// visitor logs in and a trader changes a setting without the mouse.
import { expect, test, type Page } from './fixtures';
import { confirmedAccount } from './pages/auth/account-api';
import { solve } from './pages/auth/captcha';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { openInApp } from './pages/in-app';

/** Where the focus is: its role and name as assistive technology reads them, whether it shows. */
interface Stop {
  said: string;
  shown: boolean;
  ring: boolean;
}

async function focused(page: Page): Promise<Stop> {
  const here = page.locator(':focus');
  if ((await here.count()) === 0) return { said: '(page)', shown: true, ring: true };
  // The first line of the accessibility snapshot: `- button "Log in"`, `- textbox "Email"`.
  const said = (await here.ariaSnapshot()).split('\n')[0]!.replace(/^- /, '').replace(/:$/, '');
  const { shown, ring } = await here.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    // A control styled by its parent's :has(:focus-visible) (a visually hidden radio or checkbox).
    const parent = el.parentElement ? getComputedStyle(el.parentElement) : null;
    const parentRing = parent !== null && (parent.outlineStyle !== 'none' || parent.boxShadow !== 'none');
    return { shown: box.width > 0 && box.height > 0, ring: outline || shadow || parentRing };
  });
  return { said, shown, ring };
}

/** Tabs through the page from its top, until the focus comes back round or `limit` stops. */
async function tabWalk(page: Page, limit: number): Promise<Stop[]> {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (stops.length > 2 && stop.said === stops[0]!.said) break;
    stops.push(stop);
  }
  return stops;
}

/** Each stop is named, shown and ringed; the walk moves on (no trap) and reaches `expected`. */
function expectGoodWalk(stops: Stop[], expected: RegExp[], where: string) {
  const bad = stops.filter((s) => s.said !== '(page)' && (!s.shown || !s.ring || !/"[^"]+"/.test(s.said)));
  expect(bad, `${where}: stops without a name, a ring or a place on screen`).toEqual([]);
  for (let i = 3; i < stops.length; i++) {
    const same = stops.slice(i - 3, i + 1).every((s) => s.said === stops[i]!.said);
    expect(same, `${where}: the focus is held at ${stops[i]!.said}`).toBe(false);
  }
  const said = stops.map((s) => s.said);
  for (const want of expected)
    expect(
      said.some((s) => want.test(s)),
      `${where}: ${want} reached in ${said.join(' · ')}`,
    ).toBe(true);
}

async function settle(page: Page) {
  await expect(page.getByTestId('connection')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a visitor tabs through the pages and logs in with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/markets');
  await settle(page);
  expectGoodWalk(await tabWalk(page, 30), [/link "Tradedesk"/, /link "Log in"/, /link "BTC\/USD"/], 'markets');

  // The next pages opened from this one, as its links open them (the walk is about the page drawn).
  await openInApp(page, '/signup');
  expectGoodWalk(await tabWalk(page, 30), [/textbox "Email"/, /textbox "Password"/, /button "Create account"/], 'sign-up');

  const email = `keyboard-${Date.now()}@example.com`;
  const password = 'Keyboard-Only-42';
  await confirmedAccount(request, email, password);
  await openInApp(page, '/login');
  const walk = await tabWalk(page, 30);
  expectGoodWalk(walk, [/textbox "Email"/, /textbox "Password"/, /button "Log in"/], 'login');
  // From the top again, by keys only: to the e-mail field, type, on to the password, Enter.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 30 && !/textbox "Email"/.test((await focused(page)).said); i++) await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect((await focused(page)).said).toMatch(/textbox "Password"/);
  await page.keyboard.type(password);
  // After failed logins from this address the form asks the captcha too: answered by keys.
  const captcha = page.getByLabel('Captcha', { exact: true });
  if (await captcha.isVisible()) {
    for (let i = 0; i < 5 && !/textbox "Captcha"/.test((await focused(page)).said); i++) await page.keyboard.press('Tab');
    const question = page.getByTestId('captcha-question');
    await question.filter({ hasText: /\d/ }).waitFor();
    await page.keyboard.type(solve((await question.textContent()) ?? ''));
  }
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: `Signed in as ${email}` })).toBeVisible();
});

test("a trader's pages are walked by Tab, and a setting is changed by keys", async ({ page, request }) => {
  test.setTimeout(240_000);
  await newTraderLoggedIn(page, request, 'keyboard-trader', 'Keyboard-Trader-42');
  const pages: Array<[string, RegExp[]]> = [
    ['/tradedesk', [/combobox "Pair"/, /button "Layouts"/, /button "Add widget"/]],
    ['/wallets', [/link "Wallets"/]],
    ['/security', [/link "Security"/]],
    ['/api', [/link "API keys"/]],
    ['/reports', [/link "Reports"/]],
    ['/subaccounts', [/link "Sub-accounts"/]],
    ['/account', [/link "Interface"/]],
    ['/interface', [/combobox "Theme"/, /combobox "Mode"/, /combobox "Language"/]],
  ];
  for (const [i, [path, expected]] of pages.entries()) {
    if (i === 0) {
      await page.goto(path);
      await settle(page);
    } else await openInApp(page, path);
    expectGoodWalk(await tabWalk(page, 35), expected, path);
  }

  // The theme, chosen with the arrow keys on its focused select (the walk ended on /interface).
  expect(new URL(page.url()).pathname).toBe('/interface');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 60 && !/combobox "Theme"/.test((await focused(page)).said); i++) await page.keyboard.press('Tab');
  expect((await focused(page)).said).toMatch(/combobox "Theme"/);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic');
});
