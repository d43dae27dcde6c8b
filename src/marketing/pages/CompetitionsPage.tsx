// The trading competitions (page data: the content store's competitions, latest first).
import { t } from '../../i18n';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import type { Competition } from '../parts/competition';
import { CompetitionFacts } from '../parts/CompetitionFacts';
import { useTitle } from './ErrorPages';

export default function CompetitionsPage({ route }: PageProps) {
  useTitle(t('mk.comp.title'));
  return (
    <article className="mk-article">
      <h1>{t('mk.comp.title')}</h1>
      <p className="mk-lead">{t('mk.comp.intro')}</p>
      <WithPageData route={route}>
        {(data) => (
          <ul className="mk-posts">
            {(Array.isArray(data.competitions) ? (data.competitions as Competition[]) : []).map((c) => (
              <li key={c.slug}>
                <h2>
                  <a href={`/competitions/${c.slug}`}>{c.title}</a>
                </h2>
                <p>{c.summary}</p>
                <CompetitionFacts c={c} />
              </li>
            ))}
          </ul>
        )}
      </WithPageData>
    </article>
  );
}
