// The signed-in workspace under the exchange's Content-Security-Policy (no violation from the
// workspace, chart, book or layout engine), with the session's token out of reach of page
// scripts: the browser signs in through the form, trades over the socket its cookie
// authenticated, and document.cookie never shows the token.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../fixtures';
import { LoginPage } from '../pages/auth/login-page';
import { ExchangeLink } from '../pages/exchange-link';
import { TradingDesk } from '../pages/trading/trading-desk';

const DEMO_EMAIL = 'demo@tradedesk.local';
const DEMO_PASSWORD = 'demo-Tradedesk-1';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every securitypolicyviolation of every document of the page, from its first script on. */
async function collectViolations(page: Page, errors: string[]): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
  });
}

test('the signed-in workspace runs under the policy, and page scripts never see the session token', async ({ page }) => {
  const consoleErrors: string[] = [];
  await collectViolations(page, consoleErrors);
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/markets$/);

  const desk = await TradingDesk.opened(page);
  // The socket's upgrade carried the cookie: the account channel is authenticated and trades.
  await desk.chooseContext('Exchange');
  await desk.placeRestingBuy(0.99);
  await expect(desk.activeOrderRows()).toHaveCount(1);
  await desk.activeOrderRows().first().getByRole('button', { name: 'Cancel order' }).click();
  await expect(desk.activeOrderRows()).toHaveCount(0);
  for (const title of ['Chart', 'Trades', 'Positions', 'Funding']) {
    if ((await desk.tab(title).count()) > 0) await desk.show(title);
  }

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'tradedesk_session');
  expect(session, 'the exchange set its session cookie').toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');
  const token = decodeURIComponent(session?.value ?? '').split('|')[0] ?? '';
  expect(token).toMatch(/^pub:/);
  for (const c of cookies)
    if (c.value.includes(encodeURIComponent(token)) || c.value.includes(token)) expect(c.httpOnly, c.name).toBe(true);

  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
  }));
  expect(seen.cookie).not.toContain(token);
  expect(seen.cookie).not.toContain(encodeURIComponent(token));
  expect(seen.cookie).not.toContain('pub%3A');
  expect(seen.storage).not.toContain(token);

  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('after the connection drops, the new socket authenticates from the cookie again and trades', async ({ page }) => {
  const link = await ExchangeLink.route(page);
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/markets$/);
  const desk = await TradingDesk.opened(page, 'Exchange');
  await desk.placeRestingBuy(0.99);
  await expect(desk.activeOrderRows()).toHaveCount(1);
  const before = link.connections;

  await link.closeFromExchange();
  await expect.poll(() => link.connections).toBe(before + 1);
  // The snapshot of the new connection's channel 0 shows the order; cancelling it goes over it.
  await expect(desk.activeOrderRows()).toHaveCount(1);
  await desk.activeOrderRows().first().getByRole('button', { name: 'Cancel order' }).click();
  await expect(desk.activeOrderRows()).toHaveCount(0);
  expect(link.connections).toBe(before + 1);
});

test('the exchange refuses to be framed and to hand out source maps', async ({ page, request }) => {
  const res = await request.get('/tradedesk', { headers: { accept: 'text/html' } });
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  const html = await res.text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(String(script));
  expect(asset.status()).toBe(200);
  expect(await asset.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);

  // A page of another origin (another port) framing the workspace and the sign-on form: the
  // browser refuses to render them in its frames.
  const parent = http.createServer((_req, reply) => {
    reply.setHeader('content-type', 'text/html');
    reply.end(`<iframe src="${res.url()}"></iframe><iframe src="${new URL('/api/sso/local/authorize', res.url()).href}"></iframe>`);
  });
  await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
  try {
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors 'none'/.test(m.text())) refusals.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${(parent.address() as AddressInfo).port}/`);
    await expect.poll(() => refusals.length).toBe(2);
    expect(page.frames().filter((f) => f.url().startsWith(new URL(res.url()).origin))).toEqual([]);
  } finally {
    parent.close();
  }
});
