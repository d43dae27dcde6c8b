// The login guard (account-side §2): on a login-required path a visitor without a session is
// sent to the login page, and the path is kept as the login return-to key so the sign-in comes
// back to it. Wrap the routed outlet with it (it checks the path itself), or a single route with
// `always`.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../i18n';
import { DelayedLoader } from '../../ui/DelayedLoader';
import { useAuth } from './auth-context';
import { guardDecision } from './guard-decision';
import { LOGIN_ROUTE } from './route-paths';

function RedirectToLogin({ returnTo }: { returnTo: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    auth.rememberReturnTo(returnTo);
    void navigate(LOGIN_ROUTE, { replace: true });
  }, [auth, navigate, returnTo]);
  return null;
}

export const RequireSession = observer(function RequireSession({ children, always = false }: { children: ReactNode; always?: boolean }) {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  const decision = guardDecision(pathname, auth.status, always);
  if (decision === 'render') return <>{children}</>;
  // The stored session has not been read yet: neither the page nor a redirect.
  if (decision === 'wait') return <DelayedLoader label={t('app.loading')} />;
  return <RedirectToLogin returnTo={`${pathname}${search}${hash}`} />;
});
