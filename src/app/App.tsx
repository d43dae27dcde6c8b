// Routes (react-router 7 in its declarative mode, on the app's guarded history, which asks before
// leaving unsaved changes). Pages load lazily; the loader appears only after a second. Paths are
// normalised before matching. A page that fails to render shows the error page, until the next
// navigation.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Navigate, Outlet, unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { t } from '../i18n';
import { DelayedLoader } from '../ui/DelayedLoader';
import { PageFrame } from './PageFrame';
import { lazyPage } from './lazy-page';
import { MARKETS_PATH, normalizePath, TRADEDESK_PATH } from './paths';
import { Alias, RequireSession, authRoutes } from './auth';
import { SessionNotices } from '../pages/auth/SessionNotices';
import { getAppHistory } from './guarded-history';
import { observer } from 'mobx-react-lite';
import { useStore } from './store-context';

const MarketsPage = lazyPage(() => import('../pages/MarketsPage'));
const WorkspacePage = lazyPage(() => import('../pages/WorkspacePage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));
/** The product pages (OTC, archive, custody, earn, programmes, securities sales): one chunk that
 *  loads the page of the path (pages/ProductPages.tsx). */
const ProductPages = lazyPage(() => import('../pages/ProductPages'));
const WalletsPage = lazyPage(() => import('../pages/money/WalletsPage'));
const DepositPage = lazyPage(() => import('../pages/money/DepositPage'));
const WithdrawPage = lazyPage(() => import('../pages/money/WithdrawPage'));
const ApiKeysPage = lazyPage(() => import('../pages/api/ApiKeysPage'));
const ReportsPage = lazyPage(() => import('../pages/reports/ReportsPage'));
const SecurityPage = lazyPage(() => import('../pages/security/SecurityPage'));
const SubaccountsPage = lazyPage(() => import('../pages/subaccounts/SubaccountsPage'));
const AccountPage = lazyPage(() => import('../pages/account/AccountPage'));
const VerificationPage = lazyPage(() => import('../pages/verification/VerificationPage'));
const FreezePage = lazyPage(() => import('../pages/freeze/FreezePage'));
const NotOfferedPage = lazyPage(() => import('./NotOfferedPage'));
const InterfacePage = lazyPage(() => import('../pages/interface/InterfacePage'));

/** A lazily loaded page at `path`. */
const page = (path: string, Page: ReturnType<typeof lazyPage>) => ({
  path,
  element: (
    <Lazy>
      <Page />
    </Lazy>
  ),
});

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoader label={t('app.loading')} />}>{children}</Suspense>;
}

const RootLayout = observer(function RootLayout() {
  const { site } = useStore();
  const { pathname, search, hash } = useLocation();
  const normal = normalizePath(pathname);
  if (normal !== pathname) return <Navigate to={`${normal}${search}${hash}`} replace />;
  // A feature the site does not offer is refused by the router, whatever the page.
  const refused = site.refusedFeature(normal);
  return (
    <PageFrame>
      <SessionNotices />
      {refused ? (
        <Lazy>
          <NotOfferedPage feature={refused} />
        </Lazy>
      ) : (
        <RequireSession>
          <ErrorBoundary resetKey={normal} fallback={(error) => <RouteError error={error} />}>
            <Outlet />
          </ErrorBoundary>
        </RequireSession>
      )}
    </PageFrame>
  );
});

/** The error page in place of a page that threw while rendering (or whose chunk failed twice),
 *  until the next navigation; also the start's when the bootstrap failed (main.tsx): the reload
 *  is its retry. */
export function RouteError({ error }: { error: Error }) {
  const message = error.message;
  return (
    <section className="page-message" role="alert">
      <h1>{t('error.title')}</h1>
      <p className="dim">{t('error.body', { message })}</p>
      <button type="button" className="ui-button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </section>
  );
}

/** The guard (RequireSession) sends a visitor on a login-required prefix (paths.requiresLogin)
 *  to /login and back. /t/:pair and /trading/:pair select the pair, /f/:currency and
 *  /funding/:currency the funding currency; all show the workspace. */
const workspaceRoute = (path: string) => ({
  path,
  element: (
    <Lazy>
      <WorkspacePage />
    </Lazy>
  ),
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // The root is the marketing site's home (the exchange serves it its own page); the app
      // opened there (/index.html, the dev server) shows the markets.
      { index: true, element: <Navigate to={MARKETS_PATH} replace /> },
      {
        path: MARKETS_PATH.slice(1),
        element: (
          <Lazy>
            <MarketsPage />
          </Lazy>
        ),
      },
      workspaceRoute(TRADEDESK_PATH.slice(1)),
      ...['t', 'trading', 't/:pair', 'trading/:pair', 'f', 'funding', 'f/:currency', 'funding/:currency'].map(workspaceRoute),
      ...authRoutes,
      page('wallets', WalletsPage),
      page('deposit', DepositPage),
      page('withdraw', WithdrawPage),
      page('api', ApiKeysPage),
      page('reports', ReportsPage),
      page('security', SecurityPage),
      // The spec's name of the security page (account-side §2); login-required like it.
      { path: 'account-security', element: <Alias to="/security" /> },
      // The spec's "report" page is the reports page (account-side §2).
      { path: 'report', element: <Alias to="/reports" /> },
      page('subaccounts', SubaccountsPage),
      page('account', AccountPage),
      page('verification', VerificationPage),
      page('freeze', FreezePage),
      page('interface', InterfacePage),
      ...[
        'otc',
        'archive',
        'custody',
        'staking',
        'borrow',
        'buy-with-cards',
        'bitrefill-start',
        'affiliates',
        'pay',
        'compete',
        'compete/:slug',
        'securities-sales/*',
      ].map((path) => page(path, ProductPages)),
      {
        path: '*',
        element: (
          <Lazy>
            <NotFoundPage />
          </Lazy>
        ),
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** Navigation from outside the pages (the session sends a signed-out user to the login page). */
export function navigate(path: string): void {
  getAppHistory().push(path);
}

export function App() {
  return (
    <HistoryRouter history={getAppHistory()}>
      <AppRoutes />
    </HistoryRouter>
  );
}
