// Public trades (PROTOCOL §2.3): channel snapshot rows, `te`/`tu` (trading) and `fte`/`ftu`
// (funding) updates, and REST `/v2/trades/{symbol}/hist` rows. AMOUNT > 0: the taker bought.
import { recordCodec, type Decoded } from '../record';

export interface PublicTrade extends Decoded<typeof publicTradeCodec> {}
export const publicTradeCodec = recordCodec(4, { id: [0, 'num'], mts: [1, 'num'], amount: [2, 'num'], price: [3, 'num'] });
export interface PublicFundingTrade extends Decoded<typeof publicFundingTradeCodec> {}
export const publicFundingTradeCodec = recordCodec(5, {
  id: [0, 'num'],
  mts: [1, 'num'],
  amount: [2, 'num'],
  rate: [3, 'num'],
  period: [4, 'num'],
});

/** Channel update types of the trades channel. */
export const TRADE_UPDATE_TYPES = ['te', 'tu', 'fte', 'ftu'] as const;
export type TradeUpdateType = (typeof TRADE_UPDATE_TYPES)[number];
export function isTradeUpdateType(v: unknown): v is TradeUpdateType {
  return typeof v === 'string' && (TRADE_UPDATE_TYPES as readonly string[]).includes(v);
}
