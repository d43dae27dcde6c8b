// EIP-55: an Ethereum (and EVM network) address's letters are upper case where the matching nibble
// of keccak-256 of its lower-case hex is 8 or more. All-lower or all-upper addresses carry no
// checksum and are valid as they are; mixed case must match the rule exactly. Keccak-256 is not
// SHA3-256 (different padding), hence the library.
import { keccak_256 } from '@noble/hashes/sha3.js';

/** `address` (0x and 40 hex digits) with its EIP-55 checksum capitalisation. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  }
  return out;
}

/** Why a 0x-and-40-hex `address` is refused: mixed case that is not its checksum. */
export function eip55Problem(address: string): string | undefined {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return undefined;
  return toChecksumAddress(address) === address ? undefined : 'checksum mismatch in the EIP-55 capitalisation, a character is mistyped';
}
