// Price alert (`uca` notification info, PROTOCOL §3.4): [KEY, "price", SYMBOL, PRICE, COUNT, DIRECTION].
import { recordCodec, type Decoded } from '../record';

export interface PriceAlert extends Decoded<typeof priceAlertCodec> {}
export const priceAlertCodec = recordCodec(
  6,
  { key: [0, 'str'], symbol: [2, 'str'], price: [3, 'num'], count: [4, 'num?'], direction: [5, 'raw'] },
  { 1: 'price' },
);
