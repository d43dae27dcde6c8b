// Random identifiers, digests and sealing of stored secrets.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url (43 characters): API keys, secrets, one-time links. */
export function randomId(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Stored instead of bearer values (tokens, links), so a copy of the database cannot replay them. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacHex(algorithm: 'sha384' | 'sha256', key: string | Buffer, message: string): string {
  return createHmac(algorithm, key).update(message).digest('hex');
}

/** Constant-time string comparison (different lengths compare unequal without leaking where). */
export function sameText(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ba.length !== bb.length) {
    timingSafeEqual(ba, ba);
    return false;
  }
  return timingSafeEqual(ba, bb);
}

/**
 * AES-256-GCM with the installation's vault key. API secrets must stay usable (the server
 * recomputes each HMAC), so they are sealed rather than hashed: a dump of the table alone
 * does not reveal them.
 */
export function seal(vaultKey: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', vaultKey, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function unseal(vaultKey: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed value: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', vaultKey, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
