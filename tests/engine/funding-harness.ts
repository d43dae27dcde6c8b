// Test harness for the funding engine: a clock, match ids, and every listener event recorded.
import { createFundingEngine } from '../../server/engine/funding';
import type { EngineOffer, FundingEngine, FundingMatch, OfferRequest, OrderEventKind } from '../../server/engine/types';

export const FUSD = 'fUSD';

export type FundingEvent =
  | { e: 'offer'; kind: OrderEventKind; o: EngineOffer }
  | { e: 'match'; m: FundingMatch }
  | { e: 'level'; symbol: string; side: 1 | -1; rate: number; period: number; count: number; amount: number }
  | { e: 'raw'; symbol: string; side: 1 | -1; id: number; period: number; rate: number; amount: number; removed: boolean };

export interface FundingHarness {
  engine: FundingEngine;
  events: FundingEvent[];
  clock: { t: number };
  place(req: Partial<OfferRequest> & { id: number; amount: number; rate: number; period: number }): ReturnType<FundingEngine['place']>;
  take(): FundingEvent[];
  matches(): FundingMatch[];
  kinds(id: number): OrderEventKind[];
  last(id: number): EngineOffer | undefined;
}

export function createFundingHarness(): FundingHarness {
  const events: FundingEvent[] = [];
  const clock = { t: 5_000 };
  let matchId = 0;
  let mark = 0;
  const engine = createFundingEngine(
    { now: () => clock.t, nextTradeId: () => ++matchId, positionAtoms: () => 0 },
    {
      offer: (o, kind) => events.push({ e: 'offer', kind, o }),
      match: (m) => events.push({ e: 'match', m }),
      level: (symbol, side, rate, period, count, amount) => events.push({ e: 'level', symbol, side, rate, period, count, amount }),
      raw: (symbol, side, id, period, rate, amount, removed) => events.push({ e: 'raw', symbol, side, id, period, rate, amount, removed }),
    },
  );
  engine.addSymbol(FUSD);
  const offerEvents = (id: number) => events.flatMap((ev) => (ev.e === 'offer' && ev.o.id === id ? [ev] : []));
  return {
    engine,
    events,
    clock,
    place: (req) => engine.place({ owner: 1, symbol: FUSD, type: 'LIMIT', flags: 0, ...req }),
    take() {
      const out = events.slice(mark);
      mark = events.length;
      return out;
    },
    matches: () => events.flatMap((ev) => (ev.e === 'match' ? [ev.m] : [])),
    kinds: (id) => offerEvents(id).map((ev) => ev.kind),
    last(id) {
      const list = offerEvents(id);
      return list.length ? list[list.length - 1]!.o : undefined;
    },
  };
}
