// Margin rules (issue 15 item 5): the risk maths both sides share (max leverage from the initial
// margin, initial margin, free margin of an isolated or a cross-collateral pool, the order's
// maximum, the liquidation price), and the exchange's trading in both margin modes — an order
// beyond the initial margin refused with the shortfall, cross mode letting the margin wallet's
// other currencies collateralise, switching group, liquidation against the whole pool.
import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import {
  closableBy,
  freeMargin,
  initialMarginOf,
  liquidationPrice,
  maxLeverage,
  maxOrderAmount,
  poolFor,
  type Holding,
} from '../../src/protocol/account/margin-rules';
import { openDesk, USER, wallet } from './helpers';

const b = (v: BigNumber.Value) => new BigNumber(v);
const pos = (rows: unknown[], symbol: string) => (rows as unknown[][]).find((p) => p[0] === symbol);

describe('margin maths', () => {
  it('takes the maximum leverage from the initial margin', () => {
    expect(maxLeverage('0.2').toNumber()).toBe(5);
    expect(maxLeverage(0.01).toNumber()).toBe(100);
    expect(maxLeverage(null).toNumber()).toBe(1);
    expect(maxLeverage('0').toNumber()).toBe(1);
    expect(initialMarginOf(-19000, { initialMargin: '0.2' }).toNumber()).toBe(3800);
    expect(initialMarginOf(95000, { leverage: 10 }).toNumber()).toBe(9500);
  });

  it('values an isolated pool in its currency and a cross pool over every currency in USD', () => {
    const wallets: Holding[] = [
      { currency: 'USD', amount: b(1000), usd: 1 },
      { currency: 'BTC', amount: b('0.5'), usd: 90000 },
      { currency: 'EUR', amount: b(500), usd: 1.2 },
      { currency: 'XYZ', amount: b(7), usd: undefined },
    ];
    const held: Holding[] = [
      { currency: 'USD', amount: b(1800), usd: 1 },
      { currency: 'EUR', amount: b(100), usd: 1.2 },
    ];
    const isolated = poolFor(false, 'USD', 1, wallets, held);
    expect([isolated.collateral.toNumber(), isolated.held.toNumber(), freeMargin(isolated).toNumber()]).toEqual([1000, 1800, -800]);
    // 1000 + 45000 + 600 = 46600 USD collateral; 1800 + 120 = 1920 held; XYZ has no price.
    const cross = poolFor(true, 'USD', 1, wallets, held);
    expect([cross.collateral.toNumber(), cross.held.toNumber(), freeMargin(cross).toNumber()]).toEqual([46600, 1920, 44680]);
    // The same pool valued in EUR.
    expect(freeMargin(poolFor(true, 'EUR', 1.2, wallets, held)).toFixed(6)).toBe(b(44680).div(1.2).toFixed(6));
    // Without the quote's USD value the pool is the isolated one.
    expect(freeMargin(poolFor(true, 'EUR', undefined, wallets, held)).toNumber()).toBe(400);
  });

  it('sizes the largest order from the free margin at the maximum leverage, plus what it closes', () => {
    expect(maxOrderAmount({ free: 1900, leverage: maxLeverage('0.2'), price: 95000 }).toNumber()).toBe(0.1);
    expect(maxOrderAmount({ free: -50, leverage: 5, price: 95000, closable: closableBy(1, -0.3) }).toNumber()).toBe(0.3);
    expect(maxOrderAmount({ free: 1000, leverage: 5, price: 0 }).toNumber()).toBe(0);
    expect(maxOrderAmount({ free: 1000, leverage: 3, price: 7 }).toString()).toBe('428.57142857');
    expect(closableBy(-1, 0.4).toNumber()).toBe(0.4);
    expect(closableBy(1, 0.4).toNumber()).toBe(0);
  });

  it('finds the liquidation price where equity meets the maintenance margin', () => {
    // (0.1·95000 − 1981) / (0.1 − 0.01)
    expect(liquidationPrice(b('0.1'), b(95000), b(1981), b('0.1'))!.toFixed(4)).toBe('83544.4444');
    // A short: (−0.1·95000 − 1981) / (−0.1 − 0.01)
    expect(liquidationPrice(b('-0.1'), b(95000), b(1981), b('0.1'))!.toFixed(4)).toBe('104372.7273');
    expect(liquidationPrice(b('0.1'), b(95000), b(20000), b('0.1'))!.toNumber()).toBe(0);
    expect(liquidationPrice(b(0), b(95000), b(1), b('0.1'))).toBeNull();
  });
});

