// Property-based: random streams of every order type and flag from several owners, with
// cancels, updates, expiries and positions moving underneath, must keep every promise checked
// by Invariants after every single call.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderFlag, type TradingOrderType } from '../../server/engine/types';
import { ORDER_TYPES } from '../../src/protocol/order-types';
import { createHarness } from './harness';
import { Invariants } from './invariants';

const TYPES: readonly TradingOrderType[] = ORDER_TYPES;

const sometimes = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);
const price = fc.integer({ min: 97, max: 103 });

const placeOp = fc.record({
  op: fc.constant('place' as const),
  // LIMIT twice as likely: it builds the book everything else trades against.
  type: fc.constantFrom(...TYPES, 'LIMIT', 'EXCHANGE LIMIT', 'LIMIT'),
  side: fc.constantFrom(1, -1),
  size: fc.integer({ min: 1, max: 30 }),
  price,
  aux: price,
  trail: fc.integer({ min: 1, max: 3 }),
  ocoGap: fc.integer({ min: 1, max: 4 }),
  hidden: sometimes,
  postOnly: sometimes,
  reduceOnly: sometimes,
  close: fc.integer({ min: 0, max: 20 }).map((n) => n === 0),
  oco: sometimes,
  owner: fc.integer({ min: 1, max: 3 }),
  tif: fc.option(fc.integer({ min: 1, max: 6 }), { freq: 4 }),
});
const cancelOp = fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() });
const updateOp = fc.record({
  op: fc.constant('update' as const),
  pick: fc.nat(),
  price: fc.option(price),
  size: fc.option(fc.integer({ min: 1, max: 30 })),
  hidden: fc.option(fc.boolean(), { freq: 3 }),
});
const expireOp = fc.record({ op: fc.constant('expire' as const), dt: fc.integer({ min: 1, max: 3 }) });
const positionOp = fc.record({
  op: fc.constant('position' as const),
  owner: fc.integer({ min: 1, max: 3 }),
  atoms: fc.integer({ min: -40, max: 40 }),
});
const stream = fc.array(
  fc.oneof(
    { arbitrary: placeOp, weight: 10 },
    { arbitrary: cancelOp, weight: 2 },
    { arbitrary: updateOp, weight: 2 },
    { arbitrary: expireOp, weight: 1 },
    { arbitrary: positionOp, weight: 1 },
  ),
  { minLength: 5, maxLength: 80, size: 'max' },
);

type Op = typeof stream extends fc.Arbitrary<Array<infer T>> ? T : never;

/** What the streams made happen, so the property cannot pass by exercising nothing. */
const seen = new Map<string, number>();

function run(ops: Op[]): void {
  const h = createHarness();
  try {
    runIn(h, ops);
  } finally {
    for (const ev of h.events) {
      if (ev.e === 'trade') {
        seen.set('trade', (seen.get('trade') ?? 0) + 1);
        if (ev.f.maker.flags & OrderFlag.HIDDEN) seen.set('hidden maker', 1);
        if (ev.f.taker.typePrev) seen.set('triggered taker', 1);
      }
      if (ev.e === 'order' && ev.kind === 'close') seen.set(ev.o.status.split(' ')[0]!, 1);
    }
  }
}

function runIn(h: ReturnType<typeof createHarness>, ops: Op[]): void {
  const check = new Invariants(h);
  const ids: number[] = [];
  let nextId = 1;
  for (const op of ops) {
    h.clock.t += 1;
    if (op.op === 'place') {
      const id = nextId;
      nextId += 2; // the odd id after it is kept for an OCO stop
      ids.push(id);
      const flags =
        (op.hidden ? OrderFlag.HIDDEN : 0) |
        (op.postOnly ? OrderFlag.POST_ONLY : 0) |
        (op.reduceOnly ? OrderFlag.REDUCE_ONLY : 0) |
        (op.close ? OrderFlag.CLOSE : 0) |
        (op.oco ? OrderFlag.OCO : 0);
      if (op.oco) ids.push(id + 1);
      const stopSide = op.side === 1 ? 1 : -1;
      check.call(() =>
        h.place({
          id,
          owner: op.owner,
          type: op.type,
          amount: op.side * op.size,
          price: op.type.endsWith('MARKET') || op.type.endsWith('TRAILING STOP') ? 0 : op.price,
          priceAuxLimit: op.aux,
          priceTrailing: op.trail,
          priceOcoStop: op.oco ? op.price + stopSide * op.ocoGap : undefined,
          ocoId: op.oco ? id + 1 : undefined,
          flags,
          mtsTif: op.tif === null ? null : h.clock.t + op.tif,
        }),
      );
    } else if (op.op === 'cancel') {
      if (ids.length) check.call(() => h.engine.cancel(ids[op.pick % ids.length]!));
    } else if (op.op === 'update') {
      if (!ids.length) continue;
      const id = ids[op.pick % ids.length];
      const current = h.engine.get(id!);
      const change: Parameters<typeof h.engine.update>[1] = {};
      if (op.price !== null) change.price = op.price;
      if (op.size !== null) change.amount = (current && current.amount < 0 ? -1 : 1) * op.size;
      if (op.hidden !== null && current) {
        change.flags = op.hidden ? current.flags | OrderFlag.HIDDEN : current.flags & ~OrderFlag.HIDDEN;
      }
      const moves =
        current !== undefined &&
        ((change.price !== undefined && change.price !== current.price) ||
          (change.amount !== undefined && Math.abs(change.amount) > Math.abs(current.amount)));
      check.call(() => h.engine.update(id!, change), moves ? id : undefined);
    } else if (op.op === 'expire') {
      h.clock.t += op.dt;
      check.call(() => h.engine.expire(h.clock.t));
    } else {
      h.setPosition(op.owner, op.atoms);
    }
  }
}

describe('trading engine properties', () => {
  it('keeps every invariant over random order streams', () => {
    fc.assert(fc.property(stream, run), { numRuns: 250 });
    for (const what of [
      'trade',
      'hidden maker',
      'triggered taker',
      'EXECUTED',
      'CANCELED',
      'FILLORKILL',
      'IOC',
      'POSTONLY',
      'RSN_POS_REDUCE_INCR',
      'RSN_POS_NOTFOUND',
    ]) {
      expect(seen.has(what), what).toBe(true);
    }
  });
});
