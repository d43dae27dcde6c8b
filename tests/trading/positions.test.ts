// Margin and derivatives positions: base price, P/L, liquidation price, realised P/L and fees in
// the margin wallet, collateral of derivatives, claim, forced liquidation, REDUCE_ONLY.
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';

const pos = (rows: unknown[], symbol: string) => (rows as unknown[][]).find((p) => p[0] === symbol);

describe('margin positions', () => {
  it('opens, grows, marks to market and closes with realised P/L and fees', async () => {
    const d = openDesk();
    d.markets.maker('tBTCUSD', -0.1, 95000);
    d.markets.maker('tBTCUSD', -0.1, 97000);
    expect(d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.2' })[6]).toBe('SUCCESS');
    const p = pos(d.trading.positions(USER), 'tBTCUSD') as unknown[];
    expect(p.slice(0, 4)).toEqual(['tBTCUSD', 'ACTIVE', 0.2, 96000]);
    expect(p[15]).toBe(0);
    // Last trade 97000: P/L 0.2 × 1000 = 200, 200 / 19200 = 1.0417 %.
    expect(p[6]).toBe(200);
    expect(p[7]).toBe(1.0417);
    // Cross margin of the USD margin wallet (100000 less 0.2 % taker fee of 19200 = 38.4):
    // liq = (0.2·96000 − 99961.6) / (0.2 − 0.1·0.2) < 0 → 0.
    expect(p[8]).toBe(0);
    expect(wallet(d.trading, 'margin', 'USD')).toEqual([99961.6, 99961.6 - 19200 * 0.2]);
    expect(d.of('pn')).toHaveLength(1);

    d.markets.maker('tBTCUSD', 0.2, 98000, 'LIMIT');
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '-0.2' });
    // Realised 0.2 × (98000 − 96000) = 400; fee 0.2 % of 19600 = 39.2.
    expect(wallet(d.trading, 'margin', 'USD')).toEqual([100322.4, 100322.4]);
    expect(d.trading.positions(USER)).toEqual([]);
    const pc = d.of('pc').at(-1) as unknown[];
    expect(pc.slice(0, 3)).toEqual(['tBTCUSD', 'CLOSED', 0]);
    expect(pc[6]).toBe(400);
    const hist = d.trading.history.positionsHist(USER, { limit: 10 }) as unknown[][];
    expect(hist[0]![1]).toBe('CLOSED');
    const audit = d.trading.history.positionsAudit(USER, { limit: 10 }) as unknown[][];
    expect(audit.map((a) => a[2])).toEqual([0, 0.2, 0.1]);
  });

  it('computes the liquidation price from the margin wallet and liquidates when crossed', async () => {
    const d = openDesk({ fund: false });
    d.trading.fundAccount(USER, [{ wallet: 'margin', currency: 'USD', amount: '2000' }]);
    d.markets.maker('tBTCUSD', -0.1, 95000);
    expect(d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.1' })[6]).toBe('SUCCESS');
    // Balance 2000 − 19 fee = 1981; liq = (0.1·95000 − 1981) / (0.1 − 0.01) = 83544.4444…
    const p = pos(d.trading.positions(USER), 'tBTCUSD') as unknown[];
    expect(p[8]).toBeCloseTo(83544.44444444, 6);
    expect(d.trading.submitOrder(USER, { type: 'LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '90000' })[7]).toBe(
      'Invalid order: not enough tradable balance for 0.1 BTCUSD at 90000 (initial margin 1800 USD: 20 % of the order, leverage up to 5×; 81 USD free in isolated margin)',
    );

    // Bids below; a market sell by someone else prints 83000 and crosses the price.
    d.markets.maker('tBTCUSD', 0.05, 83000, 'LIMIT');
    d.markets.maker('tBTCUSD', 0.5, 82000, 'LIMIT');
    d.markets.taker('tBTCUSD', -0.05);
    await d.settle();
    await d.settle();
    expect(d.trading.positions(USER)).toEqual([]);
    const forced = (d.of('oc') as unknown[][]).at(-1) as unknown[];
    expect(forced[13]).toMatch(/^FORCED EXECUTED @ 82000\(-0\.1\)/);
    const n = (d.of('n') as unknown[][]).find((x) => x[1] === 'pos_liq');
    expect(n?.[7]).toMatch(/is being liquidated/);
    // 1981 − 0.1·(95000 − 82000) − fee 0.2 % of 8200.
    expect(wallet(d.trading, 'margin', 'USD')[0]).toBe(1981 - 1300 - 16.4);
  });

  it('snapshots positions as they were at a time', () => {
    const d = openDesk();
    const t0 = d.markets.clock.now;
    d.markets.maker('tETHUSD', -1, 3400);
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '1' });
    d.markets.clock.now += 1000;
    d.markets.maker('tETHUSD', 1, 3300, 'LIMIT');
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '-1' });
    const then = d.trading.history.positionsSnap(USER, { end: t0 + 500, limit: 10 }) as unknown[][];
    expect(then.map((p) => p.slice(0, 4))).toEqual([['tETHUSD', 'ACTIVE', 1, 3400]]);
    expect(d.trading.history.positionsSnap(USER, { limit: 10 })).toEqual([]);
  });

  it('REDUCE_ONLY never flips the position and CLOSE closes it', () => {
    const d = openDesk();
    d.markets.maker('tETHUSD', -1, 3400);
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '1' });
    d.markets.maker('tETHUSD', 5, 3390, 'LIMIT');
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '-3', flags: 1024 });
    expect(d.trading.positions(USER)).toEqual([]);
    d.markets.maker('tETHUSD', -2, 3400);
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '2' });
    const n = d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '-0.01', flags: 512 });
    expect(n[6]).toBe('SUCCESS');
    expect(d.trading.positions(USER)).toEqual([]);
  });

  it('claims a long position into the margin wallet', () => {
    const d = openDesk();
    d.markets.maker('tETHUSD', -2, 3400);
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tETHUSD', amount: '2' });
    const id = (pos(d.trading.positions(USER), 'tETHUSD') as unknown[])[11];
    const usd = wallet(d.trading, 'margin', 'USD')[0];
    const n = d.trading.claimPosition(USER, { id });
    expect(n[6]).toBe('SUCCESS');
    expect(wallet(d.trading, 'margin', 'USD')[0]).toBe(usd - 6800);
    expect(wallet(d.trading, 'margin', 'ETH')[0]).toBe(32);
    expect(d.trading.positions(USER)).toEqual([]);
    expect(d.trading.claimPosition(USER, { id })[7]).toBe('id: invalid');
  });
});

