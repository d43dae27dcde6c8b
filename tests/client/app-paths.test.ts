import { describe, expect, it } from 'vitest';
import { normalizePath, requiresLogin } from '../../src/app/paths';
import { CHUNK_RELOAD_KEY, loadWithOneReload } from '../../src/app/lazy-page';

describe('page paths', () => {
  it('drops trailing slashes and maps index.html to the root', () => {
    expect(normalizePath('/tradedesk/')).toBe('/tradedesk');
    expect(normalizePath('/tradedesk///')).toBe('/tradedesk');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//a//b/')).toBe('/a/b');
  });

  it('knows the spec’s login-required prefixes, and that /freeze and /tradedesk are not among them', () => {
    for (const p of ['/t', '/t/BTCUSD', '/f/USD', '/trading', '/funding', '/wallets/', '/api', '/reports/x'])
      expect(requiresLogin(p)).toBe(true);
    for (const p of ['/', '/tradedesk', '/freeze', '/tx', '/apis', '/login']) expect(requiresLogin(p)).toBe(false);
  });
});

describe('lazy page loading', () => {
  function session() {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  }

  it('reloads the page once when a chunk fails, then reports the failure', async () => {
    const storage = session();
    let reloads = 0;
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const pending = loadWithOneReload(failing, { storage, reload: () => reloads++ });
    await new Promise((r) => setTimeout(r, 0));
    expect(reloads).toBe(1);
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(true);
    void pending;
    await expect(loadWithOneReload(failing, { storage, reload: () => reloads++ })).rejects.toThrow('dynamically imported');
    expect(reloads).toBe(1);
  });

  it('forgets the reload after a successful load', async () => {
    const storage = session();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(loadWithOneReload(() => Promise.resolve('page'), { storage, reload: () => undefined })).resolves.toBe('page');
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
