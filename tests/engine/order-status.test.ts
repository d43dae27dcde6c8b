import { describe, expect, it } from 'vitest';
import { atomsToUnits, closedStatus, executed, partiallyFilled } from '../../server/engine/order-status';

describe('order status texts', () => {
  it('writes atoms as exact decimal units', () => {
    expect(atomsToUnits(150_000_000)).toBe('1.5');
    expect(atomsToUnits(-1)).toBe('-0.00000001');
    expect(atomsToUnits(0)).toBe('0');
    expect(atomsToUnits(100_000_000)).toBe('1');
    expect(atomsToUnits(123_456_789_012_345)).toBe('1234567.89012345');
    expect(atomsToUnits(-20_000_000)).toBe('-0.2');
  });

  it('builds the wire statuses with price and signed amount of the fill', () => {
    expect(executed(107.6, -20_000_000)).toBe('EXECUTED @ 107.6(-0.2)');
    expect(partiallyFilled(0.00001234, 5)).toBe('PARTIALLY FILLED @ 0.00001234(0.00000005)');
    expect(closedStatus('CANCELED', 'PARTIALLY FILLED @ 1(1)', true)).toBe('CANCELED was: PARTIALLY FILLED @ 1(1)');
    expect(closedStatus('CANCELED', 'ACTIVE', false)).toBe('CANCELED');
  });
});
