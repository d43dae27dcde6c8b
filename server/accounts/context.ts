// What every part of the account side shares: the database, the clock, the vault key and the
// password hashing's cost.
import type { PasswordHashing } from './passwords';
import type { Db } from './schema';

export interface AccountsContext {
  readonly db: Db;
  /** Milliseconds since the epoch; injectable so expiry and windows can be tested. */
  readonly now: () => number;
  /** 32 bytes sealing stored API secrets. */
  readonly vaultKey: Buffer;
  /** scrypt at the exchange's cost (OWASP's 2^17 unless a test lowers it). */
  readonly passwords: PasswordHashing;
}
