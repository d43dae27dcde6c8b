// The engine's private record of a live trading order: the public view (mutated in place, copied
// whenever it leaves the engine) plus the matching state that never goes on the wire.
import type { EngineOrder, OrderRequest, TradingOrderType } from './types';
import { OrderFlag } from './types';
import type { PriceLevel } from './price-level';
import { STATUS_ACTIVE, executed, partiallyFilled } from './order-status';

const F_HIDDEN = OrderFlag.HIDDEN;
const F_REDUCE_ONLY = OrderFlag.REDUCE_ONLY;
const F_POST_ONLY = OrderFlag.POST_ONLY;

/** Base behaviour of a type, with or without the EXCHANGE prefix. */
export const Kind = {
  LIMIT: 0,
  MARKET: 1,
  STOP: 2,
  STOP_LIMIT: 3,
  TRAILING: 4,
  FOK: 5,
  IOC: 6,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

const BASE_KINDS: Array<[string, Kind]> = [
  ['LIMIT', Kind.LIMIT],
  ['MARKET', Kind.MARKET],
  ['STOP', Kind.STOP],
  ['STOP LIMIT', Kind.STOP_LIMIT],
  ['TRAILING STOP', Kind.TRAILING],
  ['FOK', Kind.FOK],
  ['IOC', Kind.IOC],
];
/** Every wire type, with and without the EXCHANGE prefix (one lookup on the hot path). */
const KIND_OF = new Map<string, Kind>([...BASE_KINDS, ...BASE_KINDS.map(([t, k]): [string, Kind] => ['EXCHANGE ' + t, k])]);

export function kindOf(type: string): Kind | undefined {
  return KIND_OF.get(type);
}

export function isStopKind(k: Kind): boolean {
  return k === Kind.STOP || k === Kind.STOP_LIMIT || k === Kind.TRAILING;
}

/** The type a stop becomes when it triggers, keeping the wallet prefix. */
export function triggeredType(type: TradingOrderType, k: Kind): TradingOrderType {
  const exchange = type.startsWith('EXCHANGE ');
  if (k === Kind.STOP_LIMIT) return exchange ? 'EXCHANGE LIMIT' : 'LIMIT';
  return exchange ? 'EXCHANGE MARKET' : 'MARKET';
}

export class LiveOrder {
  readonly id: number;
  view: EngineOrder;
  /** The last copy of `view` handed out, while `view` has not changed since (null = stale). */
  snap: EngineOrder | null = null;
  kind: Kind;
  /** +1 buy, −1 sell. */
  side: 1 | -1;
  /** Unsigned atoms still to fill (|view.amount|). */
  remaining: number;
  /** Unsigned atoms filled so far. */
  filled = 0;
  hidden = false;
  reduceOnly = false;
  postOnly = false;
  /** Global arrival sequence: time priority (refreshed when priority is lost). */
  seq: number;
  level: PriceLevel | null = null;
  prev: LiveOrder | null = null;
  next: LiveOrder | null = null;
  /** Untriggered stop waiting in the stop book. */
  waiting = false;
  /** Registered with the engine (resting or waiting): findable by id. */
  live = false;
  /** Left the engine for good (executed, cancelled, refused). */
  closed = false;
  /** The price the stop triggers at (STOP, STOP LIMIT, TRAILING STOP before trigger). */
  stopPrice = 0;
  /** TRAILING STOP: best price seen since placement (highest for a sell, lowest for a buy). */
  extreme: number | undefined = undefined;
  partner: LiveOrder | null = null;

  constructor(view: EngineOrder, kind: Kind, seq: number) {
    this.id = view.id;
    this.view = view;
    this.kind = kind;
    this.side = view.amount > 0 ? 1 : -1;
    this.remaining = Math.abs(view.amount);
    this.filled = Math.abs(view.amountOrig) - this.remaining;
    this.seq = seq;
    view.priority = seq;
    this.setFlags(view.flags);
  }

  /** A new place in time priority (placed, triggered, re-priced or grown). */
  setSeq(seq: number): void {
    this.seq = seq;
    this.view.priority = seq;
    this.snap = null;
  }

  /** Changes the flags; the order must be out of its level (the level counts them). */
  setFlags(flags: number): void {
    this.snap = null;
    this.view.flags = flags;
    this.hidden = (flags & F_HIDDEN) !== 0;
    this.reduceOnly = (flags & F_REDUCE_ONLY) !== 0;
    this.postOnly = (flags & F_POST_ONLY) !== 0;
  }

  /** A copy of the view for the outside world, reused until the view changes again. */
  copy(): EngineOrder {
    return this.snap ?? (this.snap = { ...this.view });
  }

  /** Sets the remaining amount (unsigned atoms), keeping the signed view in step. */
  /** Takes a fill of `q` atoms at `price`: amounts, average price and status move with it. */
  fill(q: number, price: number, now: number): void {
    const before = this.filled;
    const v = this.view;
    this.snap = null;
    this.filled = before + q;
    this.remaining -= q;
    // No −0 on the wire: a filled sell shows 0 like a filled buy.
    v.amount = this.remaining === 0 ? 0 : this.side * this.remaining;
    if (before === 0 || v.priceAvg === price) v.priceAvg = price;
    else v.priceAvg = roundAvg((v.priceAvg * before + price * q) / this.filled);
    v.status = this.remaining === 0 ? executed(price, this.side * q) : partiallyFilled(price, this.side * q);
    v.mtsUpdate = now;
  }

  setRemaining(atoms: number): void {
    this.snap = null;
    this.remaining = atoms;
    this.view.amount = atoms === 0 ? 0 : this.side * atoms;
  }
}

/** The public view of a new order: every field present, in one shape (fast copies). */
export function newView(req: OrderRequest, now: number): EngineOrder {
  return {
    id: req.id,
    owner: req.owner,
    cid: req.cid,
    gid: req.gid,
    symbol: req.symbol,
    type: req.type,
    amount: req.amount,
    price: req.price,
    priceAuxLimit: req.priceAuxLimit ?? 0,
    priceTrailing: req.priceTrailing ?? 0,
    priceOcoStop: req.priceOcoStop,
    ocoId: req.ocoId,
    flags: req.flags,
    mtsTif: req.mtsTif,
    lev: req.lev,
    meta: req.meta,
    amountOrig: req.amount,
    status: STATUS_ACTIVE,
    priceAvg: 0,
    mtsCreate: now,
    mtsUpdate: now,
    placedId: null,
    triggered: true,
    typePrev: null,
  };
}

/** Keeps float noise of the weighted mean out of the wire text (10 significant digits). */
function roundAvg(x: number): number {
  return Number(x.toPrecision(10));
}
