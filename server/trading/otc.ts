// The OTC desk (account-side issue 16, item 1): a firm quote for an amount of a spot pair, priced
// from the exchange's own book (the mid of its best bid and ask, else its last price) with the
// desk's spread, kept in SQLite and good for OTC_QUOTE_TTL_S seconds. Accepting it in time
// settles both currencies in the user's exchange wallets, with their ledger entries, in one unit
// of work; a quote lapses, is accepted at most once, and never against money the wallet lacks.
import {
  encodeOtcQuote,
  OTC_QUOTE_TTL_S,
  OTC_SPREAD_RATE,
  type OtcQuote,
  type OtcQuoteRow,
  type OtcSide,
  type OtcStatus,
} from '../../src/protocol/account/otc-quote';
import type { Ctx } from './context';
import { amountText, dec, money, moneyAmount, num, priceText, toPriceGrid, type Dec } from './decimal';
import type { Window } from './history';
import { LedgerCategory } from './ledger-category';
import type { Margin } from './margin';
import { notifiedWrite } from './notified-write';
import type { NotificationRow } from './wire';

interface QuoteRecord {
  id: number;
  user: number;
  symbol: string;
  side: string;
  amount: string;
  price: string;
  total: string;
  mts: number;
  expires: number;
  accepted: number | null;
}

const FAR = 9_999_999_999_999;

