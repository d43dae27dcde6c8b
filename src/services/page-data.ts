// A marketing page's data (account-side §7, §8): `/assets/page-data/{page}/page-data.json`. A 404
// is the 404 page and a 500 the 500 page; any other failure (the network, a 502 of a proxy, a body
// that is not the page's data) is tried again, up to 3 retries, then the load fails and the site
// falls back to a full browser load of the page.
import { PUBLIC_CALLS } from '../protocol/calls/public';
import type { PageData, PageDataResult } from '../protocol/marketing/pages';

export const PAGE_DATA_RETRIES = 3;
const RETRY_DELAY_MS = 300;

export class PageLoadError extends Error {
  constructor(
    readonly page: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`page data of ${page} not loaded after ${attempts} attempts`, { cause });
    this.name = 'PageLoadError';
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface PageDataOptions {
  fetch?: Fetch;
  /** Waits between attempts (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  base?: string;
}

/** The URL of a page's data; the page name keeps its slashes (`posts/3`). */
export function pageDataUrl(page: string, base = ''): string {
  return `${base}${PUBLIC_CALLS.pageData.path.replace(':page', page.split('/').map(encodeURIComponent).join('/'))}`;
}

function isPageData(v: unknown): v is PageData {
  const o = v as { page?: unknown; data?: unknown } | null;
  return typeof o === 'object' && o !== null && typeof o.page === 'string' && typeof o.data === 'object' && o.data !== null;
}

export async function loadPageData(page: string, opts: PageDataOptions = {}): Promise<PageDataResult> {
  const fetchImpl = opts.fetch ?? ((url, init) => fetch(url, init));
  const sleep = opts.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let lastError: unknown;
  for (let attempt = 0; attempt <= PAGE_DATA_RETRIES; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAY_MS * attempt);
    try {
      const res = await fetchImpl(pageDataUrl(page, opts.base), { headers: { accept: 'application/json' } });
      if (res.status === 404) return { kind: 'not-found' };
      if (res.status === 500) return { kind: 'server-error' };
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body: unknown = await res.json();
      if (!isPageData(body)) throw new Error('not page data');
      return { kind: 'page', page: body.page, data: body.data };
    } catch (err) {
      lastError = err;
    }
  }
  throw new PageLoadError(page, PAGE_DATA_RETRIES + 1, lastError);
}
