// Staking (account-side issue 16, item 3): a stakeable currency moves from the user's exchange
// wallet into a staked balance of the exchange's (tr_stakes), with a ledger entry; rewards accrue
// at the currency's daily rate over every staking period (TRADEDESK_STAKING_PERIOD_MS, a day by
// default: a shorter one makes the staking day shorter) and the timer pays them into the exchange
// wallet with a ledger entry at each period's end, catching up periods missed while the exchange
// was down. A stake or unstake first pays what accrued since the last payment, so the amount that
// earns is always the amount that was staked. Unstaking returns the principal at once. Everything
// is in SQLite and changes in one unit of work, so a stake survives kill -9 and no reward is paid
// twice.
import {
  encodeStake,
  encodeStakingEvent,
  STAKING_TERMS,
  stakingTermsOf,
  type StakeRow,
  type StakingEventKind,
  type StakingEventRow,
} from '../../src/protocol/account/staking';
import { runUnit, type Ctx } from './context';
import { dec, money, num, parseDec, type Dec } from './decimal';
import type { Window } from './history';
import { LedgerCategory } from './ledger-category';
import type { Margin } from './margin';
import { notifiedWrite } from './notified-write';
import type { NotificationRow } from './wire';

interface StakeRecord {
  user: number;
  currency: string;
  amount: string;
  paid: string;
  last_paid: number;
}

interface EventRecord {
  id: number;
  user: number;
  currency: string;
  kind: StakingEventKind;
  amount: string;
  mts: number;
}

const FAR = 9_999_999_999_999;

