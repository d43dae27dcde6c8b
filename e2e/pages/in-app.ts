// Moving between the app's pages without loading the document again, as its own links and the
// browser's back and forward do: the router draws the next page in the page already running (its
// scripts compiled, its socket open, its markets read). Sweeps that check many pages (every page's
// accessibility, every route of the spec) load the document once and walk the rest this way; a
// cold load of each page is what the route and start specs are about.
import type { Page, Request } from '../fixtures';

/** Opens `path` in the app already loaded: the history gets the entry and the router hears it, as
 *  it hears the browser's back and forward. Resolves once the network is quiet again (the page's
 *  chunk and its first data loaded), as a cold load's `networkidle` does. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await whileWatchingNetwork(page, () =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path),
  );
}

/** The browser's back or forward, then the network quiet again. */
export async function stepInApp(page: Page, direction: 'back' | 'forward'): Promise<void> {
  await whileWatchingNetwork(page, () => (direction === 'back' ? page.goBack() : page.goForward()));
}

/** Runs `move`, then waits until no request of the page has been under way for `quietMs` (at most
 *  `timeoutMs`, then it says which requests were still open). */
async function whileWatchingNetwork(page: Page, move: () => Promise<unknown>, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const open = new Set<Request>();
  let last = Date.now();
  const started = (r: Request) => {
    open.add(r);
    last = Date.now();
  };
  const ended = (r: Request) => {
    open.delete(r);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await move();
    const deadline = Date.now() + timeoutMs;
    while (open.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`the network did not go quiet after the move: ${[...open].map((r) => r.url()).join(', ')}`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
