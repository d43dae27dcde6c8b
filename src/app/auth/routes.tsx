// The route objects of the sign-in pages (react-router 7), lazily loaded. The app mounts them
// as children of its root layout route: `children: [...authRoutes, …]`.
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { t } from '../../i18n';
import { DelayedLoader } from '../../ui/DelayedLoader';
import { lazyPage } from '../lazy-page';
import { CONFIRM_SIGNUP_ROUTE, LOGGED_OUT_ROUTE, LOGIN_ROUTE, LOGOUT_ROUTE, SIGNUP_ALIAS_ROUTE, SIGNUP_ROUTE } from './route-paths';

const LoginPage = lazyPage(() => import('../../pages/auth/LoginPage'));
const SignupPage = lazyPage(() => import('../../pages/auth/SignupPage'));
const ConfirmSignupPage = lazyPage(() => import('../../pages/auth/ConfirmSignupPage'));
const LogoutPage = lazyPage(() => import('../../pages/auth/LogoutPage'));
const LoggedOutPage = lazyPage(() => import('../../pages/auth/LoggedOutPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoader label={t('app.loading')} />}>{children}</Suspense>;
}

const rel = (path: string) => path.slice(1);

export const authRoutes: RouteObject[] = [
  {
    path: rel(LOGIN_ROUTE),
    element: (
      <Lazy>
        <LoginPage />
      </Lazy>
    ),
  },
  {
    path: rel(SIGNUP_ROUTE),
    element: (
      <Lazy>
        <SignupPage />
      </Lazy>
    ),
  },
  { path: rel(SIGNUP_ALIAS_ROUTE), element: <SignupAlias /> },
  {
    path: rel(CONFIRM_SIGNUP_ROUTE),
    element: (
      <Lazy>
        <ConfirmSignupPage />
      </Lazy>
    ),
  },
  {
    path: rel(LOGOUT_ROUTE),
    element: (
      <Lazy>
        <LogoutPage />
      </Lazy>
    ),
  },
  {
    path: rel(LOGGED_OUT_ROUTE),
    element: (
      <Lazy>
        <LoggedOutPage />
      </Lazy>
    ),
  },
];

/** /sign-up is /signup, its query (a referral link's code) kept. */
function SignupAlias() {
  return <Navigate to={SIGNUP_ROUTE + useLocation().search} replace />;
}
