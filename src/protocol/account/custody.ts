// The custody partner (account-side §1; issue 16 item 11): a regulated-custody service the exchange
// works with. The account opens a custody account with the partner (its own KYC: not started,
// pending, approved or rejected), then moves money between its exchange wallet and the custody
// account; the partner charges a yearly custody fee on what it holds and a fixed fee per transfer,
// taken from the amount moved (what arrives is the amount less the fee). The exchange values the
// custody balances at its index prices (its own tickers, in USD). The custody fee accrues every
// period (a day: balance × bps / 365) and is charged from the custody balance at the period's end,
// each charge recorded (the fee history).
//
// Rows on the wire (positional, like the rest of the protocol):
//   summary   [PARTNER, KYC, FEES, PORTFOLIO, TOTAL_USD, YEARLY_FEE_USD, MTS, FEE_STATE]
//   KYC       [STATUS, APPLIED_MTS | null, DECIDED_MTS | null, REVIEW_DUE_MTS | null, REASON | null]
//   FEES      [CUSTODY_FEE_BPS, [[CURRENCY, DECIMALS, TRANSFER_FEE, MIN_TRANSFER], …]]
//   PORTFOLIO [[CURRENCY, CUSTODY_BALANCE, EXCHANGE_AVAILABLE, INDEX_PRICE_USD | null, VALUE_USD, SHARE,
//               YEARLY_FEE_USD], …]   (SHARE of TOTAL_USD, 0–1)
//   transfer  [ID, MTS, DIRECTION, CURRENCY, AMOUNT, FEE, RECEIVED, STATUS]
//   FEE_STATE [PERIOD_MS, LAST_CHARGE_MTS | null, NEXT_CHARGE_MTS | null, [[CURRENCY, CHARGED_TOTAL], …]]
//   fee       [ID, MTS, CURRENCY, AMOUNT, BALANCE_AFTER, PERIOD_START_MTS, PERIOD_END_MTS]

