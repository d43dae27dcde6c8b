// A page of a feature the site variant does not offer: says so, with the way to the markets.
import { addMessages, t } from '../../i18n';
import { noticeMessages } from '../../i18n/notices';
import type { Feature } from '../../protocol/site/variants';
import { useTitle } from '../pages/ErrorPages';

addMessages('notices', noticeMessages);

export function NotOffered({ feature }: { feature: Feature }) {
  useTitle(t('site.notOfferedTitle'));
  return (
    <section className="mk-message">
      <h1>{t('site.notOfferedTitle')}</h1>
      <p className="mk-dim">{t('site.notOffered', { feature })}</p>
      <a className="ui-button ui-button-primary" href="/markets">
        {t('site.backToMarkets')}
      </a>
    </section>
  );
}
