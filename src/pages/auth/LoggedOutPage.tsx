// /logged-out: the session on this browser has ended.
import { Link } from 'react-router';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { AuthPanel } from './AuthPanel';
import { ta } from './text';

export default function LoggedOutPage() {
  return (
    <AuthPanel title={ta('auth.loggedOut.title')}>
      <div className="au-form">
        <p className="au-text">{ta('auth.loggedOut.body')}</p>
        <Link className="au-button au-button-primary" to={LOGIN_ROUTE}>
          {ta('auth.loggedOut.logIn')}
        </Link>
        <p className="au-aside">
          <Link to="/">{ta('auth.backToMarkets')}</Link>
        </p>
      </div>
    </AuthPanel>
  );
}
