// The matching engine's contract. The engine is pure and synchronous: no I/O, no timers, no
// randomness. Callers (the simulator now, users' trading later) give it orders; it tells them
// what happened through an EngineListener, in the order it happened.
//
// Units: amounts are integers in atoms (1 atom = 1e-8 of the base currency), signed
// (+ buy / − sell for trading; + lend offer / − borrow bid for funding) so that conservation is
// exact. Prices and rates are JS numbers already on the pair's price grid (5 significant digits).

export const ATOMS_PER_UNIT = 100_000_000;

export type TradingOrderType =
  | 'LIMIT'
  | 'MARKET'
  | 'STOP'
  | 'STOP LIMIT'
  | 'TRAILING STOP'
  | 'FOK'
  | 'IOC'
  | 'EXCHANGE LIMIT'
  | 'EXCHANGE MARKET'
  | 'EXCHANGE STOP'
  | 'EXCHANGE STOP LIMIT'
  | 'EXCHANGE TRAILING STOP'
  | 'EXCHANGE FOK'
  | 'EXCHANGE IOC';

export type FundingOfferType = 'LIMIT' | 'FRRDELTAVAR' | 'FRRDELTAFIX';

/** Order flag bits (PROTOCOL §4), defined once in the protocol. */
export { OrderFlag } from '../../src/protocol/flags';

export interface OrderRequest {
  /** Assigned by the caller (the exchange's order-id sequence); unique across symbols. */
  id: number;
  /** 0 = the market simulator; users are > 0. */
  owner: number;
  cid: number;
  gid: number | null;
  symbol: string; // 'tBTCUSD'
  type: TradingOrderType;
  /** Signed atoms: + buy, − sell. Never 0. */
  amount: number;
  /** LIMIT/FOK/IOC: limit price. STOP: stop price. STOP LIMIT: stop price. MARKET/TRAILING: unused (0). */
  price: number;
  /** STOP LIMIT: the limit price once triggered. */
  priceAuxLimit?: number;
  /** TRAILING STOP: distance from the best price seen. */
  priceTrailing?: number;
  /** OCO: the stop price of the linked stop order (flag OCO set). */
  priceOcoStop?: number;
  /** OCO: id the engine must give the linked stop order (caller allocates it). */
  ocoId?: number;
  flags: number;
  /** Time-in-force deadline (ms) or null. The engine cancels the order at the first call to
   *  Engine.expire(now) with now ≥ mtsTif. */
  mtsTif: number | null;
  /** Free-form, carried through untouched (leverage, meta of the wire order). */
  lev?: number;
  meta?: Record<string, unknown> | null;
}

/** The engine's view of an order, mirrored 1:1 into the wire Order record by the caller. */
export interface EngineOrder extends OrderRequest {
  amountOrig: number;
  /** The wire ORDER_STATUS text, e.g. 'ACTIVE', 'PARTIALLY FILLED @ 100.5(0.2)', 'EXECUTED @ …',
   *  'CANCELED', 'POSTONLY CANCELED', 'FILLORKILL CANCELED', 'IOC CANCELED',
   *  'RSN_POS_REDUCE_FLIP', … (PROTOCOL §4). In '@ PRICE(AMOUNT)' PRICE is the latest fill's
   *  price and AMOUNT that fill's signed amount in units; a close after fills keeps the history:
   *  'CANCELED was: PARTIALLY FILLED @ 100.5(0.2)'. */
  status: string;
  /** Volume-weighted average execution price so far (0 if none). */
  priceAvg: number;
  mtsCreate: number;
  mtsUpdate: number;
  /** OCO partner id, or null. */
  placedId: number | null;
  /** For stop / stop-limit / trailing orders before trigger: false. Once in the book or
   *  executing: true. */
  triggered: boolean;
  /** Time-priority rank (larger = later in its price level). Kept with the stored order so that a
   *  restart puts every queue back exactly as it was, even for orders that lost priority. */
  priority?: number;
  /** The type before a trigger converted it (e.g. 'STOP' → 'MARKET'), else null. */
  typePrev: TradingOrderType | null;
}

export interface Fill {
  /** Assigned through EngineEnv.nextTradeId(); strictly increasing, never repeated. */
  id: number;
  symbol: string;
  mts: number;
  price: number;
  /** Signed atoms from the taker's side: + taker bought, − taker sold. */
  amount: number;
  maker: EngineOrder; // state after this fill
  taker: EngineOrder; // state after this fill
}

export type OrderEventKind = 'new' | 'update' | 'close';

/** Called synchronously, in the order things happen. Listeners must not throw (a throw leaves
 *  the call half done) and must not change the engine from a callback (the engine refuses it);
 *  reads are fine and see the state as of the event. Records handed over are copies the
 *  listener may keep, shared with the call's result: treat them as read-only. */
export interface EngineListener {
  /** Lifecycle of an order. 'new' once it rests (or waits as an untriggered stop), 'update' on
   *  partial fills / edits / triggers, 'close' when it leaves (status says why). An order that
   *  executes completely on arrival gets only 'close' (PROTOCOL §3.5). */
  order(o: EngineOrder, kind: OrderEventKind): void;
  trade(f: Fill): void;
  /** A visible P0 level of a trading book changed. count 0 = the level is gone.
   *  side +1 = bid, −1 = ask. amountAtoms is the level's total (unsigned). Hidden orders and
   *  untriggered stops never appear here. */
  level(symbol: string, side: 1 | -1, price: number, count: number, amountAtoms: number): void;
  /** A visible resting order changed (R0). removed = true when it left the book. */
  raw(symbol: string, side: 1 | -1, orderId: number, price: number, amountAtoms: number, removed: boolean): void;
}

