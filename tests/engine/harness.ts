// Test harness: a trading engine with a controllable clock and positions that follow its own
// trades (as the exchange's caller keeps them), recording every listener event.
import { createTradingEngine } from '../../server/engine/trading';
import type { EngineOrder, Fill, OrderEventKind, OrderRequest, TradingEngine, TradingOrderType } from '../../server/engine/types';

export const SYMBOL = 'tBTCUSD';

export type Event =
  | { e: 'order'; kind: OrderEventKind; o: EngineOrder }
  | { e: 'trade'; f: Fill }
  | { e: 'level'; symbol: string; side: 1 | -1; price: number; count: number; amount: number }
  | { e: 'raw'; symbol: string; side: 1 | -1; id: number; price: number; amount: number; removed: boolean };

export interface Harness {
  engine: TradingEngine;
  events: Event[];
  clock: { t: number };
  positions: Map<string, number>;
  /** Keep positions in step with trades (off: positions only change through setPosition). */
  trackPositions: boolean;
  setPosition(owner: number, atoms: number, symbol?: string): void;
  place(req: Partial<OrderRequest> & { id: number; type: TradingOrderType; amount: number }): ReturnType<TradingEngine['place']>;
  /** Events recorded since the last call to take(). */
  take(): Event[];
  orderEvents(id: number): Array<[OrderEventKind, EngineOrder]>;
  trades(): Fill[];
}

export function createHarness(symbols: string[] = [SYMBOL]): Harness {
  const events: Event[] = [];
  const clock = { t: 1_000 };
  const positions = new Map<string, number>();
  let tradeId = 0;
  let mark = 0;
  const key = (owner: number, symbol: string) => `${owner}:${symbol}`;
  const h: Harness = {
    engine: undefined as unknown as TradingEngine,
    events,
    clock,
    positions,
    trackPositions: true,
    setPosition(owner, atoms, symbol = SYMBOL) {
      positions.set(key(owner, symbol), atoms);
    },
    place(req) {
      return h.engine.place({
        owner: 1,
        cid: req.id,
        gid: null,
        symbol: SYMBOL,
        price: 0,
        flags: 0,
        mtsTif: null,
        ...req,
      });
    },
    take() {
      const out = events.slice(mark);
      mark = events.length;
      return out;
    },
    orderEvents(id) {
      return events.flatMap((ev) => (ev.e === 'order' && ev.o.id === id ? [[ev.kind, ev.o] as [OrderEventKind, EngineOrder]] : []));
    },
    trades() {
      return events.flatMap((ev) => (ev.e === 'trade' ? [ev.f] : []));
    },
  };
  h.engine = createTradingEngine(
    {
      now: () => clock.t,
      nextTradeId: () => ++tradeId,
      positionAtoms: (owner, symbol) => positions.get(key(owner, symbol)) ?? 0,
    },
    {
      order: (o, kind) => events.push({ e: 'order', kind, o }),
      trade: (f) => {
        events.push({ e: 'trade', f });
        if (!h.trackPositions) return;
        // As the exchange settles: margin fills move a position, exchange fills a wallet.
        const move = (o: EngineOrder, atoms: number) => {
          if (!o.type.startsWith('EXCHANGE ')) positions.set(key(o.owner, f.symbol), (positions.get(key(o.owner, f.symbol)) ?? 0) + atoms);
        };
        move(f.taker, f.amount);
        move(f.maker, -f.amount);
      },
      level: (symbol, side, price, count, amount) => events.push({ e: 'level', symbol, side, price, count, amount }),
      raw: (symbol, side, id, price, amount, removed) => events.push({ e: 'raw', symbol, side, id, price, amount, removed }),
    },
  );
  for (const s of symbols) h.engine.addSymbol(s);
  return h;
}

/** Event kinds of one order, in order: e.g. ['new', 'update', 'close']. */
export function kinds(h: Harness, id: number): OrderEventKind[] {
  return h.orderEvents(id).map(([k]) => k);
}

export function lastState(h: Harness, id: number): EngineOrder | undefined {
  const list = h.orderEvents(id);
  return list.length ? list[list.length - 1]![1] : undefined;
}
