// Public trades (PROTOCOL §2.3): channel snapshot rows, `te`/`tu` (trading) and `fte`/`ftu`
// (funding) updates, and REST `/v2/trades/{symbol}/hist` rows. AMOUNT > 0: the taker bought.
import { recordCodec, type RecordOf } from '../record';

const PUBLIC_TRADE = { id: [0, 'num'], mts: [1, 'num'], amount: [2, 'num'], price: [3, 'num'] } as const;
const PUBLIC_FUNDING_TRADE = {
  id: [0, 'num'],
  mts: [1, 'num'],
  amount: [2, 'num'],
  rate: [3, 'num'],
  period: [4, 'num'],
} as const;

export interface PublicTrade extends RecordOf<typeof PUBLIC_TRADE> {}
export interface PublicFundingTrade extends RecordOf<typeof PUBLIC_FUNDING_TRADE> {}

export const publicTradeCodec = recordCodec(4, PUBLIC_TRADE);
export const publicFundingTradeCodec = recordCodec(5, PUBLIC_FUNDING_TRADE);

export const decodePublicTrade = (row: unknown): PublicTrade | undefined => publicTradeCodec.decode(row);
export const encodePublicTrade = (t: PublicTrade) => publicTradeCodec.encode(t);
export const decodePublicFundingTrade = (row: unknown): PublicFundingTrade | undefined => publicFundingTradeCodec.decode(row);
export const encodePublicFundingTrade = (t: PublicFundingTrade) => publicFundingTradeCodec.encode(t);

/** Channel update types of the trades channel. */
export const TRADE_UPDATE_TYPES = ['te', 'tu', 'fte', 'ftu'] as const;
export type TradeUpdateType = (typeof TRADE_UPDATE_TYPES)[number];
export function isTradeUpdateType(v: unknown): v is TradeUpdateType {
  return typeof v === 'string' && (TRADE_UPDATE_TYPES as readonly string[]).includes(v);
}
