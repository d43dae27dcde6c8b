// Buying with a card (account-side issue 16, item 4): the quote of `/v2/auth/r/deposit/card/mode0/fx`
// (the markets' rate, the card fee) and the purchase itself, paid by the exchange's test card and
// credited to the exchange wallet with a ledger entry; the account's purchases in SQLite
// (tr_card_purchases). The embedded exchange is a paper venue: any other card is refused, and so
// is a number that is not a card number, an expiry date gone by or a CVC that is not one.
import {
  CARD_CURRENCIES,
  CARD_FEE_RATE,
  CARD_FIATS,
  CARD_MAX_USD,
  CARD_MIN_USD,
  encodeCardPurchase,
  luhnValid,
  TEST_CARD_NUMBER,
  type CardPurchaseRow,
} from '../../src/protocol/account/card-purchase';
import type { Ctx } from './context';
import { dec, money, num, parseDec, type Dec } from './decimal';
import type { Window } from './history';
import { LedgerCategory } from './ledger-category';
import { notifiedWrite } from './notified-write';
import type { NotificationRow } from './wire';

interface PurchaseRecord {
  id: number;
  user: number;
  fiat: string;
  fiat_amount: string;
  fee: string;
  currency: string;
  rate: string;
  credited: string;
  card_last4: string;
  mts: number;
}

export interface CardQuoteParts {
  rate: Dec;
  gross: Dec;
  fee: Dec;
  receive: Dec;
}

export interface CardBuyInput {
  from: string;
  to: string;
  amount: number | string;
  card: { number: string; expiry: string; cvc: string };
}

const FAR = 9_999_999_999_999;
const TEST_DIGITS = TEST_CARD_NUMBER.replace(/\s/g, '');

/** Why the card is refused, or undefined when it is the exchange's test card, valid until a month to come. */
export function cardRefusal(card: CardBuyInput['card'], now: number): string | undefined {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return 'Card refused: the number is not a card number (12 to 19 digits that pass the Luhn check)';
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return 'Card refused: the expiry date is not a month and year (MM/YY)';
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const today = new Date(now);
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return 'Card refused: the card has expired';
  if (!/^\d{3}$/.test(card.cvc.trim())) return 'Card refused: the CVC is the three digits on the back of the card';
  if (digits !== TEST_DIGITS) return `Card refused: this exchange trades on paper money and takes only its test card, ${TEST_CARD_NUMBER}`;
  return undefined;
}

export class CardPurchases {
  constructor(private readonly ctx: Ctx) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  /** The quote of `amount` of `from` in `to`: the rate, the amount at the rate, the card fee (of
   *  `from`) and what is received once the fee is taken; undefined without a rate. */
  quote(from: string, to: string, amount: Dec): CardQuoteParts | undefined {
    const r = this.ctx.prices.fx(from, to);
    if (r === undefined || !(r > 0)) return undefined;
    const rate = dec(r);
    const fee = money(amount.times(CARD_FEE_RATE));
    return { rate, gross: money(amount.times(rate)), fee, receive: money(amount.minus(fee).times(rate)) };
  }

  /** A purchase paid by card: `amount` of the fiat buys the currency, credited to the exchange wallet. */
  buy(user: number, input: CardBuyInput): NotificationRow {
    return notifiedWrite(this.ctx, user, 'card-buy', ({ now, fail, done }) => {
      const fiat = input.from.toUpperCase();
      const currency = input.to.toUpperCase();
      if (!(CARD_FIATS as readonly string[]).includes(fiat)) return fail(`from: invalid (one of ${CARD_FIATS.join(', ')})`);
      if (!(CARD_CURRENCIES as readonly string[]).includes(currency))
        return fail(`to: invalid (one of ${CARD_CURRENCIES.join(', ')} is bought by card)`);
      const amount = parseDec(input.amount);
      if (!amount || !amount.gt(0) || !amount.decimalPlaces(2).eq(amount))
        return fail('amount: invalid (a positive amount, at most 2 decimals)');
      const usd = this.ctx.prices.usd(fiat, amount);
      if (usd.lt(CARD_MIN_USD) || usd.gt(CARD_MAX_USD))
        return fail(`amount: invalid (a card pays ${CARD_MIN_USD} to ${CARD_MAX_USD} US dollars' worth of ${fiat} at once)`);
      const refused = cardRefusal(input.card, now);
      if (refused) return fail(refused);
      const gated = this.ctx.gates.order(user, { margin: false, derivative: false, paper: false });
      if (gated) return fail(gated);
      const q = this.quote(fiat, currency, amount);
      if (!q || !q.receive.gt(0)) return fail(`Card purchase refused: no rate of ${fiat} in ${currency} yet`);
      const last4 = input.card.number.replace(/[\s-]/g, '').slice(-4);
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO tr_card_purchases (user, fiat, fiat_amount, fee, currency, rate, credited, card_last4, mts)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(user, fiat, amount.toFixed(), q.fee.toFixed(), currency, q.rate.toFixed(), q.receive.toFixed(), last4, now).lastInsertRowid,
      );
      const text = `Card purchase #${id}: ${q.receive.toFixed()} ${currency} for ${amount.toFixed(2)} ${fiat} (fee ${q.fee.toFixed(2)} ${fiat}) by card ending ${last4}`;
      this.ctx.accounts.book(user, 'exchange', currency, q.receive, `${text} on wallet exchange`, LedgerCategory.DEPOSIT, now, {
        reason: 'CARD_PURCHASE',
        purchase: id,
      });
      this.ctx.outbox.wallet(user, 'exchange', currency);
      return done(this.row(this.record(id, user)!), text);
    });
  }

  /** The account's purchases in the window, newest first (oldest first with sort 1). */
  list(user: number, w: Window): CardPurchaseRow[] {
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    return this.db
      .prepare<[number, number, number, number], PurchaseRecord>(
        `SELECT * FROM tr_card_purchases WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .all(user, w.start ?? 0, w.end ?? FAR, w.limit)
      .map((r) => this.row(r));
  }

  private record(id: number, user: number): PurchaseRecord | undefined {
    return this.db.prepare<[number, number], PurchaseRecord>('SELECT * FROM tr_card_purchases WHERE id = ? AND user = ?').get(id, user);
  }

  private row(r: PurchaseRecord): CardPurchaseRow {
    return encodeCardPurchase({
      id: r.id,
      mts: r.mts,
      fiat: r.fiat,
      fiatAmount: num(dec(r.fiat_amount)),
      fee: num(dec(r.fee)),
      currency: r.currency,
      rate: num(dec(r.rate)),
      credited: num(dec(r.credited)),
      cardLast4: r.card_last4,
    });
  }
}
