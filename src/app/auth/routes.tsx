// The route objects of the sign-in pages (react-router 7), lazily loaded. The app mounts them
// as children of its root layout route: `children: [...authRoutes, …]`.
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { t } from '../../i18n';
import { DelayedLoader } from '../../ui/DelayedLoader';
import { lazyPage } from '../lazy-page';
import {
  CONFIRM_SIGNUP_ROUTE,
  INVALID_TOKEN_ROUTE,
  LOGGED_OUT_ROUTE,
  LOGIN_CONFIRM_ROUTE,
  LOGIN_ROUTE,
  LOGOUT_ROUTE,
  SIGNUP_ALIAS_ROUTE,
  SIGNUP_ROUTE,
  SSO_CALLBACK_ROUTE,
} from './route-paths';

const LoginPage = lazyPage(() => import('../../pages/auth/LoginPage'));
const SignupPage = lazyPage(() => import('../../pages/auth/SignupPage'));
/** The pages of the e-mailed links (confirm-signup, login-confirm, invalid-token): one chunk,
 *  one route entry each (pages/auth/TokenPages.tsx picks the page of the path). */
const TokenPages = lazyPage(() => import('../../pages/auth/TokenPages'));
const LogoutPage = lazyPage(() => import('../../pages/auth/LogoutPage'));
const LoggedOutPage = lazyPage(() => import('../../pages/auth/LoggedOutPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoader label={t('app.loading')} />}>{children}</Suspense>;
}

const rel = (path: string) => path.slice(1);

/** A lazily loaded page at `path`. */
const lazyRoute = (path: string, Page: ReturnType<typeof lazyPage>): RouteObject => ({
  path: rel(path),
  element: (
    <Lazy>
      <Page />
    </Lazy>
  ),
});

export const authRoutes: RouteObject[] = [
  lazyRoute(LOGIN_ROUTE, LoginPage),
  lazyRoute(SIGNUP_ROUTE, SignupPage),
  { path: rel(SIGNUP_ALIAS_ROUTE), element: <Alias to={SIGNUP_ROUTE} /> },
  // The sign-on provider's return is the login page's sign-on step (it reads ?code=…).
  { path: rel(SSO_CALLBACK_ROUTE), element: <Alias to={LOGIN_ROUTE} /> },
  ...[CONFIRM_SIGNUP_ROUTE, LOGIN_CONFIRM_ROUTE, INVALID_TOKEN_ROUTE].map((path) => lazyRoute(path, TokenPages)),
  lazyRoute(LOGOUT_ROUTE, LogoutPage),
  lazyRoute(LOGGED_OUT_ROUTE, LoggedOutPage),
];

/** Another name of the page at `to`: its query (a referral link's code, a sign-on code) and hash
 *  kept. */
export function Alias({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={to + search + hash} replace />;
}
