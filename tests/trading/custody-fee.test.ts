// The custody fee's arithmetic (server/trading/custody/portfolio.ts accrueCustodyFee): each period
// accrues balance × bps / 10 000 / 365 in exact decimals on top of what was carried, the whole units
// of the asset's decimals are charged (rounded down) and the rest carried, never more than is held,
// so the balance never goes below zero; and the setting of its period.
import { describe, expect, it } from 'vitest';
import { dec } from '../../server/trading/decimal';
import { accrueCustodyFee } from '../../server/trading/custody/portfolio';
import { ConfigError, readConfig } from '../../server/config';

describe('custody fee accrual', () => {
  it("charges a day's 25 bps a year of the balance a period, exactly", () => {
    // 365 BTC × 0.0025 / 365 = 0.0025 BTC a day.
    const one = accrueCustodyFee(dec('365'), dec(0), 25, 1, 8);
    expect(one.charged.toFixed()).toBe('0.0025');
    expect(one.balance.toFixed()).toBe('364.9975');
    expect(one.accrued.toFixed()).toBe('0');
    // 36,500 USD: 0.25 USD a day, in cents.
    const usd = accrueCustodyFee(dec('36500'), dec(0), 25, 1, 2);
    expect(usd.charged.toFixed()).toBe('0.25');
    expect(usd.balance.toFixed()).toBe('36499.75');
  });

  it('charges each period on the balance the previous one left', () => {
    const two = accrueCustodyFee(dec('365'), dec(0), 25, 2, 8);
    const first = accrueCustodyFee(dec('365'), dec(0), 25, 1, 8);
    const second = accrueCustodyFee(first.balance, first.accrued, 25, 1, 8);
    expect(two.charged.toFixed()).toBe(first.charged.plus(second.charged).toFixed());
    expect(two.balance.toFixed()).toBe(second.balance.toFixed());
    expect(two.accrued.toFixed()).toBe(second.accrued.toFixed());
    expect(second.charged.lt(first.charged)).toBe(true);
  });

  it('rounds down to the currency’s decimals and carries the rest until it reaches a unit', () => {
    // 1,000 USD: 1000 × 0.0025 / 365 = 0.00684931… USD a day, under a cent: nothing charged, carried.
    const day1 = accrueCustodyFee(dec('1000'), dec(0), 25, 1, 2);
    expect(day1.charged.toFixed()).toBe('0');
    expect(day1.balance.toFixed()).toBe('1000');
    expect(day1.accrued.toFixed(10)).toBe('0.0068493151');
    // The second day's accrual passes a cent: a cent charged, the rest carried.
    const day2 = accrueCustodyFee(day1.balance, day1.accrued, 25, 1, 2);
    expect(day2.charged.toFixed()).toBe('0.01');
    expect(day2.balance.toFixed()).toBe('999.99');
    expect(day2.accrued.gt(0) && day2.accrued.lt('0.01')).toBe(true);
    // Over a year what is charged is the year's fee to within a cent (compounding on the smaller balance).
    const year = accrueCustodyFee(dec('1000'), dec(0), 25, 365, 2);
    expect(year.charged.toNumber()).toBeGreaterThanOrEqual(2.48);
    expect(year.charged.toNumber()).toBeLessThanOrEqual(2.5);
    expect(year.balance.plus(year.charged).toFixed()).toBe('1000');
  });

  it('never charges more than is held nor leaves a balance below zero', () => {
    // A carried accrual larger than the balance (a balance moved out since) takes the balance, no more.
    const all = accrueCustodyFee(dec('0.00000003'), dec('0.5'), 25, 1, 8);
    expect(all.charged.toFixed()).toBe('0.00000003');
    expect(all.balance.toFixed()).toBe('0');
    expect(all.accrued.toFixed()).toBe('0');
    const empty = accrueCustodyFee(dec(0), dec(0), 25, 30, 8);
    expect([empty.charged.toFixed(), empty.balance.toFixed(), empty.accrued.toFixed()]).toEqual(['0', '0', '0']);
    const negative = accrueCustodyFee(dec('-5'), dec('-1'), 25, 3, 8);
    expect([negative.charged.toFixed(), negative.balance.toFixed()]).toEqual(['0', '0']);
    // A tiny balance: each period charges what reached a unit; the balance only falls, never below zero.
    let held = dec('0.00000100');
    let carried = dec(0);
    for (let i = 0; i < 2000; i++) {
      const step = accrueCustodyFee(held, carried, 25, 1, 8);
      expect(step.balance.gte(0)).toBe(true);
      expect(step.balance.lte(held)).toBe(true);
      expect(step.charged.decimalPlaces()).toBeLessThanOrEqual(8);
      held = step.balance;
      carried = step.accrued;
    }
  });

  it('reads TRADEDESK_CUSTODY_FEE_PERIOD_MS (a day unless set; at least a second)', () => {
    expect(readConfig({}).custodyFeePeriodMs).toBe(86_400_000);
    expect(readConfig({ TRADEDESK_CUSTODY_FEE_PERIOD_MS: '2000' }).custodyFeePeriodMs).toBe(2000);
    expect(() => readConfig({ TRADEDESK_CUSTODY_FEE_PERIOD_MS: '10' })).toThrow(ConfigError);
  });
});
