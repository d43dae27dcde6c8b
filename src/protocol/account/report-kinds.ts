// The account's histories a report reads (account-side issue 9 §6): for each, the calls of the
// protocol's table (all, or of one currency or pair), how its rows read, their time, and the
// columns a table and a CSV show. Rows come newest first; a report pages back in time through
// the exchange's start/end/limit. Shared by the client (its table and CSV export) and the
// exchange (the report e-mail), so both write the same columns from the same reading of a row.
import type { CallDef } from '../calls/define';
import { TRADING_CALLS } from '../calls/trading';
import { ledgerEntryCodec } from './ledger';
import { movementCodec } from './movement';
import { orderCodec } from './order';
import { tradeCodec } from './trade';
import { positionCodec } from './position';
import { fundingTradeCodec } from './funding-trade';

export const REPORT_KINDS = ['ledger', 'movements', 'orders', 'trades', 'positions', 'funding'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type Cell = string | number | null;

export interface ReportColumn {
  id: string;
  numeric?: boolean;
}

export interface ReportKindSpec {
  /** Filtered by a currency (ledger, movements, funding), a pair (orders, trades) or nothing. */
  filter: 'currency' | 'pair' | null;
  /** The most rows one call returns. */
  pageSize: number;
  all: CallDef;
  /** The call for one currency or pair (path parameter `currency` or `symbol`). */
  of?: CallDef;
  columns: ReportColumn[];
  /** A raw row as cells in the columns' order, and its time; undefined when it does not read. */
  read(raw: unknown): { mts: number; cells: Cell[] } | undefined;
}

const n = (id: string): ReportColumn => ({ id, numeric: true });
const c = (id: string): ReportColumn => ({ id });

export const REPORT_SPECS: Record<ReportKind, ReportKindSpec> = {
  ledger: {
    filter: 'currency',
    pageSize: 2500,
    all: TRADING_CALLS.ledgers,
    of: TRADING_CALLS.ledgersOf,
    columns: [c('time'), c('id'), c('currency'), c('wallet'), n('amount'), n('balance'), c('description')],
    read(raw) {
      const l = ledgerEntryCodec.decode(raw);
      return l && { mts: l.mts, cells: [l.mts, l.id, l.currency, l.wallet ?? null, l.amount, l.balance, l.description ?? ''] };
    },
  },
  movements: {
    filter: 'currency',
    pageSize: 1000,
    all: TRADING_CALLS.movements,
    of: TRADING_CALLS.movementsOf,
    columns: [c('time'), c('id'), c('currency'), c('kind'), n('amount'), n('fee'), c('status'), c('address'), c('txid')],
    read(raw) {
      const m = movementCodec.decode(raw);
      return (
        m && {
          mts: m.mtsUpdated,
          cells: [
            m.mtsUpdated,
            m.id,
            m.currency,
            m.amount >= 0 ? 'deposit' : 'withdrawal',
            Math.abs(m.amount),
            m.fees === null || m.fees === undefined ? null : Math.abs(m.fees),
            m.status,
            m.destinationAddress ?? null,
            m.transactionId ?? null,
          ],
        }
      );
    },
  },
  orders: {
    filter: 'pair',
    pageSize: 2500,
    all: TRADING_CALLS.ordersHist,
    of: TRADING_CALLS.ordersHistOf,
    columns: [c('time'), c('id'), c('symbol'), c('type'), n('amount'), n('price'), n('priceAvg'), c('status')],
    read(raw) {
      const o = orderCodec.decode(raw);
      return (
        o && { mts: o.mtsUpdate, cells: [o.mtsUpdate, o.id, o.symbol, o.type, o.amountOrig, o.price ?? null, o.priceAvg ?? null, o.status] }
      );
    },
  },
  trades: {
    filter: 'pair',
    pageSize: 2500,
    all: TRADING_CALLS.tradesHist,
    of: TRADING_CALLS.tradesHistOf,
    columns: [c('time'), c('id'), c('symbol'), c('orderId'), n('amount'), n('price'), n('fee'), c('feeCurrency'), c('maker')],
    read(raw) {
      const t = tradeCodec.decode(raw);
      return (
        t && {
          mts: t.mtsCreate,
          cells: [
            t.mtsCreate,
            t.id,
            t.symbol,
            t.orderId,
            t.execAmount,
            t.execPrice,
            t.fee ?? null,
            t.feeCurrency ?? null,
            t.maker === 1 ? 'maker' : 'taker',
          ],
        }
      );
    },
  },
  positions: {
    filter: null,
    pageSize: 2500,
    all: TRADING_CALLS.positionsHist,
    columns: [c('time'), c('id'), c('symbol'), c('status'), n('amount'), n('basePrice'), n('pl')],
    read(raw) {
      const p = positionCodec.decode(raw);
      const mts = p?.mtsUpdate ?? p?.mtsCreate ?? 0;
      return p && { mts, cells: [mts, p.id ?? null, p.symbol, p.status, p.amount, p.basePrice, p.pl ?? null] };
    },
  },
  funding: {
    filter: 'currency',
    pageSize: 2500,
    all: TRADING_CALLS.fundingTrades,
    of: TRADING_CALLS.fundingTradesOf,
    columns: [c('time'), c('id'), c('symbol'), c('offerId'), n('amount'), n('rate'), n('period'), c('maker')],
    read(raw) {
      const f = fundingTradeCodec.decode(raw);
      return (
        f && {
          mts: f.mtsCreate,
          cells: [f.mtsCreate, f.id, f.symbol, f.offerId, f.amount, f.rate, f.period, f.maker === 1 ? 'maker' : 'taker'],
        }
      );
    },
  },
};

/** The path parameters of a kind's filtered call: a currency as it is, a pair as its symbol. */
export function filterParams(kind: ReportKind, value: string): Record<string, string> {
  const spec = REPORT_SPECS[kind];
  if (spec.filter === 'pair') return { symbol: value.startsWith('t') ? value : `t${value}` };
  if (kind === 'funding') return { symbol: value.startsWith('f') ? value : `f${value}` };
  return { currency: value };
}

/** The CSV's header: the columns' ids. */
export const csvHeader = (kind: ReportKind): string[] => REPORT_SPECS[kind].columns.map((col) => col.id);

/** A row's cells as the CSV holds them: the time as ISO 8601 (UTC), the rest as they read. */
export function csvCells(kind: ReportKind, cells: readonly Cell[]): Cell[] {
  const columns = REPORT_SPECS[kind].columns;
  return cells.map((cell, i) => (columns[i]?.id === 'time' && cell !== null ? new Date(Number(cell)).toISOString() : cell));
}