export interface EngineEnv {
  now(): number;
  nextTradeId(): number;
  /** Position of an owner in a symbol in signed atoms (for REDUCE_ONLY / CLOSE). 0 when none. */
  positionAtoms(owner: number, symbol: string): number;
}

/** ok with an order already closed (status RSN_POS_REDUCE_INCR, RSN_POS_NOTFOUND, POSTONLY
 *  CANCELED, FILLORKILL CANCELED, …) when the request was valid but the order could not live:
 *  that is an order outcome, announced through the listener like any other. */
export interface PlaceResult {
  ok: boolean;
  /** When !ok: the wire error text ('price: invalid', 'amount: invalid', 'symbol: invalid',
   *  'duplicate id', 'Invalid order: not enough …', …). No state changed. */
  error?: string;
  order?: EngineOrder;
  /** OCO: the linked stop order (id = the request's ocoId), in its state after the call. */
  oco?: EngineOrder;
}

export interface TradingEngine {
  addSymbol(symbol: string): void;
  symbols(): string[];
  place(req: OrderRequest): PlaceResult;
  /** Change price and/or amount (signed atoms, same sign) of a live order. Loses time priority
   *  when the price changes or the amount grows. */
  update(
    id: number,
    change: { price?: number; amount?: number; priceAuxLimit?: number; priceTrailing?: number; flags?: number },
  ): PlaceResult;
  cancel(id: number, status?: string): PlaceResult;
  get(id: number): EngineOrder | undefined;
  ordersOf(owner: number): EngineOrder[];
  /** All live orders (resting and untriggered), for persistence, in time priority order. */
  liveOrders(): EngineOrder[];
  /** Put back an order read from storage exactly as it was (no matching, no events). Restore
   *  in liveOrders() order to keep time priority. false (nothing changed) when the symbol is not
   *  added, the id is live already, or the order cannot be live (e.g. a MARKET). */
  restore(o: EngineOrder): boolean;
  /** Cancel orders whose TIF passed. */
  expire(now: number): void;
  /** Last trade price of a symbol, or undefined. */
  lastPrice(symbol: string): number | undefined;
  /** Sets the last trade price without trading (e.g. from stored trades after a restart), so
   *  stops and trailing stops have their reference. Triggers nothing by itself. */
  setLastPrice(symbol: string, price: number): void;
  /** Best visible bid/ask (undefined when the side is empty). */
  best(symbol: string, side: 1 | -1): number | undefined;
  /** Visible P0 levels best-first: [price, count, amountAtoms]. */
  levels(symbol: string, side: 1 | -1, limit: number): Array<[number, number, number]>;
  /** Visible resting orders best-first (price, then time): [orderId, price, amountAtoms]. */
  rawOrders(symbol: string, side: 1 | -1, limit: number): Array<[number, number, number]>;
}

// ---- Funding ---------------------------------------------------------------------------------

export interface OfferRequest {
  id: number;
  owner: number;
  symbol: string; // 'fUSD'
  type: FundingOfferType;
  /** Signed atoms: + lend (offer, the funding book's ask side), − borrow (bid). */
  amount: number;
  /** Daily rate (0.0002 = 0.02 %/day). For FRRDELTA* it is the delta added to the FRR. */
  rate: number;
  /** Days, 2–30. */
  period: number;
  flags: number;
  renew?: boolean;
}

export interface EngineOffer extends OfferRequest {
  amountOrig: number;
  status: string; // 'ACTIVE', 'PARTIALLY FILLED', 'EXECUTED', 'CANCELED'
  mtsCreate: number;
  mtsUpdate: number;
  /** The effective rate now (FRR-relative types follow the FRR). */
  rateReal: number;
}

/** A lend offer matched a borrow bid: the caller turns it into a loan (lender) and a credit
 *  (borrower). Loan period = the bid's period; rate = the resting side's rate. */
export interface FundingMatch {
  id: number; // from EngineEnv.nextTradeId()
  symbol: string;
  mts: number;
  amount: number; // atoms, > 0
  rate: number;
  period: number;
  offer: EngineOffer; // lender side, after the match
  bid: EngineOffer; // borrower side, after the match
  /** Which side was resting (the maker). */
  maker: 'offer' | 'bid';
}

/** Same rules as EngineListener. */
export interface FundingListener {
  offer(o: EngineOffer, kind: OrderEventKind): void;
  match(m: FundingMatch): void;
  /** Visible P level keyed by rate+period. side −1 = bid (borrow), +1 = ask (offer), matching
   *  the wire sign convention of funding books. count 0 = gone. */
  level(symbol: string, side: 1 | -1, rate: number, period: number, count: number, amountAtoms: number): void;
  raw(symbol: string, side: 1 | -1, offerId: number, period: number, rate: number, amountAtoms: number, removed: boolean): void;
}

export interface FundingEngine {
  addSymbol(symbol: string): void;
  symbols(): string[];
  setFrr(symbol: string, frr: number): void;
  frr(symbol: string): number;
  place(req: OfferRequest): { ok: boolean; error?: string; offer?: EngineOffer };
  cancel(id: number): { ok: boolean; error?: string; offer?: EngineOffer };
  get(id: number): EngineOffer | undefined;
  liveOffers(): EngineOffer[];
  /** Live offers of one owner, in time priority order. */
  offersOf(owner: number): EngineOffer[];
  /** Put back a stored offer (no matching, no events); false when it cannot be restored. */
  restore(o: EngineOffer): boolean;
  /** Best visible levels best-first: bids highest rate first, asks lowest rate first;
   *  [rate, period, count, amountAtoms]. */
  levels(symbol: string, side: 1 | -1, limit: number): Array<[number, number, number, number]>;
  /** [offerId, period, rate, amountAtoms] best-first. */
  rawOffers(symbol: string, side: 1 | -1, limit: number): Array<[number, number, number, number]>;
}
