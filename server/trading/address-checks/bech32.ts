// Bech32 (BIP-173) and bech32m (BIP-350), and segwit addresses: a human-readable part, '1', and
// 5-bit data ending in a 6-character BCH checksum that catches any 4 mistyped characters.
// Witness version 0 uses bech32, versions 1 to 16 (taproot is 1) bech32m.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

export type Bech32Encoding = 'bech32' | 'bech32m';

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) chk ^= GENERATOR[i]!;
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** The parts of a bech32 or bech32m string whose checksum holds, and which of the two it is. */
export function bech32Decode(text: string): { hrp: string; data: number[]; encoding: Bech32Encoding } | undefined {
  if (text.length > 90) return undefined;
  if ([...text].some((c) => c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126)) return undefined;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined;
  const lower = text.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || sep + 7 > lower.length) return undefined;
  const hrp = lower.slice(0, sep);
  const data: number[] = [];
  for (const c of lower.slice(sep + 1)) {
    const d = CHARSET.indexOf(c);
    if (d < 0) return undefined;
    data.push(d);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const encoding = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : undefined;
  if (!encoding) return undefined;
  return { hrp, data: data.slice(0, -6), encoding };
}

/** 5-bit groups to bytes, refusing leftover bits that are not zero padding. */
function fromWords(words: readonly number[]): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((acc << (8 - bits)) & 0xff) !== 0) return undefined;
  return out;
}

/** The witness version and program of a segwit address for `hrp` ('bc', 'tb', 'ltc'). */
export function decodeSegwit(hrp: string, address: string): { version: number; program: number[] } | undefined {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return undefined;
  const version = decoded.data[0]!;
  const program = fromWords(decoded.data.slice(1));
  if (version > 16 || !program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return undefined;
  return { version, program };
}

/** Why `address` is not a segwit address of `hrp`: a broken checksum, or a malformed program. */
export function segwitAddressProblem(hrp: string, address: string): string | undefined {
  if (decodeSegwit(hrp, address)) return undefined;
  const decoded = bech32Decode(address);
  return decoded ? 'not a valid segwit address (witness version or program)' : 'checksum mismatch, a character is mistyped';
}
