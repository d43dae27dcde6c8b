// Which pages are likely next from the one shown (the prefetch's plan): first the ones this page
// leads to (the markets to the workspace, the wallets to deposits and withdrawals…), then the
// rest of the page frame's navigation, never the page itself, and for a visitor only what a
// visitor can open (the sign-in pages), for a signed-in user not the sign-in pages. Each page is
// loaded by the same module its route loads (App.tsx, auth/routes.tsx), so a prefetched page
// opens from the module already there.
import { LOGIN_ROUTE, SIGNUP_ROUTE } from '../auth/route-paths';
import { MARKETS_PATH, normalizePath, requiresLogin, TRADEDESK_PATH } from '../paths';

interface PageEntry {
  /** The page's path (the first of its routes). */
  path: string;
  load(): Promise<unknown>;
}

export const PAGES = {
  markets: { path: MARKETS_PATH, load: () => import('../../pages/MarketsPage') },
  workspace: { path: TRADEDESK_PATH, load: () => import('../../pages/WorkspacePage') },
  login: { path: LOGIN_ROUTE, load: () => import('../../pages/auth/LoginPage') },
  signup: { path: SIGNUP_ROUTE, load: () => import('../../pages/auth/SignupPage') },
  wallets: { path: '/wallets', load: () => import('../../pages/money/WalletsPage') },
  deposit: { path: '/deposit', load: () => import('../../pages/money/DepositPage') },
  withdraw: { path: '/withdraw', load: () => import('../../pages/money/WithdrawPage') },
  reports: { path: '/reports', load: () => import('../../pages/reports/ReportsPage') },
  api: { path: '/api', load: () => import('../../pages/api/ApiKeysPage') },
  security: { path: '/security', load: () => import('../../pages/security/SecurityPage') },
  subaccounts: { path: '/subaccounts', load: () => import('../../pages/subaccounts/SubaccountsPage') },
  account: { path: '/account', load: () => import('../../pages/account/AccountPage') },
  verification: { path: '/verification', load: () => import('../../pages/verification/VerificationPage') },
  interface: { path: '/interface', load: () => import('../../pages/interface/InterfacePage') },
} satisfies Record<string, PageEntry>;
export type PageId = keyof typeof PAGES;

/** The workspace's other routes: a pair or a funding currency (App.tsx). */
const WORKSPACE_PREFIXES = ['/t', '/trading', '/f', '/funding'];

/** The page frame's navigation, most used first. */
const VISITOR_NAV: PageId[] = ['markets', 'workspace', 'login', 'signup'];
const MEMBER_NAV: PageId[] = ['workspace', 'markets', 'wallets', 'reports', 'api', 'subaccounts', 'security', 'interface', 'account'];

/** Where each page leads first. */
const LEADS_TO: Partial<Record<PageId, PageId[]>> = {
  markets: ['workspace'],
  workspace: ['wallets', 'deposit', 'withdraw', 'login', 'signup'],
  login: ['workspace'],
  signup: ['login'],
  wallets: ['deposit', 'withdraw', 'reports'],
  deposit: ['wallets', 'withdraw'],
  withdraw: ['wallets', 'deposit'],
  reports: ['wallets'],
  api: ['security'],
  security: ['api', 'account'],
  account: ['verification', 'security'],
  verification: ['account'],
};

/** The page at a path, if it is one of PAGES. */
export function pageAt(pathname: string): PageId | undefined {
  const path = normalizePath(pathname);
  if (path === TRADEDESK_PATH || WORKSPACE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return 'workspace';
  return (Object.keys(PAGES) as PageId[]).find((id) => PAGES[id].path === path);
}

const SIGN_IN_PAGES = new Set<PageId>(['login', 'signup']);

/** The pages likely next from `pathname`, most likely first. */
export function likelyNext(pathname: string, signedIn: boolean): PageId[] {
  const here = pageAt(pathname);
  const candidates = [...((here && LEADS_TO[here]) ?? []), ...(signedIn ? MEMBER_NAV : VISITOR_NAV)];
  const opens = (id: PageId) => (signedIn ? !SIGN_IN_PAGES.has(id) : !requiresLogin(PAGES[id].path));
  return candidates.filter((id, i) => id !== here && candidates.indexOf(id) === i && opens(id));
}
