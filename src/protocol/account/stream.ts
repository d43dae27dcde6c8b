// The authenticated channel 0 (PROTOCOL §3.3): `[0, TYPE, DATA]`, DATA one record or, for the
// snapshots, a list of records. Trailing sequence numbers/timestamps are ignored.
import type { WireRow } from '../wire';
import { balanceInfoCodec, type BalanceInfo } from './balance-info';
import { fundingCreditCodec, fundingLoanCodec, type FundingCredit, type FundingLoan } from './funding-credit';
import { decodeFundingInfo, encodeFundingInfo, type FundingInfo } from './funding-info';
import { fundingOfferCodec, type FundingOffer } from './funding-offer';
import { fundingTradeCodec, type FundingTrade } from './funding-trade';
import { decodeMarginInfo, encodeMarginInfo, type MarginInfo } from './margin-info';
import { decodeNotification, encodeNotification, type Notification } from './notification';
import { orderCodec, type Order } from './order';
import { positionCodec, type Position } from './position';
import { tradeCodec, type Trade } from './trade';
import { walletCodec, type Wallet } from './wallet';

/** Streams whose DATA is one record. */
export interface AccountRecordData {
  on: Order;
  ou: Order;
  oc: Order;
  pn: Position;
  pu: Position;
  pc: Position;
  wu: Wallet;
  bu: BalanceInfo;
  miu: MarginInfo;
  fiu: FundingInfo;
  fon: FundingOffer;
  fou: FundingOffer;
  foc: FundingOffer;
  fcn: FundingCredit;
  fcu: FundingCredit;
  fcc: FundingCredit;
  fln: FundingLoan;
  flu: FundingLoan;
  flc: FundingLoan;
  te: Trade;
  tu: Trade;
  fte: FundingTrade;
  ftu: FundingTrade;
  n: Notification;
}
/** Snapshot streams: DATA is a list of records (possibly empty). */
export interface AccountSnapshotData {
  os: Order;
  ps: Position;
  ws: Wallet;
  fos: FundingOffer;
  fcs: FundingCredit;
  fls: FundingLoan;
}

export type AccountMessage =
  | { [K in keyof AccountRecordData]: { type: K; data: AccountRecordData[K] } }[keyof AccountRecordData]
  | { [K in keyof AccountSnapshotData]: { type: K; data: AccountSnapshotData[K][] } }[keyof AccountSnapshotData]
  | { type: 'hb' };

interface Codec<T> {
  decode(row: unknown): T | undefined;
  encode(value: T): unknown;
}
const c = <T>(decode: (row: unknown) => T | undefined, encode: (value: T) => unknown): Codec<T> => ({ decode, encode });

// A record codec is a Codec already; the three wrapped payloads (miu, fiu, n) pair their functions.
const RECORD: { [K in keyof AccountRecordData]: Codec<AccountRecordData[K]> } = {
  on: orderCodec,
  ou: orderCodec,
  oc: orderCodec,
  pn: positionCodec,
  pu: positionCodec,
  pc: positionCodec,
  wu: walletCodec,
  bu: balanceInfoCodec,
  miu: c(decodeMarginInfo, encodeMarginInfo),
  fiu: c(decodeFundingInfo, encodeFundingInfo),
  fon: fundingOfferCodec,
  fou: fundingOfferCodec,
  foc: fundingOfferCodec,
  fcn: fundingCreditCodec,
  fcu: fundingCreditCodec,
  fcc: fundingCreditCodec,
  fln: fundingLoanCodec,
  flu: fundingLoanCodec,
  flc: fundingLoanCodec,
  te: tradeCodec,
  tu: tradeCodec,
  fte: fundingTradeCodec,
  ftu: fundingTradeCodec,
  n: c(decodeNotification, encodeNotification),
};
const SNAPSHOT: { [K in keyof AccountSnapshotData]: Codec<AccountSnapshotData[K]> } = {
  os: orderCodec,
  ps: positionCodec,
  ws: walletCodec,
  fos: fundingOfferCodec,
  fcs: fundingCreditCodec,
  fls: fundingLoanCodec,
};

export type AccountStreamType = keyof AccountRecordData | keyof AccountSnapshotData | 'hb';
export const ACCOUNT_STREAM_TYPES = [...Object.keys(SNAPSHOT), ...Object.keys(RECORD), 'hb'] as AccountStreamType[];

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/** A typed channel-0 message, or undefined for other channels, unknown types and garbage. */
export function decodeAccountMessage(msg: unknown): AccountMessage | undefined {
  if (!Array.isArray(msg) || msg[0] !== 0 || typeof msg[1] !== 'string') return undefined;
  const type = msg[1];
  if (type === 'hb') return { type };
  if (has(RECORD, type)) {
    const data = (RECORD[type] as Codec<unknown>).decode(msg[2]);
    return data === undefined ? undefined : ({ type, data } as AccountMessage);
  }
  if (has(SNAPSHOT, type)) {
    if (!Array.isArray(msg[2])) return undefined;
    const codec = SNAPSHOT[type] as Codec<unknown>;
    const data: unknown[] = [];
    for (const row of msg[2]) {
      const v = codec.decode(row);
      if (v !== undefined) data.push(v);
    }
    return { type, data } as AccountMessage;
  }
  return undefined;
}

/** `[0, TYPE, DATA]` with every record in its exact wire form. */
export function encodeAccountMessage(message: AccountMessage): WireRow {
  if (message.type === 'hb') return [0, 'hb'];
  if (has(SNAPSHOT, message.type)) {
    const codec = SNAPSHOT[message.type] as Codec<unknown>;
    return [0, message.type, (message.data as unknown[]).map((v) => codec.encode(v))];
  }
  const codec = RECORD[message.type as keyof AccountRecordData] as Codec<unknown>;
  return [0, message.type, codec.encode(message.data)];
}
