// The key that seals the secrets the exchange must be able to read back (API secrets, second-
// factor secrets) and signs the local sign-on codes. It lives outside the database it protects,
// so a copy of the data folder alone reveals nothing: from TRADEDESK_SECRET_KEY, or from a key
// file beside the data folder (`<data folder>.key`, mode 0600) made on the first start.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export class VaultKeyError extends Error {}

function decodeKey(text: string, where: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64url');
  if (key.length !== 32) throw new VaultKeyError(`${where} must hold 32 bytes (64 hex digits or 43 base64url characters)`);
  return key;
}

/** The key file of a data folder: beside it, not in it. */
export function vaultKeyFile(dataDir: string): string {
  const dir = path.resolve(dataDir);
  return path.join(path.dirname(dir), `${path.basename(dir)}.key`);
}

export function loadVaultKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const fromEnv = env.TRADEDESK_SECRET_KEY;
  if (fromEnv) return decodeKey(fromEnv, 'TRADEDESK_SECRET_KEY');
  const file = vaultKeyFile(dataDir);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: read theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return decodeKey(readFileSync(file, 'utf8'), file);
}
