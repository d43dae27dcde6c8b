// The simulated custody partner of the embedded exchange: a regulated custodian's behaviour with its
// books in the exchange's SQLite file (schema.ts), so that the custody page works end to end on a
// paper exchange and survives a restart. Its KYC review is deterministic: an application is decided
// `reviewMs` after it was made (read lazily, when the status is next asked for, and kept), rejected
// with the exchange's own reason when the exchange would refuse the account a trade (its region, a
// US-resident declaration, a freeze), approved otherwise; a rejected account may apply again. A
// transfer books the exchange wallet (with its ledger entry) and the custody account in one SQLite
// transaction, the fee taken from the amount moved.
//
// The yearly custody fee (SIMULATED_CUSTODY_FEE_BPS) accrues on every holding a period at a time
// (a day, TRADEDESK_CUSTODY_FEE_PERIOD_MS: balance × bps / 365 a period, portfolio.ts) and is charged
// from the custody balance at each period's end by the exchange's timer, the way staking rewards are
// paid (staking.ts): each holding has a clock (cu_fee_clock: the end of the last period charged),
// and a charge moves the clock, the balance and the fee record (cu_fees, one row a holding and
// period, the key refusing a second) in one SQLite transaction, so a restart or kill -9 neither
// charges a period twice nor skips one — the periods missed while the exchange was down are charged
// when it is back. A transfer first charges its holding's due periods, so each period is charged on
// the balance it was held at. A holding's clock starts with its first transfer into custody.
import {
  CUSTODY_DIRECTIONS,
  type CustodyFeeCharge,
  type CustodyFeeState,
  type CustodyFees,
  type CustodyKyc,
  type CustodyKycStatus,
  type CustodyTransfer,
  type CustodyTransferStatus,
  type CustodyDirection,
} from '../../../src/protocol/account/custody';
import type { Database } from 'better-sqlite3';
import { amountText, dec, num, parseDec, type Dec } from '../decimal';
import type { Window } from '../history';
import type { CustodyPartner, CustodyTransferInput, ExchangeWalletPort } from './partner';
import { accrueCustodyFee, afterFee, portfolioOf, transferRefusal, type CustodyAsset, type Portfolio } from './portfolio';

/** The simulated partner's schedule: 25 basis points a year on what it holds; a fixed fee per
 *  transfer of each currency, taken from the amount moved. */
export const SIMULATED_CUSTODY_FEE_BPS = 25;
export const SIMULATED_CUSTODY_ASSETS: readonly CustodyAsset[] = [
  { currency: 'BTC', decimals: 8, transferFee: '0.0001', minTransfer: '0.001' },
  { currency: 'ETH', decimals: 8, transferFee: '0.002', minTransfer: '0.01' },
  { currency: 'LTC', decimals: 8, transferFee: '0.01', minTransfer: '0.1' },
  { currency: 'XRP', decimals: 6, transferFee: '0.5', minTransfer: '10' },
  { currency: 'UST', decimals: 6, transferFee: '1', minTransfer: '10' },
  { currency: 'USD', decimals: 2, transferFee: '5', minTransfer: '50' },
  { currency: 'EUR', decimals: 2, transferFee: '5', minTransfer: '50' },
];
/** How long the simulated partner's KYC review takes unless TRADEDESK_CUSTODY_REVIEW_MS says. */
export const DEFAULT_CUSTODY_REVIEW_MS = 2000;
/** The custody fee's period (a day) unless TRADEDESK_CUSTODY_FEE_PERIOD_MS says. */
export const DEFAULT_CUSTODY_FEE_PERIOD_MS = 86_400_000;

interface KycRecord {
  user: number;
  status: CustodyKycStatus;
  applied: number;
  decided: number | null;
  reason: string | null;
}

interface TransferRecord {
  id: number;
  user: number;
  direction: CustodyDirection;
  currency: string;
  amount: string;
  fee: string;
  received: string;
  status: CustodyTransferStatus;
  mts: number;
}

interface ClockRecord {
  user: number;
  currency: string;
  charged_to: number;
  accrued: string;
}

