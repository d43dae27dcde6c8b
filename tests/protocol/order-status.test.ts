// ORDER_STATUS text (PROTOCOL §4): prefixes, fills, reasons, notes and "was" history.
import { describe, expect, it } from 'vitest';
import { formatOrderStatus, orderStatusKind, parseOrderStatus } from '../../src/protocol';

describe('parseOrderStatus', () => {
  it.each([
    ['ACTIVE', { state: 'ACTIVE', fills: [], was: [] }],
    ['EXECUTED @ 107.6(-0.2)', { state: 'EXECUTED', fills: [{ price: '107.6', amount: '-0.2' }], was: [] }],
    ['INSUFFICIENT BALANCE (G1)', { state: 'INSUFFICIENT BALANCE', reason: 'G1', fills: [], was: [] }],
    ['ACTIVE (note:POSCLOSE)', { state: 'ACTIVE', note: 'POSCLOSE', fills: [], was: [] }],
    [
      'CANCELED was: PARTIALLY FILLED @ 3926.75(2)',
      {
        state: 'CANCELED',
        fills: [],
        was: [{ state: 'PARTIALLY FILLED', fills: [{ price: '3926.75', amount: '2' }] }],
      },
    ],
    [
      'EXECUTED @ 0.0085406(-0.31225457): was PARTIALLY FILLED @ 0.0085406(-0.68784543)',
      {
        state: 'EXECUTED',
        fills: [{ price: '0.0085406', amount: '-0.31225457' }],
        was: [{ state: 'PARTIALLY FILLED', fills: [{ price: '0.0085406', amount: '-0.68784543' }] }],
      },
    ],
    [
      'EXECUTED @ 230.0(1.5) was ACTIVE (note:POSCLOSE)',
      {
        state: 'EXECUTED',
        fills: [{ price: '230.0', amount: '1.5' }],
        was: [{ state: 'ACTIVE', note: 'POSCLOSE', fills: [] }],
      },
    ],
    ['RSN_DUST was: ACTIVE (note: POSCLOSE)', { state: 'RSN_DUST', fills: [], was: [{ state: 'ACTIVE', note: 'POSCLOSE', fills: [] }] }],
    [
      'EXECUTED @ 3(1): was PARTIALLY FILLED @ 1(1), PARTIALLY FILLED @ 2(1)',
      {
        state: 'EXECUTED',
        fills: [{ price: '3', amount: '1' }],
        was: [
          { state: 'PARTIALLY FILLED', fills: [{ price: '1', amount: '1' }] },
          { state: 'PARTIALLY FILLED', fills: [{ price: '2', amount: '1' }] },
        ],
      },
    ],
  ])('%s', (text, parsed) => {
    expect(parseOrderStatus(text)).toEqual(parsed);
  });

  it('formats what it parses (real server form)', () => {
    for (const text of [
      'ACTIVE',
      'EXECUTED @ 107.6(-0.2)',
      'INSUFFICIENT BALANCE (G1)',
      'ACTIVE (note:POSCLOSE)',
      'EXECUTED @ 0.0085406(-0.31225457): was PARTIALLY FILLED @ 0.0085406(-0.68784543)',
      'CANCELED was: PARTIALLY FILLED @ 1(1), PARTIALLY FILLED @ 2(1)',
      'CANCELED was: PARTIALLY FILLED @ 3926.75(2)',
    ]) {
      expect(formatOrderStatus(parseOrderStatus(text))).toBe(text);
    }
  });

  it.each([
    ['ACTIVE', 'active'],
    ['ACTIVE (note:POSCLOSE)', 'active'],
    ['PARTIALLY FILLED @ 1(1)', 'partially-filled'],
    ['EXECUTED @ 1(1)', 'executed'],
    ['FORCED EXECUTED', 'executed'],
    ['CANCELED', 'canceled'],
    ['POSTONLY CANCELED', 'canceled'],
    ['INSUFFICIENT MARGIN was: PARTIALLY FILLED @ 1(1)', 'canceled'],
    ['RSN_PAUSE', 'canceled'],
  ])('kind of %s is %s', (text, kind) => {
    expect(orderStatusKind(text)).toBe(kind);
  });
});
