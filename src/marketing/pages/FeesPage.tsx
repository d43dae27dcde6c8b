// The fees, as the exchange charges them (page data: `pub:info:pair:fee:ovr`, each pair's maker
// and taker fee, and the withdrawal methods' fees of `pub:info:tx:method`).
import { t } from '../../i18n';
import { formatAmount, formatPercent } from '../../format/number';
import { pairLabel } from '../../format/symbols';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useTitle } from './ErrorPages';

const rows = (v: unknown): unknown[][] => (Array.isArray(v) ? v.filter((r): r is unknown[] => Array.isArray(r)) : []);
/** A fee rate; a negative one (a maker rebate) keeps its sign. */
const feeRate = (v: unknown) => (typeof v === 'number' ? formatPercent(v, v < 0) : formatPercent(null));
/** A withdrawal fee with the decimals it is written with. */
const feeAmount = (v: unknown) => {
  if (typeof v !== 'number' && typeof v !== 'string') return formatAmount(null);
  const decimals = String(v).split('.')[1]?.length ?? 0;
  return formatAmount(v, decimals);
};

export default function FeesPage({ route }: PageProps) {
  useTitle(t('mk.fees.title'));
  return (
    <article className="mk-article mk-wide">
      <h1>{t('mk.fees.title')}</h1>
      <p className="mk-lead">{t('mk.fees.intro')}</p>
      <WithPageData route={route}>
        {(data) => (
          <div className="mk-columns">
            <section>
              <h2>{t('mk.fees.trading')}</h2>
              <table className="mk-table" aria-label={t('mk.fees.trading')}>
                <thead>
                  <tr>
                    <th scope="col">{t('mk.col.pair')}</th>
                    <th scope="col">{t('mk.fees.maker')}</th>
                    <th scope="col">{t('mk.fees.taker')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows(data.trading).map(([pair, maker, taker]) => (
                    <tr key={String(pair)}>
                      <th scope="row">{pairLabel(`t${String(pair)}`)}</th>
                      <td>{feeRate(maker)}</td>
                      <td>{feeRate(taker)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section>
              <h2>{t('mk.fees.withdrawal')}</h2>
              <table className="mk-table" aria-label={t('mk.fees.withdrawal')}>
                <thead>
                  <tr>
                    <th scope="col">{t('mk.fees.method')}</th>
                    <th scope="col">{t('mk.fees.currency')}</th>
                    <th scope="col">{t('mk.fees.fee')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows(data.withdrawal).map(([method, currency, fee, name]) => (
                    <tr key={String(method)}>
                      <th scope="row" title={String(name ?? method)}>
                        {t('mk.fees.methodName', { method: String(method) })}
                      </th>
                      <td>{String(currency)}</td>
                      <td>{feeAmount(fee)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        )}
      </WithPageData>
    </article>
  );
}
