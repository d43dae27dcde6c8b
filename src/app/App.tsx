// Routes (react-router 7, data router so unsaved changes can block navigation). Pages load
// lazily; the loader appears only after a second. Paths are normalised before matching.
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useRouteError } from 'react-router';
import { t } from '../i18n';
import { DelayedLoader } from '../ui/DelayedLoader';
import { PageFrame } from './PageFrame';
import { lazyPage } from './lazy-page';
import { normalizePath, TRADEDESK_PATH } from './paths';
import { RequireSession, authRoutes } from './auth';
import { SessionNotices } from '../pages/auth/SessionNotices';

const MarketsPage = lazyPage(() => import('../pages/MarketsPage'));
const WorkspacePage = lazyPage(() => import('../pages/WorkspacePage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoader label={t('app.loading')} />}>{children}</Suspense>;
}

function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const normal = normalizePath(pathname);
  if (normal !== pathname) return <Navigate to={`${normal}${search}${hash}`} replace />;
  return (
    <PageFrame>
      <SessionNotices />
      <RequireSession>
        <Outlet />
      </RequireSession>
    </PageFrame>
  );
}

function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <PageFrame>
      <section className="page-message" role="alert">
        <h1>{t('error.title')}</h1>
        <p className="dim">{t('error.body', { message })}</p>
        <button type="button" className="ui-button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </section>
    </PageFrame>
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

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        element: (
          <Lazy>
            <MarketsPage />
          </Lazy>
        ),
      },
      workspaceRoute(TRADEDESK_PATH.slice(1)),
      ...['t', 'trading', 't/:pair', 'trading/:pair', 'f', 'funding', 'f/:currency', 'funding/:currency'].map(workspaceRoute),
      ...authRoutes,
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
]);

export function App() {
  return <RouterProvider router={router} />;
}
