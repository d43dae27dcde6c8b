// Users' orders on the embedded exchange: submit, update, cancel (one, several, all) and the
// batch of ops (PROTOCOL §3.5, §5.3). Each operation checks everything first (a refusal changes
// nothing), places into the trading engine inside one transaction, and answers with the `n`
// notification; the order's own on/ou/oc, te/tu and wu follow from the engine's events.
import { OrderFlag, type EngineOrder, type OrderEventKind } from '../../engine/types';
import { runUnit, type Ctx } from '../context';
import { DISK_FULL_TEXT } from '../../store/space';
import { placeOrTakeBack } from './take-back';
import { multiAnswer } from './order-multi';
import { amountText, ZERO, type Dec } from '../decimal';
import type { PairRules } from '../pair-rules';
import { maxLeverage } from '../../../src/protocol/account/margin-rules';
import type { Margin, Reservation } from '../margin';
import type { UserOrder } from '../records';
import { notification, orderRef, orderRow, type NotificationRow, type Row } from '../wire';
import type { CancelOrderInput, CancelOrdersInput, NewOrderInput, UpdateOrderInput } from '../../../src/protocol/inputs/orders';
import type { OrderOp } from '../../../src/protocol/inputs/ops';
import { findOrder, selectOrders } from './order-selection';
import { checkOrder, DEFAULT_LEVERAGE, draftOrder } from './order-input';
import { readOrderChange } from './order-change';

export type Via = 'ws' | 'rest';

