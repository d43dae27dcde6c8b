// What a withdrawal address must look like, per method (the address check of the withdrawal form,
// `/v1/ui_check_address`, and the exchange's own check before a withdrawal), the lightning
// invoice's limits, and the travel rule's threshold. The pattern comes first, then the checksum
// where the network's addresses have one, so a mistyped character is refused with that reason.
import { XRP_ALPHABET, base58AddressProblem, solanaAddressProblem } from './address-checks/base58check';
import { segwitAddressProblem } from './address-checks/bech32';
import { eip55Problem } from './address-checks/eip55';
import { dec, type Dec } from './decimal';
import { METHODS } from './wallet-methods';

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
/** Each crypto method's address format. */
const ADDRESS_FORMATS: Record<string, RegExp> = {
  bitcoin: new RegExp(`^(bc1[02-9ac-hj-np-z]{25,87}|[13]${BASE58}{25,34})$`),
  testbtc: new RegExp(`^(tb1[02-9ac-hj-np-z]{25,87}|[mn2]${BASE58}{25,34})$`),
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  tetheruse: /^0x[0-9a-fA-F]{40}$/,
  tetherusx: new RegExp(`^T${BASE58}{33}$`),
  litecoin: new RegExp(`^(ltc1[02-9ac-hj-np-z]{25,87}|[LM3]${BASE58}{26,33})$`),
  ripple: new RegExp(`^r${BASE58}{24,34}$`),
  solana: new RegExp(`^${BASE58}{32,44}$`),
  lnx: /^ln(bc|tb)[0-9a-z]{20,2000}$/i,
};

/** A segwit address (bech32/bech32m) under `hrp`, or a Base58Check one of `versions`. */
function segwitOrBase58(hrp: string, versions: readonly number[]) {
  return (address: string) =>
    address.startsWith(`${hrp}1`) ? segwitAddressProblem(hrp, address) : base58AddressProblem(address, versions);
}

/** Each method's checksum check, after its pattern (solana's keys have no checksum: their length
 *  is checked). Base58 versions: P2PKH and P2SH of each network; Tron's 0x41; the XRP Ledger's
 *  account IDs 0x00, in its own alphabet. */
const ADDRESS_CHECKSUMS: Record<string, (address: string) => string | undefined> = {
  bitcoin: segwitOrBase58('bc', [0x00, 0x05]),
  testbtc: segwitOrBase58('tb', [0x6f, 0xc4]),
  litecoin: segwitOrBase58('ltc', [0x30, 0x32, 0x05]),
  ethereum: eip55Problem,
  tetheruse: eip55Problem,
  tetherusx: (address) => base58AddressProblem(address, [0x41]),
  ripple: (address) => base58AddressProblem(address, [0x00], XRP_ALPHABET),
  solana: solanaAddressProblem,
};

/** Lightning withdrawals (market-side §5): at least 0.000001 and at most 0.02 BTC an invoice. */
export const LIGHTNING_LIMITS = { min: dec('0.000001'), max: dec('0.02') } as const;

/** Above this many USD a withdrawal names its beneficiary and where the money goes (travel rule). */
export const TRAVEL_RULE_USD = 1000;

export interface AddressCheck {
  valid: boolean;
  /** The method the address belongs to, when valid. */
  method?: string;
  message?: string;
}

/** Whether `address` is one `method` can send to; the refusal text when not. */
export function addressProblem(method: string, address: string): string | undefined {
  const m = METHODS[method];
  if (!m) return 'method: invalid';
  if (!m.crypto) return address.trim().length >= 4 && address.length <= 128 ? undefined : 'address: invalid (bank account details needed)';
  if (!hasFormat(method, address)) return `address: invalid for ${m.name.toLowerCase()}`;
  const checksum = ADDRESS_CHECKSUMS[method]?.(address);
  return checksum === undefined ? undefined : `address: invalid for ${m.name.toLowerCase()} (${checksum})`;
}

function hasFormat(method: string, address: string): boolean {
  return ADDRESS_FORMATS[method]?.test(address) ?? false;
}

/** The address check of the form: valid for one of the currency's methods, and which. */
export function checkAddress(currency: string, address: string): AddressCheck {
  const methods = Object.entries(METHODS).filter(([, m]) => m.currency === currency && m.crypto);
  if (methods.length === 0) return { valid: false, message: `${currency} has no crypto withdrawal method` };
  const found = methods.find(([name]) => !addressProblem(name, address));
  if (found) return { valid: true, method: found[0] };
  // An address of the right shape whose checksum fails says so: it is most likely a typo.
  const shaped = methods.find(([name]) => hasFormat(name, address));
  const reason = shaped && ADDRESS_CHECKSUMS[shaped[0]]?.(address);
  return { valid: false, message: reason ? `This is not a ${currency} address: ${reason}` : `This is not a ${currency} address` };
}

/** Why a lightning amount is refused, if it is. */
export function lightningProblem(amount: Dec): string | undefined {
  if (amount.lt(LIGHTNING_LIMITS.min)) return `Invalid withdrawal: a lightning invoice pays at least ${LIGHTNING_LIMITS.min.toFixed()} BTC`;
  if (amount.gt(LIGHTNING_LIMITS.max)) return `Invalid withdrawal: a lightning invoice pays at most ${LIGHTNING_LIMITS.max.toFixed()} BTC`;
  return undefined;
}
