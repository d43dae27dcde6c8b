// The US-resident declaration (`/v1/account_us_resident`, account-side §7): the account holder
// says whether they reside in the United States. A declared US resident is read as residing in the
// US by the gates, so block_compl_region (default US) refuses their deposits and real-money trading
// with the reason; a sub-account follows its master's declaration. Kept in SQLite, with its time.
import type { AccountsContext } from './context';

export interface UsResidentDeclaration {
  usResident: boolean;
  declaredAt: number;
}

interface Row {
  us_resident: number;
  declared_at: number;
}

export function createUsResident(ctx: AccountsContext) {
  const { db, now } = ctx;
  db.exec(`CREATE TABLE IF NOT EXISTS acct_us_resident (
    user_id INTEGER PRIMARY KEY,
    us_resident INTEGER NOT NULL,
    declared_at INTEGER NOT NULL
  )`);
  const read = db.prepare<[number], Row>('SELECT us_resident, declared_at FROM acct_us_resident WHERE user_id = ?');
  const write = db.prepare(
    `INSERT INTO acct_us_resident (user_id, us_resident, declared_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET us_resident = excluded.us_resident, declared_at = excluded.declared_at`,
  );
  return {
    /** The account's latest declaration, if it made one. */
    declaration(userId: number): UsResidentDeclaration | undefined {
      const row = read.get(userId);
      return row ? { usResident: row.us_resident === 1, declaredAt: row.declared_at } : undefined;
    },
    declare(userId: number, usResident: boolean): UsResidentDeclaration {
      const declaredAt = now();
      write.run(userId, usResident ? 1 : 0, declaredAt);
      return { usResident, declaredAt };
    },
  };
}

export type UsResident = ReturnType<typeof createUsResident>;