export class OtcDesk {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    /** Whether the exchange's site offers OTC (site/variants.ts). */
    private readonly offered: boolean,
  ) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  /** The mid of the best bid and ask, else the last price (undefined when the pair has none). */
  private mid(symbol: string): Dec | undefined {
    const t = this.ctx.markets.data.ticker(symbol);
    const bid = t?.[0];
    const ask = t?.[2];
    if (typeof bid === 'number' && typeof ask === 'number' && bid > 0 && ask >= bid) return dec(bid).plus(ask).div(2);
    const last = this.ctx.prices.price(symbol);
    return last === undefined ? undefined : dec(last);
  }

  /** A firm quote of the desk's for `amount` of the pair's base currency. */
  quote(user: number, input: { symbol: string; side: OtcSide; amount: number | string }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'otc-quote', ({ now, fail, done }) => {
      if (!this.offered) return fail('OTC quote refused: the OTC desk is not offered on this site');
      const rules = this.ctx.pairs.get(input.symbol);
      if (!rules || rules.derivative) return fail('symbol: invalid (a spot pair of the exchange)');
      const amount = moneyAmount(input.amount);
      if (!amount) return fail('amount: invalid (a positive amount, at most 8 decimals)');
      if (amount.lt(rules.minSize)) return fail(`amount: invalid (the least ${rules.label} quoted is ${rules.minText} ${rules.base})`);
      if (amount.gt(rules.maxSize)) return fail(`amount: invalid (the most ${rules.label} quoted is ${rules.maxText} ${rules.base})`);
      const gated = this.ctx.gates.order(user, { margin: false, derivative: false, paper: rules.base.startsWith('TEST') });
      if (gated) return fail(gated);
      const mid = this.mid(rules.symbol);
      if (!mid) return fail(`OTC quote refused: ${rules.label} has no price to quote from yet`);
      const spread = dec(OTC_SPREAD_RATE);
      const price = toPriceGrid(input.side === 'buy' ? mid.times(spread.plus(1)) : mid.times(dec(1).minus(spread)));
      const total = money(amount.times(price));
      const expires = now + OTC_QUOTE_TTL_S * 1000;
      const id = Number(
        this.db
          .prepare('INSERT INTO tr_otc_quotes (user, symbol, side, amount, price, total, mts, expires) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(user, rules.symbol, input.side, amount.toFixed(), price.toFixed(), total.toFixed(), now, expires).lastInsertRowid,
      );
      const q = this.record(id, user)!;
      const verb = input.side === 'buy' ? 'buy' : 'sell';
      return done(
        this.row(q, now),
        `OTC quote ${id}: ${verb} ${amountText(amount)} ${rules.base} at ${priceText(price)} ${rules.quote}, firm for ${OTC_QUOTE_TTL_S} s`,
      );
    });
  }

  /** Accepts a firm quote: both currencies move in the exchange wallet, each with its ledger entry. */
  accept(user: number, input: { id: number }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'otc-accept', ({ now, fail, done }) => {
      if (!this.offered) return fail('OTC accept refused: the OTC desk is not offered on this site');
      const gated = this.ctx.gates.money(user, 'an OTC deal');
      if (gated) return fail(`OTC accept refused: ${gated}`);
      const q = this.record(input.id, user);
      if (!q) return fail(`OTC accept refused: quote ${input.id} is not one of this account's`);
      if (q.accepted !== null) return fail(`OTC accept refused: quote ${q.id} was accepted already`);
      if (now > q.expires)
        return fail(`OTC accept refused: quote ${q.id} lapsed ${OTC_QUOTE_TTL_S} s after it was given; ask for a new one`);
      const rules = this.ctx.pairs.get(q.symbol);
      if (!rules) return fail(`OTC accept refused: ${q.symbol} is no longer traded`);
      const amount = dec(q.amount);
      const total = dec(q.total);
      const buy = q.side === 'buy';
      const [payCcy, payAmount] = buy ? [rules.quote, total] : [rules.base, amount];
      const [getCcy, getAmount] = buy ? [rules.base, amount] : [rules.quote, total];
      if (this.margin.available(user, 'exchange', payCcy).lt(payAmount)) {
        return fail(`OTC accept refused: not enough ${payCcy} available in the exchange wallet (${amountText(payAmount)} needed)`);
      }
      const taken = this.db
        .prepare('UPDATE tr_otc_quotes SET accepted = ? WHERE id = ? AND user = ? AND accepted IS NULL')
        .run(now, q.id, user);
      if (taken.changes !== 1) return fail(`OTC accept refused: quote ${q.id} was accepted already`);
      const text = `OTC trade ${q.id}: ${buy ? 'bought' : 'sold'} ${amountText(amount)} ${rules.base} at ${priceText(dec(q.price))} ${rules.quote}`;
      const a = this.ctx.accounts;
      a.book(user, 'exchange', payCcy, payAmount.negated(), `${text} on wallet exchange`, LedgerCategory.EXCHANGE, now, {
        reason: 'OTC',
        quote: q.id,
      });
      a.book(user, 'exchange', getCcy, getAmount, `${text} on wallet exchange`, LedgerCategory.EXCHANGE, now, {
        reason: 'OTC',
        quote: q.id,
      });
      this.ctx.outbox.wallet(user, 'exchange', payCcy);
      this.ctx.outbox.wallet(user, 'exchange', getCcy);
      return done(this.row({ ...q, accepted: now }, now), text);
    });
  }

  /** The account's quotes in the window, newest first (or oldest first with sort 1). */
  quotes(user: number, w: Window): OtcQuoteRow[] {
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    const rows = this.db
      .prepare<[number, number, number, number], QuoteRecord>(
        `SELECT * FROM tr_otc_quotes WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .all(user, w.start ?? 0, w.end ?? FAR, w.limit);
    const now = this.ctx.now();
    return rows.map((r) => this.row(r, now));
  }

  private record(id: number, user: number): QuoteRecord | undefined {
    return this.db.prepare<[number, number], QuoteRecord>('SELECT * FROM tr_otc_quotes WHERE id = ? AND user = ?').get(id, user);
  }

  private row(r: QuoteRecord, now: number): OtcQuoteRow {
    const status: OtcStatus = r.accepted !== null ? 'ACCEPTED' : now > r.expires ? 'LAPSED' : 'FIRM';
    const q: OtcQuote = {
      id: r.id,
      mts: r.mts,
      symbol: r.symbol,
      side: r.side === 'sell' ? 'sell' : 'buy',
      amount: num(dec(r.amount)),
      price: num(dec(r.price)),
      total: num(dec(r.total)),
      expiresMts: r.expires,
      status,
      acceptedMts: r.accepted,
    };
    return encodeOtcQuote(q);
  }
}
