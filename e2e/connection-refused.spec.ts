// Issue 25, item 1: a page whose socket the exchange refuses (too many connections from its address
// in a minute: the protocol's 20, as `npm start` has it) says why and when it retries, instead of a
// bare "Offline". Against an exchange of its own, with the product's limit (the fault specs'
// exchanges raise it), because the flood below would lock the worker's other specs out for a minute.
import WebSocket from 'ws';
import { expect, test, answerConsent } from './fixtures';
import { exchangeForFile } from './faults/exchange-per-file';

const LIMIT = 20;
const exchange = exchangeForFile({ env: { TRADEDESK_WS_CONNECTIONS_PER_MINUTE: String(LIMIT) } });

/** Opens `n` raw sockets from this machine (a script's flood); resolves with those that opened. */
async function flood(port: number, n: number): Promise<WebSocket[]> {
  const opened = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<WebSocket | undefined>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/2`);
          ws.once('open', () => resolve(ws));
          ws.once('error', () => resolve(undefined));
        }),
    ),
  );
  return opened.filter((ws): ws is WebSocket => ws !== undefined);
}

test('a page refused for too many connections from its address says why and when it retries', async ({ browser }) => {
  const sockets = await flood(exchange().port, LIMIT);
  expect(sockets).toHaveLength(LIMIT);
  const context = await browser.newContext({ baseURL: exchange().url });
  await answerConsent(context);
  try {
    const page = await context.newPage();
    await page.goto('/markets');
    const notice = page.getByTestId('connection-refused');
    await expect(notice).toHaveText(/^Too many connections from this address; retrying in \d+ s$/);
    const seconds = Number(/in (\d+) s/.exec((await notice.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(61);
    await expect(page.getByTestId('connection')).toHaveAccessibleName('Offline');
    await page.screenshot({ path: 'test-results/connection-refused-1440.png' });
  } finally {
    await context.close();
    for (const ws of sockets) ws.close();
  }
});
