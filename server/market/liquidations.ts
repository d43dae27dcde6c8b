// Liquidations of the status channel 'liq:global' and /v2/liquidations/hist, kept as the last
// few hundred rows in the store's state (the store has no table of its own for them).
import type { HistQuery, Store } from '../store/types';

export type LiquidationRow = [string, number, number, null, string, number, number, null, number, number, null, number];

const STATE_KEY = 'market:liquidations';
const KEEP = 500;

export class Liquidations {
  private rows: LiquidationRow[];

  constructor(private readonly store: Store) {
    this.rows = store.getState<LiquidationRow[]>(STATE_KEY) ?? [];
  }

  add(row: LiquidationRow): void {
    this.rows.push(row);
    if (this.rows.length > KEEP) this.rows = this.rows.slice(-KEEP);
    this.store.setState(STATE_KEY, this.rows);
  }

  /** Rows in time order (oldest first), as written at first start. */
  addMany(rows: LiquidationRow[]): void {
    this.rows = [...this.rows, ...rows].sort((a, b) => a[2] - b[2]).slice(-KEEP);
    this.store.setState(STATE_KEY, this.rows);
  }

  hist(q: HistQuery): LiquidationRow[] {
    const picked = this.rows.filter((r) => (q.start === undefined || r[2] >= q.start) && (q.end === undefined || r[2] <= q.end));
    const ordered = q.sort === 1 ? picked : [...picked].reverse();
    return ordered.slice(0, q.limit).map((r) => [...r] as LiquidationRow);
  }
}

export function liquidationRow(
  posId: number,
  mts: number,
  symbol: string,
  amount: number,
  basePrice: number,
  liqPrice: number,
): LiquidationRow {
  return ['pos', posId, mts, null, symbol, amount, basePrice, null, 1, 1, null, liqPrice];
}
