// The affiliate programme (account-side issue 16, item 5): each account's referral code, the
// referrals recorded at sign-up, and the commission — AFFILIATE_COMMISSION_RATE of each trading
// fee a referred account pays — credited to the referrer's exchange wallet with a ledger entry,
// in the same unit of work as the fill that charged the fee.
import { randomInt } from 'node:crypto';
import {
  AFFILIATE_COMMISSION_RATE,
  encodeAffiliateSummary,
  maskEmail,
  REF_CODE_PATTERN,
  type AffiliateSummaryRow,
} from '../../../src/protocol/programmes/affiliates';
import type { Ctx } from '../context';
import { amountText, dec, money, num, type Dec } from '../decimal';
import { LedgerCategory } from '../ledger-category';
import type { ProgrammePorts } from './ports';

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How many of the latest commissions the summary lists. */
const LATEST_COMMISSIONS = 50;

export class Affiliates {
  constructor(
    private readonly ctx: Ctx,
    private readonly ports: ProgrammePorts,
  ) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  private email(user: number): string {
    return maskEmail(this.ports.profile(user)?.email ?? `#${user}`);
  }

  /** The account's referral code, made the first time it is asked for. */
  codeOf(user: number): string {
    const known = this.db.prepare<[number], { code: string }>('SELECT code FROM pg_ref_codes WHERE user = ?').get(user);
    if (known) return known.code;
    for (;;) {
      const code = Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
      const made = this.db.prepare('INSERT OR IGNORE INTO pg_ref_codes (user, code, mts) VALUES (?, ?, ?)').run(user, code, this.ctx.now());
      if (made.changes === 1) return code;
      const again = this.db.prepare<[number], { code: string }>('SELECT code FROM pg_ref_codes WHERE user = ?').get(user);
      if (again) return again.code;
    }
  }

  /** A new account signed up with a referral code: its referrer is recorded (an unknown code, or
   *  a site without the programme, records nothing; the sign-up goes on either way). */
  referred(user: number, code: string | undefined): number | undefined {
    if (!this.ports.offered('affiliates') || !code) return undefined;
    const normal = code.trim().toUpperCase();
    if (!REF_CODE_PATTERN.test(normal)) return undefined;
    const owner = this.db.prepare<[string], { user: number }>('SELECT user FROM pg_ref_codes WHERE code = ?').get(normal);
    if (!owner || owner.user === user) return undefined;
    this.db.prepare('INSERT OR IGNORE INTO pg_referrals (user, referrer, mts) VALUES (?, ?, ?)').run(user, owner.user, this.ctx.now());
    return owner.user;
  }

  referrerOf(user: number): number | undefined {
    return this.db.prepare<[number], { referrer: number }>('SELECT referrer FROM pg_referrals WHERE user = ?').get(user)?.referrer;
  }

  /** A referred account paid a trading fee: its referrer's share is credited (inside the fill's unit). */
  feeCharged(user: number, currency: string, fee: Dec, mts: number, tradeId: number): void {
    if (!fee.isPositive() || !this.ports.offered('affiliates')) return;
    const referrer = this.referrerOf(user);
    if (referrer === undefined) return;
    const share = money(fee.times(AFFILIATE_COMMISSION_RATE));
    if (share.isZero()) return;
    const rate = dec(AFFILIATE_COMMISSION_RATE).times(100).toFixed();
    const text = `Affiliate commission: ${rate}% of the trading fee of ${amountText(fee)} ${currency} paid by ${this.email(user)} (trade ${tradeId}) on wallet exchange`;
    this.ctx.accounts.book(referrer, 'exchange', currency, share, text, LedgerCategory.AFFILIATE_REBATE, mts, {
      reason: 'AFFILIATE',
      referred: user,
      trade_id: tradeId,
    });
    this.db
      .prepare('INSERT INTO pg_commissions (referrer, referred, currency, amount, usd, trade_id, mts) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(referrer, user, currency, share.toFixed(), money(this.ctx.prices.usd(currency, share)).toFixed(), tradeId, mts);
    this.ctx.outbox.wallet(referrer, 'exchange', currency);
  }

  /** The programme as the referrer sees it. */
  summary(user: number): AffiliateSummaryRow {
    const code = this.codeOf(user);
    const referrals = this.db
      .prepare<[number], { user: number; mts: number }>(
        'SELECT user, mts FROM pg_referrals WHERE referrer = ? ORDER BY mts DESC, user DESC',
      )
      .all(user);
    const commissions = this.db
      .prepare<[number], { referred: number; currency: string; amount: string; usd: string; mts: number }>(
        'SELECT referred, currency, amount, usd, mts FROM pg_commissions WHERE referrer = ? ORDER BY mts DESC, id DESC',
      )
      .all(user);
    const usdBy = new Map<number, Dec>();
    const earned = new Map<string, Dec>();
    for (const c of commissions) {
      usdBy.set(c.referred, (usdBy.get(c.referred) ?? dec(0)).plus(c.usd));
      earned.set(c.currency, (earned.get(c.currency) ?? dec(0)).plus(c.amount));
    }
    return encodeAffiliateSummary({
      code,
      rate: AFFILIATE_COMMISSION_RATE,
      referrals: referrals.map((r) => ({ email: this.email(r.user), mts: r.mts, earnedUsd: num(money(usdBy.get(r.user) ?? dec(0))) })),
      earned: [...earned].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: num(amount) })),
      commissions: commissions.slice(0, LATEST_COMMISSIONS).map((c) => ({
        mts: c.mts,
        currency: c.currency,
        amount: num(dec(c.amount)),
        email: this.email(c.referred),
      })),
    });
  }
}
