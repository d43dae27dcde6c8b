// The 404 and 500 pages of the marketing site (a page without data, a page the exchange could
// not build); part of the site's first load, since they stand in for any page.
import { useEffect } from 'react';
import { t } from '../../i18n';

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${t('app.title')}`;
  }, [title]);
}

export function NotFoundPage() {
  useTitle(t('mk.404.title'));
  return (
    <section className="mk-message">
      <h1>{t('mk.404.title')}</h1>
      <p className="mk-dim">{t('mk.404.body')}</p>
      <a className="ui-button ui-button-primary" href="/">
        {t('mk.404.home')}
      </a>
    </section>
  );
}

export function ServerErrorPage() {
  useTitle(t('mk.500.title'));
  return (
    <section className="mk-message" role="alert">
      <h1>{t('mk.500.title')}</h1>
      <p className="mk-dim">{t('mk.500.body')}</p>
      <button type="button" className="ui-button ui-button-primary" onClick={() => window.location.reload()}>
        {t('mk.500.retry')}
      </button>
    </section>
  );
}
