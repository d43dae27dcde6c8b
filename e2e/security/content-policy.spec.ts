// The signed-in workspace under the exchange's Content-Security-Policy: every panel renders (the
// chart's canvas, the layout, the live books) with no policy violation, and no page of ours can be
// framed by another site.
import { expect, test } from '../fixtures';
import { TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';

test('the signed-in workspace runs under the CSP without a single violation', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await freshDemoSession(page, request);
  const desk = await TradingDesk.opened(page);
  await expect(desk.panel('chart').locator('canvas').first()).toBeVisible();
  await expect(desk.panel('book').getByText('Live')).toBeVisible({ timeout: 20_000 });
  const res = await request.get('/tradedesk', { headers: { accept: 'text/html' } });
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(violations).toEqual([]);
});
