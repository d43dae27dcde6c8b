// The account records trading keeps, in memory and (as JSON) in SQLite.
import type { EngineOffer, EngineOrder } from '../engine/types';
import { dec, type Dec } from './decimal';

export type WalletType = 'exchange' | 'margin' | 'funding';
export const WALLET_TYPES: readonly WalletType[] = ['exchange', 'margin', 'funding'];

export interface WalletState {
  user: number;
  type: WalletType;
  currency: string;
  balance: Dec;
  /** Text of the last ledger entry, and why the wallet last changed. */
  description: string | null;
  meta: Record<string, unknown> | null;
  mts: number;
}

/** A user's order: the engine's view plus what only the account knows. */
export interface UserOrder extends EngineOrder {
  /** "BFX" (WebSocket) or "API>BFX" (REST), slot 28. */
  routing: string;
  /** A forced close of a position (liquidation): its closing status reads FORCED EXECUTED. */
  forced?: boolean;
}

export type UserOffer = EngineOffer;

export interface PositionState {
  id: number;
  user: number;
  symbol: string;
  status: 'ACTIVE' | 'CLOSED';
  /** + long, − short (base units). */
  amount: Dec;
  basePrice: Dec;
  /** Funding cost accrued and not yet charged (quote currency). */
  marginFunding: Dec;
  /** 0 margin, 1 derivatives. */
  type: 0 | 1;
  /** Derivatives: the collateral set aside in the margin wallet of the quote currency. */
  collateral: Dec;
  /** Derivatives: leverage the position was opened with. */
  lev: number | null;
  /** Realised P/L so far (quote currency), shown in the history. */
  plRealized: Dec;
  mtsCreate: number;
  mtsUpdate: number;
  /** Last execution price (the closing price once closed). */
  lastPrice: number | null;
  meta: Record<string, unknown> | null;
  /** Funding cost (margin positions) is accrued up to this time. */
  mtsFunding: number;
}

export interface FundingState {
  id: number;
  user: number;
  kind: 'loan' | 'credit';
  symbol: string; // 'fUSD'
  /** 1 lender (loan), −1 borrower (credit). */
  side: 1 | -1;
  amount: Dec;
  rate: number;
  period: number;
  rateType: 'FIXED' | 'VAR';
  mtsCreate: number;
  mtsUpdate: number;
  mtsOpening: number;
  mtsLastPayout: number;
  status: 'ACTIVE' | 'CLOSED';
  renew: boolean;
  noClose: boolean;
  hidden: boolean;
  positionPair: string | null;
  /** The other user's record of the same match, when both sides are users. */
  peer: number | null;
  offerId: number;
}

export interface MovementState {
  id: number;
  user: number;
  kind: 'deposit' | 'withdrawal';
  currency: string;
  currencyName: string;
  method: string;
  wallet: WalletType;
  /** Positive: what reached or left the wallet, fee not included. */
  amount: Dec;
  fee: Dec;
  status: 'PROCESSING' | 'PENDING' | 'COMPLETED' | 'CANCELED';
  mtsStarted: number;
  mtsUpdated: number;
  address: string | null;
  paymentId: string | null;
  txid: string | null;
  note: string | null;
  /** When a processing movement completes (a withdrawal waiting for its e-mail: when it expires). */
  due: number | null;
  /** A withdrawal waiting for its e-mail confirmation: the SHA-256 of the link's token. */
  confirmHash?: string | null;
  /** What the withdrawal said of its beneficiary under the travel rule. */
  travelRule?: {
    beneficiary: string;
    vasp: string;
    /** Whom the user declared the beneficiary to be (absent: not declared, an API request). */
    declared?: { self: true } | { self: false; relationship: string };
  } | null;
}

export interface AlertState {
  user: number;
  key: string; // 'price:tBTCUSD:96000'
  symbol: string;
  price: number;
  /** 1: fires when the price rises to it; −1: when it falls to it. */
  direction: 1 | -1;
  mts: number;
}

// ---- JSON forms (decimals as text) ---------------------------------------------------------

type Jsonish<T, K extends keyof T> = Omit<T, K> & Record<K, string>;

const POSITION_DECS = ['amount', 'basePrice', 'marginFunding', 'collateral', 'plRealized'] as const;
type PositionJson = Jsonish<PositionState, (typeof POSITION_DECS)[number]>;

export function positionToJson(p: PositionState): string {
  const out: Record<string, unknown> = { ...p };
  for (const k of POSITION_DECS) out[k] = p[k].toFixed();
  return JSON.stringify(out);
}

export function positionFromJson(text: string): PositionState {
  const j = JSON.parse(text) as PositionJson;
  return {
    ...j,
    amount: dec(j.amount),
    basePrice: dec(j.basePrice),
    marginFunding: dec(j.marginFunding),
    collateral: dec(j.collateral),
    plRealized: dec(j.plRealized),
  };
}

export function fundingToJson(f: FundingState): string {
  return JSON.stringify({ ...f, amount: f.amount.toFixed() });
}

export function fundingFromJson(text: string): FundingState {
  const j = JSON.parse(text) as Jsonish<FundingState, 'amount'>;
  return { ...j, amount: dec(j.amount) };
}

export function movementToJson(m: MovementState): string {
  return JSON.stringify({ ...m, amount: m.amount.toFixed(), fee: m.fee.toFixed() });
}

export function movementFromJson(text: string): MovementState {
  const j = JSON.parse(text) as Jsonish<MovementState, 'amount' | 'fee'>;
  return { ...j, amount: dec(j.amount), fee: dec(j.fee) };
}

export function isExchangeType(type: string): boolean {
  return type.startsWith('EXCHANGE ');
}
