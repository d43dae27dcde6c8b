// The account's history for REST (PROTOCOL §5.3): closed orders, own trades, ledger, positions
// (hist, snap, audit), funding history, movements and past wallet balances. Read-only.
import type { Ctx } from './context';
import { dec, num } from './decimal';
import type { Margin } from './margin';
import { fundingFromJson, movementFromJson, positionFromJson, type UserOffer, type UserOrder } from './records';
import { fundingRow, movementRow, offerRow, orderRow } from './wire';

export interface Window {
  start?: number;
  end?: number;
  limit: number;
  sort?: 1 | -1;
}

const FAR = 9_999_999_999_999;

export class History {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
  ) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  private range(w: Window): [number, number] {
    return [w.start ?? 0, w.end ?? FAR];
  }

  ordersHist(user: number, symbol: string | undefined, w: Window, ids?: number[]): unknown[] {
    const [from, to] = this.range(w);
    const rows = this.db
      .prepare<[number, number, number, string | null, string | null, number], string>(
        `SELECT body FROM tr_orders WHERE user = ? AND active = 0 AND mts_update BETWEEN ? AND ?
         AND (? IS NULL OR symbol = ?) ORDER BY mts_update DESC, id DESC LIMIT ?`,
      )
      .pluck()
      .all(user, from, to, symbol ?? null, symbol ?? null, ids ? 100_000 : w.limit);
    let orders = rows.map((b) => JSON.parse(b) as UserOrder);
    if (ids) orders = orders.filter((o) => ids.includes(o.id)).slice(0, w.limit);
    return orders.map(orderRow);
  }

  /** /order/{symbol}:{id}/trades: slots 6–7 are placeholders there. */
  orderTrades(user: number, symbol: string, orderId: number): unknown[] {
    const rows = this.db
      .prepare<[number, number, string], string>(
        'SELECT row FROM tr_trades WHERE user = ? AND order_id = ? AND symbol = ? ORDER BY mts, id',
      )
      .pluck()
      .all(user, orderId, symbol);
    return rows.map((r) => {
      const row = JSON.parse(r) as unknown[];
      row[6] = null;
      row[7] = null;
      return row;
    });
  }

  tradesHist(user: number, symbol: string | undefined, w: Window): unknown[] {
    return this.tradeRows('tr_trades', user, symbol, w);
  }

  /** A user's own trades (tr_trades) or funding trades (tr_funding_trades) in a window, as sent. */
  private tradeRows(table: 'tr_trades' | 'tr_funding_trades', user: number, symbol: string | undefined, w: Window): unknown[] {
    const [from, to] = this.range(w);
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    return this.db
      .prepare<[number, number, number, string | null, string | null, number], string>(
        `SELECT row FROM ${table} WHERE user = ? AND mts BETWEEN ? AND ? AND (? IS NULL OR symbol = ?)
        ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .pluck()
      .all(user, from, to, symbol ?? null, symbol ?? null, w.limit)
      .map((r) => JSON.parse(r) as unknown[]);
  }

  ledgers(user: number, currency: string | undefined, w: Window, category?: number): unknown[] {
    const [from, to] = this.range(w);
    return this.db
      .prepare<
        [number, number, number, string | null, string | null, number | null, number | null, number],
        { id: number; currency: string; wallet: string; mts: number; amount: string; balance: string; description: string }
      >(
        `SELECT id, currency, wallet, mts, amount, balance, description FROM tr_ledger
        WHERE user = ? AND mts BETWEEN ? AND ? AND (? IS NULL OR currency = ?) AND (? IS NULL OR category = ?)
        ORDER BY mts DESC, id DESC LIMIT ?`,
      )
      .all(user, from, to, currency ?? null, currency ?? null, category ?? null, category ?? null, w.limit)
      .map((r) => [r.id, r.currency, r.wallet, r.mts, null, num(dec(r.amount)), num(dec(r.balance)), null, r.description]);
  }

  positionsHist(user: number, w: Window): unknown[] {
    const [from, to] = this.range(w);
    return this.db
      .prepare<[number, number, number, number], string>(
        'SELECT body FROM tr_positions WHERE user = ? AND mts_update BETWEEN ? AND ? ORDER BY mts_update DESC, id DESC LIMIT ?',
      )
      .pluck()
      .all(user, from, to, w.limit)
      .map((b) => this.margin.positionRow(positionFromJson(b)));
  }

  /** The positions open at `end` (default now), each in its state then. */
  positionsSnap(user: number, w: Window): unknown[] {
    const [from, to] = this.range(w);
    const rows = this.db
      .prepare<[number, number], string>(
        `SELECT a.body FROM tr_position_audit a JOIN (
          SELECT position_id, MAX(seq) AS seq FROM tr_position_audit WHERE user = ? AND mts <= ? GROUP BY position_id
        ) last ON last.seq = a.seq ORDER BY a.position_id DESC`,
      )
      .pluck()
      .all(user, to);
    return rows
      .map(positionFromJson)
      .filter((p) => p.status === 'ACTIVE' && p.mtsCreate >= from)
      .slice(0, w.limit)
      .map((p) => this.margin.positionRow(p));
  }

  positionsAudit(user: number, w: Window, ids?: number[]): unknown[] {
    const [from, to] = this.range(w);
    const rows = this.db
      .prepare<[number, number, number], string>(
        'SELECT body FROM tr_position_audit WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY seq DESC',
      )
      .pluck()
      .all(user, from, to);
    return rows
      .map(positionFromJson)
      .filter((p) => !ids || ids.includes(p.id))
      .slice(0, w.limit)
      .map((p) => this.margin.positionRow(p));
  }

  offersHist(user: number, symbol: string | undefined, w: Window): unknown[] {
    const [from, to] = this.range(w);
    return this.db
      .prepare<[number, number, number, string | null, string | null, number], string>(
        `SELECT body FROM tr_offers WHERE user = ? AND active = 0 AND mts_update BETWEEN ? AND ? AND (? IS NULL OR symbol = ?)
        ORDER BY mts_update DESC, id DESC LIMIT ?`,
      )
      .pluck()
      .all(user, from, to, symbol ?? null, symbol ?? null, w.limit)
      .map((b) => offerRow(JSON.parse(b) as UserOffer));
  }

  fundingHist(user: number, kind: 'loan' | 'credit', symbol: string | undefined, w: Window): unknown[] {
    const [from, to] = this.range(w);
    return this.db
      .prepare<[number, string, number, number, string | null, string | null, number], string>(
        `SELECT body FROM tr_funding WHERE user = ? AND kind = ? AND active = 0 AND mts_update BETWEEN ? AND ? AND (? IS NULL OR symbol = ?)
        ORDER BY mts_update DESC, id DESC LIMIT ?`,
      )
      .pluck()
      .all(user, kind, from, to, symbol ?? null, symbol ?? null, w.limit)
      .map((b) => fundingRow(fundingFromJson(b)));
  }

  fundingTrades(user: number, symbol: string | undefined, w: Window): unknown[] {
    return this.tradeRows('tr_funding_trades', user, symbol, w);
  }

  movements(user: number, currency: string | undefined, w: Window, ids?: number[], address?: string): unknown[] {
    const [from, to] = this.range(w);
    const rows = this.db
      .prepare<[number, number, number, string | null, string | null], string>(
        `SELECT body FROM tr_movements WHERE user = ? AND mts_update BETWEEN ? AND ? AND (? IS NULL OR currency = ?)
        ORDER BY mts_update DESC, id DESC`,
      )
      .pluck()
      .all(user, from, to, currency ?? null, currency ?? null);
    return rows
      .map(movementFromJson)
      .filter((m) => (!ids || ids.includes(m.id)) && (!address || m.address === address))
      .slice(0, w.limit)
      .map(movementRow);
  }

  /** Balances as they were at `end`: [TYPE, CURRENCY, BALANCE, UNSETTLED_INTEREST, _, _, MTS_UPDATE]. */
  walletsHist(user: number, end: number | undefined, currency?: string): unknown[] {
    const rows = this.db
      .prepare<[number, number, string | null, string | null], { wallet: string; currency: string; balance: string; mts: number }>(
        `SELECT l.wallet, l.currency, l.balance, l.mts FROM tr_ledger l JOIN (
          SELECT wallet, currency, MAX(id) AS id FROM tr_ledger WHERE user = ? AND mts <= ? AND (? IS NULL OR currency = ?)
          GROUP BY wallet, currency
        ) last ON last.id = l.id ORDER BY l.wallet, l.currency`,
      )
      .all(user, end ?? FAR, currency ?? null, currency ?? null);
    return rows.map((r) => [r.wallet, r.currency, num(dec(r.balance)), 0, null, null, r.mts]);
  }
}
