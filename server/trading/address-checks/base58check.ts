// Base58Check (Bitcoin's legacy addresses and its forks', Tron's, the XRP Ledger's in its own
// alphabet): base58 text of a version byte, a payload and the first four bytes of
// SHA-256(SHA-256(version ‖ payload)). One mistyped character changes the checksum, so a typo is
// caught before money is sent to nowhere.
import { createHash } from 'node:crypto';

/** Bitcoin's alphabet (Tron's, Solana's too). */
export const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** The XRP Ledger's: the same characters in another order (its addresses start with 'r', its zero). */
export const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

/** The bytes of base58 `text`, or undefined when a character is not of the alphabet. */
export function base58Decode(text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | undefined {
  let value = 0n;
  for (const ch of text) {
    const digit = alphabet.indexOf(ch);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  // Each leading zero digit ('1', 'r' in XRP's alphabet) stands for a leading zero byte.
  for (const ch of text) {
    if (ch !== alphabet[0]) break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

const sha256 = (data: Uint8Array): Buffer => createHash('sha256').update(data).digest();

/** Version byte and payload of a Base58Check text whose checksum holds; undefined otherwise. */
export function base58CheckDecode(text: string, alphabet = BITCOIN_ALPHABET): { version: number; payload: Uint8Array } | undefined {
  const bytes = base58Decode(text, alphabet);
  if (!bytes || bytes.length < 5) return undefined;
  const body = bytes.subarray(0, bytes.length - 4);
  const check = sha256(sha256(body)).subarray(0, 4);
  if (!check.equals(bytes.subarray(bytes.length - 4))) return undefined;
  return { version: body[0]!, payload: body.subarray(1) };
}

/** Why `address` is not a Base58Check address of one of `versions` with a 20-byte hash. */
export function base58AddressProblem(address: string, versions: readonly number[], alphabet = BITCOIN_ALPHABET): string | undefined {
  const decoded = base58CheckDecode(address, alphabet);
  if (!decoded) return 'checksum mismatch, a character is mistyped';
  if (!versions.includes(decoded.version) || decoded.payload.length !== 20) return 'not an address of this network';
  return undefined;
}

/** Why `address` is not a Solana address: the base58 text of a 32-byte public key, with no
 *  checksum, so only a length that a dropped or added character changes is caught. */
export function solanaAddressProblem(address: string): string | undefined {
  return base58Decode(address)?.length === 32 ? undefined : 'not a 32-byte key, a character is missing or extra';
}
