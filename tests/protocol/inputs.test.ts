// Channel-0 inputs (PROTOCOL §3.5): exact encodings and the server's parse with error texts.
import { describe, expect, it } from 'vitest';
import { OrderFlag, encodeInput, parseCalcRequests, parseInput, parseNewOrder, parseOrderOps, type Input } from '../../src/protocol';

const newOrder: Input = {
  type: 'on',
  payload: {
    cid: 1575287436979,
    type: 'EXCHANGE STOP LIMIT',
    symbol: 'tETHUSD',
    amount: '-2.5',
    price: '230',
    priceAuxLimit: '229.5',
    flags: OrderFlag.HIDDEN,
    meta: { aff_code: 'x' },
  },
};

describe('encodeInput', () => {
  it('writes [0, ABBREV, null, PAYLOAD] with wire names and decimal strings', () => {
    expect(encodeInput(newOrder)).toEqual([
      0,
      'on',
      null,
      {
        cid: 1575287436979,
        type: 'EXCHANGE STOP LIMIT',
        symbol: 'tETHUSD',
        amount: '-2.5',
        price: '230',
        price_aux_limit: '229.5',
        flags: 64,
        meta: { aff_code: 'x' },
      },
    ]);
    expect(encodeInput({ type: 'oc', payload: { cid: 12, cidDate: '2024-05-01' } })).toEqual([
      0,
      'oc',
      null,
      { cid: 12, cid_date: '2024-05-01' },
    ]);
    expect(encodeInput({ type: 'oc_multi', payload: { all: true } })).toEqual([0, 'oc_multi', null, { all: 1 }]);
    expect(encodeInput({ type: 'oc_multi', payload: { cids: [{ cid: 1, cidDate: '2024-05-01' }], gids: [3] } })).toEqual([
      0,
      'oc_multi',
      null,
      { cid: [[1, '2024-05-01']], gid: [3] },
    ]);
    expect(
      encodeInput({
        type: 'calc',
        payload: [
          { kind: 'margin_base' },
          { kind: 'wallet', walletType: 'margin', currency: 'BTC' },
          { kind: 'position', symbol: 'tBTCUSD' },
        ],
      }),
    ).toEqual([0, 'calc', null, [['margin_base'], ['wallet_margin_BTC'], ['position_tBTCUSD']]]);
    expect(
      encodeInput({
        type: 'ox_multi',
        payload: [
          { type: 'oc', payload: { id: 5 } },
          { type: 'ou', payload: { id: 6, price: '1.5' } },
        ],
      }),
    ).toEqual([
      0,
      'ox_multi',
      null,
      [
        ['oc', { id: 5 }],
        ['ou', { id: 6, price: '1.5' }],
      ],
    ]);
    expect(encodeInput({ type: 'fon', payload: { type: 'LIMIT', symbol: 'fUSD', amount: '100', rate: '0.0002', period: 2 } })).toEqual([
      0,
      'fon',
      null,
      { type: 'LIMIT', symbol: 'fUSD', amount: '100', rate: '0.0002', period: 2 },
    ]);
    expect(encodeInput({ type: 'n', messageId: null, payload: { type: 'ucm-test', info: { a: 1 } } })).toEqual([
      0,
      'n',
      null,
      { type: 'ucm-test', info: { a: 1 } },
    ]);
  });

  it('round-trips every input through parseInput', () => {
    const inputs: Input[] = [
      newOrder,
      { type: 'ou', payload: { id: 7, amount: '1', delta: '-0.5', price: '100', lev: 10, tif: '2020-01-01 10:45:23' } },
      { type: 'oc', payload: { id: 7 } },
      { type: 'oc_multi', payload: { ids: [1, 2], all: true } },
      {
        type: 'ox_multi',
        payload: [
          { type: 'on', payload: { cid: 1, type: 'MARKET', symbol: 'tBTCUSD', amount: '0.1' } },
          { type: 'oc_multi', payload: { gids: [1] } },
        ],
      },
      { type: 'fon', payload: { type: 'FRRDELTAVAR', symbol: 'fUSD', amount: '-50', rate: '-0.0001', period: 30, flags: 0 } },
      { type: 'foc', payload: { id: 41238905 } },
      { type: 'calc', payload: [{ kind: 'balance' }, { kind: 'funding_sym', symbol: 'fUSD' }, { kind: 'margin_sym', symbol: 'tBTCUSD' }] },
      { type: 'n', messageId: 7, payload: { type: 'ucm-notify-ui', info: {} } },
    ];
    for (const input of inputs) {
      expect(parseInput(JSON.parse(JSON.stringify(encodeInput(input))))).toEqual({ ok: true, value: input });
    }
  });
});

