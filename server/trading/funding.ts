// Funding for users: offers (lend, +) and bids (borrow, −) in the funding engine; a match
// becomes a loan for the lender and a credit for the borrower (fln/fcn, fte). Interest is
// paid out at every payout interval (the exchange pays daily): the lender's funding wallet
// receives it less the exchange's 15 %, the borrower's margin wallet pays it. At the end of its
// period a loan closes; with renew (keep / auto-renew) its money is offered again. A bid is taken
// only while the margin wallet's collateral backs it (src/protocol/account/borrow-limit.ts: its USD
// value at the leverage the margin rules allow, less what is already borrowed or bid for).
import type { EngineOffer, FundingMatch, OfferRequest, OrderEventKind } from '../engine/types';
import { AutoFunding, MIN_OFFER_USD } from './funding-auto';
import { Interest } from './funding-interest';
import { runUnit, type Ctx } from './context';
import { DISK_FULL_TEXT } from '../store/space';
import { amountText, dec, fromAtoms, num, parseDec, toAtoms, type Dec } from './decimal';
import { fundingCurrency, type Margin } from './margin';
import { isRecord, optionalInt } from './orders/order-input';
import type { FundingState } from './records';
import { fundingRow, notification, offerRow, type NotificationRow } from './wire';
import type { CancelOfferInput, NewOfferInput } from '../../src/protocol/inputs/funding';
import { borrowLeverage, borrowLimit, borrowRefusal, type BorrowLimit } from '../../src/protocol/account/borrow-limit';
import { notifiedWrite } from './notified-write';

/** The highest daily rate an offer or a bid may ask (and the largest FRR delta either way): 7 % a
 *  day, the cap of the exchange the protocol follows (the spec states none). Beyond it a rate is a
 *  typo or an attack on the public book (1e308 printed as a level). */
export const MAX_DAILY_RATE = 0.07;
const RATE_TOO_HIGH = `rate: invalid (at most ${MAX_DAILY_RATE} a day, 7%)`;

