// Derivatives status (PROTOCOL §2.6, §5.2): the `status` channel sends rows with MTS first;
// REST `/v2/status/deriv` prepends the KEY (every index +1); `/hist` rows have no KEY.
import { recordCodec, type FieldKind, type RecordOf } from '../record';

const DERIV_STATUS = {
  mts: [0, 'num'],
  derivPrice: [2, 'num?'],
  spotPrice: [3, 'num?'],
  insuranceFundBalance: [5, 'num?'],
  nextFundingEvtMts: [7, 'num?'],
  nextFundingAccrued: [8, 'num?'],
  nextFundingStep: [9, 'num?'],
  currentFunding: [11, 'num?'],
  markPrice: [14, 'num?'],
  openInterest: [17, 'num?'],
  clampMin: [21, 'num?'],
  clampMax: [22, 'num?'],
} as const;

type Shifted<F extends Record<string, readonly [number, FieldKind]>> = { readonly [K in keyof F]: readonly [number, F[K][1]] };
function shift<F extends Record<string, readonly [number, FieldKind]>>(fields: F, by: number): Shifted<F> {
  const out: Record<string, readonly [number, FieldKind]> = {};
  for (const [name, [index, kind]] of Object.entries(fields)) out[name] = [index + by, kind];
  return out as Shifted<F>;
}

export interface DerivStatus extends RecordOf<typeof DERIV_STATUS> {}
/** REST form: `key` is the symbol without the `deriv:` prefix, e.g. `tBTCF0:USTF0`. */
export interface DerivStatusWithKey extends DerivStatus {
  key: string;
}

export const derivStatusCodec = recordCodec(23, DERIV_STATUS);
export const derivStatusRestCodec = recordCodec(24, { key: [0, 'str'], ...shift(DERIV_STATUS, 1) });
