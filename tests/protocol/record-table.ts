// Shared table driver for positional layouts: decode a real sample, encode back to the exact
// array, tolerate longer arrays, numeric strings (exponent form too) and nulls, refuse garbage.
import { expect, it } from 'vitest';

export interface LayoutCase<R> {
  name: string;
  /** The layout's reading and writing (a record codec, or a pair written by hand). */
  codec: { decode(row: unknown): R | undefined; encode(record: R): unknown[] };
  /** The wire array (a sample quoted in PROTOCOL.md where there is one). */
  wire: unknown[];
  record: R;
  /** A required numeric slot and its field, to feed as text and as garbage. */
  numeric?: [slot: number, field: keyof R & string];
  /** A nullable slot and its field, to feed as null. */
  nullable?: [slot: number, field: keyof R & string];
  /** A required slot to blank out (missing → undefined). */
  required?: number;
}

const withSlot = (row: unknown[], slot: number, value: unknown): unknown[] => {
  const copy = row.slice();
  copy[slot] = value;
  return copy;
};

/** Registers the tests of one layout (call inside a describe). */
export function layoutCase<R>(c: LayoutCase<R>): void {
  {
    it(`${c.name}: decodes the sample and encodes it back exactly`, () => {
      expect(c.codec.decode(c.wire)).toEqual(c.record);
      expect(c.codec.encode(c.record)).toEqual(c.wire);
    });
    it(`${c.name}: tolerates longer arrays, numeric text and nulls`, () => {
      expect(c.codec.decode([...c.wire, 'future', null, 12])).toEqual(c.record);
      if (c.numeric) {
        const [slot, field] = c.numeric;
        const value = c.record[field] as number;
        expect(c.codec.decode(withSlot(c.wire, slot, String(value)))).toEqual(c.record);
        expect(c.codec.decode(withSlot(c.wire, slot, value.toExponential()))?.[field]).toBe(Number(value.toExponential()));
      }
      if (c.nullable) {
        const [nslot, nfield] = c.nullable;
        expect(c.codec.decode(withSlot(c.wire, nslot, null))).toEqual({ ...c.record, [nfield]: null });
      }
    });
    it(`${c.name}: refuses garbage without throwing`, () => {
      for (const bad of [null, undefined, 'hb', 42, {}, [], [null]]) expect(c.codec.decode(bad)).toBeUndefined();
      if (c.numeric) {
        const [slot] = c.numeric;
        expect(c.codec.decode(withSlot(c.wire, slot, 'abc'))).toBeUndefined();
        expect(c.codec.decode(withSlot(c.wire, slot, { n: 1 }))).toBeUndefined();
        expect(c.codec.decode(withSlot(c.wire, slot, '0x10'))).toBeUndefined();
      }
      if (c.required !== undefined) expect(c.codec.decode(c.wire.slice(0, c.required))).toBeUndefined();
    });
  }
}
