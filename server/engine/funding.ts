// The funding engine: lend offers (+, the book's ask side) against borrow bids (−).
//
// Matching rule: a bid and an offer match when bid.rate ≥ offer.rate (effective rates, rateReal)
// and offer.period ≥ bid.period — the lender accepts any loan up to its period, the borrower
// asks for at least its own. The loan runs for the bid's period at the resting side's rate. An
// incoming order walks the other side best rate first (shorter period first at equal rates,
// then time), skipping levels whose period does not fit.
//
// FRRDELTAVAR / FRRDELTAFIX: rate is a delta on the FRR; rateReal = max(0, frr + delta) and
// follows setFrr while the offer waits (the fixed/variable difference concerns the loan, which
// is the caller's). A moved offer re-enters the book as the taker and keeps its time priority.
import type { EngineEnv, EngineOffer, FundingEngine, FundingListener, OfferRequest } from './types';
import { FundingSide, LiveOffer } from './funding-book';
import { isAtoms, isFlags } from './order-validation';

const TYPES = new Set(['LIMIT', 'FRRDELTAVAR', 'FRRDELTAFIX']);
const ACTIVE = 'ACTIVE';
const PARTIAL = 'PARTIALLY FILLED';
const EXECUTED = 'EXECUTED';
const CANCELED = 'CANCELED';

interface FundingBook {
  symbol: string;
  frr: number;
  offers: FundingSide;
  bids: FundingSide;
}

type OfferResult = { ok: boolean; error?: string; offer?: EngineOffer };

function roundRate(x: number): number {
  return x <= 0 ? 0 : Number(x.toPrecision(10));
}

