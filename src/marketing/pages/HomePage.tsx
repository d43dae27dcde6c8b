// The home page: the banner in force, what the exchange offers, the call to sign up, the live
// tickers of the site's spot pairs and the day's top movers (`/v2/tickers`, refreshed every 5 s),
// the exchange's figures in a strip (`pub:raw:website:stats`), and the latest news.
import { t } from '../../i18n';
import { formatCompact, formatPrice } from '../../format/number';
import { pairLabel, pairParam } from '../../format/symbols';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import type { PageProps } from '../PageView';
import { useEffect } from 'react';
import { usePageData } from '../use-page-data';
import { useReportFailure } from '../page-failure';
import { DelayedLoader } from '../../ui/DelayedLoader';
import { useSite } from '../site-context';
import { usePoll } from '../use-poll';
import { type SiteTicker, spotTickers, topMovers } from '../parts/tickers';
import { Change } from '../parts/Change';
import { PostList, postsOf } from '../parts/PostList';
import { HomeBannerBar } from '../parts/HomeBannerBar';
import { figuresOf, statsOf } from '../parts/figures';
import { useTitle } from './ErrorPages';

const EVERY_MS = 5_000;
const ROWS = 12;
const MOVERS = 3;

export default function HomePage({ route }: PageProps) {
  const { signedIn, site } = useSite();
  useTitle(t('mk.home.title'));
  // One load of the page's data for the banner, the strip and the news (the page view shows the
  // 404 or 500 page for a failed one, as WithPageData does).
  const state = usePageData('index', route.path);
  const report = useReportFailure();
  useEffect(() => {
    if (state.kind === 'not-found' || state.kind === 'server-error') report(state.kind);
  }, [state.kind, report]);
  const data = state.kind === 'page' ? state.data : undefined;
  return (
    <>
      {data && <HomeBannerBar ids={bannerIds(data.banners)} />}
      <section className="mk-hero">
        <h1>{t('mk.home.title')}</h1>
        <p className="mk-lead">{t('mk.home.lead')}</p>
        <div className="mk-cta">
          {!signedIn && (
            <a className="ui-button ui-button-primary mk-big" href={site.id === 'br' ? '/brv/sign-up' : '/sign-up'}>
              {t('mk.home.signup')}
            </a>
          )}
          <a className="ui-button mk-big" href="/tradedesk">
            {t('mk.home.openDesk')}
          </a>
        </div>
      </section>
      <LiveMarkets />
      <section className="mk-features">
        {(['f1', 'f2', 'f3'] as const).map((f) => (
          <div key={f}>
            <h2>{t(`mk.home.${f}.title`)}</h2>
            <p className="mk-dim">{t(`mk.home.${f}.body`)}</p>
          </div>
        ))}
      </section>
      {data ? (
        <>
          <StatsStrip stats={statsOf(data.stats)} />
          <section className="mk-section">
            <h2>{t('mk.home.latest')}</h2>
            <PostList posts={postsOf(data)} />
          </section>
        </>
      ) : (
        state.kind === 'loading' && <DelayedLoader label={t('app.loading')} />
      )}
    </>
  );
}

const bannerIds = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** The exchange's figures in one line (the stats page has them with their time). */
function StatsStrip({ stats }: { stats: Record<string, unknown> }) {
  return (
    <section className="mk-strip" aria-label={t('mk.stats.title')}>
      <dl className="mk-figures mk-figures-compact">
        {figuresOf(stats).map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="mk-h-link" href="/stats">
        {t('mk.home.allStats')}
      </a>
    </section>
  );
}

function LiveMarkets() {
  const { exchange, site } = useSite();
  const polled = usePoll(() => exchange.call(PUBLIC_CALLS.tickers, { symbols: 'ALL' }), EVERY_MS, 'tickers');
  const tickers = spotTickers(polled.value, site);
  const { gainers, losers } = topMovers(tickers, MOVERS);
  return (
    <section className="mk-live">
      <div className="mk-section">
        <h2>
          {t('mk.home.markets')}{' '}
          <a className="mk-h-link" href="/markets">
            {t('mk.home.allMarkets')}
          </a>
        </h2>
        {polled.failed && !polled.value && <p className="mk-dim">{t('mk.live.unavailable')}</p>}
        <table className="mk-table" aria-label={t('mk.home.markets')}>
          <thead>
            <tr>
              <th scope="col">{t('mk.col.pair')}</th>
              <th scope="col">{t('mk.col.last')}</th>
              <th scope="col">{t('mk.col.change')}</th>
              <th scope="col">{t('mk.col.high')}</th>
              <th scope="col">{t('mk.col.low')}</th>
              <th scope="col">{t('mk.col.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {tickers.slice(0, ROWS).map((tk) => (
              <tr key={tk.symbol}>
                <th scope="row">
                  <a href={`/t/${pairParam(tk.symbol)}`}>{pairLabel(tk.symbol)}</a>
                </th>
                <td>{formatPrice(tk.last)}</td>
                <td>
                  <Change ratio={tk.change} />
                </td>
                <td>{formatPrice(tk.high)}</td>
                <td>{formatPrice(tk.low)}</td>
                <td>{formatCompact(tk.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mk-movers">
        <Movers title={t('mk.home.gainers')} rows={gainers} />
        <Movers title={t('mk.home.losers')} rows={losers} />
      </div>
    </section>
  );
}

function Movers({ title, rows }: { title: string; rows: readonly SiteTicker[] }) {
  return (
    <div className="mk-section">
      <h2>{title}</h2>
      <table className="mk-table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('mk.col.pair')}</th>
            <th scope="col">{t('mk.col.last')}</th>
            <th scope="col">{t('mk.col.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((tk) => (
            <tr key={tk.symbol}>
              <th scope="row">{pairLabel(tk.symbol)}</th>
              <td>{formatPrice(tk.last)}</td>
              <td>
                <Change ratio={tk.change} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
