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
  `
  -- The custody fee's clock of each holding (issue 16): the end of the last period charged, from
  -- which the next whole periods are due, and what accrued below the asset's smallest unit (carried).
  -- Moved with the balance and the fee records in one transaction, so a period is charged once.
  CREATE TABLE cu_fee_clock (
    user INTEGER NOT NULL, currency TEXT NOT NULL, charged_to INTEGER NOT NULL, accrued TEXT NOT NULL,
    PRIMARY KEY (user, currency)
  ) STRICT, WITHOUT ROWID;

  -- Every custody fee charged: one row a holding and period (the key refuses a second charge of a
  -- period), with the balance it left.
  CREATE TABLE cu_fees (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, currency TEXT NOT NULL, amount TEXT NOT NULL,
    balance TEXT NOT NULL, period_start INTEGER NOT NULL, period_end INTEGER NOT NULL, mts INTEGER NOT NULL,
    UNIQUE (user, currency, period_end)
  ) STRICT;
  CREATE INDEX cu_fees_user ON cu_fees (user, mts);
  `,
];
