// Exchange orders: reservation, fills against the market, fees in the received currency, the
// stream's order of messages, refusals that change nothing, cancels by id and by cid.
import { parseNewOrder } from '../../src/protocol/inputs/orders';
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';

describe('exchange orders', () => {
  it('reserves on placement and releases on cancel, exactly', async () => {
    const d = openDesk();
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000, 100000]);
    const n = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.3', price: '90000', cid: 7 });
    expect(n[1]).toBe('on-req');
    expect(n[6]).toBe('SUCCESS');
    expect(n[7]).toBe('Submitting exchange limit buy order for 0.3 BTC.');
    const order = (n[4] as unknown[][])[0];
    expect(order![3]).toBe('tBTCUSD');
    expect(order![6]).toBe(0.3);
    expect(order![13]).toBe('ACTIVE');
    expect(order![28]).toBe('API>BFX');
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000, 73000]);
    expect(d.trading.snapshots(USER).os).toHaveLength(1);

    // The stream: n first, then on, then the wallet with its new available balance.
    const types = d.messages.map((m) => m[0]);
    expect(types.slice(types.indexOf('n'))).toEqual(['n', 'on', 'wu', 'wu', 'bu']);

    const c = d.trading.cancelOrder(USER, { id: order![0] as number });
    expect(c[6]).toBe('SUCCESS');
    expect(c[7]).toBe(`Submitted for cancellation; waiting for confirmation (ID: ${order![0]}).`);
    const closed = d.of('oc').at(-1) as unknown[];
    expect(closed[13]).toBe('CANCELED');
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000, 100000]);
    expect(d.trading.snapshots(USER).os).toEqual([]);
    expect(d.trading.history.ordersHist(USER, undefined, { limit: 10 })).toHaveLength(1);
  });

  it('fills a buy against makers with the taker fee in BTC and exact ledger entries', async () => {
    const d = openDesk();
    d.markets.maker('tBTCUSD', -0.1, 95000);
    d.markets.maker('tBTCUSD', -0.2, 95001);
    const n = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.25', price: '95100' });
    expect(n[6]).toBe('SUCCESS');
    // 0.1 @ 95000 + 0.15 @ 95001 = 9500 + 14250.15 USD; fee 0.2 % of 0.25 BTC = 0.0005 BTC.
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000 - 23750.15, 100000 - 23750.15]);
    expect(wallet(d.trading, 'exchange', 'BTC')).toEqual([2.2495, 2.2495]);
    const te = d.of('te') as unknown[][];
    const tu = d.of('tu') as unknown[][];
    expect(te.map((t) => [t[4], t[5], t[8], t[9]])).toEqual([
      [0.1, 95000, -1, null],
      [0.15, 95001, -1, null],
    ]);
    expect(tu.map((t) => [t[9], t[10]])).toEqual([
      [-0.0002, 'BTC'],
      [-0.0003, 'BTC'],
    ]);
    const types = d.messages.map((m) => m[0]);
    expect(types.indexOf('te')).toBeLessThan(types.indexOf('tu'));
    expect(types.filter((t) => t === 'oc')).toHaveLength(1);
    const ledger = d.trading.history.ledgers(USER, undefined, { limit: 20 }) as unknown[][];
    expect(ledger.slice(0, 6).map((l) => [l[1], l[5], l[8]])).toEqual([
      ['BTC', -0.0003, 'Trading fees for 0.15 BTC (BTCUSD) @ 95001.0 on BFX (0.2%) on wallet exchange'],
      ['USD', -14250.15, 'Exchange 0.15 BTC for USD @ 95001.0 on wallet exchange'],
      ['BTC', 0.15, 'Exchange 0.15 BTC for USD @ 95001.0 on wallet exchange'],
      ['BTC', -0.0002, 'Trading fees for 0.1 BTC (BTCUSD) @ 95000.0 on BFX (0.2%) on wallet exchange'],
      ['USD', -9500, 'Exchange 0.1 BTC for USD @ 95000.0 on wallet exchange'],
      ['BTC', 0.1, 'Exchange 0.1 BTC for USD @ 95000.0 on wallet exchange'],
    ]);
    expect(ledger[0]![6]).toBe(2.2495);
    const trades = d.trading.history.tradesHist(USER, 'tBTCUSD', { limit: 10 });
    expect(trades).toHaveLength(2);
  });

  it('a resting sell filled by the market pays the maker fee in USD', async () => {
    const d = openDesk();
    const n = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-0.5', price: '96000' });
    expect(n[6]).toBe('SUCCESS');
    expect(wallet(d.trading, 'exchange', 'BTC')).toEqual([2, 1.5]);
    d.markets.taker('tBTCUSD', 0.2);
    await d.settle();
    // 0.2 × 96000 = 19200 USD, maker fee 0.1 % = 19.2 USD.
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000 + 19200 - 19.2, 100000 + 19200 - 19.2]);
    expect(wallet(d.trading, 'exchange', 'BTC')).toEqual([1.8, 1.5]);
    const ou = d.of('ou') as unknown[][];
    expect(ou.at(-1)?.[13]).toBe('PARTIALLY FILLED @ 96000(-0.2)');
    expect((d.of('tu') as unknown[][])[0]!.slice(8, 11)).toEqual([1, -19.2, 'USD']);
  });

  it('sums many small fills without float drift', async () => {
    const d = openDesk();
    for (let i = 0; i < 30; i++) d.markets.maker('tETHUSD', -0.1, 3400.1);
    d.trading.submitOrder(USER, { type: 'EXCHANGE MARKET', symbol: 'tETHUSD', amount: '3' });
    // 3 × 3400.1 = 10200.3 exactly.
    expect(wallet(d.trading, 'exchange', 'USD')[0]).toBe(89799.7);
    expect(wallet(d.trading, 'exchange', 'ETH')[0]).toBe(32.994);
  });

  it('refuses bad orders with the exchange texts and changes nothing', () => {
    const d = openDesk();
    const before = JSON.stringify(d.trading.snapshots(USER));
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-5', price: '95000' },
        'Invalid order: not enough exchange balance for -5 BTCUSD at 95000',
      ],
      [
        { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '2', price: '95000' },
        'Invalid order: not enough exchange balance for 2 BTCUSD at 95000',
      ],
      [
        { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.00001', price: '95000' },
        'Invalid order: minimum size for BTC/USD is 0.00004',
      ],
      [{ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '5000', price: '1' }, 'Invalid order: maximum size for BTC/USD is 2000.0'],
      [{ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: 'abc', price: '95000' }, 'amount: invalid'],
      [{ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '-1' }, 'price: invalid'],
      [{ type: 'EXCHANGE LIMIT', symbol: 'tNOPE', amount: '0.1', price: '1' }, 'symbol: invalid'],
      [{ type: 'SOMETHING', symbol: 'tBTCUSD', amount: '0.1', price: '1' }, 'type: invalid'],
      [{ type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '0.1', price: '95000', lev: 101 }, 'lev: invalid'],
      [{ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '95000', tif: '2001-01-01 00:00:00' }, 'tif: invalid'],
    ];
    for (const [input, text] of cases) {
      // As a client sends it: read by the protocol's parser, then checked by the exchange.
      const read = parseNewOrder(input);
      const n = read.ok ? d.trading.submitOrder(USER, read.value) : [null, null, null, null, null, null, 'ERROR', read.error];
      expect([n[6], n[7]]).toEqual(['ERROR', text]);
    }
    expect(d.trading.cancelOrder(USER, { id: 12345 })[7]).toBe('id: invalid');
    expect(JSON.stringify(d.trading.snapshots(USER))).toBe(before);
  });

  it("cannot touch another user's order", () => {
    const d = openDesk();
    d.trading.fundAccount(2);
    const n = d.trading.submitOrder(2, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '90000' });
    const id = (n[4] as unknown[][])[0]![0] as number;
    expect(d.trading.cancelOrder(USER, { id })[7]).toBe('id: invalid');
    expect(d.trading.updateOrder(USER, { id, price: '91000' })[7]).toBe('id: invalid');
    expect(d.trading.orders(2)).toHaveLength(1);
  });

  it('cancels by cid and cid_date, by gid and all', () => {
    const d = openDesk();
    const day = new Date(d.markets.clock.now).toISOString().slice(0, 10);
    d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '90000', cid: 11, gid: 5 });
    d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '89000', cid: 12, gid: 5 });
    d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tETHUSD', amount: '1', price: '3000', cid: 13 });
    expect(d.trading.cancelOrder(USER, { cid: 11, cidDate: '2000-01-01' })[7]).toBe('id: invalid');
    expect(d.trading.cancelOrder(USER, { cid: 11, cidDate: day })[6]).toBe('SUCCESS');
    expect(d.trading.orders(USER)).toHaveLength(2);
    const multi = d.trading.cancelOrders(USER, { gids: [5] });
    expect((multi[4] as unknown[]).length).toBe(1);
    expect(d.trading.orders(USER).map((o) => o[2])).toEqual([13]);
    d.trading.cancelOrders(USER, { all: true });
    expect(d.trading.orders(USER)).toEqual([]);
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000, 100000]);
  });

  it('updates price and amount, reserving the difference', () => {
    const d = openDesk();
    const n = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '90000' });
    const id = (n[4] as unknown[][])[0]![0] as number;
    const u = d.trading.updateOrder(USER, { id, price: '80000', amount: '0.2' });
    expect(u[6]).toBe('SUCCESS');
    expect((u[4] as unknown[])[16]).toBe(80000);
    expect((u[4] as unknown[])[6]).toBe(0.2);
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000, 84000]);
    expect(d.trading.updateOrder(USER, { id, amount: '2' })[7]).toBe('Invalid order: not enough exchange balance for 2 BTCUSD at 80000');
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([100000, 84000]);
  });
});
