// The suite's `test`: Playwright's own, with each worker on an exchange of its own. The config
// starts one exchange per worker (SUITE_WORKERS, ports from SUITE_PORT up, each with its own data
// folder, all on `npm start`'s defaults), and every page, context and request of a test goes to
// its worker's exchange, so specs that change an account or the market never meet another
// worker's. Specs import `test` and `expect` from here rather than from '@playwright/test'.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../src/site/consent';

export * from '@playwright/test';

/** The first suite exchange's port; worker n uses SUITE_PORT + n. */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 8791);
/** Workers, and so exchanges, of a suite run (two: the machine's two cores). */
export const SUITE_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The exchange of worker `parallelIndex` (the index Playwright gives each running worker). */
export function suiteExchangeUrl(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): string {
  return process.env.E2E_BASE ?? `http://127.0.0.1:${SUITE_PORT + (parallelIndex % SUITE_WORKERS)}`;
}

/** The answer of a returning visitor to the cookie banner: analytics off, as a cautious visitor's. */
function consentAnswer(): string {
  return JSON.stringify({ analytical: false, marketing: false, at: Date.now() });
}

/** Every page of `context`, on any exchange, as a returning visitor who answered the cookie banner
 *  (kept in the page's storage before its scripts run, unless the page has an answer already). */
export async function answerConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank) has no banner either.
      }
    },
    [CONSENT_STORAGE_KEY, consentAnswer()] as const,
  );
}

export const test = base.extend<{ answeredConsent: boolean }>({
  // Playwright reads a fixture's dependencies from its first argument's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(suiteExchangeUrl(testInfo.parallelIndex));
  },
  // On the defaults the exchange knows no visitor's country, so a first visit shows the cookie
  // banner (consent.spec.ts tries that, and each country's case, with `answeredConsent: false`).
  // Every other spec is a returning visitor who answered it, on the suite's exchange and on an
  // exchange of the spec's own alike.
  answeredConsent: [true, { option: true }],
  context: async ({ context, answeredConsent }, provide) => {
    if (answeredConsent) await answerConsent(context);
    await provide(context);
  },
});

/** A browser with nothing of this site kept (no layouts, no settings) but the visitor's answer to
 *  the cookie banner, as a returning visitor who cleared the site's storage would not be asked. */
export async function clearSiteStorage(page: Page): Promise<void> {
  await page.evaluate((keep) => {
    const consent = window.localStorage.getItem(keep);
    window.localStorage.clear();
    if (consent !== null) window.localStorage.setItem(keep, consent);
  }, CONSENT_STORAGE_KEY);
}
