// Channel-0 inputs (PROTOCOL §3.5), read by the protocol's parser as the gateway reads them: each
// answers with its `n` on the account stream, followed by the state messages; refusals are an `n`
// with ERROR and nothing else.
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/protocol/inputs';
import { openDesk, USER, type Desk } from './helpers';

/** The input as a socket sends it, parsed and handed to trading. */
function send(d: Desk, abbrev: string, payload: unknown): void {
  const parsed = parseInput([0, abbrev, null, payload]);
  if (!parsed.ok || parsed.value.type === 'n') throw new Error(`not a trading input: ${JSON.stringify(parsed)}`);
  d.trading.input(USER, parsed.value);
}

describe('channel-0 inputs', () => {
  it('on: n on-req with one order (cid in slot 2), then on', () => {
    const d = openDesk();
    d.messages.length = 0;
    send(d, 'on', { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.01', price: '90000', cid: 42 });
    const [first, second] = d.messages;
    expect(first![0]).toBe('n');
    const n = first![1] as unknown[];
    expect([n[1], n[6]]).toEqual(['on-req', 'SUCCESS']);
    expect((n[4] as unknown[])[2]).toBe(42);
    expect((n[4] as unknown[])[28]).toBe('BFX');
    expect(second![0]).toBe('on');
  });

  it('a refused input sends only its n with ERROR', () => {
    const d = openDesk();
    d.messages.length = 0;
    send(d, 'on', { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-50', price: '90000' });
    expect(d.messages).toEqual([
      [
        'n',
        [
          expect.any(Number),
          'on-req',
          null,
          null,
          // The refused request's order reference (id, gid, cid, symbol), as clients match it.
          [null, null, null, 'tBTCUSD', ...new Array<null>(28).fill(null)],
          null,
          'ERROR',
          'Invalid order: not enough exchange balance for -50 BTCUSD at 90000',
        ],
      ],
    ]);
    d.messages.length = 0;
    send(d, 'oc', { id: 1 });
    expect(d.messages.map((m) => [(m[1] as unknown[])[1], (m[1] as unknown[])[7]])).toEqual([['oc-req', 'id: invalid']]);
    expect(parseInput([0, 'nope', null, {}]).ok).toBe(false);
  });

  it('ox_multi runs each op and answers with their notifications', () => {
    const d = openDesk();
    d.messages.length = 0;
    send(d, 'ox_multi', [
      ['on', { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.01', price: '90000', cid: 1 }],
      ['on', { type: 'EXCHANGE LIMIT', symbol: 'tETHUSD', amount: '0.1', price: '3000', cid: 2 }],
      ['oc', { id: 999999 }],
    ]);
    const n = d.messages[0]![1] as unknown[];
    expect(n[1]).toBe('ox_multi-req');
    expect((n[4] as unknown[][]).map((x) => [x[1], x[6]])).toEqual([
      ['on-req', 'SUCCESS'],
      ['on-req', 'SUCCESS'],
      ['oc-req', 'ERROR'],
    ]);
    expect(d.trading.orders(USER)).toHaveLength(2);
    d.messages.length = 0;
    send(d, 'oc_multi', { all: 1 });
    expect(d.messages.filter((m) => m[0] === 'oc')).toHaveLength(2);
  });

  it('calc answers at once; fon/foc go to the funding engine', () => {
    const d = openDesk();
    d.messages.length = 0;
    send(d, 'calc', [['margin_base'], ['wallet_exchange_USD'], ['balance']]);
    expect(d.messages.map((m) => m[0])).toEqual(['miu', 'wu', 'bu']);
    expect((d.messages[2]![1] as number[])[0]).toBeGreaterThan(100000);
    d.messages.length = 0;
    send(d, 'fon', { type: 'LIMIT', symbol: 'fBTC', amount: '0.5', rate: '0.0001', period: 2 });
    expect(d.messages.map((m) => m[0])).toEqual(['n', 'fon', 'wu', 'bu']);
    const id = (d.messages[1]![1] as unknown[])[0];
    d.messages.length = 0;
    send(d, 'foc', { id });
    expect(d.messages.map((m) => m[0])).toEqual(['n', 'foc', 'wu', 'bu']);
  });
});
