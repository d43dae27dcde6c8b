// The custody desk (account-side §1; issue 16 item 11): the exchange's one way to its custody
// partner. The partner is chosen by configuration through createCustodyPartner (TRADEDESK_CUSTODY:
// `simulated`, the default, or `off`); a real partner's adapter is one more case there. The desk
// answers the REST calls with the protocol's rows, refuses everything when no partner is configured
// or the site does not offer custody, and adds the exchange's side to the partner's portfolio (what
// the exchange wallet has available to move). The exchange's timer runs the partner's custody fee
// schedule (chargeFees) as it runs the staking payouts.
import {
  encodeCustodyFeeCharge,
  encodeCustodyKyc,
  encodeCustodySummary,
  encodeCustodyTransfer,
  type CustodyFeeChargeRow,
  type CustodyKycRow,
  type CustodySummaryRow,
  type CustodyTransferRow,
} from '../../../src/protocol/account/custody';
import { migrate } from '../../store/migrations';
import { dec, num } from '../decimal';
import { runUnit, type Ctx } from '../context';
import type { Window } from '../history';
import { LedgerCategory } from '../ledger-category';
import type { Margin } from '../margin';
import type { CustodyPartner, CustodyTransferInput, ExchangeWalletPort } from './partner';
import { CUSTODY_MIGRATIONS } from './schema';
import { DEFAULT_CUSTODY_FEE_PERIOD_MS, DEFAULT_CUSTODY_REVIEW_MS, SimulatedCustody } from './simulated';

export type { CustodyPartner, CustodyTransferInput, ExchangeWalletPort } from './partner';

export const CUSTODY_KINDS = ['simulated', 'off'] as const;
export type CustodyKind = (typeof CUSTODY_KINDS)[number];

export interface CustodyOptions {
  kind?: CustodyKind;
  /** The simulated partner's KYC review time (absent: DEFAULT_CUSTODY_REVIEW_MS). */
  reviewMs?: number;
  /** The custody fee's period (absent: DEFAULT_CUSTODY_FEE_PERIOD_MS, a day). */
  feePeriodMs?: number;
  /** Whether the site offers custody (site/variants.ts; absent: it does). */
  offered?: boolean;
}

/** The exchange's side of a transfer, over trading's context: the exchange wallet and its ledger. */
export function exchangeWalletPort(ctx: Ctx, margin: Margin): ExchangeWalletPort {
  return {
    available: (user, currency) => margin.available(user, 'exchange', currency),
    book(user, currency, amount, description, mts, meta) {
      ctx.accounts.book(user, 'exchange', currency, amount, description, LedgerCategory.TRANSFER, mts, meta);
      ctx.outbox.wallet(user, 'exchange', currency);
    },
    unit: (fn) => runUnit(ctx, fn),
    indexPrice(currency) {
      const rate = ctx.prices.fx(currency, 'USD');
      return rate === undefined ? undefined : dec(rate);
    },
    tradingRefusal: (user) => ctx.gates.order(user, { margin: false, derivative: false, paper: false }),
    withdrawalRefusal: (user) => ctx.gates.withdraw(user),
    now: () => ctx.now(),
  };
}

/** The configured partner (null: custody is off). The one place a partner is chosen. */
export function createCustodyPartner(kind: CustodyKind, ctx: Ctx, margin: Margin, opts: CustodyOptions = {}): CustodyPartner | null {
  switch (kind) {
    case 'off':
      return null;
    case 'simulated':
      migrate(ctx.store.db, 'custody', CUSTODY_MIGRATIONS);
      return new SimulatedCustody(
        ctx.store.db,
        exchangeWalletPort(ctx, margin),
        opts.reviewMs ?? DEFAULT_CUSTODY_REVIEW_MS,
        opts.feePeriodMs ?? DEFAULT_CUSTODY_FEE_PERIOD_MS,
      );
  }
}

export class CustodyDesk {
  constructor(
    private readonly partner: CustodyPartner | null,
    private readonly margin: Margin,
    private readonly offered: boolean,
    private readonly now: () => number,
  ) {}

  /** Why custody cannot be used at all on this exchange, if it cannot. */
  private closed(): string | undefined {
    if (!this.offered) return 'Custody refused: the custody partner is not offered on this site';
    if (!this.partner) return 'Custody refused: this exchange has no custody partner (TRADEDESK_CUSTODY=off)';
    return undefined;
  }

  summary(user: number): CustodySummaryRow | string {
    const p = this.partner;
    const closed = this.closed();
    if (closed || !p) return closed ?? '';
    const portfolio = p.portfolio(user);
    return encodeCustodySummary({
      partner: p.name,
      kyc: p.kycStatus(user),
      fees: p.fees(),
      holdings: portfolio.lines.map((l) => ({
        currency: l.currency,
        custody: num(l.amount),
        exchange: num(this.margin.available(user, 'exchange', l.currency)),
        indexPrice: l.price ? num(l.price) : null,
        valueUsd: num(l.valueUsd),
        share: num(l.share),
        yearlyFeeUsd: num(l.yearlyFeeUsd),
      })),
      totalUsd: num(portfolio.totalUsd),
      yearlyFeeUsd: num(portfolio.yearlyFeeUsd),
      mts: this.now(),
      feeState: p.feeState(user),
    });
  }

  onboard(user: number): CustodyKycRow | string {
    const p = this.partner;
    const closed = this.closed();
    if (closed || !p) return closed ?? '';
    const kyc = p.onboard(user);
    return typeof kyc === 'string' ? kyc : encodeCustodyKyc(kyc);
  }

  transfer(user: number, input: CustodyTransferInput): CustodyTransferRow | string {
    const p = this.partner;
    const closed = this.closed();
    if (closed || !p) return closed ?? '';
    const t = p.transfer(user, input);
    return typeof t === 'string' ? t : encodeCustodyTransfer(t);
  }

  transfers(user: number, w: Window): CustodyTransferRow[] | string {
    const p = this.partner;
    const closed = this.closed();
    if (closed || !p) return closed ?? '';
    return p.transfers(user, w).map(encodeCustodyTransfer);
  }

  feeCharges(user: number, w: Window): CustodyFeeChargeRow[] | string {
    const p = this.partner;
    const closed = this.closed();
    if (closed || !p) return closed ?? '';
    return p.feeCharges(user, w).map(encodeCustodyFeeCharge);
  }

  /** The timer: the partner charges the custody fees due (a partner the site does not offer holds
   *  nothing it could charge for). */
  chargeFees(now: number): void {
    if (this.offered) this.partner?.chargeFees(now);
  }
}
