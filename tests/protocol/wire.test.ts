// Tolerant value reading (PROTOCOL §6.11).
import { describe, expect, it } from 'vitest';
import { toFlag, toInteger, toNullableNumber, toNumber } from '../../src/protocol';

describe('wire values', () => {
  it.each([
    [7254.7, 7254.7],
    ['7254.7', 7254.7],
    ['6.8e-7', 6.8e-7],
    ['-.5', -0.5],
    ['1E+3', 1000],
    ['+2', 2],
    ['5.', 5],
  ])('toNumber(%j) = %d', (v, n) => {
    expect(toNumber(v)).toBe(n);
  });

  it.each([[NaN], [Infinity], ['Infinity'], [' 1'], [''], ['0x1A'], ['1,5'], [null], [true], [[1]]])('toNumber(%j) is undefined', (v) => {
    expect(toNumber(v)).toBeUndefined();
  });

  it('nullable numbers, flags and integers', () => {
    expect(toNullableNumber(null)).toBeNull();
    expect(toNullableNumber(undefined)).toBeNull();
    expect(toNullableNumber('x')).toBeUndefined();
    expect([toFlag(1), toFlag('1'), toFlag(true), toFlag(0), toFlag(null), toFlag(2)]).toEqual([true, true, true, false, false, undefined]);
    expect([toInteger('12'), toInteger(1.5), toInteger(2 ** 53)]).toEqual([12, undefined, undefined]);
  });
});
