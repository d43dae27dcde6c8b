// The home page: what the exchange offers, the call to sign up, the live tickers of the site's
// spot pairs and the day's top movers (`/v2/tickers`, refreshed every 5 s), and the latest news.
import { t } from '../../i18n';
import { formatCompact, formatPrice } from '../../format/number';
import { pairLabel, pairParam } from '../../format/symbols';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useSite } from '../site-context';
import { usePoll } from '../use-poll';
import { type SiteTicker, spotTickers, topMovers } from '../parts/tickers';
import { Change } from '../parts/Change';
import { PostList, postsOf } from '../parts/PostList';
import { useTitle } from './ErrorPages';

const EVERY_MS = 5_000;
const ROWS = 12;
const MOVERS = 3;

export default function HomePage({ route }: PageProps) {
  const { signedIn } = useSite();
  useTitle(t('mk.home.title'));
  return (
    <>
      <section className="mk-hero">
        <h1>{t('mk.home.title')}</h1>
        <p className="mk-lead">{t('mk.home.lead')}</p>
        <div className="mk-cta">
          {!signedIn && (
            <a className="ui-button ui-button-primary mk-big" href="/sign-up">
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
      <WithPageData route={route}>
        {(data) => (
          <section className="mk-section">
            <h2>{t('mk.home.latest')}</h2>
            <PostList posts={postsOf(data)} />
          </section>
        )}
      </WithPageData>
    </>
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
