// The pages likely next from each page (what the prefetch loads first), and which pages a
// visitor or a signed-in user can open at all.
import { describe, expect, it } from 'vitest';
import { likelyNext, pageAt, PAGES } from '../../../src/app/offline/likely-pages';
import { requiresLogin } from '../../../src/app/paths';

describe('likely next pages', () => {
  it('knows the page at a path, the workspace at each of its routes', () => {
    expect(pageAt('/markets')).toBe('markets');
    for (const path of ['/tradedesk', '/t', '/t/BTCUSD', '/trading/ETHUSD', '/f/USD', '/funding', '/tradedesk/']) {
      expect(pageAt(path), path).toBe('workspace');
    }
    expect(pageAt('/wallets')).toBe('wallets');
    expect(pageAt('/api')).toBe('api');
    expect(pageAt('/nowhere')).toBeUndefined();
    expect(pageAt('/tradesk')).toBeUndefined();
  });

  it('leads a visitor from the markets to the workspace, then to signing in', () => {
    expect(likelyNext('/markets', false)).toEqual(['workspace', 'login', 'signup']);
    expect(likelyNext('/tradedesk', false)).toEqual(['login', 'signup', 'markets']);
    expect(likelyNext('/login', false)).toEqual(['workspace', 'markets', 'signup']);
  });

  it('never offers a visitor a page that needs a session, nor a signed-in user the sign-in pages', () => {
    for (const path of ['/markets', '/tradedesk', '/login', '/signup', '/freeze', '/nowhere']) {
      for (const id of likelyNext(path, false)) expect(requiresLogin(PAGES[id].path), `${path} → ${id}`).toBe(false);
      for (const id of likelyNext(path, true)) expect(['login', 'signup']).not.toContain(id);
    }
  });

  it('leads a signed-in trader from the workspace to money first, then the frame navigation', () => {
    const next = likelyNext('/t/BTCUSD', true);
    expect(next.slice(0, 4)).toEqual(['wallets', 'deposit', 'withdraw', 'markets']);
    expect(next).not.toContain('workspace');
    expect(new Set(next).size).toBe(next.length);
    expect(likelyNext('/wallets', true).slice(0, 3)).toEqual(['deposit', 'withdraw', 'reports']);
  });

  it('finds each page at its own path', () => {
    for (const [id, page] of Object.entries(PAGES)) expect(pageAt(page.path), page.path).toBe(id);
  });
});
