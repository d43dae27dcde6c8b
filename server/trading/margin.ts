// Reservations (what open orders, offers, loans and positions hold back of a wallet) and the
// numbers of positions: P/L, liquidation price, leverage, margin info. All exact decimals.
import { encodeMarginInfo } from '../../src/protocol/account/margin-info';
import { positionCodec } from '../../src/protocol/account/position';
import { ATOMS_PER_UNIT, OrderFlag } from '../engine/types';
import type { Ctx } from './context';
import { dec, fromAtoms, num, type Dec, ZERO } from './decimal';
import type { PairRules } from './pair-rules';
import { isExchangeType, type PositionState, type UserOrder, type WalletType } from './records';
import type { Row } from './wire';

export interface Reservation {
  type: WalletType;
  currency: string;
  amount: Dec;
}

export const fundingCurrency = (symbol: string): string => symbol.slice(1);

export class Margin {
  constructor(private readonly ctx: Ctx) {}

  private pair(symbol: string): PairRules | undefined {
    return this.ctx.pairs.get(symbol);
  }

  /** The price an order is valued at while it waits. */
  orderPrice(o: Pick<UserOrder, 'symbol' | 'type' | 'price' | 'priceAuxLimit' | 'triggered'>): Dec {
    if (o.type.endsWith('MARKET')) return dec(this.ctx.prices.price(o.symbol) ?? o.price);
    if (o.type.endsWith('STOP LIMIT') && !o.triggered && o.priceAuxLimit) return dec(o.priceAuxLimit);
    if (o.price > 0) return dec(o.price);
    return dec(this.ctx.prices.price(o.symbol) ?? 0);
  }

  /** The part of `amount` (signed) that grows the user's position instead of reducing it. */
  increasing(user: number, symbol: string, amount: Dec): Dec {
    const pos = this.ctx.accounts.positionOf(user, symbol)?.amount ?? ZERO;
    if (pos.isZero() || pos.isNegative() === amount.isNegative()) return amount.abs();
    const over = amount.abs().minus(pos.abs());
    return over.isPositive() ? over : ZERO;
  }

  /** What an order holds back, or undefined when nothing. */
  orderReserve(o: UserOrder): Reservation | undefined {
    const rules = this.pair(o.symbol);
    if (!rules || o.amount === 0) return undefined;
    const remaining = fromAtoms(o.amount);
    if (isExchangeType(o.type)) {
      if (remaining.isNegative()) return { type: 'exchange', currency: rules.base, amount: remaining.abs() };
      return { type: 'exchange', currency: rules.quote, amount: remaining.times(this.orderPrice(o)) };
    }
    if ((o.flags & (OrderFlag.REDUCE_ONLY | OrderFlag.CLOSE)) !== 0) return undefined;
    const grow = this.increasing(o.owner, o.symbol, remaining);
    if (grow.isZero()) return undefined;
    const notional = grow.times(this.orderPrice(o));
    if (rules.derivative) return { type: 'margin', currency: rules.quote, amount: notional.dividedBy(o.lev ?? 10) };
    return { type: 'margin', currency: rules.quote, amount: notional.times(rules.initialMargin) };
  }

  positionReserve(p: PositionState): Reservation | undefined {
    const rules = this.pair(p.symbol);
    if (!rules) return undefined;
    if (p.type === 1) return { type: 'margin', currency: rules.quote, amount: p.collateral };
    return { type: 'margin', currency: rules.quote, amount: p.amount.abs().times(p.basePrice).times(rules.initialMargin) };
  }

  reserved(user: number, type: WalletType, currency: string): Dec {
    const a = this.ctx.accounts;
    let sum = ZERO;
    const add = (r: Reservation | undefined) => {
      if (r && r.type === type && r.currency === currency) sum = sum.plus(r.amount);
    };
    if (type === 'funding') {
      for (const o of a.offersOf(user)) {
        if (o.amount > 0 && fundingCurrency(o.symbol) === currency) sum = sum.plus(fromAtoms(o.amount));
      }
      for (const l of a.fundingOf(user, 'loan')) if (fundingCurrency(l.symbol) === currency) sum = sum.plus(l.amount);
      return sum;
    }
    for (const o of a.ordersOf(user)) add(this.orderReserve(o));
    if (type === 'margin') for (const p of a.positionsOf(user)) add(this.positionReserve(p));
    return sum;
  }

  available(user: number, type: WalletType, currency: string): Dec {
    return this.ctx.accounts.wallet(user, type, currency).balance.minus(this.reserved(user, type, currency));
  }

  // ---- positions ------------------------------------------------------------------------------

  /** What a position is valued at: derivatives at their mark price (so a thin print cannot
   *  liquidate them), margin positions and anything without a mark at the last trade. */
  markPrice(p: Pick<PositionState, 'symbol' | 'type' | 'basePrice'>): Dec {
    const mark = p.type === 1 ? this.ctx.prices.mark(p.symbol) : undefined;
    if (mark !== undefined) return dec(mark);
    const last = this.ctx.prices.price(p.symbol);
    return last === undefined ? p.basePrice : dec(last);
  }

  pl(p: PositionState, price = this.markPrice(p)): Dec {
    return p.amount.times(price.minus(p.basePrice));
  }

  /** What a position can lose before it is liquidated: its collateral (derivatives) or the
   *  margin wallet of its quote currency less what the other positions there need. */
  private cushion(p: PositionState, rules: PairRules): Dec {
    if (p.type === 1) return p.collateral;
    let e = this.ctx.accounts.wallet(p.user, 'margin', rules.quote).balance.minus(p.marginFunding);
    for (const other of this.ctx.accounts.positionsOf(p.user)) {
      if (other.id === p.id || other.type !== 0) continue;
      const r = this.pair(other.symbol);
      if (!r || r.quote !== rules.quote) continue;
      const mark = this.markPrice(other);
      e = e.plus(this.pl(other, mark)).minus(other.amount.abs().times(mark).times(r.minMargin)).minus(other.marginFunding);
    }
    return e;
  }

