// A restart on the same store gives back the same account: snapshots, history, and the users'
// live orders and offers in the engines (restored once, not twice).
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';

describe('restart', () => {
  it('snapshots after a restart equal those before, and open orders are live again', async () => {
    const d = openDesk();
    d.markets.maker('tBTCUSD', -0.3, 95000);
    d.markets.maker('tETHUSD', -1, 3400);
    d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '95000' });
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '1' });
    d.trading.submitOrder(USER, { type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '0.2', price: '90000', lev: 5 });
    const resting = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-0.5', price: '99000', cid: 77 });
    d.trading.submitOrder(USER, { type: 'EXCHANGE STOP', symbol: 'tBTCUSD', amount: '-0.2', price: '80000' });
    d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '1000', rate: '0.001', period: 5 });
    d.markets.offer('fUSD', 3000, 0.0002, 30);
    d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '-500', rate: '0.0003', period: 2 });
    d.trading.setAlert(USER, { type: 'price', symbol: 'tBTCUSD', price: '120000' });
    d.trading.transfer(USER, { from: 'exchange', to: 'funding', currency: 'BTC', amount: '0.1' });
    await d.settle();
    const before = d.trading.snapshots(USER);
    expect(before.os).toHaveLength(3);
    expect(before.ps).toHaveLength(1);
    expect(before.fos).toHaveLength(1);
    expect(before.fcs).toHaveLength(1);
    const ledger = d.trading.history.ledgers(USER, undefined, { limit: 1000 });
    const trades = d.trading.history.tradesHist(USER, undefined, { limit: 1000 });

    const e = d.restart();
    const after = e.trading.snapshots(USER);
    expect(after).toEqual(before);
    expect(e.trading.history.ledgers(USER, undefined, { limit: 1000 })).toEqual(ledger);
    expect(e.trading.history.tradesHist(USER, undefined, { limit: 1000 })).toEqual(trades);
    expect(e.trading.alerts(USER)).toHaveLength(1);
    for (const o of after.os as unknown[][]) expect(e.markets.trading.get(o[0] as number)?.owner).toBe(USER);
    expect(e.markets.funding.offersOf(USER)).toHaveLength(1);

    // The restored sell order still trades and settles.
    e.markets.taker('tBTCUSD', 0.5);
    await e.settle();
    const id = (resting[4] as unknown[][])[0]![0] as number;
    expect((e.of('oc') as unknown[][]).find((o) => o[0] === id)?.[13]).toBe('EXECUTED @ 99000(-0.5)');
    expect(wallet(e.trading, 'exchange', 'BTC')[0]).toBe(2 + 0.1 - 0.0002 - 0.5 - 0.1);

    // A second start on top of engines that already hold the orders restores nothing twice.
    const live = e.markets.trading.liveOrders().filter((o) => o.owner === USER).length;
    const f = e.restart();
    expect(f.markets.trading.liveOrders().filter((o) => o.owner === USER)).toHaveLength(live);
  });

  it('leaves an order the markets restored alone, and corrects one they restored stale', async () => {
    const d = openDesk();
    const a = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-0.4', price: '99000' });
    const b = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-0.3', price: '99500' });
    const idA = (a[4] as unknown[][])[0]![0] as number;
    const idB = (b[4] as unknown[][])[0]![0] as number;
    const staleB = d.markets.trading.get(idB);
    d.markets.taker('tBTCUSD', 0.5);
    await d.settle();
    const storedA = d.markets.trading.get(idA);
    const current = d.markets.trading.get(idB);
    expect(storedA).toBeUndefined();
    expect(current?.amount).toBe(-0.2 * 1e8);
    const dir = d.dir;
    d.close();
    const e = openDesk({
      dir,
      fund: false,
      // The markets' own table had B from before its fill (and A, long gone).
      prepare: (m) => {
        if (staleB) m.trading.restore(staleB);
      },
    });
    expect(
      e.markets.trading
        .liveOrders()
        .filter((o) => o.owner === USER)
        .map((o) => [o.id, o.amount]),
    ).toEqual([[idB, -0.2 * 1e8]]);
    expect(wallet(e.trading, 'exchange', 'BTC')).toEqual([1.5, 1.3]);
    const f = e.restart();
    expect(f.markets.trading.liveOrders().filter((o) => o.owner === USER)).toHaveLength(1);
  });
});
