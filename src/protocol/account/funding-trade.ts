// Own funding trade (fte/ftu, PROTOCOL §3.4, 8 slots).
import { recordCodec, type RecordOf } from '../record';

const FUNDING_TRADE = {
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
} as const;

export interface FundingTrade extends RecordOf<typeof FUNDING_TRADE> {}
export const fundingTradeCodec = recordCodec(8, FUNDING_TRADE);
export const decodeFundingTrade = (row: unknown): FundingTrade | undefined => fundingTradeCodec.decode(row);
export const encodeFundingTrade = (t: FundingTrade) => fundingTradeCodec.encode(t);
