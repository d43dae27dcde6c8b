// The exchange's figures (page data: `pub:raw:website:stats`, taken when the page is asked for).
import { t } from '../../i18n';
import { formatTime } from '../../format/time';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { figuresOf, statsOf, statsTime } from '../parts/figures';
import { useTitle } from './ErrorPages';

export default function StatsPage({ route }: PageProps) {
  useTitle(t('mk.stats.title'));
  return (
    <article className="mk-article mk-wide">
      <h1>{t('mk.stats.title')}</h1>
      <WithPageData route={route}>
        {(data) => {
          const s = statsOf(data.stats);
          return (
            <>
              <dl className="mk-figures">
                {figuresOf(s).map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(key)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mk-dim">{t('mk.stats.asOf', { time: formatTime(statsTime(s), 'YYYY-MM-DD HH:mm', 'UTC') + ' UTC' })}</p>
            </>
          );
        }}
      </WithPageData>
    </article>
  );
}