describe('derivatives positions', () => {
  it('sets collateral aside from USTF0 at the order leverage and changes it', async () => {
    const d = openDesk();
    d.markets.maker('tBTCF0:USTF0', -0.5, 95000);
    const n = d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCF0:USTF0', amount: '0.5', lev: 20 });
    expect(n[6]).toBe('SUCCESS');
    const p = pos(d.trading.positions(USER), 'tBTCF0:USTF0') as unknown[];
    // Notional 47500 at 20× → collateral 2375; taker fee 0.065 % = 30.875 USTF0.
    expect(p[15]).toBe(1);
    expect(p[17]).toBe(2375);
    expect(p[18]).toBe(475);
    expect(p[9]).toBe(20);
    // liq = (0.5·95000 − 2375) / (0.5 − 0.005·0.5) = 90703.51758794…
    expect(p[8]).toBeCloseTo(90703.51758794, 6);
    expect(wallet(d.trading, 'margin', 'USTF0')).toEqual([50000 - 30.875, 50000 - 30.875 - 2375]);

    expect(d.trading.setCollateral(USER, 'tBTCF0:USTF0', '100')).toBe('Invalid collateral: minimum is 475 USTF0');
    expect(d.trading.setCollateral(USER, 'tBTCF0:USTF0', '4750')).toEqual([[1]]);
    const after = pos(d.trading.positions(USER), 'tBTCF0:USTF0') as unknown[];
    expect([after[17], after[9]]).toEqual([4750, 10]);
    expect(wallet(d.trading, 'margin', 'USTF0')[1]).toBe(50000 - 30.875 - 4750);

    // Half closed at 96000 with a maker rebate: collateral halves, P/L 250 settles.
    d.trading.submitOrder(USER, { type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '-0.25', price: '96000' });
    d.markets.taker('tBTCF0:USTF0', 0.25);
    await d.settle();
    const half = pos(d.trading.positions(USER), 'tBTCF0:USTF0') as unknown[];
    expect([half[2], half[17]]).toEqual([0.25, 2375]);
    // rebate 0.02 % of 24000 = 4.8
    expect(wallet(d.trading, 'margin', 'USTF0')[0]).toBe(50000 - 30.875 + 250 + 4.8);
  });

  it('refuses a derivatives order the collateral cannot back', () => {
    const d = openDesk();
    const n = d.trading.submitOrder(USER, { type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '10', price: '95000', lev: 1 });
    expect(n[7]).toBe(
      'Invalid order: not enough tradable balance for 10 BTCF0:USTF0 at 95000 (initial margin 950000 USTF0 at leverage 1, 50000 USTF0 free)',
    );
    expect(d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCF0:USTF0', amount: '1', price: '95000' })[7]).toBe(
      'Invalid order: exchange orders are not available for BTC-PERP',
    );
  });

  it('answers margin info and calc', () => {
    const d = openDesk();
    d.markets.maker('tBTCUSD', -0.1, 95000);
    d.trading.submitOrder(USER, { type: 'MARKET', symbol: 'tBTCUSD', amount: '0.1' });
    const base = d.trading.marginInfo(USER, 'base') as [string, number[]];
    expect(base[0]).toBe('base');
    expect(base[1][0]).toBe(0);
    expect(base[1][4]).toBe(950);
    const sym = d.trading.marginInfo(USER, 'tBTCUSD') as [string, string, number[]];
    expect(sym.slice(0, 2)).toEqual(['sym', 'tBTCUSD']);
    const answers = d.trading.calc(USER, [
      { kind: 'margin_base' },
      { kind: 'position', symbol: 'tBTCUSD' },
      { kind: 'wallet', walletType: 'margin', currency: 'USD' },
      { kind: 'balance' },
      { kind: 'funding_sym', symbol: 'fUSD' },
    ]);
    expect(answers.map((a) => a[0])).toEqual(['miu', 'pu', 'wu', 'bu', 'fiu']);
    expect(d.trading.orderAvail(USER, { symbol: 'tBTCUSD', dir: 1, rate: '100000', type: 'EXCHANGE' })).toEqual([1]);
  });
});
