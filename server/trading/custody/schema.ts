// The simulated custody partner's tables in the exchange's SQLite file
// (migrate(store.db, 'custody', …)): it stands for a partner's own books, so it keeps them apart
// from the exchange's wallets. Amounts are decimal TEXT (exact). Never edit a shipped migration;
// append.
import type { Migration } from '../../store/migrations';

export const CUSTODY_MIGRATIONS: readonly Migration[] = [
  `
  -- Each account's application with the partner: status NOT_STARTED is no row.
  CREATE TABLE cu_kyc (
    user INTEGER PRIMARY KEY, status TEXT NOT NULL, applied INTEGER NOT NULL, decided INTEGER,
    reason TEXT
  ) STRICT;

  -- What the partner holds for each account, per currency.
  CREATE TABLE cu_balances (
    user INTEGER NOT NULL, currency TEXT NOT NULL, balance TEXT NOT NULL, mts INTEGER NOT NULL,
    PRIMARY KEY (user, currency)
  ) STRICT, WITHOUT ROWID;

  -- Every transfer between an account's exchange wallet and its custody account.
  CREATE TABLE cu_transfers (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, direction TEXT NOT NULL, currency TEXT NOT NULL,
    amount TEXT NOT NULL, fee TEXT NOT NULL, received TEXT NOT NULL, status TEXT NOT NULL,
    mts INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX cu_transfers_user ON cu_transfers (user, mts);
  `,
];
