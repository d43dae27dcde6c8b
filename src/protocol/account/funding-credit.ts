// Funding credits (22 slots, fcs/fcn/fcu/fcc) and loans (21 slots, fls/fln/flu/flc), PROTOCOL
// §3.4: the same layout, credits add the POSITION_PAIR they fund.
import { recordCodec, type RecordOf, type Decoded } from '../record';

const FUNDING_LOAN = {
  id: [0, 'num'],
  symbol: [1, 'str'],
  /** 1 lender, 0 both, −1 borrower. */
  side: [2, 'num'],
  mtsCreate: [3, 'num'],
  mtsUpdate: [4, 'num'],
  amount: [5, 'num'],
  flags: [6, 'num0'],
  status: [7, 'str'],
  /** "FIXED" or "VAR". */
  rateType: [8, 'str?'],
  rate: [11, 'num'],
  period: [12, 'num'],
  mtsOpening: [13, 'num?'],
  mtsLastPayout: [14, 'num?'],
  notify: [15, 'bool'],
  hidden: [16, 'bool'],
  renew: [18, 'bool'],
  rateReal: [19, 'num?'],
  noClose: [20, 'bool'],
} as const;
export interface FundingCredit extends Decoded<typeof fundingCreditCodec> {}
export const fundingCreditCodec = recordCodec(22, { ...FUNDING_LOAN, positionPair: [21, 'str?'] });

export interface FundingLoan extends RecordOf<typeof FUNDING_LOAN> {}

export const fundingLoanCodec = recordCodec(21, FUNDING_LOAN);
