// The securities sales (/securities-sales, issue 16 item 8), with a region's own sub-path
// (/securities-sales/aifc, /securities-sales/el-salvador) that shows that region's sales and its
// terms. The active sales (a securities master: every sale) with their progress and a countdown to
// their start or end; Invest opens the gate flow (InvestFlow.tsx); the account's subscriptions (a
// master's: every account's). The marketing site's securities pages link here: it is the app's,
// with the signed-in store the gates need.
import './messages';
// The earn pages' stylesheet (headings, intro, tables), a file the app already lists: a stylesheet
// of its own would be one more name in the first load's list of lazy files.
import '../earn/earn.css';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useStore } from '../../app/store-context';
import { createPageModel } from '../../models/account/page-model';
import { SecuritiesStore, type SecuritiesStoreInstance } from '../../models/account/securities';
import { t } from '../../i18n';
import { formatAmount, formatPercent, formatTime } from '../../format';
import { DataTable, HistoryTable, columnHelper } from '../../ui/DataTable';
import {
  isOpenSale,
  REGION_SLUGS,
  REGION_TERMS,
  regionOfSlug,
  type SecuritiesRegion,
  type SecuritiesSale,
  type SecuritiesSubscription,
} from '../../protocol/account/securities';
import type { PublishedTerms } from '../../protocol/account/terms-due';
import { InvestFlow } from './InvestFlow';
import NotFoundPage from '../NotFoundPage';

const col = (id: string) => () => t('securities.col', { id });

const STYLE: Record<'regions' | 'current' | 'issuer' | 'badge' | 'progress' | 'bar' | 'fill', CSSProperties> = {
  regions: { display: 'flex', gap: 12, fontSize: 12, margin: '4px 0 8px' },
  current: { fontWeight: 600, textDecoration: 'underline' },
  issuer: { display: 'block', fontSize: 11 },
  badge: { marginLeft: 6, padding: '0 4px', border: '1px solid currentColor', borderRadius: 3, fontSize: 10 },
  progress: { display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' },
  bar: { display: 'inline-block', width: 60, height: 4, background: 'var(--border, #333)', borderRadius: 2, overflow: 'hidden' },
  fill: { display: 'block', height: '100%', background: 'var(--up, #2ebd85)' },
};
const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** `ms` as days and hh:mm:ss. */
export function leftText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return t('securities.left', { days, time });
}

function Countdown({ sale, now }: { sale: SecuritiesSale; now: number }) {
  if (sale.startMts > now) return <span className="dim">{t('securities.startsIn', { left: leftText(sale.startMts - now) })}</span>;
  if (sale.endMts <= now) return <span className="dim">{t('securities.ended')}</span>;
  return <span>{t('securities.endsIn', { left: leftText(sale.endMts - now) })}</span>;
}

const sh = columnHelper<SecuritiesSale>();
const saleColumns = (now: number) =>
  sh.columns([
    sh.display({
      id: 'name',
      header: col('name'),
      cell: (c) => (
        <>
          <strong>{c.row.original.name}</strong>
          {c.row.original.featured && <span style={STYLE.badge}>{t('securities.featured')}</span>}
          <span className="dim" style={STYLE.issuer}>
            {c.row.original.issuer} · {c.row.original.token}
          </span>
        </>
      ),
    }),
    sh.display({ id: 'region', header: col('region'), cell: (c) => t('securities.regionShort', { region: c.row.original.region }) }),
    sh.display({ id: 'price', header: col('price'), cell: (c) => `${formatAmount(c.row.original.price, 2)} ${c.row.original.currency}` }),
    sh.display({ id: 'min', header: col('min'), cell: (c) => `${formatAmount(c.row.original.min, 2)} ${c.row.original.currency}` }),
    sh.display({
      id: 'progress',
      header: col('progress'),
      cell: (c) => {
        const s = c.row.original;
        const ratio = s.target > 0 ? s.raised / s.target : 0;
        return (
          <span style={STYLE.progress}>
            <span style={STYLE.bar} aria-hidden="true">
              <span style={{ ...STYLE.fill, width: `${Math.min(100, ratio * 100)}%` }} />
            </span>
            {t('securities.progress', {
              raised: formatAmount(s.raised, 0),
              target: formatAmount(s.target, 0),
              currency: s.currency,
              percent: formatPercent(ratio, false),
            })}
          </span>
        );
      },
    }),
    sh.display({ id: 'start', header: col('start'), cell: (c) => formatTime(c.row.original.startMts) }),
    sh.display({
      id: 'end',
      header: col('end'),
      cell: (c) => (
        <>
          {formatTime(c.row.original.endMts)} <Countdown sale={c.row.original} now={now} />
        </>
      ),
    }),
  ]);
const SALES_NUMERIC = new Set(['price', 'min']);

