// Own funding trade (fte/ftu, PROTOCOL §3.4, 8 slots).
import { recordCodec, type Decoded } from '../record';

export interface FundingTrade extends Decoded<typeof fundingTradeCodec> {}
export const fundingTradeCodec = recordCodec(8, {
  id: [0, 'num'],
  /** Symbol or currency as sent (`fUSD`). */
  symbol: [1, 'str'],
  mtsCreate: [2, 'num'],
  offerId: [3, 'num'],
  amount: [4, 'num'],
  rate: [5, 'num'],
  period: [6, 'num'],
  /** 1 or null. */
  maker: [7, 'num?'],
});
