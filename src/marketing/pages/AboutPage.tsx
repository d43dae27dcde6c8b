// About the exchange: what it is and how it works, with the counts of what it lists (page data:
// the exchange's own lists).
import { t } from '../../i18n';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useTitle } from './ErrorPages';

const count = (v: unknown) => (typeof v === 'number' ? v : 0);

export default function AboutPage({ route }: PageProps) {
  useTitle(t('mk.about.title'));
  return (
    <article className="mk-article">
      <h1>{t('mk.about.title')}</h1>
      <p>{t('mk.about.p1')}</p>
      <p>{t('mk.about.p2')}</p>
      <WithPageData route={route}>
        {(data) => (
          <ul className="mk-facts">
            <li>{t('mk.about.pairs', { n: count(data.pairs) })}</li>
            <li>{t('mk.about.currencies', { n: count(data.currencies) })}</li>
            <li>{t('mk.about.funding', { n: count(data.fundingCurrencies) })}</li>
          </ul>
        )}
      </WithPageData>
    </article>
  );
}
