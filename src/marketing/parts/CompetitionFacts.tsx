// A competition's prize, period, pairs and status, as a definition list.
import { t, currentLocale } from '../../i18n';
import { formatDate } from '../../format/time';
import { intlLocale } from '../../format/locale';
import { pairLabel } from '../../format/symbols';
import { type Competition, competitionStatus } from './competition';
import { useNow } from '../../ui/use-now';

export function CompetitionFacts({ c }: { c: Competition }) {
  const tag = intlLocale(currentLocale());
  const status = competitionStatus(c, useNow(60_000));
  return (
    <dl className="mk-facts-list">
      <div>
        <dt>{t('mk.comp.prize')}</dt>
        <dd>{c.prize}</dd>
      </div>
      <div>
        <dt>{t('mk.comp.period')}</dt>
        <dd>
          {formatDate(c.startsAt, tag)} – {formatDate(c.endsAt, tag)}{' '}
          <span className={`mk-badge mk-badge-${status}`}>{t('mk.comp.status', { status })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('mk.comp.pairs')}</dt>
        <dd>{c.pairs.map((p) => pairLabel(p)).join(', ')}</dd>
      </div>
    </dl>
  );
}
