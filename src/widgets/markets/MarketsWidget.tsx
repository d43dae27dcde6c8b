// The market list of the workspace: every pair's ticker, favourites, search, quote-currency
// tabs and the volume unit; picking a pair points the whole workspace at it. Its settings (the
// columns shown beside the pair, fitting narrow panels, the flashing last price) are changed in the
// market watch settings modal and kept in the widget's state (settings.ts).
import '../market-messages';
import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatCompact, formatFixed, formatPercent } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { Segmented } from '../../ui/Segmented';
import { columnDecimals } from '../../format/columns';
import { useElementWidth } from '../../ui/use-element-width';
import { marketRows, type MarketRow } from './rows';
import { MARKET_COLUMNS, MARKET_OPTIONS, parseMarketsState, type MarketColumn } from './settings';
import { WidgetSettingsButton } from '../../app/WidgetSettingsButton';
import './markets.css';
import { usePanelPair } from '../../layouts/panel-pair';
import { InactiveMark, useCurrencyLists } from '../../app/currency-lists';

const NUMERIC = new Set(['last', 'change', 'volume']);

/** The registry hands the saved state as it is: the widget reads it (settings.ts). */
export const MarketsWidget = observer(function MarketsWidget({ state: raw, setState }: WidgetProps<unknown>) {
  const state = parseMarketsState(raw);
  const { markets, settings } = useStore();
  useCurrencyLists();
  const panel = usePanelPair();
  const [search, setSearch] = useState('');
  const unit = settings.tickerVolUnit;
  const rows = marketRows(markets, { tab: state.tab, search, unit, isFavorite: (s) => settings.isFavorite(s) });
  const tabs = [
    { value: 'ALL', label: t('markets.tabAll') },
    { value: 'FAV', label: '★', title: t('markets.tabFavorites') },
    ...markets.quotes.map((q) => ({ value: q, label: currencyLabel(q), title: t('markets.tabQuote', { quote: currencyLabel(q) }) })),
  ];
  const current = panel.pair;
  const [bodyRef, width] = useElementWidth<HTMLDivElement>();
  // The panel body scrolls the table, which draws only the rows in view.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Narrow panels drop volume, then the change, rather than scroll sideways (unless told not to).
  const fit = !state.options.fit || width === 0 || width >= 360 ? 'all' : width >= 250 ? 'change' : 'last';
  const { flash } = state.options;
  const hiddenKey = MARKET_COLUMNS.filter((c) => !state.columns.includes(c)).join(',');

  const columns = useMemo(() => {
    const h = columnHelper<MarketRow>();
    const all = h.columns([
      h.accessor('favorite', {
        id: 'favorite',
        header: () => <span className="sr-only">{t('markets.favorite')}</span>,
        enableSorting: false,
        cell: (c) => (
          <button
            type="button"
            className={`mk-star ${c.getValue() ? 'mk-star-on' : ''}`}
            aria-pressed={c.getValue()}
            aria-label={t('markets.favoriteToggle', { pair: c.row.original.label })}
            onClick={() => settings.toggleFavorite(c.row.original.symbol)}
          >
            {c.getValue() ? '★' : '☆'}
          </button>
        ),
      }),
      h.accessor('label', {
        id: 'pair',
        header: () => t('markets.pair'),
        sortFn: 'alphanumeric',
        cell: (c) => (
          <button
            type="button"
            className="mk-pick"
            title={c.getValue()}
            aria-current={c.row.original.symbol === current ? 'true' : undefined}
            onClick={() => panel.setPair(c.row.original.symbol)}
          >
            {c.getValue()}
            <InactiveMark currency={c.row.original.inactive} />
          </button>
        ),
      }),
      h.accessor('last', {
        id: 'last',
        header: () => t('markets.last'),
        sortUndefined: 'last',
        sortFn: 'basic',
        cell: (c) => {
          const r = c.row.original;
          return (
            <span key={r.updates} className={flash ? `flash-${r.tick}` : undefined} data-testid="last-price">
              {formatFixed(r.last, columnDecimals(r.last))}
            </span>
          );
        },
      }),
      h.accessor('change', {
        id: 'change',
        header: () => t('markets.change24h'),
        sortUndefined: 'last',
        sortFn: 'basic',
        cell: (c) => {
          const v = c.getValue();
          return <span className={v === null || v === 0 ? '' : v > 0 ? 'up' : 'down'}>{formatPercent(v)}</span>;
        },
      }),
      h.accessor((r) => (r.volume ? r.volume.toNumber() : null), {
        id: 'volume',
        header: () => (unit === 'quote' ? t('markets.volumeQuote') : t('markets.volumeBase')),
        sortUndefined: 'last',
        sortFn: 'basic',
        cell: (c) => formatCompact(c.row.original.volume),
      }),
    ]);
    const drop = [...(fit === 'all' ? [] : fit === 'change' ? ['volume'] : ['volume', 'change']), ...hiddenKey.split(',')];
    return all.filter((col) => !drop.includes(col.id ?? ''));
  }, [current, unit, settings, panel, fit, flash, hiddenKey]);
  const headers: Record<MarketColumn, string> = {
    favorite: t('markets.favorite'),
    last: t('markets.last'),
    change: t('markets.change'),
    volume: t('markets.volume'),
  };

  return (
    <section className="w mk-w" aria-label={t('markets.title')}>
      <div className="w-toolbar">
        <input
          type="search"
          className="ui-input mk-search"
          placeholder={t('markets.searchPlaceholder')}
          aria-label={t('markets.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <span className="w-toolbar-gap" />
        <Segmented
          label={t('markets.volumeUnit')}
          value={unit}
          options={[
            { value: 'base', label: t('markets.unitBase'), title: t('markets.unitBaseHint') },
            { value: 'quote', label: t('markets.unitQuote'), title: t('markets.unitQuoteHint') },
          ]}
          onChange={(u) => settings.setVolumeUnit(u)}
        />
        <WidgetSettingsButton
          widget="markets"
          title={t('markets.settings')}
          columns={MARKET_COLUMNS.map((id) => ({ id, label: headers[id] }))}
          requireColumn={false}
          options={MARKET_OPTIONS}
          value={state}
          onSave={(next) => setState({ ...state, ...next })}
        />
      </div>
      <div className="w-toolbar w-toolbar-tabs">
        <Segmented
          label={t('markets.quoteTabs')}
          value={state.tab}
          options={tabs}
          onChange={(tab) => setState({ ...state, tab })}
          className="mk-tabs"
        />
      </div>
      <div
        className="w-scroll"
        ref={(el) => {
          bodyRef.current = el;
          setScroller(el);
        }}
      >
        {markets.state === 'error' ? (
          <p role="alert" className="w-empty down">
            {t('markets.error', { message: markets.error ?? '' })}
          </p>
        ) : (
          <DataTable
            label={t('markets.tableLabel')}
            className="mk-table-w"
            columns={columns}
            data={rows}
            getRowId={(r) => r.symbol}
            numeric={NUMERIC}
            rowClassName={(r) => (r.symbol === current ? 'mk-current' : undefined)}
            rowProps={(r) => ({ 'data-symbol': r.symbol })}
            scrollParent={scroller}
            sorting={state.sorting}
            onSortingChange={(sorting) => setState({ ...state, sorting })}
            empty={
              <span className="dim">
                {markets.markets.length === 0 ? t('markets.empty') : state.tab === 'FAV' ? t('markets.noFavorites') : t('markets.noMatch')}
              </span>
            }
          />
        )}
      </div>
    </section>
  );
});
