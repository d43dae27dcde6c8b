// Derivatives status of every perpetual pair (status channel): mark and spot price, the funding
// rate accruing now and when it is next paid, open interest and the insurance fund.
import '../market-messages';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatCompact, formatFixed, formatPercent, pairLabel } from '../../format';
import type { DerivStatus } from '../../protocol/public/deriv-status';
import type { WidgetProps } from '../../layouts/widget-props';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { columnDecimals } from '../../format/columns';
import { useNow } from '../../ui/use-now';
import { usePanelPair } from '../../layouts/panel-pair';

export type DerivativesWidgetState = Record<string, never>;

interface DerivRow {
  symbol: string;
  status: DerivStatus | undefined;
}

const NUMERIC = new Set(['mark', 'spot', 'funding', 'next', 'oi', 'insurance']);

function countdown(ms: number): string {
  if (ms <= 0) return '00:00:00';
  const s = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export const DerivativesWidget = observer(function DerivativesWidget(_props: WidgetProps<DerivativesWidgetState>) {
  const { markets, derivatives } = useStore();
  const panel = usePanelPair();
  const symbols = markets.markets.filter((m) => m.group === 'futures').map((m) => m.symbol);
  const symbolsKey = symbols.join(',');
  useEffect(() => {
    const handles = symbolsKey ? symbolsKey.split(',').map((s) => derivatives.acquire(s)) : [];
    return () => handles.forEach((h) => h.release());
  }, [symbolsKey, derivatives]);
  const now = useNow(1000);
  const rows: DerivRow[] = symbols.map((symbol) => ({ symbol, status: derivatives.feeds.get(symbol)?.latest }));

  const h = columnHelper<DerivRow>();
  const columns = h.columns([
    h.accessor('symbol', {
      id: 'pair',
      header: () => t('deriv.pair'),
      cell: (c) => (
        <button type="button" className="mk-pick" onClick={() => panel.setPair(c.getValue())}>
          {pairLabel(c.getValue())}
        </button>
      ),
    }),
    h.accessor((r) => r.status?.markPrice ?? null, {
      id: 'mark',
      header: () => t('deriv.mark'),
      cell: (c) => formatFixed(c.getValue(), columnDecimals(c.getValue())),
    }),
    h.accessor((r) => r.status?.spotPrice ?? null, {
      id: 'spot',
      header: () => t('deriv.spot'),
      cell: (c) => formatFixed(c.getValue(), columnDecimals(c.getValue())),
    }),
    h.accessor((r) => r.status?.currentFunding ?? null, {
      id: 'funding',
      header: () => t('deriv.funding'),
      cell: (c) => {
        const v = c.getValue();
        return <span className={v === null || v === 0 ? '' : v > 0 ? 'up' : 'down'}>{formatPercent(v)}</span>;
      },
    }),
    h.accessor((r) => r.status?.nextFundingEvtMts ?? null, {
      id: 'next',
      header: () => t('deriv.nextFunding'),
      cell: (c) => {
        const v = c.getValue();
        return v === null ? '–' : countdown(v - now);
      },
    }),
    h.accessor((r) => r.status?.openInterest ?? null, {
      id: 'oi',
      header: () => t('deriv.openInterest'),
      cell: (c) => formatCompact(c.getValue()),
    }),
    h.accessor((r) => r.status?.insuranceFundBalance ?? null, {
      id: 'insurance',
      header: () => t('deriv.insurance'),
      cell: (c) => formatCompact(c.getValue()),
    }),
  ]);

  return (
    <section className="w deriv" aria-label={t('deriv.title')}>
      <div className="w-scroll">
        <DataTable
          label={t('deriv.tableLabel')}
          columns={columns}
          data={rows}
          getRowId={(r) => r.symbol}
          numeric={NUMERIC}
          empty={<span className="dim">{markets.state === 'ready' ? t('deriv.none') : t('app.loading')}</span>}
        />
      </div>
    </section>
  );
});
