// The public configuration of /v2/conf/{key}: each function returns the element of the response
// array for one key, in the layouts of the real exchange (amounts of pub:info:pair as strings).
import { TERMS } from '../accounts/terms';
import { PRODUCT_TERMS, TERMS_KINDS, termsConfKey } from '../../src/protocol/account/terms-kinds';
import { AGREEMENT_CURRENCIES, CURRENCY_AGREEMENTS } from '../accounts/currency-agreements';
import { CURRENCY_AGREEMENT_LIST, agreementConfKey } from '../../src/protocol/account/currency-agreement';
import { CURRENCIES, FUNDING, PAIRS, type PairSpec } from './pairs';
import { METHODS } from '../trading/wallet-methods';

/** Funding clamp of perpetual contracts, shared by pub:fees and the derivatives status. */
export const DERIV_CLAMP = { min: -0.0025, max: 0.0025, insurance: 0.0001, slope: 0.125 };

function pairInfo(p: PairSpec): [string, Array<string | number | null>] {
  return [p.pair, [null, null, null, p.minOrder, p.maxOrder, null, null, null, p.initialMargin, p.minMargin, null, null]];
}

const spotPairs = PAIRS.filter((p) => !p.derivative);
const futures = PAIRS.filter((p) => p.derivative);

const FEATURES = [
  'spot',
  'margin',
  'funding',
  'derivatives',
  'paper_trading',
  'orders:oco',
  'orders:trailing_stop',
  'candles',
  'checksum',
  'bulk_updates',
];

const TABLE: Record<string, () => unknown> = {
  'pub:list:pair:exchange': () => spotPairs.map((p) => p.pair),
  'pub:list:pair:margin': () => spotPairs.filter((p) => p.margin).map((p) => p.pair),
  'pub:list:pair:futures': () => futures.map((p) => p.pair),
  'pub:list:currency': () => CURRENCIES.filter((c) => c.active).map((c) => c.code),
  'pub:list:currency:inactive': () => CURRENCIES.filter((c) => !c.active).map((c) => c.code),
  'pub:list:currency:stable': () =>
    CURRENCIES.filter((c) => c.kind === 'stable' || c.code === 'USTF0' || c.code === 'TESTUSD').map((c) => c.code),
  'pub:list:currency:margin': () => [...new Set(spotPairs.filter((p) => p.margin).flatMap((p) => [p.base, p.quote]))],
  'pub:list:currency:futures': () => CURRENCIES.filter((c) => c.kind === 'derivative').map((c) => c.code),
  'pub:list:currency:funding': () => FUNDING.map((f) => f.currency),
  'pub:list:currency:paper': () => ['TESTBTC', 'TESTUSD'],
  'pub:map:currency:sym': () => CURRENCIES.filter((c) => c.sym).map((c) => [c.code, c.sym]),
  'pub:map:currency:label': () => CURRENCIES.map((c) => [c.code, c.label]),
  'pub:map:currency:unit': () => CURRENCIES.filter((c) => c.unit).map((c) => [c.code, c.unit]),
  'pub:map:currency:undl': () => CURRENCIES.filter((c) => c.undl).map((c) => [c.code, c.undl]),
  /** Deposit and withdrawal methods: [[METHOD, [CURRENCY]], …] as the real exchange lists them. */
  'pub:map:tx:method': () => Object.entries(METHODS).map(([name, m]) => [name.toUpperCase(), [m.currency]]),
  /** Each method's withdrawal fee and kind: [[METHOD, CURRENCY, WITHDRAWAL_FEE, CRYPTO 0/1, NAME], …]. */
  'pub:info:tx:method': () => Object.entries(METHODS).map(([name, m]) => [name, m.currency, m.fee, m.crypto ? 1 : 0, m.name]),
  'pub:info:pair': () => spotPairs.map(pairInfo),
  'pub:info:pair:futures': () => futures.map(pairInfo),
  /** Per pair [MAKER_FEE, TAKER_FEE]. */
  'pub:info:pair:fee:ovr': () => PAIRS.map((p) => [p.pair, [p.makerFee, p.takerFee]]),
  'pub:list:features': () => FEATURES,
  /** The terms of a kind: [MODIFIED_MTS, TITLE, TEXT]. */
  ...Object.fromEntries(
    [...TERMS_KINDS, ...PRODUCT_TERMS].map((kind) => [
      termsConfKey(kind),
      () => [TERMS[kind].modified, TERMS[kind].title, TERMS[kind].text],
    ]),
  ),
  /** The currencies that ask their own agreement first, and each one's: [MODIFIED_MTS, TITLE, TEXT]. */
  [CURRENCY_AGREEMENT_LIST]: () => AGREEMENT_CURRENCIES,
  ...Object.fromEntries(
    Object.entries(CURRENCY_AGREEMENTS).map(([ccy, terms]) => [agreementConfKey(ccy), () => [terms.modified, terms.title, terms.text]]),
  ),
  'pub:fees': () => ({
    deriv_perp: {
      correction_clamp_min: DERIV_CLAMP.min,
      correction_clamp_max: DERIV_CLAMP.max,
      correction_clamp_insurance: DERIV_CLAMP.insurance,
      correction_slope: DERIV_CLAMP.slope,
    },
  }),
};

const cache = new Map<string, unknown>();

export function confValue(key: string): unknown {
  const make = TABLE[key];
  if (!make) return undefined;
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  // Callers get a copy: the gateway may serialise lazily, nobody may mutate the shared value.
  return structuredClone(value);
}

export function confKeys(): string[] {
  return Object.keys(TABLE);
}
