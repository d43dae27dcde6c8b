// The simulated custody partner of the embedded exchange: a regulated custodian's behaviour with its
// books in the exchange's SQLite file (schema.ts), so that the custody page works end to end on a
// paper exchange and survives a restart. Its KYC review is deterministic: an application is decided
// `reviewMs` after it was made (read lazily, when the status is next asked for, and kept), rejected
// with the exchange's own reason when the exchange would refuse the account a trade (its region, a
// US-resident declaration, a freeze), approved otherwise; a rejected account may apply again. A
// transfer books the exchange wallet (with its ledger entry) and the custody account in one SQLite
// transaction, the fee taken from the amount moved.
import {
  CUSTODY_DIRECTIONS,
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
import { afterFee, portfolioOf, transferRefusal, type CustodyAsset, type Portfolio } from './portfolio';

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

const FAR = 9_999_999_999_999;
const SIDE: Record<CustodyDirection, string> = { to_custody: 'exchange wallet', to_exchange: 'custody account' };

export class SimulatedCustody implements CustodyPartner {
  readonly name = 'Simulated custodian';

  constructor(
    private readonly db: Database,
    private readonly wallet: ExchangeWalletPort,
    private readonly reviewMs: number = DEFAULT_CUSTODY_REVIEW_MS,
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
      // Read inside the unit: what it checks is what it books.
      const available = toCustody ? this.wallet.available(user, asset.currency) : this.balance(user, asset.currency);
      const refused = transferRefusal(amount, asset, available, SIDE[input.direction]);
      if (refused || !amount) return refused ?? 'amount: invalid';
      const { fee, received } = afterFee(amount, asset);
      const now = this.wallet.now();
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
      this.db
        .prepare(
          `INSERT INTO cu_balances (user, currency, balance, mts) VALUES (?, ?, ?, ?)
           ON CONFLICT (user, currency) DO UPDATE SET balance = excluded.balance, mts = excluded.mts`,
        )
        .run(user, asset.currency, custodyAfter.toFixed(), now);
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