const subscriptionColumns = (sales: SecuritiesSale[], master: boolean) => {
  const h = columnHelper<SecuritiesSubscription>();
  const name = (id: number) => sales.find((s) => s.id === id)?.name ?? `#${id}`;
  return h.columns([
    h.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
    h.display({ id: 'name', header: col('name'), cell: (c) => name(c.row.original.saleId) }),
    ...(master ? [h.display({ id: 'account', header: col('account'), cell: (c) => String(c.row.original.user) })] : []),
    h.display({ id: 'amount', header: col('amount'), cell: (c) => `${formatAmount(c.row.original.amount)} ${c.row.original.currency}` }),
    h.display({ id: 'tokens', header: col('tokens'), cell: (c) => formatAmount(c.row.original.tokens) }),
  ]);
};
const SUBS_NUMERIC = new Set(['amount', 'tokens']);

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The region's terms, as the exchange publishes them. */
function RegionTerms({ store, region }: { store: SecuritiesStoreInstance; region: SecuritiesRegion }) {
  const [terms, setTerms] = useState<PublishedTerms | null>(null);
  useEffect(() => {
    let live = true;
    void store.termsOf(REGION_TERMS[region]).then(
      (x) => live && setTerms(x),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, region]);
  if (!terms) return null;
  return (
    <section style={{ maxWidth: 760 }} aria-label={t('securities.terms')}>
      <h2>{terms.title}</h2>
      <div className="terms-text" tabIndex={0}>
        {terms.text}
      </div>
    </section>
  );
}

export default observer(function SecuritiesPage() {
  const { account } = useStore();
  const [store] = useState(() => createPageModel(SecuritiesStore, account));
  // One splat route: /securities-sales and any region below it.
  const slug = useParams()['*'] || undefined;
  const region = regionOfSlug(slug);
  const [error, setError] = useState<string | null>(null);
  const [investing, setInvesting] = useState<SecuritiesSale | null>(null);
  const now = useNow(1000);

  useEffect(() => {
    void store.reload().catch((err: unknown) => setError(t('securities.failed', { reason: errorOf(err) })));
  }, [store]);

  if (slug !== undefined && !region) return <NotFoundPage />;
  const master = store.status?.master === true;
  const sales = region ? store.sales.filter((s) => s.region === region) : store.sales;
  const columns = saleColumns(now);
  return (
    <section className="earn account-page" aria-label={t('securities.title')}>
      <h1>
        {t('securities.title')}
        {region && ` · ${t('securities.region', { region })}`}
      </h1>
      <p className="dim earn-intro">{t('securities.intro')}</p>
      <nav style={STYLE.regions} aria-label={t('securities.regions')}>
        <Link to="/securities-sales" aria-current={region ? undefined : 'page'} style={region ? undefined : STYLE.current}>
          {t('securities.regionShort', { region: 'all' })}
        </Link>
        {(Object.keys(REGION_SLUGS) as Array<keyof typeof REGION_SLUGS>).map((r) => (
          <Link
            key={r}
            to={`/securities-sales/${REGION_SLUGS[r]}`}
            aria-current={region === r ? 'page' : undefined}
            style={region === r ? STYLE.current : undefined}
          >
            {t('securities.regionShort', { region: r })}
          </Link>
        ))}
      </nav>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <h2>{master ? t('securities.allSales') : t('securities.sales')}</h2>
      <div className="earn-table">
        <DataTable
          label={t('securities.sales')}
          className="od-table"
          columns={columns}
          data={sales}
          getRowId={(s) => String(s.id)}
          numeric={SALES_NUMERIC}
          empty={<p className="dim">{store.loading ? t('securities.loading') : t('securities.empty')}</p>}
          actions={{
            header: '',
            render: (s) =>
              isOpenSale(s, now) ? (
                <button
                  type="button"
                  className="ui-button"
                  aria-label={t('securities.investIn', { name: s.name })}
                  onClick={() => setInvesting(s)}
                >
                  {t('securities.invest')}
                </button>
              ) : (
                <span className="dim">{t('securities.notStarted')}</span>
              ),
          }}
        />
      </div>
      {region && <RegionTerms store={store} region={region} />}
      <h2>{master ? t('securities.allSubscriptions') : t('securities.subscriptions')}</h2>
      <div className="earn-table">
        <HistoryTable
          label={t('securities.subscriptions')}
          columns={subscriptionColumns(store.sales, master)}
          data={store.subscriptions}
          numeric={SUBS_NUMERIC}
          empty={t('securities.subscriptions.empty')}
        />
      </div>
      {investing && (
        <InvestFlow
          store={store}
          sale={investing}
          available={account.wallets.available('exchange', investing.currency).toNumber()}
          onClose={() => setInvesting(null)}
        />
      )}
    </section>
  );
});
