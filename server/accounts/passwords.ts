// Password hashing with scrypt (memory-hard). The stored text names its parameters, so the cost
// can be raised later without invalidating existing hashes.
import { weakPasswordProblem } from '../../src/protocol/password-strength';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt cost: N = 2^17 (128 MiB per hash with r = 8), r = 8, p = 1. */
export const PASSWORD_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 64;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node refuses past maxmem (32 MiB by default), so allow twice that.
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N, r, p, maxmem: 256 * N * r }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

interface StoredHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$logN$r$p$salt$key`, or undefined when `stored` is not one (or names absurd costs). */
function parseHash(stored: string | null): StoredHash | undefined {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n >= 1) || logN > 22 || r > 32 || p > 16) return undefined;
  return { logN, r, p, salt: Buffer.from(parts[4] ?? '', 'base64url'), key: Buffer.from(parts[5] ?? '', 'base64url') };
}

/** A new hash at cost 2^`logN`; the text names its parameters, so older hashes stay verifiable. */
export async function hashPassword(password: string, logN = PASSWORD_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `password` matches `stored`, checked with the parameters `stored` names. */
export async function verifyPassword(password: string, stored: string | null, logN = PASSWORD_LOG_N): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) {
    // Same work as a real check, so "no such user" and "wrong password" take the same time.
    await derive(password, DUMMY_SALT, logN, R, P);
    return false;
  }
  const actual = await derive(password, hash.salt, hash.logN, hash.r, hash.p);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether `stored` was made cheaper than the cost of new hashes (rehash it at the next login). */
export function needsRehash(stored: string | null, logN = PASSWORD_LOG_N): boolean {
  const hash = parseHash(stored);
  return hash !== undefined && (hash.logN < logN || hash.r < R || hash.p < P);
}

const DUMMY_SALT = randomBytes(16);

/** The account side's hashing at the exchange's cost (the product's is OWASP's; tests lower it). */
export interface PasswordHashing {
  readonly logN: number;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
  needsRehash(stored: string | null): boolean;
  /** After `password` was verified against `stored`: a hash at today's cost when `stored` is
   *  cheaper, to replace it with; undefined when it is not. */
  rehashed(password: string, stored: string | null): Promise<string | undefined>;
}

export function passwordHashing(logN = PASSWORD_LOG_N): PasswordHashing {
  return {
    logN,
    hash: (password) => hashPassword(password, logN),
    verify: (password, stored) => verifyPassword(password, stored, logN),
    needsRehash: (stored) => needsRehash(stored, logN),
    rehashed: async (password, stored) => (needsRehash(stored, logN) ? hashPassword(password, logN) : undefined),
  };
}

/** The rule for new passwords: 8 to 256 characters, not all one character, and not easy to guess
 *  (the estimator's score, with the account's own e-mail counted as easy words). */
export function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < 8) return 'password: too short (at least 8 characters)';
  if (password.length > 256) return 'password: too long (at most 256 characters)';
  if (new Set(password).size < 3) return 'password: too simple';
  return weakPasswordProblem(password, userInputs);
}
