// Own trade (PROTOCOL §3.4, 12 slots): te/tu, REST trades hist and order trades. In `te` the
// FEE slots are null and some servers leave ORDER_TYPE/ORDER_PRICE null too; the fee arrives
// with `tu`. REST `/order/{symbol}:{id}/trades` rows leave slots 6–7 as placeholders.
import { recordCodec, type Decoded } from '../record';

export interface Trade extends Decoded<typeof tradeCodec> {}
export const tradeCodec = recordCodec(12, {
  id: [0, 'num'],
  symbol: [1, 'str'],
  mtsCreate: [2, 'num'],
  orderId: [3, 'num'],
  execAmount: [4, 'num'],
  execPrice: [5, 'num'],
  orderType: [6, 'str?'],
  orderPrice: [7, 'num?'],
  /** 1 maker, −1 taker. */
  maker: [8, 'num?'],
  fee: [9, 'num?'],
  feeCurrency: [10, 'str?'],
  cid: [11, 'num?'],
});
