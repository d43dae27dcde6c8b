// The marketing site's frame: the header (its pages, the way into the trading app), the page of
// the address, drawn in place, the maintenance notice, the cookie consent where it applies (handed
// to the pages, whose leads follow it), the footer (site map, legal texts, newsletter, language),
// and the keep-alive ping while the page is shown.
import { Suspense, useEffect, useMemo } from 'react';
import { t } from '../i18n';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../format/locale';
import { DelayedLoader } from '../ui/DelayedLoader';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useAddress, interceptLinks } from './navigation';
import { routeOf } from './routes';
import { useSite } from './site-context';
import { PageView } from './PageView';
import { ServerErrorPage } from './pages/ErrorPages';
import { MaintenanceNotice } from './parts/MaintenanceNotice';
import { NewsletterForm } from './parts/NewsletterForm';
import { ConsentNotice } from './parts/ConsentNotice';
import { useConsent } from './parts/use-consent';
import { ConsentContext, type ConsentKnown } from './parts/lead';
import { usePing } from './parts/use-ping';
import { PUBLIC_CALLS } from '../protocol/calls/public';
import { enabledOn } from '../protocol/site/variants';

export function MarketingApp({ locale, onLocale }: { locale: Locale; onLocale(next: Locale): void }) {
  const { exchange, site, signedIn } = useSite();
  const address = useAddress();
  const route = routeOf(address.split('?')[0]!);
  const consent = useConsent(exchange);
  const consentKnown = useMemo<ConsentKnown>(
    () => ({ known: consent.known, country: consent.country, stored: consent.stored }),
    [consent.known, consent.country, consent.stored],
  );
  usePing(exchange);
  // The Brazilian site signs up on its own page (CPF and phone).
  const signUp = site.id === 'br' ? '/brv/sign-up' : '/sign-up';

  useEffect(() => interceptLinks(document), []);
  useEffect(() => {
    if (consent.analytics) exchange.call(PUBLIC_CALLS.pageview, { path: route.path.slice(0, 200) }).catch(() => undefined);
  }, [consent.analytics, exchange, route.path]);

  const derivatives = enabledOn(site, 'derivatives');
  const funding = enabledOn(site, 'funding');
  return (
    <div className="mk">
      <header className="mk-header">
        <a className="mk-brand" href="/" aria-label={t('mk.nav.home')}>
          {t('app.title')}
        </a>
        <nav className="mk-nav" aria-label={t('nav.label')}>
          <a href="/markets">{t('nav.markets')}</a>
          {derivatives && <a href="/derivatives">{t('mk.nav.derivatives')}</a>}
          <a href="/order-book">{t('mk.nav.orderBook')}</a>
          {funding && <a href="/funding-book">{t('mk.nav.fundingBook')}</a>}
          <a href="/fees">{t('mk.nav.fees')}</a>
          <a href="/stats">{t('mk.nav.stats')}</a>
          <a href="/posts">{t('mk.nav.posts')}</a>
          <a href="/about">{t('mk.nav.about')}</a>
        </nav>
        <div className="mk-account">
          <a className="ui-button" href="/tradedesk">
            {t('nav.tradedesk')}
          </a>
          {!signedIn && (
            <>
              <a className="ui-button" href="/login">
                {t('nav.login')}
              </a>
              <a className="ui-button ui-button-primary" href={signUp}>
                {t('nav.signup')}
              </a>
            </>
          )}
        </div>
      </header>
      <MaintenanceNotice />
      <main className="mk-main" id="main">
        <ErrorBoundary resetKey={route.path} fallback={() => <ServerErrorPage />}>
          <Suspense fallback={<DelayedLoader label={t('app.loading')} />}>
            <ConsentContext.Provider value={consentKnown}>
              <PageView route={route} />
            </ConsentContext.Provider>
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="mk-footer">
        <nav className="mk-sitemap" aria-label={t('mk.footer.label')}>
          <div>
            <h2>{t('mk.footer.product')}</h2>
            <a href="/markets">{t('nav.markets')}</a>
            <a href="/tradedesk">{t('nav.tradedesk')}</a>
            {enabledOn(site, 'securities') && <a href="/securities">{t('mk.nav.securities')}</a>}
            {enabledOn(site, 'competitions') && <a href="/competitions">{t('mk.nav.competitions')}</a>}
          </div>
          <div>
            <h2>{t('mk.footer.company')}</h2>
            <a href="/about">{t('mk.nav.about')}</a>
            <a href="/posts">{t('mk.nav.posts')}</a>
            <a href="/blog">{t('mk.nav.blog')}</a>
            <a href="/releases">{t('mk.nav.releases')}</a>
            <a href="/stats">{t('mk.nav.stats')}</a>
            <a href="/fees">{t('mk.nav.fees')}</a>
            <a href="/honey">{t('mk.nav.honey')}</a>
            <a href="/freedom-art-game">{t('mk.nav.artGame')}</a>
          </div>
          <div>
            <h2>{t('mk.footer.help')}</h2>
            <a href="/support">{t('mk.nav.support')}</a>
            <a href="/deposits-withdrawals">{t('mk.nav.depositsWithdrawals')}</a>
            <a href="/security-policy">{t('mk.nav.securityPolicy')}</a>
            <a href="/bug-bounty">{t('mk.nav.bugBounty')}</a>
            <a href="/features">{t('mk.nav.features')}</a>
            <a href="/pro">{t('mk.nav.api')}</a>
          </div>
          <div>
            <h2>{t('mk.footer.legal')}</h2>
            <a href="/legal/terms">{t('mk.footer.terms')}</a>
            <a href="/legal/privacy">{t('mk.footer.privacy')}</a>
            <a href="/legal/cookies">{t('mk.footer.cookies')}</a>
            <a href="/legal/risk">{t('mk.footer.risk')}</a>
          </div>
        </nav>
        <NewsletterForm />
        <div className="mk-footer-end">
          <label className="mk-language">
            {t('nav.language')}
            <select className="ui-select" value={locale} onChange={(e) => onLocale(e.target.value as Locale)}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <p className="mk-dim">{t('mk.footer.note')}</p>
        </div>
      </footer>
      {consent.bannerShown && <ConsentNotice stored={consent.stored} choose={consent.choose} />}
    </div>
  );
}
