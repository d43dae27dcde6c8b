// Book entries of the four layouts (PROTOCOL §2.1). The channel and REST `/v2/book` use the same
// rows. BookState keeps entries as received; these typed forms are for display and tests.
import { recordCodec, type Decoded } from '../record';

/** Trading P0–P4: AMOUNT > 0 bid, < 0 ask; COUNT 0 deletes the level. */
export interface TradingLevel extends Decoded<typeof tradingLevelCodec> {}
export const tradingLevelCodec = recordCodec(3, { price: [0, 'num'], count: [1, 'num'], amount: [2, 'num'] });
/** Funding P0–P4: AMOUNT < 0 bid, > 0 ask (inverse of trading). */
export interface FundingLevel extends Decoded<typeof fundingLevelCodec> {}
export const fundingLevelCodec = recordCodec(4, { rate: [0, 'num'], period: [1, 'num'], count: [2, 'num'], amount: [3, 'num'] });
/** Trading R0: PRICE 0 deletes the order. */
export interface TradingRawOrder extends Decoded<typeof tradingRawOrderCodec> {}
export const tradingRawOrderCodec = recordCodec(3, { orderId: [0, 'num'], price: [1, 'num'], amount: [2, 'num'] });
/** Funding R0: RATE 0 deletes the offer. PERIOD before RATE here, unlike the aggregated funding layout. */
export interface FundingRawOffer extends Decoded<typeof fundingRawOfferCodec> {}
export const fundingRawOfferCodec = recordCodec(4, { offerId: [0, 'num'], period: [1, 'num'], rate: [2, 'num'], amount: [3, 'num'] });

// The encoders give the exact tuple types the server's book layouts are written with.
export const encodeTradingLevel = (r: TradingLevel): [number, number, number] => [r.price, r.count, r.amount];
export const encodeFundingLevel = (r: FundingLevel): [number, number, number, number] => [r.rate, r.period, r.count, r.amount];
export const encodeTradingRawOrder = (r: TradingRawOrder): [number, number, number] => [r.orderId, r.price, r.amount];
export const encodeFundingRawOffer = (r: FundingRawOffer): [number, number, number, number] => [r.offerId, r.period, r.rate, r.amount];
