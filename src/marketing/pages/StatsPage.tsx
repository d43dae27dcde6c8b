// The exchange's figures (page data: `pub:raw:website:stats`, taken when the page is asked for).
import { t } from '../../i18n';
import { formatCompact } from '../../format/number';
import { formatTime } from '../../format/time';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useTitle } from './ErrorPages';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export default function StatsPage({ route }: PageProps) {
  useTitle(t('mk.stats.title'));
  return (
    <article className="mk-article mk-wide">
      <h1>{t('mk.stats.title')}</h1>
      <WithPageData route={route}>
        {(data) => {
          const s = (typeof data.stats === 'object' && data.stats !== null ? data.stats : {}) as Record<string, unknown>;
          const figures = [
            ['mk.stats.volume', formatCompact(num(s.volume24hUsd))],
            ['mk.stats.openInterest', formatCompact(num(s.openInterestUsd))],
            ['mk.stats.markets', String(num(s.markets) ?? '–')],
            ['mk.stats.currencies', String(num(s.currencies) ?? '–')],
            ['mk.stats.accounts', formatCompact(num(s.accounts), 0)],
          ] as const;
          return (
            <>
              <dl className="mk-figures">
                {figures.map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(key)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mk-dim">{t('mk.stats.asOf', { time: formatTime(num(s.mts), 'YYYY-MM-DD HH:mm', 0) + ' UTC' })}</p>
            </>
          );
        }}
      </WithPageData>
    </article>
  );
}
