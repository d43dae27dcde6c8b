// Funding offer (PROTOCOL §3.4, 21 slots): fos/fon/fou/foc and REST funding offers.
import { recordCodec, type RecordOf } from '../record';

const FUNDING_OFFER = {
  id: [0, 'num'],
  symbol: [1, 'str'],
  mtsCreate: [2, 'num'],
  mtsUpdate: [3, 'num'],
  amount: [4, 'num'],
  amountOrig: [5, 'num'],
  /** "LIMIT", "FRRDELTAVAR", "FRRDELTAFIX". */
  type: [6, 'str'],
  flags: [9, 'num0'],
  /** "ACTIVE", "EXECUTED", "PARTIALLY FILLED", "CANCELED". */
  status: [10, 'str'],
  rate: [14, 'num'],
  period: [15, 'num'],
  notify: [16, 'bool'],
  hidden: [17, 'bool'],
  renew: [19, 'bool'],
  rateReal: [20, 'num?'],
} as const;

export interface FundingOffer extends RecordOf<typeof FUNDING_OFFER> {}
export const fundingOfferCodec = recordCodec(21, FUNDING_OFFER);
export const decodeFundingOffer = (row: unknown): FundingOffer | undefined => fundingOfferCodec.decode(row);
export const encodeFundingOffer = (o: FundingOffer) => fundingOfferCodec.encode(o);
