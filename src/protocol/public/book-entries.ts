// Book entries of the four layouts (PROTOCOL §2.1). The channel and REST `/v2/book` use the same
// rows. BookState keeps entries as received; these typed forms are for display and tests.
import { recordCodec, type RecordOf } from '../record';

const TRADING_LEVEL = { price: [0, 'num'], count: [1, 'num'], amount: [2, 'num'] } as const;
const FUNDING_LEVEL = { rate: [0, 'num'], period: [1, 'num'], count: [2, 'num'], amount: [3, 'num'] } as const;
const TRADING_RAW = { orderId: [0, 'num'], price: [1, 'num'], amount: [2, 'num'] } as const;
// PERIOD before RATE here, unlike the aggregated funding layout.
const FUNDING_RAW = { offerId: [0, 'num'], period: [1, 'num'], rate: [2, 'num'], amount: [3, 'num'] } as const;

/** Trading P0–P4: AMOUNT > 0 bid, < 0 ask; COUNT 0 deletes the level. */
export interface TradingLevel extends RecordOf<typeof TRADING_LEVEL> {}
/** Funding P0–P4: AMOUNT < 0 bid, > 0 ask (inverse of trading). */
export interface FundingLevel extends RecordOf<typeof FUNDING_LEVEL> {}
/** Trading R0: PRICE 0 deletes the order. */
export interface TradingRawOrder extends RecordOf<typeof TRADING_RAW> {}
/** Funding R0: RATE 0 deletes the offer. */
export interface FundingRawOffer extends RecordOf<typeof FUNDING_RAW> {}

export const tradingLevelCodec = recordCodec(3, TRADING_LEVEL);
export const fundingLevelCodec = recordCodec(4, FUNDING_LEVEL);
export const tradingRawOrderCodec = recordCodec(3, TRADING_RAW);
export const fundingRawOfferCodec = recordCodec(4, FUNDING_RAW);

export const decodeTradingLevel = (row: unknown): TradingLevel | undefined => tradingLevelCodec.decode(row);
export const encodeTradingLevel = (r: TradingLevel): [number, number, number] => [r.price, r.count, r.amount];
export const decodeFundingLevel = (row: unknown): FundingLevel | undefined => fundingLevelCodec.decode(row);
export const encodeFundingLevel = (r: FundingLevel): [number, number, number, number] => [r.rate, r.period, r.count, r.amount];
export const decodeTradingRawOrder = (row: unknown): TradingRawOrder | undefined => tradingRawOrderCodec.decode(row);
export const encodeTradingRawOrder = (r: TradingRawOrder): [number, number, number] => [r.orderId, r.price, r.amount];
export const decodeFundingRawOffer = (row: unknown): FundingRawOffer | undefined => fundingRawOfferCodec.decode(row);
export const encodeFundingRawOffer = (r: FundingRawOffer): [number, number, number, number] => [r.offerId, r.period, r.rate, r.amount];