export const CUSTODY_KYC_STATUSES = ['NOT_STARTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type CustodyKycStatus = (typeof CUSTODY_KYC_STATUSES)[number];

/** to_custody: from the exchange wallet into the custody account; to_exchange: back. */
export const CUSTODY_DIRECTIONS = ['to_custody', 'to_exchange'] as const;
export type CustodyDirection = (typeof CUSTODY_DIRECTIONS)[number];

/** COMPLETED: both sides booked. PENDING: instructed, the partner has not settled it yet (a real
 *  partner's adapter; the simulated partner settles at once). */
export const CUSTODY_TRANSFER_STATUSES = ['COMPLETED', 'PENDING'] as const;
export type CustodyTransferStatus = (typeof CUSTODY_TRANSFER_STATUSES)[number];

export interface CustodyKyc {
  status: CustodyKycStatus;
  appliedMts: number | null;
  decidedMts: number | null;
  /** When the partner's review of a pending application is due. */
  reviewDueMts: number | null;
  /** Why the partner rejected the application. */
  reason: string | null;
}

export interface CustodyAssetFee {
  currency: string;
  /** Decimals an amount of the currency may have. */
  decimals: number;
  /** Taken from every transfer of the currency, either way. */
  transferFee: number;
  /** The least amount one transfer moves. */
  minTransfer: number;
}

export interface CustodyFees {
  /** The yearly custody fee, in basis points of the value held (25 = 0.25 % a year). */
  custodyFeeBps: number;
  assets: CustodyAssetFee[];
}

export interface CustodyHolding {
  currency: string;
  custody: number;
  /** Available in the exchange wallet (what a transfer to custody can move). */
  exchange: number;
  /** USD per unit, from the exchange's tickers; null when the exchange has no price. */
  indexPrice: number | null;
  valueUsd: number;
  /** Of the portfolio's total value, 0–1. */
  share: number;
  yearlyFeeUsd: number;
}

/** The custody fee's schedule for the account: how long a period is, when it was last charged and
 *  when the next charge is due (null: nothing held), and what it has been charged, per currency. */
export interface CustodyFeeState {
  periodMs: number;
  lastChargeMts: number | null;
  nextChargeMts: number | null;
  charged: Array<{ currency: string; amount: number }>;
}

export interface CustodySummary {
  partner: string;
  kyc: CustodyKyc;
  fees: CustodyFees;
  holdings: CustodyHolding[];
  totalUsd: number;
  yearlyFeeUsd: number;
  mts: number;
  feeState: CustodyFeeState;
}

/** One custody fee charged: a holding's fee for the period that ended at periodEnd. */
export interface CustodyFeeCharge {
  id: number;
  mts: number;
  currency: string;
  amount: number;
  /** The custody balance the charge left. */
  balance: number;
  periodStart: number;
  periodEnd: number;
}

export interface CustodyTransfer {
  id: number;
  mts: number;
  direction: CustodyDirection;
  currency: string;
  amount: number;
  fee: number;
  /** What arrived: the amount less the fee. */
  received: number;
  status: CustodyTransferStatus;
}

export type CustodyKycRow = [CustodyKycStatus, number | null, number | null, number | null, string | null];
export type CustodyTransferRow = [number, number, CustodyDirection, string, number, number, number, CustodyTransferStatus];
export type CustodyHoldingRow = [string, number, number, number | null, number, number, number];
export type CustodyFeesRow = [number, Array<[string, number, number, number]>];
export type CustodyFeeStateRow = [number, number | null, number | null, Array<[string, number]>];
export type CustodyFeeChargeRow = [number, number, string, number, number, number, number];
export type CustodySummaryRow = [string, CustodyKycRow, CustodyFeesRow, CustodyHoldingRow[], number, number, number, CustodyFeeStateRow];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown): v is number | null => v === null || isNum(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => (list as readonly unknown[]).includes(v);

export const encodeCustodyKyc = (k: CustodyKyc): CustodyKycRow => [k.status, k.appliedMts, k.decidedMts, k.reviewDueMts, k.reason];

export function decodeCustodyKyc(raw: unknown): CustodyKyc | undefined {
  if (!Array.isArray(raw) || raw.length < 5) return undefined;
  const [status, appliedMts, decidedMts, reviewDueMts, reason] = raw as unknown[];
  if (!oneOf(CUSTODY_KYC_STATUSES, status) || !isNumOrNull(appliedMts) || !isNumOrNull(decidedMts) || !isNumOrNull(reviewDueMts))
    return undefined;
  if (reason !== null && typeof reason !== 'string') return undefined;
  return { status, appliedMts, decidedMts, reviewDueMts, reason };
}

export const encodeCustodyTransfer = (t: CustodyTransfer): CustodyTransferRow => [
  t.id,
  t.mts,
  t.direction,
  t.currency,
  t.amount,
  t.fee,
  t.received,
  t.status,
];

export function decodeCustodyTransfer(raw: unknown): CustodyTransfer | undefined {
  if (!Array.isArray(raw) || raw.length < 8) return undefined;
  const [id, mts, direction, currency, amount, fee, received, status] = raw as unknown[];
  if (!isNum(id) || !isNum(mts) || !oneOf(CUSTODY_DIRECTIONS, direction) || typeof currency !== 'string') return undefined;
  if (!isNum(amount) || !isNum(fee) || !isNum(received) || !oneOf(CUSTODY_TRANSFER_STATUSES, status)) return undefined;
  return { id, mts, direction, currency, amount, fee, received, status };
}

export const decodeCustodyTransfers = (raw: unknown): CustodyTransfer[] =>
  (Array.isArray(raw) ? raw : []).map(decodeCustodyTransfer).filter((t): t is CustodyTransfer => t !== undefined);

export const encodeCustodyFees = (f: CustodyFees): CustodyFeesRow => [
  f.custodyFeeBps,
  f.assets.map((a) => [a.currency, a.decimals, a.transferFee, a.minTransfer]),
];

function decodeCustodyFees(raw: unknown): CustodyFees | undefined {
  if (!Array.isArray(raw) || raw.length < 2 || !isNum(raw[0]) || !Array.isArray(raw[1])) return undefined;
  const assets: CustodyAssetFee[] = [];
  for (const a of raw[1] as unknown[]) {
    if (!Array.isArray(a) || typeof a[0] !== 'string' || !isNum(a[1]) || !isNum(a[2]) || !isNum(a[3])) return undefined;
    assets.push({ currency: a[0], decimals: a[1], transferFee: a[2], minTransfer: a[3] });
  }
  return { custodyFeeBps: raw[0], assets };
}

export const encodeCustodyHolding = (h: CustodyHolding): CustodyHoldingRow => [
  h.currency,
  h.custody,
  h.exchange,
  h.indexPrice,
  h.valueUsd,
  h.share,
  h.yearlyFeeUsd,
];

function decodeCustodyHolding(raw: unknown): CustodyHolding | undefined {
  if (!Array.isArray(raw) || raw.length < 7) return undefined;
  const [currency, custody, exchange, indexPrice, valueUsd, share, yearlyFeeUsd] = raw as unknown[];
  if (typeof currency !== 'string' || !isNum(custody) || !isNum(exchange) || !isNumOrNull(indexPrice)) return undefined;
  if (!isNum(valueUsd) || !isNum(share) || !isNum(yearlyFeeUsd)) return undefined;
  return { currency, custody, exchange, indexPrice, valueUsd, share, yearlyFeeUsd };
}

export const encodeCustodyFeeState = (f: CustodyFeeState): CustodyFeeStateRow => [
  f.periodMs,
  f.lastChargeMts,
  f.nextChargeMts,
  f.charged.map((c) => [c.currency, c.amount]),
];

function decodeCustodyFeeState(raw: unknown): CustodyFeeState | undefined {
  if (!Array.isArray(raw) || raw.length < 4) return undefined;
  const [periodMs, lastChargeMts, nextChargeMts, chargedRaw] = raw as unknown[];
  if (!isNum(periodMs) || !isNumOrNull(lastChargeMts) || !isNumOrNull(nextChargeMts) || !Array.isArray(chargedRaw)) return undefined;
  const charged: CustodyFeeState['charged'] = [];
  for (const c of chargedRaw as unknown[]) {
    if (!Array.isArray(c) || typeof c[0] !== 'string' || !isNum(c[1])) return undefined;
    charged.push({ currency: c[0], amount: c[1] });
  }
  return { periodMs, lastChargeMts, nextChargeMts, charged };
}

export const encodeCustodyFeeCharge = (f: CustodyFeeCharge): CustodyFeeChargeRow => [
  f.id,
  f.mts,
  f.currency,
  f.amount,
  f.balance,
  f.periodStart,
  f.periodEnd,
];

export function decodeCustodyFeeCharge(raw: unknown): CustodyFeeCharge | undefined {
  if (!Array.isArray(raw) || raw.length < 7) return undefined;
  const [id, mts, currency, amount, balance, periodStart, periodEnd] = raw as unknown[];
  if (!isNum(id) || !isNum(mts) || typeof currency !== 'string' || !isNum(amount) || !isNum(balance)) return undefined;
  if (!isNum(periodStart) || !isNum(periodEnd)) return undefined;
  return { id, mts, currency, amount, balance, periodStart, periodEnd };
}

export const decodeCustodyFeeCharges = (raw: unknown): CustodyFeeCharge[] =>
  (Array.isArray(raw) ? raw : []).map(decodeCustodyFeeCharge).filter((f): f is CustodyFeeCharge => f !== undefined);

export const encodeCustodySummary = (s: CustodySummary): CustodySummaryRow => [
  s.partner,
  encodeCustodyKyc(s.kyc),
  encodeCustodyFees(s.fees),
  s.holdings.map(encodeCustodyHolding),
  s.totalUsd,
  s.yearlyFeeUsd,
  s.mts,
  encodeCustodyFeeState(s.feeState),
];

/** The summary of the wire, or undefined when it is not one. */
export function decodeCustodySummary(raw: unknown): CustodySummary | undefined {
  if (!Array.isArray(raw) || raw.length < 8) return undefined;
  const [partner, kycRaw, feesRaw, holdingsRaw, totalUsd, yearlyFeeUsd, mts, feeStateRaw] = raw as unknown[];
  const kyc = decodeCustodyKyc(kycRaw);
  const fees = decodeCustodyFees(feesRaw);
  const feeState = decodeCustodyFeeState(feeStateRaw);
  if (typeof partner !== 'string' || !kyc || !fees || !feeState || !Array.isArray(holdingsRaw)) return undefined;
  if (!isNum(totalUsd) || !isNum(yearlyFeeUsd) || !isNum(mts)) return undefined;
  const holdings = holdingsRaw.map(decodeCustodyHolding);
  if (holdings.some((h) => h === undefined)) return undefined;
  return { partner, kyc, fees, holdings: holdings as CustodyHolding[], totalUsd, yearlyFeeUsd, mts, feeState };
}