interface FeeRecord {
  id: number;
  user: number;
  currency: string;
  amount: string;
  balance: string;
  period_start: number;
  period_end: number;
  mts: number;
}

const FAR = 9_999_999_999_999;
const SIDE: Record<CustodyDirection, string> = { to_custody: 'exchange wallet', to_exchange: 'custody account' };

export class SimulatedCustody implements CustodyPartner {
  readonly name = 'Simulated custodian';

  constructor(
    private readonly db: Database,
    private readonly wallet: ExchangeWalletPort,
    private readonly reviewMs: number = DEFAULT_CUSTODY_REVIEW_MS,
    private readonly feePeriodMs: number = DEFAULT_CUSTODY_FEE_PERIOD_MS,
  ) {}

  private record(user: number): KycRecord | undefined {
    return this.db.prepare<[number], KycRecord>('SELECT * FROM cu_kyc WHERE user = ?').get(user);
  }

  private kycOf(r: KycRecord | undefined): CustodyKyc {
    if (!r) return { status: 'NOT_STARTED', appliedMts: null, decidedMts: null, reviewDueMts: null, reason: null };
    return {
      status: r.status,
      appliedMts: r.applied,
      decidedMts: r.decided,
      reviewDueMts: r.status === 'PENDING' ? r.applied + this.reviewMs : null,
      reason: r.reason,
    };
  }

  kycStatus(user: number): CustodyKyc {
    const r = this.record(user);
    const now = this.wallet.now();
    if (r?.status !== 'PENDING' || now < r.applied + this.reviewMs) return this.kycOf(r);
    // The review is due: decided now, once (the row changes only while it is still pending).
    const refusal = this.wallet.tradingRefusal(user);
    const decided: KycRecord = refusal
      ? { ...r, status: 'REJECTED', decided: now, reason: refusal }
      : { ...r, status: 'APPROVED', decided: now, reason: null };
    this.db
      .prepare("UPDATE cu_kyc SET status = ?, decided = ?, reason = ? WHERE user = ? AND status = 'PENDING'")
      .run(decided.status, decided.decided, decided.reason, user);
    return this.kycOf(this.record(user));
  }

  onboard(user: number): CustodyKyc | string {
    const current = this.kycStatus(user);
    if (current.status === 'PENDING' || current.status === 'APPROVED') return current;
    this.db
      .prepare(
        `INSERT INTO cu_kyc (user, status, applied, decided, reason) VALUES (?, 'PENDING', ?, NULL, NULL)
         ON CONFLICT (user) DO UPDATE SET status = 'PENDING', applied = excluded.applied, decided = NULL, reason = NULL`,
      )
      .run(user, this.wallet.now());
    return this.kycStatus(user);
  }

  fees(): CustodyFees {
    return {
      custodyFeeBps: SIMULATED_CUSTODY_FEE_BPS,
      assets: SIMULATED_CUSTODY_ASSETS.map((a) => ({
        currency: a.currency,
        decimals: a.decimals,
        transferFee: Number(a.transferFee),
        minTransfer: Number(a.minTransfer),
      })),
    };
  }

  assets(): readonly CustodyAsset[] {
    return SIMULATED_CUSTODY_ASSETS;
  }

  private balance(user: number, currency: string): Dec {
    const text = this.db
      .prepare<[number, string], string>('SELECT balance FROM cu_balances WHERE user = ? AND currency = ?')
      .pluck()
      .get(user, currency);
    return dec(text ?? '0');
  }

  balances(user: number): Map<string, Dec> {
    return new Map(SIMULATED_CUSTODY_ASSETS.map((a) => [a.currency, this.balance(user, a.currency)]));
  }

  indexPrices(): Map<string, Dec | undefined> {
    return new Map(SIMULATED_CUSTODY_ASSETS.map((a) => [a.currency, this.wallet.indexPrice(a.currency)]));
  }

  portfolio(user: number): Portfolio {
    const prices = this.indexPrices();
    const held = [...this.balances(user)].map(([currency, amount]) => ({ currency, amount, price: prices.get(currency) }));
    return portfolioOf(held, SIMULATED_CUSTODY_FEE_BPS);
  }

