// The product's releases (page data: the releases feed of the exchange, `/v1/releases`, newest
// first): each version with its day and its notes.
import { t, currentLocale } from '../../i18n';
import { formatDate } from '../../format/time';
import { intlLocale } from '../../format/locale';
import type { Release } from '../../protocol/marketing/feeds';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useTitle } from './ErrorPages';

export default function ReleasesPage({ route }: PageProps) {
  useTitle(t('mk.releases.title'));
  return (
    <article className="mk-article">
      <h1>{t('mk.releases.title')}</h1>
      <p className="mk-lead">{t('mk.releases.lead')}</p>
      <WithPageData route={route}>
        {(data) => {
          const releases = Array.isArray(data.releases) ? (data.releases as Release[]) : [];
          if (releases.length === 0) return <p className="mk-dim">{t('mk.releases.empty')}</p>;
          return releases.map((r) => (
            <section key={r.version} className="mk-release">
              <h2>{t('mk.releases.version', { version: r.version })}</h2>
              <p className="mk-byline">{formatDate(r.date, intlLocale(currentLocale()))}</p>
              <ul>
                {r.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          ));
        }}
      </WithPageData>
    </article>
  );
}
