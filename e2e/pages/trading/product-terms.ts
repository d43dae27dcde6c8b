// Page object: the terms asked once before an action (the derivatives terms and welcome before the
// first derivatives order, the UK users warning before a GB resident's first trade), and a
// trader's acceptance of them as the exchange keeps it (the kind's terms keys in its settings).
import type { APIRequestContext, Locator, Page } from '../../fixtures';
import { ACCOUNT_CALLS } from '../../../src/protocol/calls/account';
import { PUBLIC_CALLS } from '../../../src/protocol/calls/public';
import { callPath } from '../../../src/protocol/calls/define';
import { type ProductTerms, termsConfKey, termsKeys } from '../../../src/protocol/account/terms-kinds';

export const TERMS_TITLE: Record<ProductTerms, string> = {
  derivatives: 'Welcome to derivatives trading',
  uk_warning: 'Risk warning for UK residents',
};

export function termsDialog(page: Page, kind: ProductTerms): Locator {
  return page.getByRole('dialog', { name: TERMS_TITLE[kind] });
}

/** The modification time of the kind's terms the exchange publishes now. */
export async function publishedTerms(request: APIRequestContext, kind: ProductTerms): Promise<number> {
  const res = await request.get(callPath(PUBLIC_CALLS.conf, { keys: termsConfKey(kind) }));
  return Number(((await res.json()) as unknown[][])[0]![0]);
}

/** What the exchange keeps as the trader's acceptance (the version accepted), or undefined. */
export async function acceptedTerms(request: APIRequestContext, token: string, kind: ProductTerms): Promise<unknown> {
  const key = termsKeys(kind).accepted;
  const res = await request.post(ACCOUNT_CALLS.settings.path, { headers: { 'bfx-token': token }, data: { keys: [key] } });
  const pairs = (await res.json()) as Array<[string, unknown]>;
  return pairs.find(([k]) => k === key)?.[1];
}

/** The trader as one who never accepted them (the demo account is shared by the suite). */
export async function forgetTerms(request: APIRequestContext, token: string, kind: ProductTerms): Promise<void> {
  const keys = termsKeys(kind);
  await request.post(ACCOUNT_CALLS.settingsDel.path, {
    headers: { 'bfx-token': token },
    data: { keys: [keys.accepted, keys.seen, keys.modified] },
  });
}

/** The trader as one who accepted them earlier (for tests about something else). */
export async function acceptTerms(request: APIRequestContext, token: string, kind: ProductTerms): Promise<void> {
  const keys = termsKeys(kind);
  const modified = await publishedTerms(request, kind);
  await request.post(ACCOUNT_CALLS.settingsSet.path, {
    headers: { 'bfx-token': token },
    data: { settings: { [keys.accepted]: modified, [keys.seen]: Date.now(), [keys.modified]: modified } },
  });
}

/** Counts, from now on, every time the kind's dialog is put on the page. */
export async function countTermsShown(page: Page, kind: ProductTerms): Promise<() => Promise<number>> {
  const counter = `__termsShown_${kind}`;
  await page.evaluate(
    ([title, name]) => {
      const w = window as unknown as Record<string, number>;
      w[name] = 0;
      const isIt = (el: Element) => el.matches('dialog, [role="dialog"]') && (el.textContent ?? '').includes(title);
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLElement && (isIt(node) || [...node.querySelectorAll('dialog, [role="dialog"]')].some(isIt)))
              w[name] = (w[name] ?? 0) + 1;
      }).observe(document.body, { childList: true, subtree: true });
    },
    [TERMS_TITLE[kind], counter] as const,
  );
  return () => page.evaluate((name) => (window as unknown as Record<string, number>)[name] ?? 0, counter);
}
