// Routes (react-router 7, data router so unsaved changes can block navigation). Pages load
// lazily; the loader appears only after a second. Paths are normalised before matching.
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useRouteError } from 'react-router';
import { t } from '../i18n';
import { DelayedLoader } from '../ui/DelayedLoader';
import { PageFrame } from './PageFrame';
import { lazyPage } from './lazy-page';
import { normalizePath, TRADEDESK_PATH } from './paths';

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
      <Outlet />
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
        <button type="button" className="ui-button" onClick={() => window.location.reload()}>{t('error.reload')}</button>
      </section>
    </PageFrame>
  );
}

/** `access: 'session'` routes will be guarded once sign-in exists (see paths.requiresLogin). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Lazy><MarketsPage /></Lazy>, handle: { access: 'public' } },
      { path: TRADEDESK_PATH.slice(1), element: <Lazy><WorkspacePage /></Lazy>, handle: { access: 'public', layout: 'tradedesk' } },
      { path: '*', element: <Lazy><NotFoundPage /></Lazy>, handle: { access: 'public' } },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
