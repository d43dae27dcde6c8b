// Interest of loans and credits: paid out at every payout interval (the exchange pays daily) —
// the lender's funding wallet receives it less the exchange's 15 %, the borrower's margin
// wallet pays it — and the end of a loan's period.
import { encodeFundingInfo } from '../../src/protocol/account/funding-info';
import { LedgerCategory } from './ledger-category';
import { runUnit, type Ctx } from './context';
import { dec, money, num, type Dec, ZERO } from './decimal';
import { fundingCurrency } from './margin';
import type { FundingState } from './records';
import { fundingRow } from './wire';

const DAY_MS = 86_400_000;
/** Share of the interest the exchange keeps. */
const LENDER_FEE = dec('0.15');

export class Interest {
  constructor(
    private readonly ctx: Ctx,
    /** Called (inside the same unit) when a loan has ended. */
    private readonly loanEnded: (loan: FundingState) => void,
  ) {}

  /** Interest earned and not yet paid on the user's loans of a currency. */
  unsettled(user: number, ccy: string, now: number): Dec {
    let sum = ZERO;
    for (const l of this.ctx.accounts.fundingOf(user, 'loan')) {
      if (fundingCurrency(l.symbol) !== ccy) continue;
      sum = sum.plus(this.interest(l, Math.min(now, this.end(l))));
    }
    return money(sum);
  }

  private end(f: FundingState): number {
    return f.mtsOpening + f.period * DAY_MS;
  }

  private interest(f: FundingState, until: number): Dec {
    const days = dec(Math.max(0, until - f.mtsLastPayout)).dividedBy(DAY_MS);
    return f.amount.times(f.rate).times(days);
  }

  /** Pays the interest of one loan or credit up to `now`, and closes it at the end of its period
   *  (or when `close`). Returns the record as it is now. */
  settle(f: FundingState, now: number, close: boolean): FundingState {
    const until = Math.min(now, this.end(f));
    const interest = money(this.interest(f, until));
    const ccy = fundingCurrency(f.symbol);
    const a = this.ctx.accounts;
    if (interest.isPositive()) {
      if (f.kind === 'loan') {
        a.book(
          f.user,
          'funding',
          ccy,
          money(interest.times(dec(1).minus(LENDER_FEE))),
          'Margin Funding Payment on wallet funding',
          LedgerCategory.MARGIN_FUNDING_PAYMENT,
          now,
          { reason: 'INTEREST', loan_id: f.id },
        );
        this.ctx.outbox.wallet(f.user, 'funding', ccy);
      } else {
        a.book(
          f.user,
          'margin',
          ccy,
          interest.negated(),
          'Margin Funding Charge on wallet margin',
          LedgerCategory.MARGIN_FUNDING_CHARGE,
          now,
          { reason: 'INTEREST', credit_id: f.id },
        );
        this.ctx.outbox.wallet(f.user, 'margin', ccy);
      }
    }
    const ended = close || now >= this.end(f);
    const next: FundingState = { ...f, mtsLastPayout: until, mtsUpdate: now, status: ended ? 'CLOSED' : 'ACTIVE' };
    a.saveFunding(next);
    const loan = f.kind === 'loan';
    this.ctx.outbox.push(f.user, [ended ? (loan ? 'flc' : 'fcc') : loan ? 'flu' : 'fcu', fundingRow(next)]);
    if (ended) {
      this.ctx.outbox.wallet(f.user, 'funding', ccy);
      this.ctx.outbox.push(f.user, ['fiu', this.info(f.user, f.symbol)]);
      if (loan) this.loanEnded(next);
    }
    return next;
  }

  /** Pays every loan and credit whose payout is due (`payoutIntervalMs` since the last one, or
   *  the end of its period). */
  payout(now: number): void {
    const interval = this.ctx.timings.payoutIntervalMs;
    const due = [...this.ctx.accounts.funding.values()].filter((f) => now - f.mtsLastPayout >= interval || now >= this.end(f));
    if (due.length === 0) return;
    runUnit(this.ctx, () => {
      for (const f of due) {
        const current = this.ctx.accounts.funding.get(f.id);
        if (current) this.settle(current, now, false);
      }
    });
  }

  /** ["sym", SYMBOL, [YIELD_LOAN, YIELD_LEND, DURATION_LOAN, DURATION_LEND]]: amount-weighted
   *  daily rates and remaining days of the user's credits (loan side) and loans (lend side). */
  info(user: number, symbol: string): unknown[] {
    const now = this.ctx.now();
    const avg = (list: FundingState[]): [number, number] => {
      let total = ZERO;
      let rate = ZERO;
      let days = ZERO;
      for (const f of list) {
        if (f.symbol !== symbol) continue;
        total = total.plus(f.amount);
        rate = rate.plus(f.amount.times(f.rate));
        days = days.plus(f.amount.times(Math.max(0, this.end(f) - now)).dividedBy(DAY_MS));
      }
      return total.isZero() ? [0, 0] : [num(rate.dividedBy(total).decimalPlaces(10)), num(days.dividedBy(total).decimalPlaces(4))];
    };
    const [yieldLoan, durationLoan] = avg(this.ctx.accounts.fundingOf(user, 'credit'));
    const [yieldLend, durationLend] = avg(this.ctx.accounts.fundingOf(user, 'loan'));
    return encodeFundingInfo({ symbol, yieldLoan, yieldLend, durationLoan, durationLend });
  }
}
