// The exchange's liquidations history (market-side §4): the positions the exchange closed, newest
// first — when, the pair, long or short, the amount, the position's base price and the price it
// was liquidated at. Its four states show as such: not asked yet, loading, the rows, or the
// exchange's reason with a retry. A virtualised table: the exchange keeps a few hundred rows.
import '../market-messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatFixed, formatTime, pairLabel } from '../../format';
import { columnDecimals, formatSize } from '../../format/columns';
import type { Liquidation } from '../../protocol/public/liquidations';
import type { WidgetProps } from '../../layouts/widget-props';
import { LiquidationsStore } from '../../models/liquidations';
import { DataTable, columnHelper } from '../../ui/DataTable';
import './liquidations.css';

export type LiquidationsWidgetState = Record<string, never>;

const NUMERIC = new Set(['amount', 'base', 'liq']);
const TIME_PATTERN = 'MM-DD HH:mm:ss';

const sideOf = (r: Liquidation) => (r.amount > 0 ? 'long' : 'short');
/** Each row's pairs differ in scale: every price has its own decimals (5 significant figures). */
const price = (v: number | null) => formatFixed(v, columnDecimals(v));

const h = columnHelper<Liquidation>();
const COLUMNS = h.columns([
  h.accessor('mts', { id: 'time', header: () => t('liq.time'), cell: (c) => formatTime(c.getValue(), TIME_PATTERN) }),
  h.accessor('symbol', { id: 'pair', header: () => t('liq.pair'), cell: (c) => pairLabel(c.getValue()) }),
  h.accessor((r) => sideOf(r), { id: 'side', header: () => t('liq.side'), cell: (c) => t('liq.sideValue', { side: c.getValue() }) }),
  h.accessor('amount', { id: 'amount', header: () => t('liq.amount'), cell: (c) => formatSize(Math.abs(c.getValue())) }),
  h.accessor('basePrice', { id: 'base', header: () => t('liq.basePrice'), cell: (c) => price(c.getValue()) }),
  h.accessor('liquidationPrice', { id: 'liq', header: () => t('liq.price'), cell: (c) => price(c.getValue()) }),
]);

export const LiquidationsWidget = observer(function LiquidationsWidget(_props: WidgetProps<LiquidationsWidgetState>) {
  const { markets } = useStore();
  const [history] = useState(() => LiquidationsStore.create());
  const read = (limit: number) => markets.liquidationsHist(limit);
  useEffect(() => {
    void history.load((limit) => markets.liquidationsHist(limit));
  }, [history, markets]);
  const { state, rows, error } = history;
  return (
    <section className="w liq" aria-label={t('liq.title')} data-state={state}>
      <div className="w-toolbar">
        <span className="dim">{t('liq.caption', { count: rows.length })}</span>
        <span className="w-toolbar-gap" />
        <button type="button" className="ui-button" disabled={state === 'loading'} onClick={() => void history.load(read)}>
          {t('liq.refresh')}
        </button>
      </div>
      {state === 'error' ? (
        <div className="w-empty" role="alert">
          <p className="down">{t('liq.error', { reason: error })}</p>
          <button type="button" className="ui-button" onClick={() => void history.load(read)}>
            {t('liq.retry')}
          </button>
        </div>
      ) : state === 'not_asked' || (state === 'loading' && rows.length === 0) ? (
        <p className="w-empty dim" role="status">
          {state === 'not_asked' ? t('liq.notAsked') : t('app.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="w-empty dim">{t('liq.empty')}</p>
      ) : (
        <DataTable
          label={t('liq.tableLabel')}
          className="liq-table"
          virtualScroller="liq-scroll"
          columns={COLUMNS}
          data={rows}
          getRowId={(r) => String(r.posId)}
          numeric={NUMERIC}
          rowProps={(r) => ({ 'data-side': sideOf(r) })}
          cellClassName={(r, id) => (id === 'side' ? (r.amount > 0 ? 'up' : 'down') : id === 'time' ? 'dim' : undefined)}
        />
      )}
    </section>
  );
});
