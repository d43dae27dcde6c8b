// The marketing site's page-data loader (account-side §7, §8): `/assets/page-data/{page}/
// page-data.json`; a 404 is the 404 page and a 500 the 500 page at once, any other failure is
// tried again up to 3 times, then the load fails (and the site falls back to a full load).
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_RETRIES, PageLoadError, loadPageData, pageDataUrl } from '../../../src/services/page-data';

type Answer = { status: number; body?: unknown } | Error;

function fakeFetch(answers: Answer[]) {
  const urls: string[] = [];
  const fetch = async (url: string): Promise<Response> => {
    urls.push(url);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return new Response(next.body === undefined ? 'not json' : JSON.stringify(next.body), { status: next.status });
  };
  return { fetch, urls };
}

const noWait = async () => undefined;
const page = { page: 'posts/3', data: { post: { id: 3 } } };

describe('the page-data loader', () => {
  it('asks for the page by its name, slashes kept', async () => {
    const { fetch, urls } = fakeFetch([{ status: 200, body: page }]);
    expect(await loadPageData('posts/3', { fetch, sleep: noWait })).toEqual({ kind: 'page', ...page });
    expect(urls).toEqual(['/assets/page-data/posts/3/page-data.json']);
    expect(pageDataUrl('index', 'http://x')).toBe('http://x/assets/page-data/index/page-data.json');
  });

  it('maps a 404 to the 404 page and a 500 to the 500 page, without retrying', async () => {
    const missing = fakeFetch([{ status: 404, body: ['error', 10020, 'page: not found'] }]);
    expect(await loadPageData('posts/999', { fetch: missing.fetch, sleep: noWait })).toEqual({ kind: 'not-found' });
    expect(missing.urls).toHaveLength(1);
    const broken = fakeFetch([{ status: 500, body: ['error', 10000, 'internal error'] }]);
    expect(await loadPageData('fees', { fetch: broken.fetch, sleep: noWait })).toEqual({ kind: 'server-error' });
    expect(broken.urls).toHaveLength(1);
  });

  it('retries other failures up to 3 times and takes the first good answer', async () => {
    const waits: number[] = [];
    const { fetch, urls } = fakeFetch([
      new TypeError('network down'),
      { status: 502 },
      { status: 200, body: { nope: 1 } },
      { status: 200, body: page },
    ]);
    const result = await loadPageData('posts/3', { fetch, sleep: async (ms) => void waits.push(ms) });
    expect(result).toEqual({ kind: 'page', ...page });
    expect(urls).toHaveLength(1 + PAGE_DATA_RETRIES);
    expect(waits).toHaveLength(PAGE_DATA_RETRIES);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
  });

  it('fails after the last retry, naming the page and the attempts', async () => {
    const { fetch, urls } = fakeFetch([
      { status: 503 },
      { status: 503 },
      new TypeError('reset'),
      { status: 200 },
      { status: 200, body: page },
    ]);
    const failed = loadPageData('about', { fetch, sleep: noWait });
    await expect(failed).rejects.toBeInstanceOf(PageLoadError);
    await expect(failed).rejects.toMatchObject({ page: 'about', attempts: 4 });
    expect(urls).toHaveLength(4);
  });
});
