// Password hashing with scrypt (memory-hard). The stored text names its parameters, so the cost
// can be raised later without invalidating existing hashes.
import { weakPasswordProblem } from '../../src/protocol/password-strength';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const LOG_N = 15; // N = 32768: 32 MiB per hash with r = 8
const R = 8;
const P = 1;
const KEY_LEN = 64;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N, r, p, maxmem: 256 * N * r }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so "no such user" and "wrong password" take the same time.
    await derive(password, DUMMY_SALT, LOG_N, R, P);
    return false;
  }
  const [, logN, r, p, salt = '', key = ''] = parts;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_SALT = randomBytes(16);

/** The rule for new passwords: 8 to 256 characters, not all one character, and not easy to guess
 *  (the estimator's score, with the account's own e-mail counted as easy words). */
export function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < 8) return 'password: too short (at least 8 characters)';
  if (password.length > 256) return 'password: too long (at most 256 characters)';
  if (new Set(password).size < 3) return 'password: too simple';
  return weakPasswordProblem(password, userInputs);
}
