// The programmes' tables (migrate(store.db, 'programmes', …)): referral codes and referrals, the
// commissions credited from referred accounts' fees, the programmes an account opted into,
// invoices, and competitors. Amounts are decimal TEXT. Never edit a shipped migration; append.
import type { Migration } from '../../store/migrations';

export const PROGRAMME_MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE pg_ref_codes (user INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, mts INTEGER NOT NULL) STRICT;
  -- One referrer per account, recorded at its sign-up.
  CREATE TABLE pg_referrals (user INTEGER PRIMARY KEY, referrer INTEGER NOT NULL, mts INTEGER NOT NULL) STRICT;
  CREATE INDEX pg_referrals_by_referrer ON pg_referrals (referrer, mts);
  CREATE TABLE pg_commissions (
    id INTEGER PRIMARY KEY, referrer INTEGER NOT NULL, referred INTEGER NOT NULL, currency TEXT NOT NULL,
    amount TEXT NOT NULL, usd TEXT NOT NULL, trade_id INTEGER NOT NULL, mts INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX pg_commissions_by_referrer ON pg_commissions (referrer, mts);

  CREATE TABLE pg_programmes (
    user INTEGER NOT NULL, programme TEXT NOT NULL, mts INTEGER NOT NULL, PRIMARY KEY (user, programme)
  ) STRICT, WITHOUT ROWID;

  -- received: what deposits to the address sent before expires added up to; paid is set once.
  CREATE TABLE pg_invoices (
    id INTEGER PRIMARY KEY, user INTEGER NOT NULL, currency TEXT NOT NULL, amount TEXT NOT NULL,
    address TEXT NOT NULL UNIQUE, description TEXT NOT NULL, received TEXT NOT NULL, mts INTEGER NOT NULL,
    expires INTEGER NOT NULL, paid INTEGER
  ) STRICT;
  CREATE INDEX pg_invoices_by_user ON pg_invoices (user, mts);

  CREATE TABLE pg_competitors (
    slug TEXT NOT NULL, user INTEGER NOT NULL, mts INTEGER NOT NULL, PRIMARY KEY (slug, user)
  ) STRICT, WITHOUT ROWID;
  `,
];