export class Funding {
  private readonly interest: Interest;
  /** funding/auto: the settings that lend idle funding balances automatically. */
  readonly auto: AutoFunding;

  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
  ) {
    this.interest = new Interest(ctx, (f) => this.afterLoan(f));
    this.auto = new AutoFunding(ctx, margin, (user, input) => this.submitIn(user, input, true));
  }

  /** A loan ended: its money is offered again when it renews, else per auto-renew. */
  private afterLoan(f: FundingState): void {
    if (f.renew) {
      const n = this.submitIn(
        f.user,
        {
          type: f.rateType === 'VAR' ? 'FRRDELTAVAR' : 'LIMIT',
          symbol: f.symbol,
          amount: f.amount.toFixed(),
          rate: f.rateType === 'VAR' ? '0' : dec(f.rate).toFixed(),
          period: f.period,
        },
        true,
      );
      this.ctx.outbox.push(f.user, ['n', n]);
    } else {
      this.auto.lendIdle(f.user, fundingCurrency(f.symbol));
    }
  }

  // ---- engine events --------------------------------------------------------------------------

  onOffer(o: EngineOffer, kind: OrderEventKind): void {
    this.ctx.accounts.saveOffer(o, kind !== 'close');
    this.ctx.outbox.push(o.owner, [kind === 'new' ? 'fon' : kind === 'update' ? 'fou' : 'foc', offerRow(o)]);
    this.ctx.outbox.wallet(o.owner, 'funding', fundingCurrency(o.symbol));
  }

  onMatch(m: FundingMatch): void {
    const lender = m.offer.owner > 0 ? this.open(m, m.offer, 'loan') : undefined;
    const borrower = m.bid.owner > 0 ? this.open(m, m.bid, 'credit') : undefined;
    if (lender && borrower) {
      lender.peer = borrower.id;
      borrower.peer = lender.id;
    }
    for (const f of [lender, borrower]) {
      if (!f) continue;
      this.ctx.accounts.saveFunding(f);
      this.ctx.outbox.push(f.user, [f.kind === 'loan' ? 'fln' : 'fcn', fundingRow(f)]);
      const maker = (f.kind === 'loan') === (m.maker === 'offer');
      const fte = [m.id, m.symbol, m.mts, f.offerId, f.side * num(f.amount), m.rate, m.period, maker ? 1 : null];
      this.ctx.accounts.insertFundingTrade(f.user, m.id, f.offerId, m.symbol, m.mts, fte);
      this.ctx.outbox.push(f.user, ['fte', fte]);
      this.ctx.outbox.push(f.user, ['ftu', fte]);
      this.ctx.outbox.wallet(f.user, f.kind === 'loan' ? 'funding' : 'margin', fundingCurrency(m.symbol));
      this.ctx.outbox.push(f.user, ['fiu', this.info(f.user, m.symbol)]);
    }
  }

  private open(m: FundingMatch, o: EngineOffer, kind: 'loan' | 'credit'): FundingState {
    return {
      id: this.ctx.ids.funding.next(),
      user: o.owner,
      kind,
      symbol: m.symbol,
      side: kind === 'loan' ? 1 : -1,
      amount: fromAtoms(m.amount),
      rate: m.rate,
      period: m.period,
      rateType: o.type === 'FRRDELTAVAR' ? 'VAR' : 'FIXED',
      mtsCreate: m.mts,
      mtsUpdate: m.mts,
      mtsOpening: m.mts,
      mtsLastPayout: m.mts,
      status: 'ACTIVE',
      renew: o.renew === true,
      noClose: false,
      hidden: (o.flags & 64) !== 0,
      positionPair: null,
      peer: null,
      offerId: o.id,
    };
  }

  // ---- operations -----------------------------------------------------------------------------

  submitOffer(user: number, input: NewOfferInput): NotificationRow {
    return runUnit(this.ctx, () => {
      const mark = this.ctx.outbox.mark();
      const n = this.submitIn(user, input);
      this.ctx.outbox.insert(mark, user, ['n', n]);
      return n;
    });
  }

  /** An offer read by the protocol's parser (fon, offer/submit); the exchange's own rules here. */
  private submitIn(user: number, input: NewOfferInput, renew?: boolean): NotificationRow {
    const now = this.ctx.now();
    const fail = (text: string) => notification(now, 'fon-req', null, false, text);
    const { type, symbol, period } = input;
    if (!this.ctx.markets.data.fundingSymbols().includes(symbol)) return fail('symbol: invalid');
    // A (nearly) full disk: refused before the engine moves; renewals of what was lent go on.
    if (!renew && !this.ctx.space.allowsNewWork()) return fail(DISK_FULL_TEXT);
    const amount = parseDec(input.amount);
    if (!amount || amount.isZero() || toAtoms(amount) === undefined) return fail('amount: invalid');
    // A frozen account neither lends nor borrows (its renewals stop too).
    const gated = this.ctx.gates.money(user, amount.isPositive() ? 'a funding offer' : 'a funding bid');
    if (gated) return fail(gated);
    const rate = parseDec(input.rate);
    if (!rate) return fail('rate: invalid');
    if (rate.abs().gt(MAX_DAILY_RATE)) return fail(RATE_TOO_HIGH);
    const flags = input.flags ?? 0;
    const ccy = fundingCurrency(symbol);
    if (this.ctx.prices.usd(ccy, amount.abs()).lt(MIN_OFFER_USD)) {
      return fail(`Invalid offer: incorrect amount, minimum is ${MIN_OFFER_USD} dollar or equivalent in ${ccy}`);
    }
    if (amount.isPositive() && this.margin.available(user, 'funding', ccy).lt(amount)) {
      return fail(`Invalid offer: not enough balance in the funding wallet for ${amountText(amount)} ${ccy}`);
    }
    if (amount.isNegative()) {
      const refused = borrowRefusal(this.borrowLimit(user, ccy), amount.abs());
      if (refused) return fail(refused);
    }
    const req: OfferRequest = {
      id: this.ctx.ids.offer.next(),
      owner: user,
      symbol,
      type,
      amount: toAtoms(amount) as number,
      rate: rate.toNumber(),
      period,
      flags,
      renew: renew ?? input.renew ?? false,
    };
    const result = this.ctx.markets.funding.place(req);
    this.ctx.markets.flush?.();
    if (!result.ok || !result.offer) return fail(result.error ?? 'offer: invalid');
    const info = offerRow(this.ctx.accounts.offers.get(req.id) ?? result.offer);
    const what = amount.isPositive() ? 'offer' : 'bid';
    return notification(
      now,
      'fon-req',
      info,
      true,
      `Submitting funding ${what} of ${amountText(amount.abs())} ${ccy} at ${rate.toFixed()} for ${period} days.`,
    );
  }

  cancelOffer(user: number, input: CancelOfferInput): NotificationRow {
    return runUnit(this.ctx, () => {
      const now = this.ctx.now();
      const o = this.ctx.accounts.offers.get(input.id);
      const mark = this.ctx.outbox.mark();
      let n: NotificationRow;
      if (!o || o.owner !== user) n = notification(now, 'foc-req', null, false, 'id: invalid');
      else {
        const row = offerRow(o);
        this.ctx.markets.funding.cancel(o.id);
        this.ctx.markets.flush?.();
        n = notification(now, 'foc-req', row, true, `Submitted for cancellation; waiting for confirmation (ID: ${o.id}).`);
      }
      this.ctx.outbox.insert(mark, user, ['n', n]);
      return n;
    });
  }

  /** funding/offer/cancel/all, optionally for one currency ('USD' or 'fUSD'). */
  cancelAll(user: number, currency: unknown): NotificationRow {
    return runUnit(this.ctx, () => {
      const now = this.ctx.now();
      const ccy = typeof currency === 'string' ? currency.replace(/^f/, '') : undefined;
      const chosen = this.ctx.accounts.offersOf(user).filter((o) => ccy === undefined || fundingCurrency(o.symbol) === ccy);
      const mark = this.ctx.outbox.mark();
      for (const o of chosen) this.ctx.markets.funding.cancel(o.id);
      this.ctx.markets.flush?.();
      const n = notification(
        now,
        'foc_all-req',
        null,
        true,
        `Submitted for cancellation; waiting for confirmation (${chosen.length} offers).`,
      );
      this.ctx.outbox.insert(mark, user, ['n', n]);
      return n;
    });
  }

  /** funding/close: the borrower pays back a credit (its loan closes with it). */
  close(user: number, input: unknown): NotificationRow {
    return notifiedWrite(this.ctx, user, 'fcl-req', ({ now, fail, done }) => {
      const id = isRecord(input) ? optionalInt(input.id, 1, Number.MAX_SAFE_INTEGER) : undefined;
      const f = typeof id === 'number' ? this.ctx.accounts.funding.get(id) : undefined;
      if (!f || f.user !== user) return fail('id: invalid');
      if (f.kind === 'loan') return fail('Invalid request: a loan is closed by its borrower or at the end of its period');
      const closed = this.interest.settle(f, now, true);
      if (f.peer !== null) {
        const peer = this.ctx.accounts.funding.get(f.peer);
        if (peer) this.interest.settle(peer, now, true);
      }
      return done(fundingRow(closed), `Funding #${f.id} closed.`);
    });
  }

  /** funding/keep: whether a loan or credit renews at the end of its period. */
  keep(user: number, input: unknown): NotificationRow {
    return notifiedWrite(this.ctx, user, 'fk-req', ({ now, fail, done }) => {
      if (!isRecord(input)) return fail('id: invalid');
      const kind = input.type === 'loan' || input.type === 'credit' ? input.type : undefined;
      if (!kind) return fail('type: invalid');
      const id = optionalInt(input.id, 1, Number.MAX_SAFE_INTEGER);
      const f = typeof id === 'number' ? this.ctx.accounts.funding.get(id) : undefined;
      if (!f || f.user !== user || f.kind !== kind) return fail('id: invalid');
      let renew = true;
      if (isRecord(input.changes)) {
        const v = input.changes[String(f.id)];
        if (v !== undefined) renew = v === 1 || v === true || v === '1';
      }
      const next: FundingState = { ...f, renew, mtsUpdate: now };
      this.ctx.accounts.saveFunding(next);
      this.ctx.outbox.push(user, [kind === 'loan' ? 'flu' : 'fcu', fundingRow(next)]);
      return done(fundingRow(next), renew ? 'Funding will be kept.' : 'Funding will not be kept.');
    });
  }

  /** What the user may still borrow of `ccy`: the margin wallets' USD value at the leverage the
   *  margin pairs trading it allow, less the open credits and bids (borrow-limit.ts). */
  borrowLimit(user: number, ccy: string): BorrowLimit {
    const usd = (currency: string) => this.ctx.prices.fx(currency, 'USD');
    const a = this.ctx.accounts;
    const collateral = a
      .walletsOf(user)
      .filter((w) => w.type === 'margin')
      .map((w) => ({ currency: w.currency, amount: w.balance, usd: usd(w.currency) }));
    const committed = [
      ...a.fundingOf(user, 'credit').map((f) => ({ currency: fundingCurrency(f.symbol), amount: f.amount.abs() })),
      ...a
        .offersOf(user)
        .filter((o) => o.amount < 0)
        .map((o) => ({ currency: fundingCurrency(o.symbol), amount: fromAtoms(o.amount).abs() })),
    ].map((c) => ({ ...c, usd: usd(c.currency) }));
    return borrowLimit({
      currency: ccy,
      priceUsd: usd(ccy),
      collateral,
      leverage: borrowLeverage(
        ccy,
        this.ctx.pairs.all().filter((p) => p.margin),
      ),
      committed,
    });
  }

  /** Interest earned and not yet paid on the user's loans of a currency. */
  unsettled(user: number, ccy: string, now: number): Dec {
    return this.interest.unsettled(user, ccy, now);
  }

  payout(now: number): void {
    this.interest.payout(now);
  }

  info(user: number, symbol: string): unknown[] {
    return this.interest.info(user, symbol);
  }
}
