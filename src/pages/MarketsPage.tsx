// The live market list: every pair with its ticker, moving as the exchange trades, grouped by
// kind of market; only the rows in view of the page are drawn.
import '../widgets/market-messages';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStore } from '../app/store-context';
import { TRADEDESK_PATH } from '../app/paths';
import { t } from '../i18n';
import { formatCompact, formatPercent, formatPrice, pairLabel, pairParam } from '../format';
import { InactiveMark, inactiveCurrencyOf, useCurrencyLists } from '../app/currency-lists';
import type { TickerInstance } from '../models/markets';
import { DataTable, columnHelper } from '../ui/DataTable';
import './markets-page.css';

const GROUPS = ['exchange', 'futures'] as const;

/** A group heading, or one pair with its ticker's figures read when the list was drawn. */
type PageRow =
  | { kind: 'group'; group: (typeof GROUPS)[number] }
  | {
      kind: 'market';
      symbol: string;
      last: number | null;
      change: number | null;
      volume: number | null;
      high: number | null;
      low: number | null;
      bid: number | null;
      ask: number | null;
      tick: string;
      updates: number;
    };
type MarketRow = Extract<PageRow, { kind: 'market' }>;

function marketRow(symbol: string, ticker: TickerInstance | undefined): MarketRow {
  return {
    kind: 'market',
    symbol,
    last: ticker?.lastPrice ?? null,
    change: ticker?.dailyChangeRelative ?? null,
    volume: ticker?.volume ?? null,
    high: ticker?.high ?? null,
    low: ticker?.low ?? null,
    bid: ticker?.bid ?? null,
    ask: ticker?.ask ?? null,
    tick: ticker?.tick ?? 'none',
    updates: ticker?.updates ?? 0,
  };
}

const NUMERIC = new Set(['last', 'change', 'volume', 'high', 'low', 'bid', 'ask']);
const direction = (change: number | null) => (change === null || change === 0 ? '' : change > 0 ? 'up' : 'down');
const CELL_CLASS: Record<string, (r: MarketRow) => string> = {
  pair: () => 'mk-pair',
  last: (r) => `mk-last flash-${r.tick}`,
  change: (r) => direction(r.change),
  bid: () => 'up',
  ask: () => 'down',
};

const h = columnHelper<PageRow>();
const market = (r: PageRow): MarketRow | undefined => (r.kind === 'market' ? r : undefined);
const figure = (id: 'last' | 'high' | 'low' | 'bid' | 'ask', header: () => string) =>
  h.display({ id, header, cell: (c) => formatPrice(market(c.row.original)?.[id]) });
const COLUMNS = h.columns([
  h.display({
    id: 'pair',
    header: () => t('markets.pair'),
    cell: (c) => {
      const symbol = market(c.row.original)?.symbol ?? '';
      const pair = pairLabel(symbol);
      return (
        <>
          <Link to={`${TRADEDESK_PATH}?pair=${encodeURIComponent(pairParam(symbol))}`} title={t('markets.openInTradedesk', { pair })}>
            {pair}
          </Link>
          <InactiveMark currency={inactiveCurrencyOf(symbol)} />
        </>
      );
    },
  }),
  figure('last', () => t('markets.last')),
  h.display({ id: 'change', header: () => t('markets.change'), cell: (c) => formatPercent(market(c.row.original)?.change ?? null) }),
  h.display({ id: 'volume', header: () => t('markets.volume'), cell: (c) => formatCompact(market(c.row.original)?.volume) }),
  figure('high', () => t('markets.high')),
  figure('low', () => t('markets.low')),
  figure('bid', () => t('markets.bid')),
  figure('ask', () => t('markets.ask')),
]);

export default observer(function MarketsPage() {
  const { markets } = useStore();
  useCurrencyLists();
  if (markets.state === 'error') {
    return (
      <p role="alert" className="mk-message down">
        {t('markets.error', { message: markets.error ?? '' })}
      </p>
    );
  }
  if (markets.markets.length === 0) return <p className="mk-message dim">{t('markets.empty')}</p>;
  // Read here, in the observer, so every ticker update draws the list again.
  const rows: PageRow[] = GROUPS.flatMap((group) => {
    const inGroup = markets.markets.filter((m) => m.group === group);
    if (inGroup.length === 0) return [];
    return [{ kind: 'group', group } as const, ...inGroup.map((m) => marketRow(m.symbol, markets.tickers.get(m.symbol)))];
  });
  return (
    <section className="mk" aria-label={t('markets.title')}>
      <DataTable
        label={t('markets.tableLabel')}
        bare
        className="mk-table"
        windowScroll
        columns={COLUMNS}
        data={rows}
        getRowId={(r) => (r.kind === 'group' ? `group:${r.group}` : r.symbol)}
        numeric={NUMERIC}
        rowHeader="pair"
        rowClassName={(r) => (r.kind === 'group' ? 'mk-group' : undefined)}
        rowProps={(r) => (r.kind === 'market' ? { 'data-symbol': r.symbol } : {})}
        cellClassName={(r, id) => (r.kind === 'market' ? CELL_CLASS[id]?.(r) : undefined)}
        cellKey={(r, id) => (r.kind === 'market' && id === 'last' ? r.updates : undefined)}
        cellProps={(_, id) => (id === 'last' ? { 'data-testid': 'last-price' } : undefined)}
        renderCells={(r) =>
          r.kind === 'group' ? (
            <th colSpan={COLUMNS.length} scope="rowgroup">
              {t('markets.group', { group: r.group })}
            </th>
          ) : undefined
        }
      />
    </section>
  );
});
