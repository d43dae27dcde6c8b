// What every part of the account side shares: the database, the clock and the vault key.
import type { Db } from './schema';

export interface AccountsContext {
  readonly db: Db;
  /** Milliseconds since the epoch; injectable so expiry and windows can be tested. */
  readonly now: () => number;
  /** 32 bytes sealing stored API secrets. */
  readonly vaultKey: Buffer;
}