export class Orders {
  /** Account-side fields of orders being placed, until the engine first reports them. */
  private readonly placing = new Map<number, Pick<UserOrder, 'routing' | 'forced'>>();
  /** Ids the current new-order unit gave the engine (taken back out if the unit cannot be saved). */
  private placedInUnit: number[] = [];

  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
  ) {}

  // ---- engine events --------------------------------------------------------------------------

  /** Mirrors an engine order event of a user's order into the account (runs inside the event's
   *  transaction). */
  onOrder(o: EngineOrder, kind: OrderEventKind): void {
    const a = this.ctx.accounts;
    const prev = a.orders.get(o.id);
    const placing = this.placing.get(o.id);
    const rec: UserOrder = {
      ...o,
      // Fields the account owns (changed by `ou` without the engine) win over the engine's copy.
      gid: prev ? prev.gid : o.gid,
      cid: prev ? prev.cid : o.cid,
      lev: prev ? prev.lev : o.lev,
      routing: prev?.routing ?? placing?.routing ?? 'BFX',
    };
    const forced = prev?.forced ?? placing?.forced;
    if (forced) {
      rec.forced = true;
      if (kind === 'close' && rec.status.startsWith('EXECUTED')) rec.status = `FORCED ${rec.status}`;
    }
    if (kind === 'close') this.placing.delete(o.id);
    a.saveOrder(rec, kind !== 'close');
    this.ctx.outbox.push(o.owner, [kind === 'new' ? 'on' : kind === 'update' ? 'ou' : 'oc', orderRow(rec)]);
    this.touchWallets(rec);
  }

  private touchWallets(o: UserOrder): void {
    const rules = this.ctx.pairs.get(o.symbol);
    if (!rules) return;
    if (o.type.startsWith('EXCHANGE ')) {
      this.ctx.outbox.wallet(o.owner, 'exchange', rules.base);
      this.ctx.outbox.wallet(o.owner, 'exchange', rules.quote);
    } else if (!rules.derivative && this.margin.isCross(o.owner)) {
      // Cross-collateral: the order holds back part of the pool, so every margin wallet's
      // available balance moves.
      for (const w of this.ctx.accounts.walletsOf(o.owner)) if (w.type === 'margin') this.ctx.outbox.wallet(o.owner, 'margin', w.currency);
    } else {
      this.ctx.outbox.wallet(o.owner, 'margin', rules.quote);
    }
  }

  // ---- checks ---------------------------------------------------------------------------------

  /** The refusal text when the user's wallet (or cross-collateral pool) cannot hold `extra`
   *  back, else undefined. A margin refusal says what initial margin the order needs and how much
   *  is free, so the trader knows how far to reduce it. */
  private shortOf(
    user: number,
    extra: Reservation | undefined,
    amount: Dec,
    rules: PairRules,
    price: Dec | number,
    lev?: number | null,
  ): string | undefined {
    if (!extra || !extra.amount.isPositive()) return undefined;
    const free = this.margin.freeFor(user, extra);
    if (free.gte(extra.amount)) return undefined;
    const what = extra.type === 'exchange' ? 'exchange' : 'tradable';
    const text = `Invalid order: not enough ${what} balance for ${amount.toFixed()} ${rules.pair} at ${String(price)}`;
    if (extra.type === 'exchange') return text;
    const ccy = extra.currency;
    const needed = `initial margin ${extra.amount.decimalPlaces(2, 0).toFixed()} ${ccy}`;
    const left = `${(free.isPositive() ? free : ZERO).decimalPlaces(2, 1).toFixed()} ${ccy} free`;
    if (rules.derivative) return `${text} (${needed} at leverage ${lev ?? DEFAULT_LEVERAGE}, ${left})`;
    const rate = rules.initialMargin.times(100).toFixed();
    const lever = maxLeverage(rules.initialMargin).decimalPlaces(2, 1).toFixed();
    const mode = this.margin.isCross(user) ? 'cross-collateral' : 'isolated';
    return `${text} (${needed}: ${rate} % of the order, leverage up to ${lever}×; ${left} in ${mode} margin)`;
  }

  // ---- operations -----------------------------------------------------------------------------

  /** Runs an operation as one unit; its notification goes to the user's stream before the
   *  events it caused, and is returned (the REST answer). */
  private op(user: number, fn: () => NotificationRow): NotificationRow {
    return runUnit(this.ctx, () => {
      const mark = this.ctx.outbox.mark();
      const n = fn();
      this.ctx.outbox.insert(mark, user, ['n', n]);
      return n;
    });
  }

  submit(user: number, input: NewOrderInput, via: Via, forced = false): NotificationRow {
    return this.placingUnit(user, input, () => this.submitIn(user, input, via, forced));
  }

  /** A new order's unit, taken back out of the engine should the disk fill inside it. */
  private placingUnit(user: number, input: unknown, fn: () => NotificationRow): NotificationRow {
    this.placedInUnit = [];
    return placeOrTakeBack(
      this.ctx,
      { user, input, placed: () => this.placedInUnit },
      () => this.op(user, fn),
      (id) => this.placing.delete(id),
    );
  }

  private submitIn(user: number, input: NewOrderInput, via: Via, forced: boolean): NotificationRow {
    const now = this.ctx.now();
    const fail = (text: string) => notification(now, 'on-req', orderRef(input), false, text);
    const parsed = checkOrder(input, this.ctx.pairs, now);
    if (!parsed.ok) return fail(parsed.error);
    const { req, amount, rules } = parsed;
    req.owner = user;
    // A (nearly) full disk: refused before the engine moves; forced orders (liquidations) go on.
    if (!forced && !this.ctx.space.allowsNewWork()) return fail(DISK_FULL_TEXT);
    if (!forced) {
      const kind = { margin: !req.type.startsWith('EXCHANGE '), derivative: rules.derivative, paper: rules.base.startsWith('TEST') };
      const gated = this.ctx.gates.order(user, kind);
      if (gated) return fail(gated);
    }

    let checkPrice: Dec | number = parsed.price ?? 0;
    if (!forced) {
      const draft = draftOrder(user, { ...req, id: 0 }, this.ctx.now());
      if (req.type.endsWith('MARKET')) {
        const avg = this.ctx.markets.data.calcTradeAvg(req.symbol, amount.toNumber());
        const last = this.ctx.prices.price(req.symbol);
        const est = Array.isArray(avg) && avg[0] > 0 ? avg[0] : last;
        if (est === undefined) return fail(`Invalid order: no price for ${rules.pair}`);
        draft.price = est;
        checkPrice = est;
      }
      let extra = this.margin.orderReserve(draft);
      if (req.priceOcoStop !== undefined) {
        // OCO holds back whichever of its two legs needs more.
        const stopLeg = this.margin.orderReserve({ ...draft, price: req.priceOcoStop });
        if (stopLeg && (!extra || stopLeg.amount.gt(extra.amount))) extra = stopLeg;
      }
      const short = this.shortOf(user, extra, amount, rules, checkPrice, req.lev);
      if (short) return fail(short);
    }

    const id = this.ctx.ids.order.next();
    const ocoId = (req.flags & OrderFlag.OCO) !== 0 ? this.ctx.ids.order.next() : undefined;
    const routing = via === 'rest' ? 'API>BFX' : 'BFX';
    this.placing.set(id, { routing, forced });
    if (ocoId !== undefined) this.placing.set(ocoId, { routing, forced });
    this.placedInUnit.push(id, ...(ocoId !== undefined ? [ocoId] : []));
    const result = this.ctx.markets.trading.place({ ...req, id, ocoId });
    this.ctx.markets.flush?.();
    if (!result.ok || !result.order) {
      this.placing.delete(id);
      if (ocoId !== undefined) this.placing.delete(ocoId);
      return fail(result.error ?? 'Invalid order');
    }
    const rows: Row[] = [this.accepted(result.order, routing)];
    if (result.oco) rows.push(this.accepted(result.oco, routing));
    const side = amount.isPositive() ? 'buy' : 'sell';
    const text = `Submitting ${req.type.toLowerCase()} ${side} order for ${amountText(amount.abs())} ${rules.base}.`;
    return notification(now, 'on-req', via === 'rest' ? rows : rows[0], true, text);
  }

  /** The order as the account has it now (or as the engine returned it). */
  private accepted(o: EngineOrder, routing: string): Row {
    const rec = this.ctx.accounts.orders.get(o.id) ?? this.ctx.accounts.findOrder(o.owner, o.id);
    return orderRow(rec ?? { ...o, routing });
  }

  update(user: number, input: UpdateOrderInput, via: Via): NotificationRow {
    return this.op(user, () => this.updateIn(user, input, via));
  }

  private updateIn(user: number, input: UpdateOrderInput, _via: Via): NotificationRow {
    const now = this.ctx.now();
    const fail = (text: string) => notification(now, 'ou-req', null, false, text);
    const o = findOrder(this.ctx.accounts, user, { id: input.id });
    if (!o) return fail('id: invalid');
    const rules = this.ctx.pairs.get(o.symbol);
    if (!rules) return fail('symbol: invalid');
    const read = readOrderChange(o, input, rules);
    if (typeof read === 'string') return fail(read);
    const { change, amount, gid, cid, lev } = read;

    const after: UserOrder = {
      ...o,
      lev,
      amount: change.amount ?? o.amount,
      price: change.price ?? o.price,
      priceAuxLimit: change.priceAuxLimit ?? o.priceAuxLimit,
    };
    const before = this.margin.orderReserve(o);
    const next = this.margin.orderReserve(after);
    if (next && next.amount.gt(before?.amount ?? 0)) {
      const short = this.shortOf(user, { ...next, amount: next.amount.minus(before?.amount ?? 0) }, amount, rules, after.price, after.lev);
      if (short) return fail(short);
    }

    const local = gid !== o.gid || cid !== o.cid || lev !== o.lev;
    if (local) {
      const rec: UserOrder = { ...o, gid, cid, lev, mtsUpdate: now };
      this.ctx.accounts.saveOrder(rec, true);
    }
    if (Object.keys(change).length > 0) {
      const result = this.ctx.markets.trading.update(o.id, change);
      this.ctx.markets.flush?.();
      if (!result.ok) {
        if (local) this.ctx.accounts.saveOrder(o, true);
        return fail(result.error ?? 'Invalid order');
      }
    } else if (local) {
      const rec = this.ctx.accounts.orders.get(o.id) as UserOrder;
      this.ctx.outbox.push(user, ['ou', orderRow(rec)]);
      this.touchWallets(rec);
    }
    const latest = this.ctx.accounts.findOrder(user, o.id) ?? o;
    return notification(now, 'ou-req', orderRow(latest), true, `Submitting update to ${o.type.toLowerCase()} order.`);
  }

  cancel(user: number, input: CancelOrderInput): NotificationRow {
    return this.op(user, () => this.cancelIn(user, input));
  }

  private cancelIn(user: number, input: CancelOrderInput): NotificationRow {
    const now = this.ctx.now();
    const o = findOrder(this.ctx.accounts, user, input);
    if (!o) return notification(now, 'oc-req', null, false, 'id: invalid');
    const row = orderRow(o);
    this.ctx.markets.trading.cancel(o.id);
    this.ctx.markets.flush?.();
    return notification(now, 'oc-req', row, true, `Submitted for cancellation; waiting for confirmation (ID: ${o.id}).`);
  }

  cancelMulti(user: number, input: CancelOrdersInput): NotificationRow {
    return this.op(user, () => this.cancelMultiIn(user, input));
  }

  private cancelMultiIn(user: number, input: CancelOrdersInput): NotificationRow {
    const now = this.ctx.now();
    const chosen = selectOrders(this.ctx.accounts, user, input);
    const rows = chosen.map((o) => orderRow(o));
    for (const o of chosen) {
      // An OCO partner may have gone with its pair already.
      if (this.ctx.accounts.orders.has(o.id)) this.ctx.markets.trading.cancel(o.id);
    }
    this.ctx.markets.flush?.();
    return notification(now, 'oc_multi-req', rows, true, `Submitted for cancellation; waiting for confirmation (${rows.length} orders).`);
  }

  /** Cancels every live order of the user in a symbol (before a forced close). */
  cancelAllIn(user: number, symbol: string): void {
    for (const o of this.ctx.accounts.ordersOf(user)) {
      if (o.symbol === symbol && !o.type.startsWith('EXCHANGE ') && this.ctx.accounts.orders.has(o.id))
        this.ctx.markets.trading.cancel(o.id);
    }
  }

  /** `ox_multi` / order/multi: each op in turn; the answer lists each op's own notification. */
  multi(user: number, ops: readonly OrderOp[], via: Via): NotificationRow {
    return this.op(user, () =>
      multiAnswer(
        this.ctx.now(),
        ops.map((op) => this.opIn(user, op, via)),
      ),
    );
  }

  private opIn(user: number, op: OrderOp, via: Via): NotificationRow {
    switch (op.type) {
      case 'on':
        return this.submitIn(user, op.payload, via, false);
      case 'ou':
        return this.updateIn(user, op.payload, via);
      case 'oc':
        return this.cancelIn(user, op.payload);
      case 'oc_multi':
        return this.cancelMultiIn(user, op.payload);
    }
  }
}
