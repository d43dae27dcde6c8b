// Auto-renew of funding (funding/auto): per currency, lend the idle funding balance at a rate
// (or the FRR) for a period, up to a threshold. The settings are kept with the user's state, so
// every client reads back what the exchange holds; a loan that ends or a setting turned on lends
// the idle balance again.
import type { Ctx } from './context';
import { dec, num, parseDec } from './decimal';
import type { Margin } from './margin';
import { isRecord, optionalInt } from './orders/order-input';
import { type NotificationRow } from './wire';
import type { NewOfferInput } from '../../src/protocol/inputs/funding';
import { notifiedWrite } from './notified-write';

/** Smallest offer, in USD. */
export const MIN_OFFER_USD = 150;

export interface AutoRenew {
  status: 0 | 1;
  currency: string;
  amount: string;
  rate: number;
  period: number;
}

export class AutoFunding {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    /** Places a renewing offer for the user (the funding operations' own submit). */
    private readonly offer: (user: number, input: NewOfferInput) => NotificationRow,
  ) {}

  /** funding/auto: lend the funding wallet automatically ([CURRENCY, PERIOD, RATE, THRESHOLD]). */
  set(user: number, input: unknown): NotificationRow {
    return notifiedWrite(this.ctx, user, 'fa-req', ({ fail, done }) => {
      if (!isRecord(input)) return fail('status: invalid');
      const status = optionalInt(input.status, 0, 1);
      if (typeof status !== 'number') return fail('status: invalid');
      const raw = typeof input.currency === 'string' ? input.currency.replace(/^f/, '') : '';
      if (!this.ctx.markets.data.fundingSymbols().includes(`f${raw}`)) return fail('currency: invalid');
      const amount = input.amount === undefined || input.amount === null ? dec(0) : parseDec(input.amount);
      if (!amount || amount.isNegative()) return fail('amount: invalid');
      const rate = input.rate === undefined || input.rate === null ? dec(0) : parseDec(input.rate);
      if (!rate || rate.isNegative()) return fail('rate: invalid');
      const period = input.period === undefined || input.period === null ? 2 : optionalInt(input.period, 2, 30);
      if (typeof period !== 'number') return fail('period: invalid');
      const setting: AutoRenew = { status: status as 0 | 1, currency: raw, amount: amount.toFixed(), rate: rate.toNumber(), period };
      this.ctx.accounts.setUserState(user, `auto:${raw}`, setting);
      if (status === 1) this.lendIdle(user, raw);
      return done(
        [raw, period, rate.toNumber(), num(amount)],
        status === 1 ? `Auto-renew of ${raw} funding on.` : `Auto-renew of ${raw} funding off.`,
      );
    });
  }

  /** funding/auto read back: [CURRENCY, PERIOD, RATE, THRESHOLD, STATUS] per currency that has a
   *  setting, so every client shows what the exchange holds. */
  states(user: number): Array<[string, number, number, number, 0 | 1]> {
    const out: Array<[string, number, number, number, 0 | 1]> = [];
    for (const symbol of this.ctx.markets.data.fundingSymbols()) {
      const s = this.ctx.accounts.userState<AutoRenew>(user, `auto:${symbol.slice(1)}`);
      if (s) out.push([s.currency, s.period, s.rate, Number(s.amount), s.status]);
    }
    return out;
  }

  /** Offers the idle funding balance of a currency per its auto-renew setting. */
  lendIdle(user: number, ccy: string): void {
    const s = this.ctx.accounts.userState<AutoRenew>(user, `auto:${ccy}`);
    if (!s || s.status !== 1) return;
    let amount = this.margin.available(user, 'funding', ccy).decimalPlaces(8, 1);
    const cap = dec(s.amount);
    if (cap.isPositive() && amount.gt(cap)) amount = cap;
    if (!amount.isPositive() || this.ctx.prices.usd(ccy, amount).lt(MIN_OFFER_USD)) return;
    const input: NewOfferInput =
      s.rate > 0
        ? { type: 'LIMIT', symbol: `f${ccy}`, amount: amount.toFixed(), rate: dec(s.rate).toFixed(), period: s.period }
        : { type: 'FRRDELTAVAR', symbol: `f${ccy}`, amount: amount.toFixed(), rate: '0', period: s.period };
    const n = this.offer(user, input);
    this.ctx.outbox.push(user, ['n', n]);
  }
}
