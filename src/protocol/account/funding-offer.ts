// Funding offer (PROTOCOL §3.4, 21 slots): fos/fon/fou/foc and REST funding offers.
import { recordCodec, type Decoded } from '../record';

export interface FundingOffer extends Decoded<typeof fundingOfferCodec> {}
export const fundingOfferCodec = recordCodec(21, {
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
});
