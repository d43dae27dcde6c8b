// The offline second visit (account-side §7, the service worker at /sw.js): a visitor opens the
// workspace once online; the browser then goes offline and the exchange is gone too (nothing can
// come from the network, the service worker's own fetches included). Reloading, and opening the
// markets page (only prefetched on the first visit) in a new tab of the same browser, show the
// cached app shell with an offline notice; once the exchange and the network are back, the page
// recovers by itself. Against an exchange of its own, which the test stops and starts again. And a
// new build is taken at the next load: the cached shell never hides it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, answerConsent } from './fixtures';
import { ExchangeProcess } from './faults/exchange-process';
import { exchangeForFile } from './faults/exchange-per-file';
import { TradedeskPage } from './pages/tradedesk-page';

const exchange = exchangeForFile();

/** The built file of a page module (the build's manifest), as the browser asks for it. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the build has no chunk for ${source}`);
  return `/${chunk.file}`;
}

/** Whether a service worker controls the page and has cached every asset the page loaded, and
 *  `also`. */
function cachedForOffline(page: Page, also: string): Promise<boolean> {
  return page.evaluate(async (extra) => {
    if (!navigator.serviceWorker.controller) return false;
    const assets = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
      .map((u) => u.pathname);
    for (const url of [...assets, extra]) if (!(await caches.match(url))) return false;
    return true;
  }, also);
}

const offlineNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'You are offline' });

test('a second visit opens offline from the cached app shell with an offline notice, and recovers online', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: exchange().url });
  await answerConsent(context);
  const page = await context.newPage();
  const workerErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /service worker/i.test(m.text())) workerErrors.push(m.text());
  });
  const desk = new TradedeskPage(page);
  await desk.open();
  await expect(desk.connection()).toHaveAccessibleName('Online');
  await expect(desk.orderBook().syncBadge()).toHaveText('Live', { timeout: 20_000 });
  await expect(offlineNotice(page)).toHaveCount(0);
  // The workspace's assets and the markets page, prefetched as a likely next page.
  await expect.poll(() => cachedForOffline(page, builtFile('src/pages/MarketsPage.tsx')), { timeout: 30_000 }).toBe(true);

  await exchange().stop();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(offlineNotice(page)).toContainText('Prices, balances and orders on this page are not live');
  await expect(desk.connection()).not.toHaveAccessibleName('Online');
  await page.screenshot({ path: 'test-results/offline-workspace-1440.png' });

  const markets = await context.newPage();
  await markets.goto('/markets');
  await expect(markets.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' })).toBeVisible();
  await expect(offlineNotice(markets)).toBeVisible();
  await markets.close();

  await exchange().start();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(desk.connection()).toHaveAccessibleName('Online', { timeout: 30_000 });
  await expect(desk.orderBook().syncBadge()).toHaveText('Live', { timeout: 30_000 });
  expect(workerErrors).toEqual([]);
  await context.close();
});

test('a new build is taken at the next load, never hidden behind the cached shell', async ({ browser }) => {
  test.setTimeout(180_000);
  // The exchange serves a copy of the build, which the test then replaces by a "new build".
  const client = mkdtempSync(path.join(tmpdir(), 'tradedesk-e2e-client-'));
  cpSync('dist/client', client, { recursive: true });
  const own = await ExchangeProcess.create({ env: { TRADEDESK_CLIENT_DIR: client } });
  try {
    await own.start();
    const context = await browser.newContext({ baseURL: own.url });
    await answerConsent(context);
    const page = await context.newPage();
    await page.goto('/markets');
    await expect(page.getByTestId('connection')).toHaveAccessibleName('Online');
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            Boolean(navigator.serviceWorker.controller && (await caches.match('/index.html', { ignoreSearch: true }))),
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    const index = path.join(client, 'index.html');
    const next = readFileSync(index, 'utf8').replace('</head>', '<meta name="tradedesk-build" content="next" /></head>');
    rmSync(`${index}.br`, { force: true });
    rmSync(`${index}.gz`, { force: true });
    writeFileSync(index, next);
    await page.reload();
    await expect(page.locator('meta[name="tradedesk-build"]')).toHaveAttribute('content', 'next');
    await expect(page.getByTestId('connection')).toHaveAccessibleName('Online');
    await context.close();
  } finally {
    await own.dispose();
    rmSync(client, { recursive: true, force: true });
  }
});
