// What a fill does to an account: EXCHANGE orders swap currencies in the exchange wallet; other
// orders move a margin position (spot pairs) or a derivatives position with its collateral.
// The fee (maker or taker of pub:info:pair:fee:ovr) is charged in the currency received for
// exchange trades and in the quote currency of the margin wallet otherwise. Sends te, then tu.
import type { EngineOrder, Fill } from '../engine/types';
import { LedgerCategory } from './ledger-category';
import { fundingDue, payFundingCost } from './funding-cost';
import type { Ctx } from './context';
import type { Margin } from './margin';
import { amountText, dec, fromAtoms, money, num, priceText, type Dec, ZERO } from './decimal';
import type { PairRules } from './pair-rules';
import { isExchangeType, type PositionState } from './records';

function feePercent(rate: Dec): string {
  return rate.times(100).toFixed();
}

export class Settlement {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
  ) {}

  /** One side of a fill that belongs to a user. `amount` is signed from that user's side. */
  settle(f: Fill, o: EngineOrder, amountAtoms: number, maker: boolean): void {
    const rules = this.ctx.pairs.get(f.symbol);
    if (!rules) return;
    const a = this.ctx.accounts;
    const user = o.owner;
    const amount = fromAtoms(amountAtoms);
    const size = amount.abs();
    const price = dec(f.price);
    const rate = maker ? rules.makerFee : rules.takerFee;
    const mts = f.mts;
    const meta = { reason: 'TRADE', order_id: o.id, order_cid: o.cid, trade_id: f.id };
    let fee: Dec;
    let feeCurrency: string;
    if (isExchangeType(o.type)) {
      const text = `Exchange ${amountText(size)} ${rules.base} for ${rules.quote} @ ${priceText(price)} on wallet exchange`;
      a.book(user, 'exchange', rules.base, amount, text, LedgerCategory.EXCHANGE, mts, meta);
      a.book(user, 'exchange', rules.quote, amount.negated().times(price), text, LedgerCategory.EXCHANGE, mts, meta);
      feeCurrency = amount.isPositive() ? rules.base : rules.quote;
      fee = money((amount.isPositive() ? size : size.times(price)).times(rate));
      const feeText = `Trading fees for ${amountText(size)} ${rules.base} (${rules.pair}) @ ${priceText(price)} on BFX (${feePercent(rate)}%) on wallet exchange`;
      a.book(user, 'exchange', feeCurrency, fee.negated(), feeText, LedgerCategory.TRADING_FEE, mts, meta);
      this.ctx.outbox.wallet(user, 'exchange', rules.base);
      this.ctx.outbox.wallet(user, 'exchange', rules.quote);
    } else {
      this.movePosition(user, rules, amount, price, o, f.id, mts);
      feeCurrency = rules.quote;
      fee = money(size.times(price).times(rate));
      const feeText = `Trading fees for ${amountText(size)} ${rules.base} (${rules.pair}) @ ${priceText(price)} on BFX (${feePercent(rate)}%) on wallet margin`;
      a.book(user, 'margin', feeCurrency, fee.negated(), feeText, LedgerCategory.TRADING_FEE, mts, meta);
      this.ctx.outbox.wallet(user, 'margin', rules.quote);
    }
    this.ctx.programmes?.feeCharged(user, feeCurrency, fee, mts, f.id);
    const te = [f.id, f.symbol, mts, o.id, num(amount), f.price, o.type, o.price, maker ? 1 : -1, null, null, o.cid];
    const tu = [...te];
    tu[9] = num(fee.negated());
    tu[10] = feeCurrency;
    a.insertTrade(user, f.id, o.id, f.symbol, mts, tu);
    this.ctx.outbox.push(user, ['te', te]);
    this.ctx.outbox.push(user, ['tu', tu]);
  }

  /** Applies a trade to the user's position in the symbol (opens, grows, reduces, flips, closes). */
  private movePosition(user: number, rules: PairRules, q: Dec, price: Dec, o: EngineOrder, tradeId: number, mts: number): void {
    const a = this.ctx.accounts;
    const existing = a.positionOf(user, rules.symbol);
    const derivative = rules.derivative;
    const p: PositionState = existing
      ? { ...existing }
      : {
          id: this.ctx.ids.position.next(),
          user,
          symbol: rules.symbol,
          status: 'ACTIVE',
          amount: ZERO,
          basePrice: price,
          marginFunding: ZERO,
          type: derivative ? 1 : 0,
          collateral: ZERO,
          lev: derivative ? (o.lev ?? 10) : null,
          plRealized: ZERO,
          mtsCreate: mts,
          mtsUpdate: mts,
          lastPrice: null,
          meta: null,
          mtsFunding: mts,
        };
    const lev = dec(o.lev ?? p.lev ?? 10);
    const A = p.amount;
    if (A.isZero() || A.isNegative() === q.isNegative()) {
      const next = A.plus(q);
      p.basePrice = A.times(p.basePrice).plus(q.times(price)).dividedBy(next).decimalPlaces(8);
      if (derivative) p.collateral = money(p.collateral.plus(q.abs().times(price).dividedBy(lev)));
      p.amount = next;
    } else {
      const closing = q.abs().lt(A.abs()) ? q.abs() : A.abs();
      const sign = A.isNegative() ? -1 : 1;
      const realized = price.minus(p.basePrice).times(closing).times(sign);
      const next = A.plus(q);
      const text = `Position #${p.id} PL settlement @ ${priceText(price)} (trade) on wallet margin`;
      const booked = a.book(user, 'margin', rules.quote, realized, text, LedgerCategory.POSITION_CLOSED, mts, {
        reason: 'TRADE',
        order_id: o.id,
        trade_id: tradeId,
      });
      p.plRealized = p.plRealized.plus(booked);
      if (!p.marginFunding.isZero()) {
        // The funding cost of the part that is closed is due now.
        const due = fundingDue(p, closing);
        payFundingCost(a, user, p, rules.quote, due, mts);
        p.marginFunding = p.marginFunding.minus(due);
      }
      if (next.isZero() || next.isNegative() !== A.isNegative()) {
        // Closed, or flipped: what is left is a fresh position at this price.
        p.basePrice = price;
        p.collateral = derivative && !next.isZero() ? money(next.abs().times(price).dividedBy(lev)) : ZERO;
      } else if (derivative) {
        p.collateral = money(p.collateral.times(next.abs()).dividedBy(A.abs()));
      }
      p.amount = next;
    }
    if (derivative && p.collateral.isPositive() && !p.amount.isZero()) {
      p.lev = p.amount.abs().times(p.basePrice).dividedBy(p.collateral).integerValue().toNumber() || 1;
    }
    p.mtsUpdate = mts;
    p.lastPrice = price.toNumber();
    p.meta = { reason: 'TRADE', order_id: o.id, trade_id: tradeId, trade_price: price.toFixed(), trade_amount: q.toFixed() };
    const kind = p.amount.isZero() ? 'pc' : existing ? undefined : 'pn';
    if (p.amount.isZero()) p.status = 'CLOSED';
    a.savePosition(p);
    if (kind) this.ctx.outbox.push(user, [kind, this.margin.positionRow(p)]);
    else this.ctx.outbox.position(user, p.id);
  }
}
