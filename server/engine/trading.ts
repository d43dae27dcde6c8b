// The trading engine: price-time priority matching of every order type and flag of PROTOCOL §4
// (EXCHANGE types behave like their margin twins; which wallet pays is the caller's concern).
// Pure and synchronous: time, trade ids and positions come from EngineEnv.
import type { EngineEnv, EngineListener, EngineOrder, OrderRequest, PlaceResult, TradingEngine } from './types';
import { OrderFlag } from './types';
import { Kind, LiveOrder, isStopKind, kindOf, newView } from './live-order';
import { isAtoms, isPrice, validateOrder } from './order-validation';
import { applyChange, validateChange, type OrderChange } from './order-change';
import { createSymbolBook, sideOf, type SymbolBook } from './symbol-book';
import { STATUS_CANCELED, STATUS_POS_NOTFOUND } from './order-status';
import { TradingCore } from './trading-core';

export function createTradingEngine(env: EngineEnv, listener: EngineListener): TradingEngine {
  const core = new TradingCore(env, listener);
  const known = {
    symbol: (s: string) => core.books.has(s),
    id: (id: number) => core.orders.has(id),
  };

  const fail = (error: string): PlaceResult => ({ ok: false, error });
  const done = (o: LiveOrder): PlaceResult => ({ ok: true, order: core.snapshot(o) });
  const bookOf = (o: LiveOrder) => core.books.get(o.view.symbol) as SymbolBook;

  /** A stop waits for its price, or converts and executes at once when it is already reached. */
  function placeStop(o: LiveOrder, book: SymbolBook): void {
    const v = o.view;
    o.snap = null;
    v.triggered = false;
    const last = book.last;
    if (o.kind === Kind.TRAILING) {
      o.extreme = last;
      const d = v.priceTrailing ?? 0;
      o.stopPrice = last === undefined ? 0 : o.side === -1 ? last - d : last + d;
      v.price = o.stopPrice;
    } else {
      o.stopPrice = v.price;
      if (last !== undefined && TradingCore.reachedBy(o, last)) {
        core.convert(o);
        core.closePartner(o);
        core.execute(o, book, true);
        return;
      }
    }
    core.register(o);
    book.stops.add(o);
    core.emit(o, 'new');
  }

  /** OCO: the stop that goes with a limit order, linked both ways through placedId. */
  function ocoStop(limit: LiveOrder, req: OrderRequest): LiveOrder {
    const exchange = req.type.startsWith('EXCHANGE ');
    const view = newView(
      {
        ...req,
        id: req.ocoId as number,
        type: exchange ? 'EXCHANGE STOP' : 'STOP',
        price: req.priceOcoStop as number,
        amount: limit.view.amount,
        flags: req.flags & ~OrderFlag.POST_ONLY,
        ocoId: undefined,
      },
      core.now,
    );
    view.placedId = limit.id;
    limit.snap = null;
    limit.view.placedId = view.id;
    const stop = new LiveOrder(view, Kind.STOP, ++core.seq);
    stop.partner = limit;
    limit.partner = stop;
    return stop;
  }

  function place(req: OrderRequest): PlaceResult {
    core.now = env.now();
    const error = validateOrder(req, known);
    if (error !== undefined) return fail(error);
    const book = core.books.get(req.symbol) as SymbolBook;
    const o = new LiveOrder(newView(req, core.now), kindOf(req.type) as Kind, ++core.seq);
    // MARKET has no price: a missing or junk one shows as 0 on the wire.
    if (o.kind === Kind.MARKET && !isPrice(o.view.price)) o.view.price = 0;
    if ((req.flags & OrderFlag.CLOSE) !== 0) {
      const p = env.positionAtoms(req.owner, req.symbol);
      if (p === 0) {
        core.close(o, STATUS_POS_NOTFOUND);
        return done(o);
      }
      o.side = p > 0 ? -1 : 1;
      o.setRemaining(Math.abs(p));
      o.view.amountOrig = o.view.amount;
    }
    const partner = (req.flags & OrderFlag.OCO) !== 0 ? ocoStop(o, req) : null;
    if (isStopKind(o.kind)) placeStop(o, book);
    else core.execute(o, book, true);
    if (partner && !partner.closed) placeStop(partner, book);
    core.runTriggers();
    const result = done(o);
    if (partner) result.oco = core.snapshot(partner);
    return result;
  }

  function updateStop(o: LiveOrder, book: SymbolBook, change: OrderChange): void {
    book.stops.remove(o);
    applyChange(o, change, core.now);
    o.setSeq(++core.seq);
    const v = o.view;
    o.snap = null;
    if (o.kind === Kind.TRAILING) {
      const d = v.priceTrailing ?? 0;
      if (o.extreme !== undefined) o.stopPrice = o.side === -1 ? o.extreme - d : o.extreme + d;
      v.price = o.stopPrice;
    } else {
      o.stopPrice = v.price;
    }
    core.emit(o, 'update');
    if (o.kind !== Kind.TRAILING && book.last !== undefined && TradingCore.reachedBy(o, book.last)) {
      core.queueTrigger(o);
    } else {
      book.stops.add(o);
    }
  }

  function updateResting(o: LiveOrder, book: SymbolBook, change: OrderChange): void {
    const lvl = o.level;
    if (!lvl) return;
    const side = sideOf(book, o.side);
    const wasVisible = !o.hidden;
    const newRemaining = change.amount !== undefined ? Math.abs(change.amount) : o.remaining;
    const repriced = change.price !== undefined && change.price !== o.view.price;
    lvl.remove(o);
    if (repriced || newRemaining > o.remaining) {
      // Loses time priority: leaves its level and comes back as if new (it may now take).
      if (wasVisible) core.bookEvents(book.symbol, o.side, lvl, o, true);
      side.dropIfEmpty(lvl);
      applyChange(o, change, core.now);
      o.setSeq(++core.seq);
      core.execute(o, book, false);
      return;
    }
    applyChange(o, change, core.now);
    lvl.insertBySeq(o);
    core.emit(o, 'update');
    if (wasVisible || !o.hidden) core.bookEvents(book.symbol, o.side, lvl, o, o.hidden);
  }

  function restore(stored: EngineOrder): boolean {
    const book = core.books.get(stored.symbol);
    const kind = kindOf(stored.type);
    if (!book || kind === undefined || core.orders.has(stored.id) || !isAtoms(stored.amount)) return false;
    const v = newView(stored, stored.mtsCreate);
    Object.assign(v, {
      amountOrig: stored.amountOrig,
      status: stored.status,
      priceAvg: stored.priceAvg,
      mtsUpdate: stored.mtsUpdate,
      placedId: stored.placedId,
      triggered: stored.triggered,
      typePrev: stored.typePrev,
    });
    // The stored rank keeps the queue order of the run that saved it; new orders rank after it.
    const rank = stored.priority !== undefined && Number.isInteger(stored.priority) && stored.priority > 0 ? stored.priority : ++core.seq;
    if (rank > core.seq) core.seq = rank;
    const o = new LiveOrder(v, kind, rank);
    if (isStopKind(kind) && !stored.triggered) {
      o.stopPrice = v.price;
      const d = v.priceTrailing ?? 0;
      if (kind === Kind.TRAILING && v.price > 0) o.extreme = o.side === -1 ? v.price + d : v.price - d;
      book.stops.add(o);
    } else if (kind === Kind.LIMIT && isPrice(v.price)) {
      sideOf(book, o.side).insertByRank(o, v.price);
    } else {
      return false;
    }
    core.register(o);
    const partner = v.placedId !== null ? core.orders.get(v.placedId) : undefined;
    if (partner && partner.view.placedId === v.id) {
      o.partner = partner;
      partner.partner = o;
    }
    return true;
  }

  // Cold paths hand out fresh copies; place/update/cancel results share the copy the listener
  // got (read-only for both).
  const fresh = (o: LiveOrder): EngineOrder => ({ ...o.view });
  const sorted = (list: Iterable<LiveOrder>): EngineOrder[] => [...list].sort((a, b) => a.seq - b.seq).map(fresh);

  function update(id: number, change: OrderChange): PlaceResult {
    core.now = env.now();
    const o = core.orders.get(id);
    if (!o) return fail('id: invalid');
    const error = validateChange(o, change);
    if (error !== undefined) return fail(error);
    const book = bookOf(o);
    if (o.waiting) updateStop(o, book, change);
    else updateResting(o, book, change);
    core.runTriggers();
    return done(o);
  }

  function cancel(id: number, status?: string): PlaceResult {
    core.now = env.now();
    const o = core.orders.get(id);
    if (!o) return fail('id: invalid');
    core.cancelWith(o, status ?? STATUS_CANCELED);
    return done(o);
  }

  function expire(now: number): void {
    core.now = now;
    const due = [...core.withTif].filter((o) => (o.view.mtsTif as number) <= now);
    for (const o of due) if (!o.closed) core.cancelWith(o, STATUS_CANCELED);
  }

  // A change requested from inside a listener callback would interleave with the call being
  // announced and corrupt the book: refuse it loudly (a caller bug, never a user input).
  let busy = false;
  /** A call that changes the book: refused from inside a listener callback (the engine is not
   *  re-entrant), free again once it returns or throws. */
  function guarded<A extends unknown[], R>(name: string, fn: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      if (busy) throw new Error(`TradingEngine.${name}() called from inside a listener callback`);
      busy = true;
      try {
        return fn(...args);
      } finally {
        busy = false;
      }
    };
  }

  return {
    addSymbol(symbol: string): void {
      if (!core.books.has(symbol)) core.books.set(symbol, createSymbolBook(symbol));
    },
    symbols: () => [...core.books.keys()],
    place: guarded('place', place),
    update: guarded('update', update),
    cancel: guarded('cancel', cancel),
    get(id) {
      const o = core.orders.get(id);
      return o ? fresh(o) : undefined;
    },
    ordersOf: (owner) => sorted(core.byOwner.get(owner) ?? []),
    liveOrders: () => sorted(core.orders.values()),
    restore: guarded('restore', restore),
    expire: guarded('expire', expire),
    lastPrice: (symbol) => core.books.get(symbol)?.last,
    setLastPrice(symbol, price) {
      const book = core.books.get(symbol);
      if (book && isPrice(price)) book.last = price;
    },
    best(symbol, side) {
      const book = core.books.get(symbol);
      return book ? sideOf(book, side).bestVisible() : undefined;
    },
    levels(symbol, side, limit) {
      const book = core.books.get(symbol);
      return book ? sideOf(book, side).visibleLevels(limit) : [];
    },
    rawOrders(symbol, side, limit) {
      const book = core.books.get(symbol);
      return book ? sideOf(book, side).visibleOrders(limit) : [];
    },
  };
}