  private setBalance(user: number, currency: string, balance: Dec, mts: number): void {
    this.db
      .prepare(
        `INSERT INTO cu_balances (user, currency, balance, mts) VALUES (?, ?, ?, ?)
         ON CONFLICT (user, currency) DO UPDATE SET balance = excluded.balance, mts = excluded.mts`,
      )
      .run(user, currency, balance.toFixed(), mts);
  }

  private clock(user: number, currency: string): ClockRecord | undefined {
    return this.db.prepare<[number, string], ClockRecord>('SELECT * FROM cu_fee_clock WHERE user = ? AND currency = ?').get(user, currency);
  }

  /** Charges the holding's whole periods that ended by `now` (inside the caller's unit). Each period
   *  with a fee is recorded; the clock moves to the end of the last period charged. */
  private chargeDue(user: number, currency: string, now: number): void {
    const c = this.clock(user, currency);
    const asset = SIMULATED_CUSTODY_ASSETS.find((a) => a.currency === currency);
    if (!c || !asset || now - c.charged_to < this.feePeriodMs) return;
    const periods = Math.floor((now - c.charged_to) / this.feePeriodMs);
    let held = this.balance(user, currency);
    let accrued = dec(c.accrued);
    let start = c.charged_to;
    for (let i = 0; i < periods; i++) {
      // Nothing held and nothing carried: the rest of the periods charge nothing.
      if (held.isZero() && accrued.isZero()) {
        start = c.charged_to + periods * this.feePeriodMs;
        break;
      }
      const end = start + this.feePeriodMs;
      const step = accrueCustodyFee(held, accrued, SIMULATED_CUSTODY_FEE_BPS, 1, asset.decimals);
      if (step.charged.gt(0)) {
        this.db
          .prepare(`INSERT INTO cu_fees (user, currency, amount, balance, period_start, period_end, mts) VALUES (?, ?, ?, ?, ?, ?, ?)`)
          .run(user, currency, step.charged.toFixed(), step.balance.toFixed(), start, end, end);
      }
      held = step.balance;
      accrued = step.accrued;
      start = end;
    }
    this.setBalance(user, currency, held, start);
    this.db
      .prepare('UPDATE cu_fee_clock SET charged_to = ?, accrued = ? WHERE user = ? AND currency = ?')
      .run(start, accrued.toFixed(), user, currency);
  }

  chargeFees(now: number): void {
    const due = this.db.prepare<[number], ClockRecord>('SELECT * FROM cu_fee_clock WHERE charged_to <= ?').all(now - this.feePeriodMs);
    // One unit a holding, the clock read again inside it: a transfer may have charged it meanwhile.
    for (const d of due) this.wallet.unit(() => this.chargeDue(d.user, d.currency, now));
  }

  feeState(user: number): CustodyFeeState {
    const clocks = this.db.prepare<[number], ClockRecord>('SELECT * FROM cu_fee_clock WHERE user = ?').all(user);
    const totals = this.db
      .prepare<[number], { currency: string; amount: string }>('SELECT currency, amount FROM cu_fees WHERE user = ?')
      .all(user)
      .reduce((m, r) => m.set(r.currency, (m.get(r.currency) ?? dec(0)).plus(r.amount)), new Map<string, Dec>());
    const last = this.db.prepare<[number], number | null>('SELECT MAX(mts) FROM cu_fees WHERE user = ?').pluck().get(user) ?? null;
    const next = clocks
      .filter((c) => this.balance(user, c.currency).gt(0))
      .map((c) => c.charged_to + this.feePeriodMs)
      .reduce<number | null>((a, b) => (a === null || b < a ? b : a), null);
    return {
      periodMs: this.feePeriodMs,
      lastChargeMts: last,
      nextChargeMts: next,
      charged: SIMULATED_CUSTODY_ASSETS.filter((a) => totals.has(a.currency)).map((a) => ({
        currency: a.currency,
        amount: num(totals.get(a.currency)!),
      })),
    };
  }