  /** The price at which equity falls to the maintenance margin: A·B − E = P·(A − mm·|A|). */
  liquidationPrice(p: PositionState): Dec | null {
    const rules = this.pair(p.symbol);
    if (!rules || p.amount.isZero()) return null;
    const a = p.amount;
    const denom = a.minus(a.abs().times(rules.minMargin));
    if (denom.isZero()) return null;
    const price = a.times(p.basePrice).minus(this.cushion(p, rules)).dividedBy(denom);
    return price.isPositive() ? price : ZERO;
  }

  leverage(p: PositionState): Dec | null {
    const rules = this.pair(p.symbol);
    if (!rules || p.amount.isZero()) return null;
    const notional = p.amount.abs().times(p.basePrice);
    const backing = p.type === 1 ? p.collateral : this.ctx.accounts.wallet(p.user, 'margin', rules.quote).balance;
    return backing.isPositive() ? notional.dividedBy(backing) : null;
  }

  collateralMin(p: PositionState): Dec {
    const rules = this.pair(p.symbol);
    if (!rules || p.type !== 1) return ZERO;
    return p.amount.abs().times(p.basePrice).times(rules.initialMargin);
  }

  positionRow(p: PositionState): Row {
    const active = p.status === 'ACTIVE';
    const pl = active ? this.pl(p) : p.plRealized;
    const notional = p.amount.abs().times(p.basePrice);
    const liq = active ? this.liquidationPrice(p) : null;
    const lev = active ? this.leverage(p) : null;
    return positionCodec.encode({
      symbol: p.symbol,
      status: p.status,
      amount: num(p.amount),
      basePrice: num(p.basePrice),
      marginFunding: num(p.marginFunding),
      marginFundingType: 0,
      pl: num(pl.decimalPlaces(8)),
      plPerc: notional.isZero() ? 0 : num(pl.dividedBy(notional).times(100).decimalPlaces(4)),
      priceLiq: liq === null ? null : num(liq.decimalPlaces(8)),
      leverage: lev === null ? null : num(lev.decimalPlaces(4)),
      id: p.id,
      mtsCreate: p.mtsCreate,
      mtsUpdate: p.mtsUpdate,
      type: p.type,
      collateral: num(p.collateral),
      collateralMin: num(this.collateralMin(p).decimalPlaces(8)),
      meta: p.meta,
    });
  }

  /** ["base", [USER_PL, USER_SWAPS, MARGIN_BALANCE, MARGIN_NET, MARGIN_REQUIRED]] in USD. */
  marginBase(user: number): unknown[] {
    const prices = this.ctx.prices;
    let pl = ZERO;
    let swaps = ZERO;
    let required = ZERO;
    for (const p of this.ctx.accounts.positionsOf(user)) {
      const rules = this.pair(p.symbol);
      if (!rules) continue;
      const mark = this.markPrice(p);
      pl = pl.plus(prices.usd(rules.quote, this.pl(p, mark)));
      swaps = swaps.plus(prices.usd(rules.quote, p.marginFunding));
      required = required.plus(prices.usd(rules.quote, p.amount.abs().times(mark).times(rules.minMargin)));
    }
    let balance = ZERO;
    for (const w of this.ctx.accounts.walletsOf(user)) if (w.type === 'margin') balance = balance.plus(prices.usd(w.currency, w.balance));
    const r = (d: Dec) => num(d.decimalPlaces(8));
    return encodeMarginInfo({
      kind: 'base',
      userPl: r(pl),
      userSwaps: r(swaps),
      marginBalance: r(balance),
      marginNet: r(balance.plus(pl).minus(swaps)),
      marginRequired: r(required),
    });
  }

  /** ["sym", SYMBOL, [TRADABLE_BALANCE, GROSS_BALANCE, BUY, SELL]]: what can still be traded. */
  marginSym(user: number, symbol: string): unknown[] | undefined {
    const rules = this.pair(symbol);
    if (!rules) return undefined;
    const price = dec(this.ctx.prices.price(symbol) ?? 0);
    const r = (d: Dec) => num(d.decimalPlaces(8));
    const pos = this.ctx.accounts.positionOf(user, symbol)?.amount ?? ZERO;
    let tradable: Dec;
    let gross: Dec;
    if (rules.margin || rules.derivative) {
      const factor = dec(1).dividedBy(rules.initialMargin);
      tradable = this.available(user, 'margin', rules.quote).times(factor);
      gross = this.ctx.accounts.wallet(user, 'margin', rules.quote).balance.times(factor);
    } else {
      tradable = this.available(user, 'exchange', rules.quote);
      gross = this.ctx.accounts.wallet(user, 'exchange', rules.quote).balance;
    }
    if (tradable.isNegative()) tradable = ZERO;
    const base = price.isPositive() ? tradable.dividedBy(price) : ZERO;
    let buy = base.plus(pos.isNegative() ? pos.abs() : ZERO);
    let sell = base.plus(pos.isPositive() ? pos : ZERO);
    if (!rules.margin && !rules.derivative) sell = this.available(user, 'exchange', rules.base);
    buy = buy.decimalPlaces(8, 1);
    sell = sell.decimalPlaces(8, 1);
    return encodeMarginInfo({ kind: 'sym', symbol, tradableBalance: r(tradable), grossBalance: r(gross), buy: r(buy), sell: r(sell) });
  }
}

export const atomsOf = (d: Dec): number => d.times(ATOMS_PER_UNIT).integerValue().toNumber();