export class Staking {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    /** Whether the exchange's site offers staking (site/variants.ts). */
    private readonly offered: boolean,
  ) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  private get periodMs(): number {
    return this.ctx.timings.stakingPeriodMs;
  }

  private record(user: number, currency: string): StakeRecord | undefined {
    return this.db.prepare<[number, string], StakeRecord>('SELECT * FROM tr_stakes WHERE user = ? AND currency = ?').get(user, currency);
  }

  private save(r: StakeRecord): void {
    this.db
      .prepare(
        `INSERT INTO tr_stakes (user, currency, amount, paid, last_paid) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user, currency) DO UPDATE SET amount = excluded.amount, paid = excluded.paid, last_paid = excluded.last_paid`,
      )
      .run(r.user, r.currency, r.amount, r.paid, r.last_paid);
  }

  private event(user: number, currency: string, kind: StakingEventKind, amount: Dec, mts: number): void {
    this.db
      .prepare('INSERT INTO tr_staking_events (user, currency, kind, amount, mts) VALUES (?, ?, ?, ?, ?)')
      .run(user, currency, kind, amount.toFixed(), mts);
  }

  /** Pays the reward accrued on `r` over `ms` (whole periods from the timer, a part of one before a
   *  change); returns the record with the payment counted. */
  private pay(r: StakeRecord, ms: number, until: number, periods: number | null): StakeRecord {
    const terms = stakingTermsOf(r.currency);
    const amount = dec(r.amount);
    if (!terms || ms <= 0 || !amount.gt(0)) return { ...r, last_paid: until };
    const reward = money(amount.times(terms.dailyRate).times(ms).div(this.periodMs));
    const rate = dec(terms.dailyRate).times(100).toFixed();
    const span = periods === null ? 'the part of a period staked' : periods === 1 ? '1 period' : `${periods} periods`;
    const paid = this.ctx.accounts.book(
      r.user,
      'exchange',
      r.currency,
      reward,
      `Staking reward on ${amount.toFixed()} ${r.currency} at ${rate} % a day for ${span} on wallet exchange`,
      LedgerCategory.STAKING_REWARD,
      until,
      { reason: 'STAKING_REWARD' },
    );
    if (paid.isZero()) return { ...r, last_paid: until };
    this.event(r.user, r.currency, 'REWARD', paid, until);
    this.ctx.outbox.wallet(r.user, 'exchange', r.currency);
    return { ...r, paid: dec(r.paid).plus(paid).toFixed(), last_paid: until };
  }

  /** Stakes `amount` of a stakeable currency from the exchange wallet. */
  stake(user: number, input: { currency: string; amount: number | string }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'stake', ({ now, fail, done }) => {
      if (!this.offered) return fail('Stake refused: staking is not offered on this site');
      const terms = stakingTermsOf(input.currency);
      if (!terms) return fail(`currency: invalid (one of ${STAKING_TERMS.map((t) => t.currency).join(', ')} stakes)`);
      const amount = parseDec(input.amount);
      if (!amount || !amount.gt(0) || !money(amount).eq(amount)) return fail('amount: invalid (a positive amount, at most 8 decimals)');
      if (amount.lt(terms.minAmount)) return fail(`amount: invalid (the least stake is ${terms.minAmount} ${terms.currency})`);
      const gated = this.ctx.gates.order(user, { margin: false, derivative: false, paper: false });
      if (gated) return fail(gated);
      if (this.margin.available(user, 'exchange', terms.currency).lt(amount)) {
        return fail(`Stake refused: not enough ${terms.currency} available in the exchange wallet (${amount.toFixed()} needed)`);
      }
      const before = this.record(user, terms.currency);
      let r: StakeRecord = before
        ? this.pay(before, now - before.last_paid, now, null)
        : { user, currency: terms.currency, amount: '0', paid: '0', last_paid: now };
      const text = `Staked ${amount.toFixed()} ${terms.currency} from wallet exchange`;
      this.ctx.accounts.book(user, 'exchange', terms.currency, amount.negated(), text, LedgerCategory.TRANSFER, now, {
        reason: 'STAKE',
      });
      r = { ...r, amount: dec(r.amount).plus(amount).toFixed(), last_paid: now };
      this.save(r);
      this.event(user, terms.currency, 'STAKE', amount, now);
      this.ctx.outbox.wallet(user, 'exchange', terms.currency);
      return done(this.row(r), text);
    });
  }

  /** Returns `amount` of a stake's principal to the exchange wallet (the rewards accrued so far paid first). */
  unstake(user: number, input: { currency: string; amount: number | string }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'unstake', ({ now, fail, done }) => {
      if (!this.offered) return fail('Unstake refused: staking is not offered on this site');
      const terms = stakingTermsOf(input.currency);
      if (!terms) return fail(`currency: invalid (one of ${STAKING_TERMS.map((t) => t.currency).join(', ')} stakes)`);
      const amount = parseDec(input.amount);
      if (!amount || !amount.gt(0) || !money(amount).eq(amount)) return fail('amount: invalid (a positive amount, at most 8 decimals)');
      const before = this.record(user, terms.currency);
      const staked = before ? dec(before.amount) : dec(0);
      if (!before || staked.lt(amount))
        return fail(`Unstake refused: ${staked.toFixed()} ${terms.currency} is staked, less than ${amount.toFixed()}`);
      let r = this.pay(before, now - before.last_paid, now, null);
      const text = `Unstaked ${amount.toFixed()} ${terms.currency} to wallet exchange`;
      this.ctx.accounts.book(user, 'exchange', terms.currency, amount, text, LedgerCategory.TRANSFER, now, { reason: 'UNSTAKE' });
      r = { ...r, amount: staked.minus(amount).toFixed(), last_paid: now };
      this.save(r);
      this.event(user, terms.currency, 'UNSTAKE', amount, now);
      this.ctx.outbox.wallet(user, 'exchange', terms.currency);
      return done(this.row(r), text);
    });
  }

  /** The timer: every stake whose period ended by `now` is paid for its whole periods. */
  payout(now: number): void {
    const period = this.periodMs;
    const due = this.db.prepare<[number], StakeRecord>("SELECT * FROM tr_stakes WHERE amount <> '0' AND last_paid <= ?").all(now - period);
    for (const d of due) {
      runUnit(this.ctx, () => {
        // Read again inside the unit: a stake or unstake may have paid it meanwhile.
        const r = this.record(d.user, d.currency);
        if (!r || !dec(r.amount).gt(0) || now - r.last_paid < period) return;
        const periods = Math.floor((now - r.last_paid) / period);
        this.save(this.pay(r, periods * period, r.last_paid + periods * period, periods));
      });
    }
  }

  /** The account's stakes (every stakeable currency, staked or not) and its events, newest first. */
  list(user: number, w: Window): [StakeRow[], StakingEventRow[]] {
    const stakes = STAKING_TERMS.map((t) =>
      this.row(this.record(user, t.currency) ?? { user, currency: t.currency, amount: '0', paid: '0', last_paid: 0 }),
    );
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    const events = this.db
      .prepare<[number, number, number, number], EventRecord>(
        `SELECT * FROM tr_staking_events WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .all(user, w.start ?? 0, w.end ?? FAR, w.limit)
      .map((e) => encodeStakingEvent({ id: e.id, mts: e.mts, currency: e.currency, kind: e.kind, amount: num(dec(e.amount)) }));
    return [stakes, events];
  }

  private row(r: StakeRecord): StakeRow {
    const terms = stakingTermsOf(r.currency);
    const staked = dec(r.amount).gt(0);
    return encodeStake({
      currency: r.currency,
      amount: num(dec(r.amount)),
      dailyRate: Number(terms?.dailyRate ?? 0),
      rewardsPaid: num(dec(r.paid)),
      lastPaidMts: r.last_paid,
      nextPayoutMts: staked ? r.last_paid + this.periodMs : 0,
      periodMs: this.periodMs,
      minAmount: Number(terms?.minAmount ?? 0),
    });
  }
}
