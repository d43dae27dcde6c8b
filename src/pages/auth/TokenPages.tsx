// The pages of the e-mailed links — /confirm-signup, /login-confirm and /invalid-token — behind one
// lazy chunk of the router (app/auth/routes.tsx), which renders the page of the path: the first
// load carries one import for the three.
import { useLocation } from 'react-router';
import { INVALID_TOKEN_ROUTE, LOGIN_CONFIRM_ROUTE } from '../../app/auth/route-paths';
import ConfirmSignupPage from './ConfirmSignupPage';
import InvalidTokenPage from './InvalidTokenPage';
import LoginConfirmPage from './LoginConfirmPage';

export default function TokenPages() {
  const { pathname } = useLocation();
  if (pathname === LOGIN_CONFIRM_ROUTE) return <LoginConfirmPage />;
  if (pathname === INVALID_TOKEN_ROUTE) return <InvalidTokenPage />;
  return <ConfirmSignupPage />;
}
