// Trading's tables in the exchange's SQLite file (migrate(store.db, 'trading', …)). Amounts are
// decimal TEXT (exact); records with many fields keep a JSON body beside the columns that are
// searched. Never edit a shipped migration; append.
import type { Migration } from '../store/migrations';

export const TRADING_MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE tr_wallets (
    user INTEGER NOT NULL, type TEXT NOT NULL, currency TEXT NOT NULL,
    balance TEXT NOT NULL, description TEXT, meta TEXT, mts INTEGER NOT NULL,
    PRIMARY KEY (user, type, currency)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE tr_ledger (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, currency TEXT NOT NULL, wallet TEXT NOT NULL,
    mts INTEGER NOT NULL, amount TEXT NOT NULL, balance TEXT NOT NULL, description TEXT NOT NULL,
    category INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX tr_ledger_by_user ON tr_ledger (user, mts, id);

  -- Users' orders, live and closed; body is the order as the account sees it (JSON).
  CREATE TABLE tr_orders (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, symbol TEXT NOT NULL, active INTEGER NOT NULL,
    mts_update INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX tr_orders_active ON tr_orders (active, id);
  CREATE INDEX tr_orders_hist ON tr_orders (user, active, mts_update);

  -- Own trades (one row per user side: a self-trade has two).
  CREATE TABLE tr_trades (
    user INTEGER NOT NULL, id INTEGER NOT NULL, order_id INTEGER NOT NULL, symbol TEXT NOT NULL,
    mts INTEGER NOT NULL, row TEXT NOT NULL,
    PRIMARY KEY (user, id, order_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX tr_trades_by_time ON tr_trades (user, mts);
  CREATE INDEX tr_trades_by_order ON tr_trades (user, order_id);

  CREATE TABLE tr_positions (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, symbol TEXT NOT NULL, active INTEGER NOT NULL,
    mts_update INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX tr_positions_active ON tr_positions (active, id);
  CREATE INDEX tr_positions_hist ON tr_positions (user, mts_update);

  -- Every state a position went through (positions/audit, positions/snap).
  CREATE TABLE tr_position_audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, position_id INTEGER NOT NULL, user INTEGER NOT NULL,
    mts INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX tr_position_audit_by_pos ON tr_position_audit (user, position_id, seq);
  CREATE INDEX tr_position_audit_by_time ON tr_position_audit (user, mts, seq);

  CREATE TABLE tr_offers (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, symbol TEXT NOT NULL, active INTEGER NOT NULL,
    mts_update INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX tr_offers_active ON tr_offers (active, id);
  CREATE INDEX tr_offers_hist ON tr_offers (user, active, mts_update);

  -- Loans (lender side) and credits (borrower side).
  CREATE TABLE tr_funding (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, kind TEXT NOT NULL, symbol TEXT NOT NULL,
    active INTEGER NOT NULL, mts_update INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX tr_funding_active ON tr_funding (active, id);
  CREATE INDEX tr_funding_hist ON tr_funding (user, kind, active, mts_update);

  CREATE TABLE tr_funding_trades (
    user INTEGER NOT NULL, id INTEGER NOT NULL, offer_id INTEGER NOT NULL, symbol TEXT NOT NULL,
    mts INTEGER NOT NULL, row TEXT NOT NULL,
    PRIMARY KEY (user, id, offer_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX tr_funding_trades_by_time ON tr_funding_trades (user, mts);

  CREATE TABLE tr_movements (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, currency TEXT NOT NULL, active INTEGER NOT NULL,
    mts_update INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX tr_movements_active ON tr_movements (active, id);
  CREATE INDEX tr_movements_by_user ON tr_movements (user, mts_update);

  CREATE TABLE tr_deposit_addresses (
    user INTEGER NOT NULL, method TEXT NOT NULL, seq INTEGER NOT NULL, wallet TEXT NOT NULL,
    currency TEXT NOT NULL, address TEXT NOT NULL, mts INTEGER NOT NULL,
    PRIMARY KEY (user, method, seq)
  ) STRICT, WITHOUT ROWID;
  CREATE UNIQUE INDEX tr_deposit_addresses_by_address ON tr_deposit_addresses (address);

  CREATE TABLE tr_alerts (
    user INTEGER NOT NULL, key TEXT NOT NULL, symbol TEXT NOT NULL, price REAL NOT NULL,
    direction INTEGER NOT NULL, mts INTEGER NOT NULL,
    PRIMARY KEY (user, key)
  ) STRICT, WITHOUT ROWID;

  -- Small per-user documents: demo funding done, auto-renew settings.
  CREATE TABLE tr_user_state (
    user INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (user, key)
  ) STRICT, WITHOUT ROWID;
  `,
  `
  -- Each user's saved withdrawal addresses (the withdrawal form's address book).
  CREATE TABLE tr_address_book (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, method TEXT NOT NULL, address TEXT NOT NULL,
    label TEXT NOT NULL, mts INTEGER NOT NULL,
    UNIQUE (user, method, address)
  ) STRICT;
  `,
  `
  -- The OTC desk's quotes (otc.ts): firm until expires; accepted is set once, when it settles.
  CREATE TABLE tr_otc_quotes (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, symbol TEXT NOT NULL, side TEXT NOT NULL,
    amount TEXT NOT NULL, price TEXT NOT NULL, total TEXT NOT NULL, mts INTEGER NOT NULL,
    expires INTEGER NOT NULL, accepted INTEGER
  ) STRICT;
  CREATE INDEX tr_otc_quotes_user ON tr_otc_quotes (user, mts);
  `,
  `
  -- Staking (staking.ts): each user's staked balance of a currency, the rewards paid on it and when
  -- they were last paid (what accrues is counted from there); and its stakes, unstakes and rewards.
  CREATE TABLE tr_stakes (
    user INTEGER NOT NULL, currency TEXT NOT NULL, amount TEXT NOT NULL, paid TEXT NOT NULL,
    last_paid INTEGER NOT NULL,
    PRIMARY KEY (user, currency)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE tr_staking_events (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, currency TEXT NOT NULL, kind TEXT NOT NULL,
    amount TEXT NOT NULL, mts INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX tr_staking_events_user ON tr_staking_events (user, mts);

  -- Purchases paid by card (card-purchases.ts), credited to the exchange wallet.
  CREATE TABLE tr_card_purchases (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, fiat TEXT NOT NULL, fiat_amount TEXT NOT NULL,
    fee TEXT NOT NULL, currency TEXT NOT NULL, rate TEXT NOT NULL, credited TEXT NOT NULL,
    card_last4 TEXT NOT NULL, mts INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX tr_card_purchases_user ON tr_card_purchases (user, mts);
  `,
  `
  -- Securities sales (securities.ts): each sale's terms, its dates and what it has raised (decimal
  -- TEXT); and the subscriptions paid to them from the exchange wallet.
  CREATE TABLE tr_securities_sales (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, issuer TEXT NOT NULL, region TEXT NOT NULL,
    token TEXT NOT NULL, currency TEXT NOT NULL, price TEXT NOT NULL, min_amount TEXT NOT NULL,
    max_amount TEXT NOT NULL, start_mts INTEGER NOT NULL, end_mts INTEGER NOT NULL,
    featured INTEGER NOT NULL, completed INTEGER NOT NULL, raised TEXT NOT NULL, target TEXT NOT NULL
  ) STRICT;
  CREATE TABLE tr_securities_subscriptions (
    id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL, user INTEGER NOT NULL, amount TEXT NOT NULL,
    tokens TEXT NOT NULL, currency TEXT NOT NULL, mts INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX tr_securities_subscriptions_user ON tr_securities_subscriptions (user, mts);
  `,
];