describe('margin modes on the exchange', () => {
  /** Margin wallet: 1 ETH (3400 USD in the fake markets) and no USD at all. */
  const ethOnly = () => {
    const d = openDesk({ fund: false });
    d.trading.fundAccount(USER, [{ wallet: 'margin', currency: 'ETH', amount: '1' }]);
    d.markets.maker('tBTCUSD', -1, 95000);
    // A first trade at 95000: the price the account is valued at.
    d.markets.taker('tBTCUSD', 0.001);
    return d;
  };

  it('starts isolated: the quote currency alone collateralises, and the refusal names the shortfall', () => {
    const d = ethOnly();
    expect(d.trading.marginGroup(USER)).toBe(1);
    const n = d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.01' });
    expect(n[6]).toBe('ERROR');
    expect(n[7]).toBe(
      'Invalid order: not enough tradable balance for 0.01 BTCUSD at 95000 (initial margin 190 USD: 20 % of the order, leverage up to 5×; 0 USD free in isolated margin)',
    );
    const sym = d.trading.marginInfo(USER, 'tBTCUSD') as [string, string, number[]];
    expect(sym[2]).toEqual([0, 0, 0, 0]);
  });

  it('in cross-collateral mode every margin wallet backs the order, up to the initial margin', async () => {
    const d = ethOnly();
    const sw = d.trading.setMarginGroup(USER, { group: 0 });
    expect([sw[1], sw[4], sw[6], sw[7]]).toEqual(['margin_group', [0], 'SUCCESS', 'Margin mode: cross-collateral (group 0).']);
    expect(d.trading.marginGroup(USER)).toBe(0);
    expect(d.of('n').at(-1)).toEqual(sw);

    // 3400 USD of ETH at 5× buys 17000 USD: 0.17894736 BTC at 95000.
    const sym = d.trading.marginInfo(USER, 'tBTCUSD') as [string, string, number[]];
    expect(sym[2].slice(0, 3)).toEqual([17000, 17000, 0.17894736]);
    expect(d.trading.orderAvail(USER, { symbol: 'tBTCUSD', dir: 1, rate: '95000', type: 'MARGIN' })).toEqual([0.17894736]);

    // Beyond the initial margin: 0.2 BTC needs 3800 USD of the 3400 free.
    expect(d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.2' })[7]).toBe(
      'Invalid order: not enough tradable balance for 0.2 BTCUSD at 95000 (initial margin 3800 USD: 20 % of the order, leverage up to 5×; 3400 USD free in cross-collateral margin)',
    );
    expect(d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.1' })[6]).toBe('SUCCESS');
    await d.settle();
    const p = pos(d.trading.positions(USER), 'tBTCUSD') as unknown[];
    expect(p.slice(0, 4)).toEqual(['tBTCUSD', 'ACTIVE', 0.1, 95000]);
    // The fee (0.2 % of 9500) leaves the USD wallet at −19: the pool is 3381 USD. Liquidation
    // where the pool's equity meets 10 % of the notional: (9500 − 3381) / 0.09.
    expect(wallet(d.trading, 'margin', 'USD')[0]).toBe(-19);
    expect(p[8]).toBeCloseTo(67988.88888889, 6);
    // Leverage against the whole pool: 9500 / 3381.
    expect(p[9]).toBeCloseTo(2.8098, 4);
    // ETH may leave the margin wallet only as far as the pool stays free: (3381 − 1900) / 3400.
    expect(wallet(d.trading, 'margin', 'ETH')[1]).toBeCloseTo(1481 / 3400, 8);
    const out = d.trading.transfer(USER, { from: 'margin', to: 'exchange', currency: 'ETH', amount: '0.5' });
    expect(out[6]).toBe('ERROR');
    expect(d.trading.transfer(USER, { from: 'margin', to: 'exchange', currency: 'ETH', amount: '0.4' })[6]).toBe('SUCCESS');

    // Back to isolated would leave the USD wallet short of the position's 1900 USD.
    const back = d.trading.setMarginGroup(USER, { group: 1 });
    expect(back[6]).toBe('ERROR');
    expect(back[7]).toBe(
      'Invalid margin group: in isolated margin the USD margin wallet would be 1919 USD short of the initial margin of its positions and orders; add USD or reduce them first',
    );
    expect(d.trading.marginGroup(USER)).toBe(0);
  });

  it('liquidates a cross position when the pool, not the quote wallet, runs out', async () => {
    const d = ethOnly();
    d.trading.setMarginGroup(USER, { group: 0 });
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.1' });
    await d.settle();
    d.markets.maker('tBTCUSD', 0.05, 70000, 'LIMIT');
    d.markets.taker('tBTCUSD', -0.05);
    await d.settle();
    expect(pos(d.trading.positions(USER), 'tBTCUSD')).toBeDefined();
    d.markets.maker('tBTCUSD', 0.05, 67000, 'LIMIT');
    d.markets.maker('tBTCUSD', 0.5, 66000, 'LIMIT');
    d.markets.taker('tBTCUSD', -0.05);
    await d.settle();
    await d.settle();
    expect(d.trading.positions(USER)).toEqual([]);
    const forced = (d.of('oc') as unknown[][]).at(-1) as unknown[];
    expect(forced[13]).toMatch(/^FORCED EXECUTED/);
  });

  it('refuses a group that is neither 0 nor 1, and answers a switch to the group it is in', () => {
    const d = ethOnly();
    expect(d.trading.setMarginGroup(USER, { group: 2 })[7]).toBe('group: invalid (0 cross-collateral, 1 isolated)');
    expect(d.trading.setMarginGroup(USER, {})[7]).toBe('group: invalid (0 cross-collateral, 1 isolated)');
    const same = d.trading.setMarginGroup(USER, { group: 1 });
    expect([same[6], same[7]]).toEqual(['SUCCESS', 'Margin mode is already isolated (group 1).']);
  });

  it('holds derivatives at their leverage, which the pair initial margin bounds', () => {
    const d = openDesk();
    const n = d.trading.submitOrder(USER, { type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '0.1', price: '90000', lev: 100 });
    expect(n[6]).toBe('SUCCESS');
    // 9000 / 100 = 90 USTF0 held of 50000.
    expect(wallet(d.trading, 'margin', 'USTF0')[1]).toBe(50000 - 90);
    expect(d.trading.orderAvail(USER, { symbol: 'tBTCF0:USTF0', dir: 1, rate: '100000', type: 'DERIV', lev: 2 })).toEqual([0.9982]);
  });
});
