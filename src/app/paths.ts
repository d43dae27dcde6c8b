// Page paths (account-side §2): trailing slashes are removed, /index.html is the root, and some
// prefixes need a session (the guard comes with sign-in).
export function normalizePath(pathname: string): string {
  let p = pathname.replace(/\/{2,}/g, '/');
  p = p.replace(/\/index\.html?$/i, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Routes that send a visitor without a session to the login page. /freeze is not one of them. */
export const LOGIN_REQUIRED_PREFIXES = [
  '/t',
  '/f',
  '/trading',
  '/funding',
  '/deposit',
  '/withdraw',
  '/wallets',
  '/otc',
  '/custody',
  '/account',
  '/subaccounts',
  '/security',
  '/account-security',
  '/notifications',
  '/interface',
  '/api',
  '/archive',
  '/affiliates',
  '/pay',
  '/compete',
  '/reports',
  '/report',
  '/verification',
  '/securities-sales',
] as const;

export function requiresLogin(pathname: string): boolean {
  const p = normalizePath(pathname);
  return LOGIN_REQUIRED_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

export { MARKETS_PATH } from '../protocol/marketing/pages';
export const LOGOUT_PATH = '/logout';
/** The tradedesk layout's route. */
export const TRADEDESK_PATH = '/tradedesk';
