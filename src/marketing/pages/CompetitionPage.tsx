// The competitions template: one competition's summary, facts and rules, and the way to take part.
import { t } from '../../i18n';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useSite } from '../site-context';
import { type Competition, competitionStatus } from '../parts/competition';
import { CompetitionFacts } from '../parts/CompetitionFacts';
import { useTitle } from './ErrorPages';
import { useNow } from '../../ui/use-now';

export default function CompetitionPage({ route }: PageProps) {
  return (
    <article className="mk-article">
      <WithPageData route={route}>{(data) => <CompetitionView c={data.competition as Competition} />}</WithPageData>
    </article>
  );
}

function CompetitionView({ c }: { c: Competition }) {
  const { signedIn } = useSite();
  useTitle(c.title);
  const ended = competitionStatus(c, useNow(60_000)) === 'ended';
  return (
    <>
      <h1>{c.title}</h1>
      <p className="mk-lead">{c.summary}</p>
      <CompetitionFacts c={c} />
      <h2>{t('mk.comp.rules')}</h2>
      <p>{c.rules}</p>
      <p className="mk-cta">
        {!ended && (
          // Joining needs the account: a signed-in visitor joins, and follows the live ranking, in the app.
          <a className="ui-button ui-button-primary" href={signedIn ? `/compete/${c.slug}` : '/login'}>
            {t(signedIn ? 'mk.comp.joinApp' : 'mk.comp.join')}
          </a>
        )}
        <a className="ui-button" href="/competitions">
          {t('mk.comp.all')}
        </a>
      </p>
    </>
  );
}
