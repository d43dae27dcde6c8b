// Once, on an installation from before the vault key moved out of the database: API secrets are
// sealed again with the key outside it, second-factor secrets (kept plain until then) sealed,
// and the old key and sign-on signing key deleted from the database.
import { seal, unseal } from './secrets';
import type { Db } from './schema';

const SEALED = /^v1\./;

export function moveSecretsToVaultKey(db: Db, vaultKey: Buffer): void {
  db.transaction(() => {
    const old = db.prepare<[], string>("SELECT value FROM acct_meta WHERE key = 'vault_key'").pluck().get();
    if (old !== undefined) {
      const oldKey = Buffer.from(old, 'base64url');
      const rows = db.prepare('SELECT id, secret_sealed FROM acct_api_keys').all() as Array<{ id: number; secret_sealed: string }>;
      const update = db.prepare('UPDATE acct_api_keys SET secret_sealed = ? WHERE id = ?');
      for (const r of rows) update.run(seal(vaultKey, unseal(oldKey, r.secret_sealed)), r.id);
      db.prepare("DELETE FROM acct_meta WHERE key IN ('vault_key', 'sso_signing_key')").run();
    }
    const plain = db
      .prepare(
        'SELECT id, totp_secret, totp_pending_secret FROM acct_users WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL',
      )
      .all() as Array<{ id: number; totp_secret: string | null; totp_pending_secret: string | null }>;
    const sealed = (v: string | null) => (v === null || SEALED.test(v) ? v : seal(vaultKey, v));
    const update = db.prepare('UPDATE acct_users SET totp_secret = ?, totp_pending_secret = ? WHERE id = ?');
    for (const u of plain) update.run(sealed(u.totp_secret), sealed(u.totp_pending_secret), u.id);
  })();
}
