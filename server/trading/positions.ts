// Position operations besides trading: claim, increase (and its info), derivatives collateral,
// the available-amount calculator, and the funding cost margin positions accrue.
import { LedgerCategory } from './ledger-category';
import { fundingDue, payFundingCost } from './funding-cost';
import { runUnit, type Ctx } from './context';
import { dec, money, num, parseDec, priceText, type Dec, ZERO } from './decimal';
import type { Margin } from './margin';
import {
  closableBy,
  DEFAULT_DERIV_LEVERAGE,
  freeMargin,
  LEVERAGE_MAX,
  LEVERAGE_MIN,
  maxLeverage,
  maxOrderAmount,
} from '../../src/protocol/account/margin-rules';
import { isRecord, optionalInt } from './orders/order-input';
import type { Orders } from './orders/orders';
import type { PositionState } from './records';
import { type NotificationRow } from './wire';
import { notifiedWrite } from './notified-write';

const DAY_MS = 86_400_000;

export class Positions {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    private readonly orders: Orders,
  ) {}

  private publish(p: PositionState, kind: 'pn' | 'pu' | 'pc'): void {
    this.ctx.outbox.push(p.user, [kind, this.margin.positionRow(p)]);
  }

  /** Takes a margin position into the wallet: a long pays its quote value and receives the base
   *  amount, a short the other way round. */
  claim(user: number, input: unknown): NotificationRow {
    return notifiedWrite(this.ctx, user, 'pos_claim', ({ now, fail, done }) => {
      const gated = this.ctx.gates.money(user, 'a position claim');
      if (gated) return fail(gated);
      if (!isRecord(input)) return fail('id: invalid');
      const id = optionalInt(input.id, 1, Number.MAX_SAFE_INTEGER);
      const p = typeof id === 'number' ? this.ctx.accounts.positions.get(id) : undefined;
      if (!p || p.user !== user) return fail('id: invalid');
      const rules = this.ctx.pairs.get(p.symbol);
      if (!rules || p.type !== 0) return fail('Invalid claim: only margin positions can be claimed');
      let size = p.amount.abs();
      if (input.amount !== undefined && input.amount !== null) {
        const a = parseDec(input.amount);
        if (!a || !a.gt(0) || a.gt(size)) return fail('amount: invalid');
        size = a;
      }
      const long = p.amount.isPositive();
      const value = money(size.times(p.basePrice));
      const [payCcy, pay, getCcy, get] = long ? [rules.quote, value, rules.base, size] : [rules.base, size, rules.quote, value];
      const due = fundingDue(p, size);
      const needed = payCcy === rules.quote ? pay.plus(due) : pay;
      // What the wallet has besides what is held back, plus what this position held in it (in
      // cross mode that was held in the pool, not in the wallet).
      const held = this.margin.positionReserve(p);
      const left = this.margin
        .ownAvailable(user, 'margin', payCcy)
        .plus(held?.currency === payCcy && !this.margin.isCross(user) ? held.amount : ZERO);
      if (left.lt(needed)) return fail(`Invalid claim: not enough ${payCcy} in the margin wallet`);
      const text = `Position #${p.id} claim @ ${priceText(p.basePrice)} on wallet margin`;
      const a = this.ctx.accounts;
      a.book(user, 'margin', payCcy, pay.negated(), text, LedgerCategory.POSITION_CLOSED, now);
      a.book(user, 'margin', getCcy, get, text, LedgerCategory.POSITION_CLOSED, now);
      payFundingCost(a, user, p, rules.quote, due, now);
      const next: PositionState = {
        ...p,
        amount: long ? p.amount.minus(size) : p.amount.plus(size),
        marginFunding: p.marginFunding.minus(due),
        mtsUpdate: now,
        meta: { reason: 'CLAIM' },
      };
      if (next.amount.isZero()) next.status = 'CLOSED';
      a.savePosition(next);
      this.publish(next, next.status === 'CLOSED' ? 'pc' : 'pu');
      this.ctx.outbox.wallet(user, 'margin', rules.base);
      this.ctx.outbox.wallet(user, 'margin', rules.quote);
      return done(this.margin.positionRow(next), `Position #${p.id} claimed.`);
    });
  }

  /** Opens or grows a margin position at the market: [SYMBOL, _, AMOUNT, BASE_PRICE]. */
  increase(user: number, input: unknown): NotificationRow {
    return notifiedWrite(this.ctx, user, 'pos_inc', ({ fail, done }) => {
      const gated = this.ctx.gates.money(user, 'a position increase');
      if (gated) return fail(gated);
      if (!isRecord(input)) return fail('symbol: invalid');
      const rules = typeof input.symbol === 'string' ? this.ctx.pairs.get(input.symbol) : undefined;
      if (!rules || !rules.margin) return fail('symbol: invalid');
      const amount = parseDec(input.amount);
      if (!amount || amount.isZero()) return fail('amount: invalid');
      const placed = this.orders.submit(user, { type: 'MARKET', symbol: rules.symbol, amount: amount.toFixed() }, 'rest');
      if (placed[6] !== 'SUCCESS') return fail(placed[7]);
      const p = this.ctx.accounts.positionOf(user, rules.symbol);
      const info = [rules.symbol, null, p ? num(p.amount) : 0, p ? num(p.basePrice) : 0];
      return done(info, `Position of ${rules.label} increased.`);
    });
  }

  /** /v2/auth/r/position/increase/info (the documented nesting). */
  increaseInfo(user: number, symbol: string, amount: Dec): unknown[] | string {
    const rules = this.ctx.pairs.get(symbol);
    if (!rules || !rules.margin) return 'symbol: invalid';
    const price = dec(this.ctx.prices.price(symbol) ?? 0);
    const pos = this.ctx.accounts.positionOf(user, symbol)?.amount ?? ZERO;
    // Buying power at the pair's maximum leverage, from the free margin of the user's mode.
    const factor = dec(maxLeverage(rules.initialMargin));
    const pool = this.margin.pool(user, rules.quote);
    const tq = dec(freeMargin(pool)).times(factor);
    const tqTotal = dec(pool.collateral).times(factor);
    const perBase = (d: Dec) => (price.isPositive() ? d.dividedBy(price) : ZERO);
    const borrowed = dec(1).minus(rules.initialMargin);
    const long = !amount.isNegative();
    const required = long ? amount.abs().times(price).times(borrowed) : amount.abs().times(borrowed);
    const value = long ? perBase(required) : required.times(price);
    const r = (d: Dec) => num(d.decimalPlaces(8, 1));
    return [
      [num(rules.maxSize), num(pos)],
      [num(this.ctx.accounts.wallet(user, 'margin', rules.base).balance), [r(tq), r(tqTotal), r(perBase(tq)), r(perBase(tqTotal))], r(tq)],
      null,
      null,
      [r(value), r(required)],
      long ? [rules.base, rules.quote] : [rules.quote, rules.base],
    ];
  }

  /** /v2/auth/w/deriv/collateral/set → [[1]]; a string is the refusal. */
  setCollateral(user: number, symbol: unknown, collateral: unknown): unknown[] | string {
    return runUnit(this.ctx, () => {
      const p = typeof symbol === 'string' ? this.ctx.accounts.positionOf(user, symbol) : undefined;
      if (!p || p.type !== 1) return 'symbol: invalid';
      const rules = this.ctx.pairs.get(p.symbol);
      const c = parseDec(collateral);
      if (!rules || !c || !c.gt(0)) return 'collateral: invalid';
      const value = money(c);
      if (value.lt(this.margin.collateralMin(p)))
        return `Invalid collateral: minimum is ${num(money(this.margin.collateralMin(p)))} ${rules.quote}`;
      const free = this.margin.available(user, 'margin', rules.quote).plus(p.collateral);
      if (value.gt(free)) return `Invalid collateral: not enough ${rules.quote} in the margin wallet`;
      const now = this.ctx.now();
      const next: PositionState = {
        ...p,
        collateral: value,
        mtsUpdate: now,
        meta: { reason: 'COLLATERAL' },
        lev: p.amount.abs().times(p.basePrice).dividedBy(value).integerValue().toNumber() || 1,
      };
      this.ctx.accounts.savePosition(next);
      this.publish(next, 'pu');
      this.ctx.outbox.wallet(user, 'margin', rules.quote);
      return [[1]];
    });
  }

  /** /v2/auth/calc/order/avail → [AMOUNT_AVAIL] (signed like `dir`). */
  orderAvail(user: number, input: Record<string, unknown>): unknown[] | string {
    const type = typeof input.type === 'string' ? input.type.toUpperCase() : 'EXCHANGE';
    const dir = optionalInt(input.dir, -1, 1);
    const sign = dir === -1 ? -1 : 1;
    if (type === 'FUNDING') {
      const sym = typeof input.symbol === 'string' ? input.symbol : '';
      if (!this.ctx.markets.data.fundingSymbols().includes(sym)) return 'symbol: invalid';
      return [num(this.margin.available(user, 'funding', sym.slice(1)).decimalPlaces(8, 1))];
    }
    const rules = typeof input.symbol === 'string' ? this.ctx.pairs.get(input.symbol) : undefined;
    if (!rules) return 'symbol: invalid';
    const rate = parseDec(input.rate);
    const price = rate && rate.isPositive() ? rate : dec(this.ctx.prices.price(rules.symbol) ?? 0);
    if (!price.isPositive()) return 'rate: invalid';
    let amount: Dec;
    if (type === 'EXCHANGE') {
      amount =
        sign > 0
          ? this.margin.available(user, 'exchange', rules.quote).dividedBy(price)
          : this.margin.available(user, 'exchange', rules.base);
    } else if (type === 'MARGIN' || type === 'DERIV') {
      if ((type === 'DERIV') !== rules.derivative) return 'type: invalid';
      if (type === 'MARGIN' && !rules.margin) return 'type: invalid';
      const pos = this.ctx.accounts.positionOf(user, rules.symbol)?.amount ?? ZERO;
      // A derivative at the order's leverage from the quote wallet's available balance; a margin
      // pair at its maximum leverage (1 / initial margin) from the free margin of the user's mode.
      const lev =
        type === 'DERIV'
          ? (optionalInt(input.lev, LEVERAGE_MIN, LEVERAGE_MAX) ?? DEFAULT_DERIV_LEVERAGE)
          : maxLeverage(rules.initialMargin);
      const free = type === 'DERIV' ? this.margin.available(user, 'margin', rules.quote) : this.margin.freeMargin(user, rules.quote);
      amount = dec(maxOrderAmount({ free, leverage: lev, price, closable: closableBy(sign, pos) }));
    } else {
      return 'type: invalid';
    }
    if (amount.isNegative()) amount = ZERO;
    return [sign * num(amount.decimalPlaces(8, 1))];
  }

  /** Accrues the funding cost of margin positions up to `now` (at the FRR of what is borrowed:
   *  the quote currency for a long, the base currency for a short). */
  accrueFunding(now: number): void {
    const due = [...this.ctx.accounts.positions.values()].filter(
      (p) => p.type === 0 && now - p.mtsFunding >= this.ctx.timings.payoutIntervalMs,
    );
    if (due.length === 0) return;
    runUnit(this.ctx, () => {
      for (const p of due) {
        const rules = this.ctx.pairs.get(p.symbol);
        if (!rules) continue;
        const mark = this.margin.markPrice(p);
        const borrowed = p.amount.isPositive() ? rules.quote : rules.base;
        const frr = this.frr(borrowed);
        const cost = money(
          p.amount
            .abs()
            .times(mark)
            .times(frr)
            .times(now - p.mtsFunding)
            .dividedBy(DAY_MS),
        );
        const next: PositionState = { ...p, marginFunding: p.marginFunding.plus(cost), mtsFunding: now, mtsUpdate: now };
        this.ctx.accounts.savePosition(next);
        this.ctx.outbox.position(p.user, p.id);
      }
    });
  }

  private frr(currency: string): Dec {
    const funding = this.ctx.markets.funding;
    const symbol = `f${currency}`;
    const known = funding.symbols();
    return dec(known.includes(symbol) ? funding.frr(symbol) : known.includes('fUSD') ? funding.frr('fUSD') : 0);
  }
}