describe('parseNewOrder', () => {
  const base = { cid: 1, type: 'LIMIT', symbol: 'tBTCUSD', amount: '0.5', price: '7254.7' };

  it('accepts numbers and exponent text, keeping decimals as text', () => {
    expect(parseNewOrder({ ...base, amount: 0.5, price: '7.2547e3', gid: 3 })).toEqual({
      ok: true,
      value: { ...base, price: '7.2547e3', gid: 3 },
    });
  });

  it.each([
    [{ amount: '0' }, 'amount: invalid'],
    [{ amount: 'abc' }, 'amount: invalid'],
    [{ amount: undefined }, 'amount: invalid'],
    [{ price: '-1' }, 'price: invalid'],
    [{ price: undefined }, 'price: invalid'],
    [{ type: 'LIMITED' }, 'type: invalid'],
    [{ symbol: 'fUSD' }, 'symbol: invalid'],
    [{ gid: 2 ** 31 }, 'gid: invalid'],
    [{ cid: 1.5 }, 'cid: invalid'],
    [{ lev: 101 }, 'lev: invalid'],
    [{ flags: -64 }, 'flags: invalid'],
    [{ tif: '2020-01-01T10:45:23Z' }, 'tif: invalid'],
    [{ meta: 'x' }, 'meta: invalid'],
    [{ type: 'STOP LIMIT' }, 'price_aux_limit: invalid'],
    [{ flags: OrderFlag.OCO }, 'price_oco_stop: invalid'],
    [{ type: 'TRAILING STOP', price: undefined }, 'price_trailing: invalid'],
  ])('%o → %s', (change, error) => {
    expect(parseNewOrder({ ...base, ...change })).toEqual({ ok: false, error });
  });

  it('needs no price for MARKET orders', () => {
    const { price: _p, ...market } = base;
    expect(parseNewOrder({ ...market, type: 'EXCHANGE MARKET' }).ok).toBe(true);
  });
});

describe('parseInput errors', () => {
  it.each([
    [[0, 'on', null, 'x'], 'order: invalid', 'on'],
    [[0, 'ou', null, { amount: '1' }], 'id: invalid', 'ou'],
    [[0, 'oc', null, { cid: 5 }], 'cid_date: invalid', 'oc'],
    [[0, 'oc', null, {}], 'id: invalid', 'oc'],
    [[0, 'oc_multi', null, {}], 'oc_multi: invalid', 'oc_multi'],
    [[0, 'oc_multi', null, { cid: [[1, 'yesterday']] }], 'cid: invalid', 'oc_multi'],
    [[0, 'fon', null, { type: 'LIMIT', symbol: 'fUSD', amount: '1', rate: '0.001', period: 31 }], 'period: invalid', 'fon'],
    [[0, 'fon', null, { type: 'LIMIT', symbol: 'tBTCUSD', amount: '1', rate: '0.001', period: 2 }], 'symbol: invalid', 'fon'],
    [[0, 'foc', null, { id: 'x' }], 'id: invalid', 'foc'],
    [[0, 'calc', null, [['margin_sym_BTC']]], 'calc: invalid', 'calc'],
    [[0, 'ox_multi', null, [['zz', {}]]], 'ops: invalid', 'ox_multi'],
    [[0, 'ox_multi', null, [['on', { type: 'LIMIT' }]]], 'symbol: invalid', 'ox_multi'],
    [[0, 'n', null, { type: 'hack' }], 'type: invalid', 'n'],
    [[0, 'zz', null, {}], 'input: invalid', 'zz'],
    [[5, 'on', null, {}], 'input: invalid', undefined],
    ['garbage', 'input: invalid', undefined],
  ])('%j → %s', (msg, error, abbrev) => {
    expect(parseInput(msg)).toEqual({ ok: false, error, abbrev });
  });

  it('limits batches: 15 ops per WS message (75 on REST), 30 calc requests', () => {
    const op = ['oc', { id: 1 }];
    expect(parseOrderOps(Array(15).fill(op)).ok).toBe(true);
    expect(parseOrderOps(Array(16).fill(op)).ok).toBe(false);
    expect(parseOrderOps(Array(75).fill(op), 75).ok).toBe(true);
    expect(parseOrderOps([]).ok).toBe(false);
    expect(parseCalcRequests(Array(30).fill(['balance'])).ok).toBe(true);
    expect(parseCalcRequests(Array(31).fill(['balance'])).ok).toBe(false);
  });
});