  feeCharges(user: number, w: Window): CustodyFeeCharge[] {
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    return this.db
      .prepare<[number, number, number, number], FeeRecord>(
        `SELECT * FROM cu_fees WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .all(user, w.start ?? 0, w.end ?? FAR, w.limit)
      .map((r) => ({
        id: r.id,
        mts: r.mts,
        currency: r.currency,
        amount: num(dec(r.amount)),
        balance: num(dec(r.balance)),
        periodStart: r.period_start,
        periodEnd: r.period_end,
      }));
  }

  transfers(user: number, w: Window): CustodyTransfer[] {
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    return this.db
      .prepare<[number, number, number, number], TransferRecord>(
        `SELECT * FROM cu_transfers WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .all(user, w.start ?? 0, w.end ?? FAR, w.limit)
      .map(transferOf);
  }

  transfer(user: number, input: CustodyTransferInput): CustodyTransfer | string {
    if (!CUSTODY_DIRECTIONS.includes(input.direction)) return `direction: invalid (one of ${CUSTODY_DIRECTIONS.join(', ')})`;
    const kyc = this.kycStatus(user);
    if (kyc.status !== 'APPROVED') {
      return `Custody transfer refused: the custody account is not open (KYC ${kyc.status.toLowerCase().replace('_', ' ')}); complete the onboarding first`;
    }
    const asset = SIMULATED_CUSTODY_ASSETS.find((a) => a.currency === input.currency);
    if (!asset) return `currency: invalid (the custodian holds ${SIMULATED_CUSTODY_ASSETS.map((a) => a.currency).join(', ')})`;
    const toCustody = input.direction === 'to_custody';
    if (toCustody) {
      const locked = this.wallet.withdrawalRefusal(user);
      if (locked) return `Custody transfer refused: ${locked}`;
    }
    const amount = parseDec(input.amount);
    return this.wallet.unit(() => {
      const now = this.wallet.now();
      // The holding's periods due are charged first: they were held at the balance before the move.
      this.chargeDue(user, asset.currency, now);
      // Read inside the unit: what it checks is what it books.
      const available = toCustody ? this.wallet.available(user, asset.currency) : this.balance(user, asset.currency);
      const refused = transferRefusal(amount, asset, available, SIDE[input.direction]);
      if (refused || !amount) return refused ?? 'amount: invalid';
      const { fee, received } = afterFee(amount, asset);
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO cu_transfers (user, direction, currency, amount, fee, received, status, mts)
             VALUES (?, ?, ?, ?, ?, ?, 'COMPLETED', ?)`,
          )
          .run(user, input.direction, asset.currency, amount.toFixed(), fee.toFixed(), received.toFixed(), now).lastInsertRowid,
      );
      const held = this.balance(user, asset.currency);
      const custodyAfter = toCustody ? held.plus(received) : held.minus(amount);
      this.setBalance(user, asset.currency, custodyAfter, now);
      // The holding's fee clock starts with its first transfer into custody.
      this.db
        .prepare(`INSERT INTO cu_fee_clock (user, currency, charged_to, accrued) VALUES (?, ?, ?, '0') ON CONFLICT DO NOTHING`)
        .run(user, asset.currency, now);
      const feeText = `fee ${amountText(fee)} ${asset.currency}`;
      const text = toCustody
        ? `Custody transfer ${id}: ${amountText(amount)} ${asset.currency} to the custody account (${feeText}) from wallet exchange`
        : `Custody transfer ${id}: ${amountText(amount)} ${asset.currency} from the custody account (${feeText}) to wallet exchange`;
      this.wallet.book(user, asset.currency, toCustody ? amount.negated() : received, text, now, {
        reason: 'CUSTODY',
        transfer: id,
      });
      return transferOf(this.db.prepare<[number], TransferRecord>('SELECT * FROM cu_transfers WHERE id = ?').get(id)!);
    });
  }
}

function transferOf(r: TransferRecord): CustodyTransfer {
  return {
    id: r.id,
    mts: r.mts,
    direction: r.direction,
    currency: r.currency,
    amount: num(dec(r.amount)),
    fee: num(dec(r.fee)),
    received: num(dec(r.received)),
    status: r.status,
  };
}
