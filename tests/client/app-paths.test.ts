import { describe, expect, it } from 'vitest';
import { normalizePath, requiresLogin } from '../../src/app/paths';
import { CHUNK_RELOAD_KEY, loadWithOneReload } from '../../src/app/lazy-page';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { authRoutes } from '../../src/app/auth/routes';
import {
  CONFIRM_SIGNUP_ROUTE,
  INVALID_TOKEN_ROUTE,
  LOGIN_CONFIRM_ROUTE,
  LOGIN_ROUTE,
  SIGNUP_ALIAS_ROUTE,
  SIGNUP_ROUTE,
  SSO_CALLBACK_ROUTE,
} from '../../src/app/auth/route-paths';
import { returnPath } from '../../src/services/session-setup';
import { LOGIN_CONFIRM_PAGE } from '../../server/accounts/login';
import { DEFAULT_SSO_RETURN } from '../../server/http/auth/local-pages';

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

// The spec's pages that had no route (account-side §2 "Pages available"): /account-security (an
// alias of /security, login-required like it), /auth/google/callback (the sign-on provider's
// return, an alias of the login page's sign-on step), /login-confirm and /invalid-token (the
// e-mailed links' pages, in the chunk of /confirm-signup).
describe('the spec pages of the e-mailed links and the sign-on return', () => {
  const paths = (routes: RouteObject[]) => routes.map((r) => r.path);
  const leaf = (path: string) => matchRoutes(authRoutes, path)?.at(-1)?.route;

  it('routes /login-confirm and /invalid-token to the same lazy page as /confirm-signup', () => {
    expect(paths(authRoutes)).toEqual(expect.arrayContaining(['login-confirm', 'invalid-token', 'auth/google/callback', 'confirm-signup']));
    const confirm = leaf(CONFIRM_SIGNUP_ROUTE)?.element as ReactElement<{ children: ReactElement }>;
    for (const p of [LOGIN_CONFIRM_ROUTE, INVALID_TOKEN_ROUTE]) {
      const page = leaf(p)?.element as ReactElement<{ children: ReactElement }>;
      expect(page.props.children.type).toBe(confirm.props.children.type);
    }
  });

  it('sends the sign-on return to the login page and /sign-up to /signup, query kept', () => {
    expect((leaf(`${SSO_CALLBACK_ROUTE}`)?.element as ReactElement<{ to: string }>).props.to).toBe(LOGIN_ROUTE);
    expect((leaf(SIGNUP_ALIAS_ROUTE)?.element as ReactElement<{ to: string }>).props.to).toBe(SIGNUP_ROUTE);
  });

  it('needs a session on /account-security and /report (the spec’s name of /reports), not on the link pages', () => {
    expect(requiresLogin('/account-security')).toBe(true);
    expect(requiresLogin('/report')).toBe(true);
    expect(requiresLogin('/account-security/')).toBe(true);
    for (const p of [LOGIN_CONFIRM_ROUTE, INVALID_TOKEN_ROUTE, SSO_CALLBACK_ROUTE]) expect(requiresLogin(p)).toBe(false);
  });

  it('never returns a sign-in to them', () => {
    for (const p of [LOGIN_CONFIRM_ROUTE, `${LOGIN_CONFIRM_ROUTE}?token=x`, INVALID_TOKEN_ROUTE, `${SSO_CALLBACK_ROUTE}?code=x`])
      expect(returnPath(p)).toBeUndefined();
  });

  it('agrees with the exchange on the paths it links and redirects to', () => {
    expect(LOGIN_CONFIRM_PAGE).toBe(LOGIN_CONFIRM_ROUTE);
    expect(DEFAULT_SSO_RETURN).toBe(SSO_CALLBACK_ROUTE);
  });
});
