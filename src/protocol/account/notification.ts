// Notification (`n`, and the body of most REST writes; PROTOCOL §3.4, 8 slots):
// [MTS, TYPE, MESSAGE_ID, _, NOTIFY_INFO, CODE, STATUS, TEXT].
import { recordCodec, type Decoded } from '../record';
import { orderCodec, orderRefCodec, type Order } from './order';
import { fundingOfferCodec, type FundingOffer } from './funding-offer';

export interface Notification extends Decoded<typeof codec> {}
export const NOTIFICATION_STATUSES = ['SUCCESS', 'ERROR', 'FAILURE', 'INFO'] as const;

const codec = recordCodec(8, {
  mts: [0, 'num'],
  /** `on-req`, `oc_multi-req`, `fon-req`, `uca`, `acc_wd-req`, `ucm-*`… */
  type: [1, 'str'],
  messageId: [2, 'num?'],
  /** The subject: an Order, a list of Orders, a FundingOffer, an object… */
  notifyInfo: [4, 'raw'],
  code: [5, 'num?'],
  /** `SUCCESS`, `ERROR`, `FAILURE`, … — anything but SUCCESS is an error. */
  status: [6, 'str'],
  text: [7, 'str?'],
});

/** Docs samples and the REST submit page give MTS in seconds (`1575287438.515`): below 1e11 it is. */
export function notificationMts(mts: number): number {
  return mts < 1e11 ? Math.round(mts * 1000) : mts;
}

/** MTS is always returned in ms. */
export function decodeNotification(row: unknown): Notification | undefined {
  const n = codec.decode(row);
  if (n) n.mts = notificationMts(n.mts);
  return n;
}

export const encodeNotification = (n: Notification) => codec.encode(n);

export const isNotificationSuccess = (n: Notification): boolean => n.status === 'SUCCESS';

/**
 * The orders of an order notification: one Order (WS on/ou/oc-req, REST update/cancel) or a
 * list of them (REST submit — two with OCO —, oc_multi-req).
 */
export function notificationOrders(n: Notification): Order[] {
  const info = n.notifyInfo;
  if (!Array.isArray(info)) return [];
  if (Array.isArray(info[0])) return info.map(orderCodec.decode).filter((o): o is Order => o !== undefined);
  const one = orderCodec.decode(info);
  return one ? [one] : [];
}

/** The offer of a fon-req / foc-req notification. */
export function notificationOffer(n: Notification): FundingOffer | undefined {
  return fundingOfferCodec.decode(n.notifyInfo);
}

/** The client order id an `on-req` notification answers: of its order, or of the refused
 *  request's reference row (REST answers list the orders; the first one's cid is the request's). */
export function notificationCid(n: Notification): number | undefined {
  const info = n.notifyInfo;
  const row = Array.isArray(info) && Array.isArray(info[0]) ? info[0] : info;
  return orderRefCodec.decode(row)?.cid ?? undefined;
}
