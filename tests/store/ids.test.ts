// Id sequences: consecutive ranges, never a repeat across close/reopen or rolled-back
// transactions, and the block allocator the simulator uses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdSequence } from '../../server/store/id-sequence';
import { tempDir, tempStore } from './temp-store';

describe('allocIds', () => {
  it('hands out consecutive ranges from 1, one sequence per name', () => {
    const store = tempStore();
    expect(store.allocIds('trade', 10)).toBe(1);
    expect(store.allocIds('trade', 1)).toBe(11);
    expect(store.allocIds('order', 5)).toBe(1);
    expect(store.allocIds('trade', 1000)).toBe(12);
    expect(store.allocIds('trade', 1)).toBe(1012);
  });

  it('refuses a count that is not a positive whole number', () => {
    const store = tempStore();
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => store.allocIds('trade', bad)).toThrow(RangeError);
    expect(store.allocIds('trade', 1)).toBe(1);
  });

  it('never repeats an id across close and reopen', () => {
    const dir = tempDir();
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }), { minLength: 1, maxLength: 4 }), (sessions) => {
        const opening = tempStore(dir);
        let last = opening.allocIds('p', 1);
        opening.close();
        for (const counts of sessions) {
          const store = tempStore(dir);
          for (const count of counts) {
            const first = store.allocIds('p', count);
            expect(first).toBeGreaterThan(last);
            last = first + count - 1;
          }
          store.close();
        }
      }),
      { numRuns: 20 },
    );
  });

  it('does not hand out again ids reserved in a transaction that rolled back', () => {
    const dir = tempDir();
    const store = tempStore(dir);
    let inRolledBack = 0;
    expect(() =>
      store.transaction(() => {
        inRolledBack = store.allocIds('trade', 100);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(inRolledBack).toBe(1);
    // The caller may already have used ids 1..100 in memory: they stay taken, here and after a restart.
    expect(store.allocIds('trade', 1)).toBe(101);
    store.transaction(() => {
      try {
        store.transaction(() => {
          store.allocIds('trade', 50);
          throw new Error('inner');
        });
      } catch {
        /* the outer transaction commits */
      }
    });
    store.close();
    expect(tempStore(dir).allocIds('trade', 1)).toBe(152);
  });
});

describe('IdSequence', () => {
  it('reserves a block at a time and hands its ids out one by one', () => {
    const store = tempStore();
    const calls: number[] = [];
    const seq = new IdSequence(
      {
        allocIds: (name, count) => {
          calls.push(count);
          return store.allocIds(name, count);
        },
      },
      'trade',
      3,
    );
    expect(Array.from({ length: 7 }, () => seq.next())).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(calls).toEqual([3, 3, 3]);
    expect(() => new IdSequence(store, 'x', 0)).toThrow(RangeError);
  });

  it('continues above the last reserved block after a restart', () => {
    const dir = tempDir();
    const first = new IdSequence(tempStore(dir), 'trade', 1000);
    const used = [first.next(), first.next(), first.next()];
    const again = new IdSequence(tempStore(dir), 'trade', 1000);
    expect(again.next()).toBe(1001);
    expect(used).toEqual([1, 2, 3]);
  });
});
