// The developer tools (issue 16 item 10): absent from the production build, and in a build made
// with VITE_TRADEDESK_DEVTOOLS=1 (built by this file into a folder of its own, served by an
// exchange of its own, so the suite's build and exchange are untouched) the overlay opens and
// closes from its corner button and Ctrl+Shift+D and remembers which, shows the environment, pins
// feature flags so the order form changes, and runs the stress tool until it is stopped and the
// book is live on real data again.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, answerConsent } from './fixtures';
import { ExchangeProcess } from './faults/exchange-process';
import { DEMO } from './pages/trading/trading-desk';
import { signIn } from './pages/auth/api-sign-in';
import { OrderBookPanel } from './pages/order-book-panel';

/** Texts only the overlay's code holds (its messages, its storage key, the stress table). */
const OVERLAY_MARKS = ['Open developer tools', 'devtools.pinOn', 'tradedesk.devtools.open', 'BRUTAL'];

test('the production build holds none of the developer tools', () => {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
  expect(Object.keys(manifest).filter((k) => k.includes('devtools'))).toEqual([]);
  const scripts = readdirSync('dist/client/assets').filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const file of scripts) {
    const text = readFileSync(path.join('dist/client/assets', file), 'utf8');
    expect(
      OVERLAY_MARKS.filter((mark) => text.includes(mark)),
      file,
    ).toEqual([]);
  }
});

test.describe('a build with the developer tools', () => {
  const client = path.resolve('.tmp/devtools-client-e2e');
  let own: ExchangeProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const built = spawnSync(
      'nice',
      ['-n', '19', process.execPath, 'node_modules/vite/bin/vite.js', 'build', '--outDir', client, '--emptyOutDir', '--logLevel', 'warn'],
      { env: { ...process.env, VITE_TRADEDESK_DEVTOOLS: '1' }, encoding: 'utf8' },
    );
    expect(built.status, built.stderr).toBe(0);
    expect(existsSync(path.join(client, 'index.html'))).toBe(true);
    own = await ExchangeProcess.create({ env: { TRADEDESK_CLIENT_DIR: client } });
    await own.start();
  });

  test.afterAll(async () => {
    await own?.dispose();
    rmSync(client, { recursive: true, force: true });
  });

  test('the overlay opens and closes, pins flags that change the order form, and runs the stress tool', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: own!.url });
    await answerConsent(context);
    const page = await context.newPage();
    // The sign-in helper gives the session cookie to the exchange it is told of (told back after,
    // for the specs that run after this one in the same worker).
    const suiteBase = process.env.E2E_BASE;
    process.env.E2E_BASE = own!.url;
    try {
      await signIn(page, context.request, DEMO);
    } finally {
      if (suiteBase === undefined) delete process.env.E2E_BASE;
      else process.env.E2E_BASE = suiteBase;
    }
    await page.goto('/tradedesk?pair=BTCUSD');
    const form = page.locator('[data-widget-key^="widget/orderForm/"]').first();
    const types = form.getByLabel('Order type', { exact: true });
    await expect(types).toBeVisible({ timeout: 20_000 });
    await expect(types.locator('option', { hasText: 'Trailing stop' })).toHaveCount(1);

    // Closed at first: the corner button opens it, the panel's button closes it.
    const open = page.getByRole('button', { name: 'Open developer tools' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Developer tools' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('devtools-environment')).toHaveText('production');
    const flags = panel.getByRole('table', { name: 'Feature flags' });
    const trailing = flags.locator('tr[data-flag="orders:trailing_stop"]');
    await expect(trailing).toContainText('orders:trailing_stop');
    await expect(trailing.locator('td').nth(0)).toHaveText('on');
    await page.screenshot({ path: 'test-results/devtools-overlay-1440.png' });

    // Pinned off, the order form offers no trailing stop and no OCO; unpinned, both come back.
    await panel.getByRole('button', { name: 'Pin orders:trailing_stop off' }).click();
    await panel.getByRole('button', { name: 'Pin orders:oco off' }).click();
    await expect(types.locator('option', { hasText: 'Trailing stop' })).toHaveCount(0);
    await expect(form.getByLabel('OCO', { exact: true })).toHaveCount(0);
    // Pins are kept across a reload, and so is the open panel.
    await page.reload();
    await expect(panel).toBeVisible();
    await expect(types).toBeVisible({ timeout: 20_000 });
    await expect(types.locator('option', { hasText: 'Trailing stop' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Unpin orders:trailing_stop' }).click();
    await panel.getByRole('button', { name: 'Unpin orders:oco' }).click();
    await expect(types.locator('option', { hasText: 'Trailing stop' })).toHaveCount(1);
    await expect(form.getByLabel('OCO', { exact: true })).toHaveCount(1);

    // The stress tool: BRUTAL dispatches 8 every 60 ms into the live feeds until stopped.
    const book = new OrderBookPanel(page.locator('[data-widget-key^="widget/book/"]').first());
    await expect(book.syncBadge()).toHaveText('Live', { timeout: 20_000 });
    await panel.getByLabel('Intensity').selectOption('BRUTAL');
    await panel.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(panel.getByTestId('devtools-stress-state')).toHaveText('Running BRUTAL');
    await expect
      .poll(async () => Number(await panel.getByTestId('devtools-dispatches').textContent()), { timeout: 10_000 })
      .toBeGreaterThan(40);
    await expect.poll(async () => Number(await panel.getByTestId('devtools-messages').textContent())).toBeGreaterThan(40);
    await page.screenshot({ path: 'test-results/devtools-stress-1440.png' });
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(panel.getByTestId('devtools-stress-state')).toHaveText('Stopped');
    const stopped = Number(await panel.getByTestId('devtools-dispatches').textContent());
    await page.waitForTimeout(300);
    expect(Number(await panel.getByTestId('devtools-dispatches').textContent())).toBe(stopped);
    // Real data again: the book's fresh snapshot, and its checksums hold.
    await expect(book.syncBadge()).toHaveText('Live', { timeout: 20_000 });

    // Ctrl+Shift+D closes it (remembered), and opens it again.
    await page.keyboard.press('Control+Shift+D');
    await expect(panel).toHaveCount(0);
    await expect(open).toBeFocused();
    await page.reload();
    await expect(open).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.keyboard.press('Control+Shift+D');
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await panel.getByRole('button', { name: 'Close developer tools' }).click();
    await expect(panel).toHaveCount(0);
    await context.close();
  });
});
