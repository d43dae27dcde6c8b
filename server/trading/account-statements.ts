// The prepared statements of AccountStore (trading's tables, schema.ts).
import type { Database, Statement } from 'better-sqlite3';

export interface Stmts {
  wallets: Statement<
    [],
    { user: number; type: string; currency: string; balance: string; description: string | null; meta: string | null; mts: number }
  >;
  saveWallet: Statement<[number, string, string, string, string | null, string | null, number]>;
  insertLedger: Statement<[number, number, string, string, number, string, string, string, number]>;
  activeBodies: Record<'tr_orders' | 'tr_positions' | 'tr_offers' | 'tr_funding' | 'tr_movements', Statement<[], string>>;
  saveOrder: Statement<[number, number, string, number, number, string]>;
  savePosition: Statement<[number, number, string, number, number, string]>;
  auditPosition: Statement<[number, number, number, string]>;
  saveOffer: Statement<[number, number, string, number, number, string]>;
  saveFunding: Statement<[number, number, string, string, number, number, string]>;
  saveMovement: Statement<[number, number, string, number, number, string]>;
  insertTrade: Statement<[number, number, number, string, number, string]>;
  insertFundingTrade: Statement<[number, number, number, string, number, string]>;
  alerts: Statement<[], { user: number; key: string; symbol: string; price: number; direction: number; mts: number }>;
  saveAlert: Statement<[number, string, string, number, number, number]>;
  deleteAlert: Statement<[number, string]>;
  getUserState: Statement<[number, string], string>;
  setUserState: Statement<[number, string, string]>;
}

export function prepareStatements(db: Database): Stmts {
  const bodies = (table: string) => db.prepare<[], string>(`SELECT body FROM ${table} WHERE active = 1 ORDER BY id`).pluck();
  const upsert = (table: string) =>
    db.prepare(`INSERT INTO ${table} (id, user, symbol, active, mts_update, body) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET active = excluded.active, mts_update = excluded.mts_update, body = excluded.body`);
  return {
    wallets: db.prepare('SELECT user, type, currency, balance, description, meta, mts FROM tr_wallets'),
    saveWallet: db.prepare(`INSERT INTO tr_wallets (user, type, currency, balance, description, meta, mts) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user, type, currency) DO UPDATE SET balance = excluded.balance, description = excluded.description, meta = excluded.meta, mts = excluded.mts`),
    insertLedger: db.prepare(
      'INSERT INTO tr_ledger (id, user, currency, wallet, mts, amount, balance, description, category) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    activeBodies: {
      tr_orders: bodies('tr_orders'),
      tr_positions: bodies('tr_positions'),
      tr_offers: bodies('tr_offers'),
      tr_funding: bodies('tr_funding'),
      tr_movements: bodies('tr_movements'),
    },
    saveOrder: upsert('tr_orders'),
    savePosition: upsert('tr_positions'),
    auditPosition: db.prepare('INSERT INTO tr_position_audit (position_id, user, mts, body) VALUES (?, ?, ?, ?)'),
    saveOffer: upsert('tr_offers'),
    saveFunding: db.prepare(`INSERT INTO tr_funding (id, user, kind, symbol, active, mts_update, body) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET active = excluded.active, mts_update = excluded.mts_update, body = excluded.body`),
    saveMovement: db.prepare(`INSERT INTO tr_movements (id, user, currency, active, mts_update, body) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET active = excluded.active, mts_update = excluded.mts_update, body = excluded.body`),
    insertTrade: db.prepare('INSERT OR REPLACE INTO tr_trades (user, id, order_id, symbol, mts, row) VALUES (?, ?, ?, ?, ?, ?)'),
    insertFundingTrade: db.prepare(
      'INSERT OR REPLACE INTO tr_funding_trades (user, id, offer_id, symbol, mts, row) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    alerts: db.prepare('SELECT user, key, symbol, price, direction, mts FROM tr_alerts'),
    saveAlert: db.prepare('INSERT OR REPLACE INTO tr_alerts (user, key, symbol, price, direction, mts) VALUES (?, ?, ?, ?, ?, ?)'),
    deleteAlert: db.prepare('DELETE FROM tr_alerts WHERE user = ? AND key = ?'),
    getUserState: db.prepare<[number, string], string>('SELECT value FROM tr_user_state WHERE user = ? AND key = ?').pluck(),
    setUserState: db.prepare('INSERT OR REPLACE INTO tr_user_state (user, key, value) VALUES (?, ?, ?)'),
  };
}
