// The perpetual contracts (page data: the exchange's futures pairs; their status live from
// `/v2/status/deriv`, every 5 s): mark price, funding rate, the next funding and open interest.
import { t } from '../../i18n';
import { formatAmount, formatPercent, formatPrice } from '../../format/number';
import { formatTime } from '../../format/time';
import { pairLabel } from '../../format/symbols';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useSite } from '../site-context';
import { usePoll } from '../use-poll';
import { useTitle } from './ErrorPages';

const EVERY_MS = 5_000;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export default function DerivativesPage({ route }: PageProps) {
  useTitle(t('mk.deriv.title'));
  return (
    <article className="mk-article mk-wide">
      <h1>{t('mk.deriv.title')}</h1>
      <p className="mk-lead">{t('mk.deriv.intro')}</p>
      <WithPageData route={route}>
        {(data) => <Contracts symbols={(Array.isArray(data.pairs) ? data.pairs : []).map((p) => `t${String(p)}`)} />}
      </WithPageData>
    </article>
  );
}

function Contracts({ symbols }: { symbols: string[] }) {
  const { exchange } = useSite();
  const keys = symbols.join(',');
  const status = usePoll(() => exchange.call(PUBLIC_CALLS.derivStatus, { keys }, { type: 'deriv' }), EVERY_MS, keys);
  // REST rows (PROTOCOL §6): KEY first, then the channel layout (MTS, …) shifted by one.
  const rows = new Map<string, unknown[]>();
  for (const r of Array.isArray(status.value) ? status.value : []) if (Array.isArray(r) && typeof r[0] === 'string') rows.set(r[0], r);
  return (
    <>
      {status.failed && !status.value && <p className="mk-dim">{t('mk.live.unavailable')}</p>}
      <table className="mk-table" aria-label={t('mk.deriv.title')}>
        <thead>
          <tr>
            <th scope="col">{t('mk.deriv.contract')}</th>
            <th scope="col">{t('mk.deriv.mark')}</th>
            <th scope="col">{t('mk.deriv.funding')}</th>
            <th scope="col">{t('mk.deriv.nextFunding')}</th>
            <th scope="col">{t('mk.deriv.openInterest')}</th>
          </tr>
        </thead>
        <tbody>
          {symbols.map((s) => {
            const r = rows.get(s);
            return (
              <tr key={s}>
                <th scope="row">{pairLabel(s)}</th>
                <td>{formatPrice(num(r?.[15]))}</td>
                <td>{formatPercent(num(r?.[12]))}</td>
                <td>{formatTime(num(r?.[8]), 'HH:mm', 'UTC')} UTC</td>
                <td>{formatAmount(num(r?.[18]), 2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
