// The live market list: every pair with its ticker, moving as the exchange trades.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStore } from '../app/store-context';
import { TRADEDESK_PATH } from '../app/paths';
import { t } from '../i18n';
import { formatCompact, formatPercent, formatPrice, pairLabel, pairParam } from '../format';
import type { TickerInstance } from '../models/markets';
import './markets-page.css';

const TickerRow = observer(function TickerRow({ symbol, ticker }: { symbol: string; ticker?: TickerInstance }) {
  const change = ticker?.dailyChangeRelative ?? null;
  const dir = change === null || change === 0 ? '' : change > 0 ? 'up' : 'down';
  const pair = pairLabel(symbol);
  return (
    <tr data-symbol={symbol}>
      <th scope="row" className="mk-pair">
        <Link to={`${TRADEDESK_PATH}?pair=${encodeURIComponent(pairParam(symbol))}`} title={t('markets.openInTradedesk', { pair })}>
          {pair}
        </Link>
      </th>
      <td className={`num mk-last flash-${ticker?.tick ?? 'none'}`} key={ticker?.updates} data-testid="last-price">
        {formatPrice(ticker?.lastPrice)}
      </td>
      <td className={`num ${dir}`}>{formatPercent(change)}</td>
      <td className="num">{formatCompact(ticker?.volume)}</td>
      <td className="num">{formatPrice(ticker?.high)}</td>
      <td className="num">{formatPrice(ticker?.low)}</td>
      <td className="num up">{formatPrice(ticker?.bid)}</td>
      <td className="num down">{formatPrice(ticker?.ask)}</td>
    </tr>
  );
});

export default observer(function MarketsPage() {
  const { markets } = useStore();
  if (markets.state === 'error') {
    return (
      <p role="alert" className="mk-message down">
        {t('markets.error', { message: markets.error ?? '' })}
      </p>
    );
  }
  if (markets.markets.length === 0) return <p className="mk-message dim">{t('markets.empty')}</p>;
  const groups = (['exchange', 'futures'] as const).map((g) => ({ g, rows: markets.markets.filter((m) => m.group === g) }));
  return (
    <section className="mk" aria-label={t('markets.title')}>
      <table className="mk-table">
        <thead>
          <tr>
            <th scope="col">{t('markets.pair')}</th>
            <th scope="col" className="num">
              {t('markets.last')}
            </th>
            <th scope="col" className="num">
              {t('markets.change')}
            </th>
            <th scope="col" className="num">
              {t('markets.volume')}
            </th>
            <th scope="col" className="num">
              {t('markets.high')}
            </th>
            <th scope="col" className="num">
              {t('markets.low')}
            </th>
            <th scope="col" className="num">
              {t('markets.bid')}
            </th>
            <th scope="col" className="num">
              {t('markets.ask')}
            </th>
          </tr>
        </thead>
        {groups.map(({ g, rows }) =>
          rows.length === 0 ? null : (
            <tbody key={g}>
              <tr className="mk-group">
                <th colSpan={8} scope="rowgroup">
                  {t('markets.group', { group: g })}
                </th>
              </tr>
              {rows.map((m) => (
                <TickerRow key={m.symbol} symbol={m.symbol} ticker={markets.tickers.get(m.symbol)} />
              ))}
            </tbody>
          ),
        )}
      </table>
    </section>
  );
});
