// The frame of every page: brand, navigation and the connection indicator (online, connecting,
// offline), the offline notice while the browser has no network, then the page, and the one toast
// stack of the account's notifications.
import { Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { t } from '../i18n';
import { useStore } from './store-context';
import { MARKETS_PATH, TRADEDESK_PATH } from './paths';
import { useAuth } from './auth';
import { Toasts } from './Toasts';
import { TermsGate } from './TermsGate';
import { lazyComponent } from '../layouts/lazy-component';
import { LanguageMenu } from './LanguageMenu';
import { CookieConsent } from './CookieConsent';
import './page-frame.css';
import { StatusDot, type DotTone } from '../ui/StatusDot';

/** Shown while the browser is offline; one chunk with the offline support main.tsx starts. */
const OfflineNotice = lazyComponent(() => import('./offline/start').then((m) => m.OfflineNotice));
/** Loaded only when the exchange refused this address's connections. */
const ConnectionRefused = lazyComponent(() => import('./ConnectionRefused').then((m) => m.ConnectionRefused));
/** Loaded only when a call was refused for a missing right. */
const MissingPermissionsModal = lazyComponent(() => import('./MissingPermissionsModal').then((m) => m.MissingPermissionsModal));
/** Says which write permissions a restricted session lacks (nothing for a full one). */
const ReadOnlyNotice = lazyComponent(() => import('./write-gate').then((m) => m.ReadOnlyNotice));

const CONNECTION_TONE: Record<'online' | 'connecting' | 'offline', DotTone> = { online: 'good', connecting: 'pending', offline: 'bad' };

export const PageFrame = observer(function PageFrame({ children }: { children: ReactNode }) {
  const { connection, account } = useStore();
  const auth = useAuth();
  const status = connection.indicator;
  return (
    <div className="frame">
      <header className="frame-header">
        <a className="frame-logo" href="/">
          {t('app.title')}
        </a>
        <nav className="frame-nav" aria-label={t('nav.label')}>
          <NavLink to={MARKETS_PATH} end className="frame-nav-link">
            {t('nav.markets')}
          </NavLink>
          <NavLink to={TRADEDESK_PATH} className="frame-nav-link">
            {t('nav.tradedesk')}
          </NavLink>
          {auth.signedIn && (
            <NavLink to="/wallets" className="frame-nav-link">
              {t('nav.wallets')}
            </NavLink>
          )}
          {auth.signedIn && (
            <NavLink to="/reports" className="frame-nav-link">
              {t('nav.reports')}
            </NavLink>
          )}
          {auth.signedIn && (
            <NavLink to="/api" className="frame-nav-link">
              {t('nav.apiKeys')}
            </NavLink>
          )}
          {auth.signedIn && (
            <NavLink to="/subaccounts" className="frame-nav-link">
              {t('nav.subaccounts')}
            </NavLink>
          )}
          {auth.signedIn && (
            <NavLink to="/security" className="frame-nav-link">
              {t('nav.security')}
            </NavLink>
          )}
          {auth.signedIn && (
            <NavLink to="/interface" className="frame-nav-link">
              {t('nav.interface')}
            </NavLink>
          )}
        </nav>
        <span className="frame-gap" />
        {auth.signedIn ? (
          <>
            {auth.user && !auth.user.isMainAccount ? (
              <span className="frame-sub" role="status" data-testid="account-in-use">
                {t('nav.inSubaccount', { name: auth.user.username })}
                <button type="button" className="frame-sub-back" onClick={() => void auth.switchSubaccount(0).catch(() => undefined)}>
                  {t('nav.backToMaster')}
                </button>
              </span>
            ) : auth.user?.email ? (
              <NavLink to="/account" className="frame-nav-link frame-user" title={t('nav.accountPage')}>
                {t('nav.account', { email: auth.user.email })}
              </NavLink>
            ) : null}
            <NavLink to="/logout" className="frame-nav-link">
              {t('nav.logout')}
            </NavLink>
          </>
        ) : (
          <>
            <NavLink to="/login" className="frame-nav-link">
              {t('nav.login')}
            </NavLink>
            <NavLink to="/signup" className="frame-nav-link">
              {t('nav.signup')}
            </NavLink>
          </>
        )}
        <LanguageMenu />
        <span className={`frame-conn frame-conn-${status}`} role="status" aria-label={t(`connection.${status}`)} data-testid="connection">
          <StatusDot tone={CONNECTION_TONE[status]} size={7} />
          {t(`connection.${status}`)}
        </span>
      </header>
      {connection.retryAt !== null && status !== 'online' && (
        <Suspense fallback={null}>
          <ConnectionRefused />
        </Suspense>
      )}
      {connection.browserOffline && (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
      {auth.user?.needsSecondFactor && (
        <p className="frame-banner" role="alert">
          {t('nav.tfaRequired')}{' '}
          <NavLink to="/security" className="frame-banner-link">
            {t('nav.tfaSetUp')}
          </NavLink>
        </p>
      )}
      {account.caps != null && (
        <Suspense fallback={null}>
          <ReadOnlyNotice />
        </Suspense>
      )}
      <main className="frame-main">{children}</main>
      <Toasts />
      <TermsGate />
      {auth.missingPermission && auth.signedIn && (
        <Suspense fallback={null}>
          <MissingPermissionsModal />
        </Suspense>
      )}
      <CookieConsent />
    </div>
  );
});
