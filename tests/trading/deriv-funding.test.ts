// Perpetual contracts against their derivatives status: positions valued at the mark price,
// liquidated by it (not by a stray print), and the 8-hourly funding paid by longs to shorts.
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';

const SYMBOL = 'tBTCF0:USTF0';
const HOUR = 3_600_000;
const pos = (rows: unknown[]) => (rows as unknown[][]).find((p) => p[0] === SYMBOL);

describe('derivatives funding and mark price', () => {
  it('pays each funding event once: longs pay shorts amount × mark × rate, from the collateral', async () => {
    const d = openDesk();
    const SHORT = 2;
    const LATE = 3;
    d.trading.fundAccount(SHORT);
    d.trading.fundAccount(LATE);
    const t1 = Math.ceil(d.markets.clock.now / (8 * HOUR)) * 8 * HOUR;
    d.markets.maker(SYMBOL, -0.5, 95000);
    expect(d.trading.submitOrder(USER, { type: 'MARKET', symbol: SYMBOL, amount: '0.5', lev: 10 })[6]).toBe('SUCCESS');
    d.markets.maker(SYMBOL, 0.5, 95000);
    expect(d.trading.submitOrder(SHORT, { type: 'MARKET', symbol: SYMBOL, amount: '-0.5', lev: 10 })[6]).toBe('SUCCESS');
    const longBefore = wallet(d.trading, 'margin', 'USTF0');
    const shortBefore = wallet(d.trading, 'margin', 'USTF0', SHORT);
    expect((pos(d.trading.positions(USER)) as unknown[])[17]).toBe(4750);

    // The first status seen announces the event at t1: nothing is due yet.
    d.markets.derivStatus(SYMBOL, { mark: 95000, nextFundingEvtMts: t1, currentFunding: 0.0001 });
    d.trading.runTimers();
    expect(wallet(d.trading, 'margin', 'USTF0')).toEqual(longBefore);

    // The event passes; a position opened after it owes nothing for it.
    d.markets.clock.now = t1 + 1000;
    d.markets.maker(SYMBOL, -0.1, 95000);
    expect(d.trading.submitOrder(LATE, { type: 'MARKET', symbol: SYMBOL, amount: '0.1', lev: 10 })[6]).toBe('SUCCESS');
    const lateBefore = wallet(d.trading, 'margin', 'USTF0', LATE);
    d.markets.derivStatus(SYMBOL, { mark: 96000, nextFundingEvtMts: t1 + 8 * HOUR, currentFunding: 0.0002 });
    d.trading.runTimers();
    // 0.5 × 96000 × 0.0002 = 9.6
    expect(wallet(d.trading, 'margin', 'USTF0')[0]).toBe(longBefore[0] - 9.6);
    expect(wallet(d.trading, 'margin', 'USTF0', SHORT)[0]).toBe(shortBefore[0] + 9.6);
    expect(wallet(d.trading, 'margin', 'USTF0', LATE)).toEqual(lateBefore);
    const long = pos(d.trading.positions(USER)) as unknown[];
    expect(long[17]).toBe(4750 - 9.6);
    // Valued at the mark: 0.5 × (96000 − 95000).
    expect(long[6]).toBe(500);
    expect((pos(d.trading.positions(SHORT)) as unknown[])[17]).toBe(4750 + 9.6);
    const entry = (d.trading.history.ledgers(USER, 'USTF0', { limit: 1 }) as unknown[][])[0];
    expect(entry![5]).toBe(-9.6);
    expect(entry![8]).toMatch(/^Position #\d+ funding event tBTCF0:USTF0 @ 96000 rate 0.0002 on wallet margin$/);
    expect(d.trading.history.ledgers(USER, 'USTF0', { limit: 10 }, 26)).toHaveLength(1);
    // The stream told the user: position and wallet updates.
    expect((d.of('pu').at(-1) as unknown[])[17]).toBe(4750 - 9.6);
    expect(d.of('wu').some((w) => (w as unknown[])[1] === 'USTF0' && (w as unknown[])[2] === longBefore[0] - 9.6)).toBe(true);

    // Seen again, and again after a restart: paid once.
    d.trading.runTimers();
    const again = d.restart();
    again.markets.derivStatus(SYMBOL, { mark: 97000, nextFundingEvtMts: t1 + 8 * HOUR, currentFunding: 0.0003 });
    again.trading.runTimers();
    expect(wallet(again.trading, 'margin', 'USTF0')[0]).toBe(longBefore[0] - 9.6);
    // An event slept through is paid once on waking, at the status then shown.
    again.markets.clock.now = t1 + 17 * HOUR;
    again.markets.derivStatus(SYMBOL, { mark: 97000, nextFundingEvtMts: t1 + 24 * HOUR, currentFunding: -0.0001 });
    again.trading.runTimers();
    // Negative rate: shorts pay longs, 0.5 × 97000 × 0.0001 = 4.85.
    expect(wallet(again.trading, 'margin', 'USTF0')[0]).toBe(longBefore[0] - 9.6 + 4.85);
    expect(wallet(again.trading, 'margin', 'USTF0', SHORT)[0]).toBe(shortBefore[0] + 9.6 - 4.85);
  });

  it('liquidates a derivatives position when the mark price crosses, not on a stray print', async () => {
    const d = openDesk();
    d.markets.maker(SYMBOL, -0.5, 95000);
    expect(d.trading.submitOrder(USER, { type: 'MARKET', symbol: SYMBOL, amount: '0.5', lev: 20 })[6]).toBe('SUCCESS');
    const liq = (pos(d.trading.positions(USER)) as unknown[])[8] as number;
    expect(liq).toBeCloseTo(90703.51758794, 6);
    d.markets.derivStatus(SYMBOL, { mark: 94000, nextFundingEvtMts: d.markets.clock.now + HOUR, currentFunding: 0 });

    // Someone sells into a thin bid: the last trade prints below the liquidation price.
    d.markets.maker(SYMBOL, 1, 90000);
    d.markets.taker(SYMBOL, -0.05);
    await d.settle();
    await d.settle();
    expect(pos(d.trading.positions(USER))).toBeDefined();
    expect(d.of('n').some((n) => (n as unknown[])[1] === 'pos_liq')).toBe(false);

    // The mark follows: now it crosses, and the position is closed with no further trade.
    d.markets.derivStatus(SYMBOL, { mark: 90500, nextFundingEvtMts: d.markets.clock.now + HOUR, currentFunding: 0 });
    await d.settle();
    await d.settle();
    expect(d.trading.positions(USER)).toEqual([]);
    const n = (d.of('n') as unknown[][]).find((x) => x[1] === 'pos_liq');
    expect(n?.[7]).toMatch(/is being liquidated at 90500 \(liquidation price 90703\.5175879/);
    expect(((d.of('oc') as unknown[][]).at(-1) as unknown[])[13]).toMatch(/^FORCED EXECUTED @ 90000\(-0\.5\)/);
  });
});
