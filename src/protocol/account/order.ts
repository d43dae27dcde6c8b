// Order (PROTOCOL §3.4, 32 slots): WS os/on/ou/oc, REST orders, submit/update/cancel, history.
// Slot 23 NOTIFY, 24 HIDDEN, 25 PLACED_ID and 31 META follow the real samples (§9).
import { recordCodec, type Decoded } from '../record';

export interface Order extends Decoded<typeof orderCodec> {}
export const orderCodec = recordCodec(32, {
  id: [0, 'num'],
  gid: [1, 'num?'],
  cid: [2, 'num?'],
  symbol: [3, 'str'],
  mtsCreate: [4, 'num'],
  mtsUpdate: [5, 'num'],
  /** Remaining amount: + buy, − sell. */
  amount: [6, 'num'],
  amountOrig: [7, 'num'],
  type: [8, 'str'],
  typePrev: [9, 'str?'],
  mtsTif: [10, 'num?'],
  flags: [12, 'num0'],
  /** Free text, see order-status.ts. */
  status: [13, 'str'],
  price: [16, 'num?'],
  priceAvg: [17, 'num?'],
  priceTrailing: [18, 'num?'],
  priceAuxLimit: [19, 'num?'],
  notify: [23, 'bool'],
  hidden: [24, 'bool'],
  /** The OCO partner's id. */
  placedId: [25, 'num?'],
  /** "BFX", "API>BFX", … */
  routing: [28, 'str?'],
  /** e.g. {aff_code, make_visible: 1, $F7: 1, $F33: leverage}. */
  meta: [31, 'obj?'],
});

export const ORDER_LENGTH = orderCodec.length;

/** The order a request named (`on-req`, `ou-req`, `oc-req`) when the exchange refused it before
 *  any order existed: the 32 slots with only ID, GID, CID and SYMBOL filled, so a client matches
 *  its refusal by CID (new orders) or ID (updates and cancels). */
export interface OrderRef extends Decoded<typeof orderRefCodec> {}
export const orderRefCodec = recordCodec(ORDER_LENGTH, { id: [0, 'num?'], gid: [1, 'num?'], cid: [2, 'num?'], symbol: [3, 'str?'] });