export function createFundingEngine(env: EngineEnv, listener: FundingListener): FundingEngine {
  const books = new Map<string, FundingBook>();
  const offers = new Map<number, LiveOffer>();
  let seq = 0;
  let now = 0;

  const copy = (o: LiveOffer): EngineOffer => ({ ...o.view });
  const sideOf = (b: FundingBook, side: 1 | -1) => (side === 1 ? b.offers : b.bids);

  function validate(req: OfferRequest): string | undefined {
    if (typeof req.symbol !== 'string' || !books.has(req.symbol)) return 'symbol: invalid';
    if (!Number.isSafeInteger(req.id) || req.id <= 0) return 'id: invalid';
    if (offers.has(req.id)) return 'duplicate id';
    if (!TYPES.has(req.type)) return 'type: invalid';
    if (!isAtoms(req.amount)) return 'amount: invalid';
    const rateOk = typeof req.rate === 'number' && Number.isFinite(req.rate);
    if (!rateOk || (req.type === 'LIMIT' && req.rate <= 0)) return 'rate: invalid';
    if (!Number.isInteger(req.period) || req.period < 2 || req.period > 30) return 'period: invalid';
    if (!isFlags(req.flags)) return 'flags: invalid';
    return undefined;
  }

  function bookEvents(
    book: FundingBook,
    o: LiveOffer,
    lvl: { rate: number; period: number; visibleCount: number; visibleAmount: number },
    removed: boolean,
  ): void {
    if (o.hidden) return;
    listener.raw(book.symbol, o.side, o.id, lvl.period, lvl.rate, o.remaining, removed);
    listener.level(book.symbol, o.side, lvl.rate, lvl.period, lvl.visibleCount, lvl.visibleAmount);
  }

  function register(o: LiveOffer): void {
    o.live = true;
    offers.set(o.id, o);
  }

  function close(o: LiveOffer, status: string): void {
    const book = books.get(o.view.symbol) as FundingBook;
    const lvl = o.level;
    if (lvl) lvl.remove(o);
    o.closed = true;
    if (o.live) offers.delete(o.id);
    o.live = false;
    o.view.status = status;
    o.view.mtsUpdate = now;
    listener.offer(copy(o), 'close');
    if (lvl) {
      bookEvents(book, o, lvl, true);
      sideOf(book, o.side).dropIfEmpty(lvl);
    }
  }

  function fill(o: LiveOffer, q: number): void {
    o.remaining -= q;
    o.view.amount = o.remaining === 0 ? 0 : o.side * o.remaining;
    o.view.status = o.remaining === 0 ? EXECUTED : PARTIAL;
    o.view.mtsUpdate = now;
  }

  /** Runs `t` against the other side, then rests what is left. */
  function execute(t: LiveOffer, book: FundingBook, arrival: boolean): void {
    const opp = sideOf(book, t.side === 1 ? -1 : 1);
    const rate = t.view.rateReal;
    const period = t.view.period;
    const levels = opp.levels;
    for (let i = levels.length - 1; i >= 0 && t.remaining > 0; i--) {
      const lvl = levels[i];
      if (t.side === 1 ? lvl!.rate < rate : lvl!.rate > rate) break;
      if (t.side === 1 ? lvl!.period > period : lvl!.period < period) continue;
      while (lvl!.orders.length > 0 && t.remaining > 0) {
        const m = lvl!.orders[0];
        const q = Math.min(t.remaining, m!.remaining);
        const id = env.nextTradeId();
        lvl!.reduce(m!, q);
        fill(m!, q);
        fill(t, q);
        const done = m!.remaining === 0;
        if (done) {
          lvl!.remove(m!);
          m!.closed = true;
          m!.live = false;
          offers.delete(m!.id);
        }
        const maker = copy(m!);
        const taker = copy(t);
        listener.match({
          id,
          symbol: book.symbol,
          mts: now,
          amount: q,
          rate: lvl!.rate,
          period: t.side === 1 ? lvl!.period : period,
          offer: t.side === 1 ? taker : maker,
          bid: t.side === 1 ? maker : taker,
          maker: t.side === 1 ? 'bid' : 'offer',
        });
        listener.offer(maker, done ? 'close' : 'update');
        bookEvents(book, m!, lvl!, done);
      }
      opp.dropIfEmpty(lvl!);
    }
    if (t.remaining === 0) {
      t.closed = true;
      if (t.live) offers.delete(t.id);
      t.live = false;
      listener.offer(copy(t), 'close');
      return;
    }
    register(t);
    const lvl = sideOf(book, t.side).levelAt(t.view.rateReal, period);
    lvl.insert(t);
    listener.offer(copy(t), arrival ? 'new' : 'update');
    bookEvents(book, t, lvl, false);
  }

  function restore(stored: EngineOffer): boolean {
    const book = books.get(stored.symbol);
    if (!book || offers.has(stored.id) || !isAtoms(stored.amount) || !TYPES.has(stored.type)) return false;
    const o = new LiveOffer({ ...stored }, ++seq);
    register(o);
    sideOf(book, o.side).levelAt(o.view.rateReal, o.view.period).insert(o);
    return true;
  }

  function setFrr(symbol: string, frr: number): void {
    const book = books.get(symbol);
    if (!book || !Number.isFinite(frr) || frr < 0 || frr === book.frr) return;
    now = env.now();
    book.frr = frr;
    // Every FRR-relative offer moves at once: all leave the book with their new rate first,
    // then come back oldest first, so no offer trades against another one's stale rate.
    const moved = [...offers.values()]
      .filter((o) => o.frrRelative && o.view.symbol === symbol && roundRate(frr + o.view.rate) !== o.view.rateReal)
      .sort((a, b) => a.seq - b.seq);
    for (const o of moved) {
      const lvl = o.level;
      if (lvl) {
        lvl.remove(o);
        bookEvents(book, o, lvl, true);
        sideOf(book, o.side).dropIfEmpty(lvl);
      }
      o.view.rateReal = roundRate(frr + o.view.rate);
      o.view.mtsUpdate = now;
    }
    for (const o of moved) execute(o, book, false);
  }

  function place(req: OfferRequest): OfferResult {
    now = env.now();
    const error = validate(req);
    if (error !== undefined) return { ok: false, error };
    const book = books.get(req.symbol) as FundingBook;
    const rateReal = req.type === 'LIMIT' ? req.rate : roundRate(book.frr + req.rate);
    const view: EngineOffer = {
      id: req.id,
      owner: req.owner,
      symbol: req.symbol,
      type: req.type,
      amount: req.amount,
      rate: req.rate,
      period: req.period,
      flags: req.flags,
      renew: req.renew ?? false,
      amountOrig: req.amount,
      status: ACTIVE,
      mtsCreate: now,
      mtsUpdate: now,
      rateReal,
    };
    const o = new LiveOffer(view, ++seq);
    execute(o, book, true);
    return { ok: true, offer: copy(o) };
  }

  function cancel(id: number): OfferResult {
    now = env.now();
    const o = offers.get(id);
    if (!o) return { ok: false, error: 'id: invalid' };
    close(o, CANCELED);
    return { ok: true, offer: copy(o) };
  }

  // Changes from inside a listener callback would interleave with the call being announced.
  let busy = false;
  function guarded<T>(name: string, fn: () => T): T {
    if (busy) throw new Error(`FundingEngine.${name}() called from inside a listener callback`);
    busy = true;
    try {
      return fn();
    } finally {
      busy = false;
    }
  }

  const sorted = (list: Iterable<LiveOffer>): EngineOffer[] => [...list].sort((a, b) => a.seq - b.seq).map(copy);

  return {
    addSymbol(symbol) {
      if (!books.has(symbol)) {
        books.set(symbol, { symbol, frr: 0, offers: new FundingSide(1), bids: new FundingSide(-1) });
      }
    },
    symbols: () => [...books.keys()],
    frr: (symbol) => books.get(symbol)?.frr ?? 0,
    setFrr: (symbol, frr) => guarded('setFrr', () => setFrr(symbol, frr)),
    place: (req) => guarded('place', () => place(req)),
    cancel: (id) => guarded('cancel', () => cancel(id)),
    get(id) {
      const o = offers.get(id);
      return o ? copy(o) : undefined;
    },
    liveOffers: () => sorted(offers.values()),
    offersOf: (owner) => sorted([...offers.values()].filter((o) => o.view.owner === owner)),
    restore: (o) => guarded('restore', () => restore(o)),
    levels(symbol, side, limit) {
      const book = books.get(symbol);
      return book ? sideOf(book, side).visibleLevels(limit) : [];
    },
    rawOffers(symbol, side, limit) {
      const book = books.get(symbol);
      return book ? sideOf(book, side).visibleOffers(limit) : [];
    },
  };
}
