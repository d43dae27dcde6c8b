// Account records in their wire layouts (PROTOCOL §3.4), through the protocol's encoders so the
// server and the client cannot drift apart.
import { fundingCreditCodec, fundingLoanCodec } from '../../src/protocol/account/funding-credit';
import { fundingOfferCodec } from '../../src/protocol/account/funding-offer';
import { movementCodec } from '../../src/protocol/account/movement';
import { encodeNotification } from '../../src/protocol/account/notification';
import { orderCodec, orderRefCodec } from '../../src/protocol/account/order';
import { walletCodec } from '../../src/protocol/account/wallet';
import { ATOMS_PER_UNIT, OrderFlag } from '../engine/types';
import { num, type Dec } from './decimal';
import type { FundingState, MovementState, UserOffer, UserOrder, WalletState } from './records';

export type Row = unknown[];

const units = (atoms: number): number => atoms / ATOMS_PER_UNIT;

/** A notification (`n`, and the body of REST writes): [MTS, TYPE, MESSAGE_ID, _, INFO, CODE, STATUS, TEXT]. */
export type NotificationRow = [number, string, number | null, null, unknown, number | null, string, string];

export function notification(
  mts: number,
  type: string,
  info: unknown,
  ok: boolean,
  text: string,
  messageId: number | null = null,
): NotificationRow {
  const row = encodeNotification({ mts, type, messageId, notifyInfo: info, code: null, status: ok ? 'SUCCESS' : 'ERROR', text });
  return row as NotificationRow;
}

/** The order a refused request named (id, gid, cid, symbol as sent), so the client can match
 *  the refusal: `on-req` by CID, `ou-req` / `oc-req` by ID. */
export function orderRef(payload: unknown): Row {
  const p = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
  return orderRefCodec.encode({
    id: int(p.id),
    gid: int(p.gid),
    cid: int(p.cid),
    symbol: typeof p.symbol === 'string' ? p.symbol.slice(0, 64) : null,
  });
}

/** What an order and a funding offer both are: an amount in atoms placed at a time, with a type,
 *  flags and a status (the fields of the two layouts that mean the same). */
function placedFields(o: UserOrder | UserOffer) {
  return {
    id: o.id,
    symbol: o.symbol,
    mtsCreate: o.mtsCreate,
    mtsUpdate: o.mtsUpdate,
    amount: units(o.amount),
    amountOrig: units(o.amountOrig),
    type: o.type,
    flags: o.flags,
    status: o.status,
    notify: false,
    hidden: (o.flags & OrderFlag.HIDDEN) !== 0,
  };
}

export function orderRow(o: UserOrder): Row {
  const meta: Record<string, unknown> = { ...(o.meta ?? {}) };
  if (o.lev !== undefined && o.lev !== null) meta.$F33 = o.lev;
  return orderCodec.encode({
    ...placedFields(o),
    gid: o.gid,
    cid: o.cid,
    typePrev: o.typePrev,
    mtsTif: o.mtsTif,
    price: o.price,
    priceAvg: o.priceAvg,
    priceTrailing: o.priceTrailing ?? 0,
    priceAuxLimit: o.priceAuxLimit ?? 0,
    placedId: o.placedId,
    routing: o.routing,
    meta: Object.keys(meta).length > 0 ? meta : null,
  });
}

export function walletRow(w: WalletState, available: Dec | null, unsettled: Dec | null = null): Row {
  return walletCodec.encode({
    type: w.type,
    currency: w.currency,
    balance: num(w.balance),
    unsettledInterest: unsettled === null ? 0 : num(unsettled),
    balanceAvailable: available === null ? null : num(available),
    description: w.description,
    meta: w.meta,
  });
}

export function offerRow(o: UserOffer): Row {
  return fundingOfferCodec.encode({
    ...placedFields(o),
    rate: o.rate,
    period: o.period,
    renew: o.renew === true,
    rateReal: o.rateReal,
  });
}

export function fundingRow(f: FundingState): Row {
  const common = {
    id: f.id,
    symbol: f.symbol,
    side: f.side,
    mtsCreate: f.mtsCreate,
    mtsUpdate: f.mtsUpdate,
    amount: num(f.amount),
    flags: 0,
    status: f.status,
    rateType: f.rateType,
    rate: f.rate,
    period: f.period,
    mtsOpening: f.mtsOpening,
    mtsLastPayout: f.mtsLastPayout,
    notify: false,
    hidden: f.hidden,
    renew: f.renew,
    rateReal: f.rate,
    noClose: f.noClose,
  };
  return f.kind === 'credit' ? fundingCreditCodec.encode({ ...common, positionPair: f.positionPair }) : fundingLoanCodec.encode(common);
}

export function movementRow(m: MovementState): Row {
  const sign = m.kind === 'withdrawal' ? -1 : 1;
  return movementCodec.encode({
    id: m.id,
    currency: m.currency,
    currencyName: m.currencyName,
    mtsStarted: m.mtsStarted,
    mtsUpdated: m.mtsUpdated,
    status: m.status,
    amount: sign * num(m.amount),
    fees: m.fee.isZero() ? 0 : -num(m.fee),
    destinationAddress: m.address,
    transactionId: m.txid,
    withdrawTransactionNote: m.note,
  });
}
