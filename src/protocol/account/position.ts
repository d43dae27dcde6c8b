// Position (PROTOCOL §3.4, 20 slots). PL, PL_PERC, PRICE_LIQ and LEVERAGE may be null until a
// `calc`; older rows stop after slot 9. Slot 10 is a placeholder (docs: FLAG), kept unread.
import { recordCodec, type Decoded } from '../record';

export interface Position extends Decoded<typeof positionCodec> {}
export const positionCodec = recordCodec(20, {
  symbol: [0, 'str'],
  /** "ACTIVE" or "CLOSED". */
  status: [1, 'str'],
  /** + long, − short. */
  amount: [2, 'num'],
  basePrice: [3, 'num'],
  marginFunding: [4, 'num?'],
  /** 0 daily, 1 term. */
  marginFundingType: [5, 'num?'],
  pl: [6, 'num?'],
  plPerc: [7, 'num?'],
  priceLiq: [8, 'num?'],
  leverage: [9, 'num?'],
  id: [11, 'num?'],
  mtsCreate: [12, 'num?'],
  mtsUpdate: [13, 'num?'],
  /** 0 margin, 1 derivatives. */
  type: [15, 'num?'],
  collateral: [17, 'num?'],
  collateralMin: [18, 'num?'],
  meta: [19, 'obj?'],
});
