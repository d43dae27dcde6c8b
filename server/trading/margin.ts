// Reservations (what open orders, offers, loans and positions hold back of a wallet) and the
// numbers of positions: P/L, liquidation price, leverage, margin info. All exact decimals.
//
// Margin positions and orders (of margin pairs) follow the user's margin group
// (margin-groups.ts). Isolated (group 1, the default): what they hold back — the initial margin,
// notional × the pair's initial margin — is held in the margin wallet of the pair's quote
// currency, and that wallet alone is their collateral (the other positions quoted in it share
// it). Cross-collateral (group 0): what they hold back is held in one pool, every margin wallet
// valued in USD; each currency's available balance is the lesser of its own and the pool's free
// margin, and a position is liquidated when the whole pool's equity falls to the maintenance
// margin of all of them. Derivatives hold their own collateral (at their leverage) in both modes;
// in cross mode it is taken out of the pool.
import { encodeMarginInfo } from '../../src/protocol/account/margin-info';
import {
  freeMargin,
  liquidationPrice as liquidationAt,
  maxLeverage,
  poolFor,
  type Holding,
  type MarginPool,
} from '../../src/protocol/account/margin-rules';
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
  /** The initial margin of a margin pair's order or position: held in the cross-collateral pool
   *  when the user is in group 0, in the currency's wallet otherwise. */
  pooled?: boolean;
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
    return { type: 'margin', currency: rules.quote, amount: notional.times(rules.initialMargin), pooled: true };
  }

  positionReserve(p: PositionState): Reservation | undefined {
    const rules = this.pair(p.symbol);
    if (!rules) return undefined;
    if (p.type === 1) return { type: 'margin', currency: rules.quote, amount: p.collateral };
    return { type: 'margin', currency: rules.quote, amount: p.amount.abs().times(p.basePrice).times(rules.initialMargin), pooled: true };
  }

  // ---- margin group ---------------------------------------------------------------------------

  isCross(user: number): boolean {
    return this.ctx.marginGroups.isCross(user);
  }

  /** Whether a reservation of the user's is held in the cross-collateral pool. */
  private inPool(user: number, r: Reservation): boolean {
    return r.pooled === true && this.isCross(user);
  }

  /** Everything the user's margin orders and positions hold back. */
  private marginReservations(user: number): Reservation[] {
    const out: Reservation[] = [];
    for (const o of this.ctx.accounts.ordersOf(user)) {
      const r = this.orderReserve(o);
      if (r && r.type === 'margin') out.push(r);
    }
    for (const p of this.ctx.accounts.positionsOf(user)) {
      const r = this.positionReserve(p);
      if (r) out.push(r);
    }
    return out;
  }

  private usdRate(currency: string): number | undefined {
    return this.ctx.prices.fx(currency, 'USD');
  }

  /**
   * The wallets and what is held of them for a pool: each margin wallet less what is held in it
   * outside any pool (derivatives' collateral), and what the margin pairs' orders and positions
   * hold (their initial margin).
   */
  private holdings(user: number): { wallets: Holding[]; held: Holding[] } {
    const own = new Map<string, Dec>();
    const held: Holding[] = [];
    for (const r of this.marginReservations(user)) {
      if (r.pooled) held.push({ currency: r.currency, amount: r.amount, usd: this.usdRate(r.currency) });
      else own.set(r.currency, (own.get(r.currency) ?? ZERO).plus(r.amount));
    }
    const wallets: Holding[] = [];
    for (const w of this.ctx.accounts.walletsOf(user)) {
      if (w.type !== 'margin') continue;
      wallets.push({ currency: w.currency, amount: w.balance.minus(own.get(w.currency) ?? ZERO), usd: this.usdRate(w.currency) });
      own.delete(w.currency);
    }
    // Held in a currency the user has no wallet of (yet): a negative holding.
    for (const [currency, amount] of own) wallets.push({ currency, amount: amount.negated(), usd: this.usdRate(currency) });
    return { wallets, held };
  }

  /** The pool that backs the margin pair's orders and positions quoted in `quote`, valued in
   *  `quote`, in the user's mode (or in `cross` when given: the check of a switch). */
  pool(user: number, quote: string, cross = this.isCross(user)): MarginPool {
    const { wallets, held } = this.holdings(user);
    return poolFor(cross, quote, this.usdRate(quote), wallets, held);
  }

  /** The currencies margin pairs' orders and positions hold initial margin in. */
  heldCurrencies(user: number): string[] {
    return [...new Set(this.holdings(user).held.map((h) => h.currency))];
  }

  /** Free margin for a margin pair's orders quoted in `quote`, in `quote`. */
  freeMargin(user: number, quote: string): Dec {
    return dec(freeMargin(this.pool(user, quote)));
  }

  /** What a new reservation may take: the pool's free margin for a margin pair's initial margin
   *  in cross mode, the currency's available balance otherwise. */
  freeFor(user: number, r: Reservation): Dec {
    return this.inPool(user, r) ? this.freeMargin(user, r.currency) : this.available(user, r.type, r.currency);
  }

  reserved(user: number, type: WalletType, currency: string): Dec {
    const a = this.ctx.accounts;
    let sum = ZERO;
    const add = (r: Reservation | undefined) => {
      if (r && r.type === type && r.currency === currency && !this.inPool(user, r)) sum = sum.plus(r.amount);
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

  /** The wallet's balance less what is held of it outside the cross-collateral pool. */
  ownAvailable(user: number, type: WalletType, currency: string): Dec {
    return this.ctx.accounts.wallet(user, type, currency).balance.minus(this.reserved(user, type, currency));
  }

  /** What may leave a wallet or be held back by something new. In cross mode a margin wallet
   *  also keeps its part of the pool: at most the pool's free margin, valued in its currency. */
  available(user: number, type: WalletType, currency: string): Dec {
    const own = this.ownAvailable(user, type, currency);
    if (type !== 'margin' || !this.isCross(user) || this.usdRate(currency) === undefined) return own;
    const free = this.freeMargin(user, currency);
    return free.lt(own) ? free : own;
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
    const rate = this.usdRate(rules.quote);
    if (this.isCross(p.user) && rate !== undefined) return this.crossCushionUsd(p).dividedBy(rate);
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

  /** The cross-collateral pool's cushion for `p`, in USD: every margin wallet (less what
   *  derivatives hold of it) less every margin position's funding cost, plus the other margin
   *  positions' P/L less their maintenance margin. */
  private crossCushionUsd(p: PositionState): Dec {
    const usd = this.ctx.prices;
    const { wallets } = this.holdings(p.user);
    let e = ZERO;
    for (const w of wallets) if (w.usd !== undefined) e = e.plus(w.amount.times(w.usd));
    for (const other of this.ctx.accounts.positionsOf(p.user)) {
      if (other.type !== 0) continue;
      const r = this.pair(other.symbol);
      if (!r) continue;
      e = e.minus(usd.usd(r.quote, other.marginFunding));
      if (other.id === p.id) continue;
      const mark = this.markPrice(other);
      e = e.plus(usd.usd(r.quote, this.pl(other, mark).minus(other.amount.abs().times(mark).times(r.minMargin))));
    }
    return e;
  }

  /** The price at which equity falls to the maintenance margin: A·B − E = P·(A − mm·|A|). */
  liquidationPrice(p: PositionState): Dec | null {
    const rules = this.pair(p.symbol);
    if (!rules || p.amount.isZero()) return null;
    const price = liquidationAt(p.amount, p.basePrice, this.cushion(p, rules), rules.minMargin);
    return price === null ? null : dec(price);
  }

  /** Notional over what backs it: a derivative's collateral, the quote currency's margin wallet
   *  (isolated) or the whole pool's collateral (cross). */
  leverage(p: PositionState): Dec | null {
    const rules = this.pair(p.symbol);
    if (!rules || p.amount.isZero()) return null;
    const notional = p.amount.abs().times(p.basePrice);
    const backing =
      p.type === 1
        ? p.collateral
        : this.isCross(p.user)
          ? dec(this.pool(p.user, rules.quote).collateral)
          : this.ctx.accounts.wallet(p.user, 'margin', rules.quote).balance;
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
    if (rules.derivative) {
      const factor = dec(maxLeverage(rules.initialMargin));
      tradable = this.available(user, 'margin', rules.quote).times(factor);
      gross = this.ctx.accounts.wallet(user, 'margin', rules.quote).balance.times(factor);
    } else if (rules.margin) {
      // Buying power: the free margin (of the quote currency's wallet, or of the whole pool in
      // cross mode) at the pair's maximum leverage, 1 / initial margin.
      const factor = dec(maxLeverage(rules.initialMargin));
      const pool = this.pool(user, rules.quote);
      tradable = dec(freeMargin(pool)).times(factor);
      gross = dec(pool.collateral).times(factor);
    } else {
      tradable = this.available(user, 'exchange', rules.quote);
      gross = this.ctx.accounts.wallet(user, 'exchange', rules.quote).balance;
    }
    if (tradable.isNegative()) tradable = ZERO;
    // (bignumber.js counts 0 as positive: no price yet must not divide by it.)
    const base = price.gt(0) ? tradable.dividedBy(price) : ZERO;
    let buy = base.plus(pos.isNegative() ? pos.abs() : ZERO);
    let sell = base.plus(pos.isPositive() ? pos : ZERO);
    if (!rules.margin && !rules.derivative) sell = this.available(user, 'exchange', rules.base);
    buy = buy.decimalPlaces(8, 1);
    sell = sell.decimalPlaces(8, 1);
    return encodeMarginInfo({ kind: 'sym', symbol, tradableBalance: r(tradable), grossBalance: r(gross), buy: r(buy), sell: r(sell) });
  }
}

export const atomsOf = (d: Dec): number => d.times(ATOMS_PER_UNIT).integerValue().toNumber();
