// Conversion rates (market-side §7, §8): a rate found is kept 60 s (the rate cache), each calc/fx
// reply 30 s (the fx response cache), a rate that cannot be had is 0 and asked again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FX_CACHE_MS, FxRates, RATE_CACHE_MS } from '../../../src/models/account/fx';

describe('FxRates', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('keeps a rate 60 s and asks calc/fx again after', async () => {
    expect([RATE_CACHE_MS, FX_CACHE_MS]).toEqual([60_000, 30_000]);
    const asked: string[] = [];
    const fx = new FxRates(async (ccy1, ccy2) => {
      asked.push(`${ccy1}:${ccy2}`);
      return [2];
    });
    expect((await fx.rate('BTC', 'EUR')).toString()).toBe('2');
    vi.advanceTimersByTime(RATE_CACHE_MS - 1);
    await fx.rate('BTC', 'EUR');
    expect(asked).toEqual(['BTC:EUR']);
    vi.advanceTimersByTime(1);
    await fx.rate('BTC', 'EUR');
    expect(asked).toEqual(['BTC:EUR', 'BTC:EUR']);
  });

  it('keeps each calc/fx reply 30 s: a rate asked anew reuses the legs still fresh', async () => {
    const asked: string[] = [];
    const replies: Record<string, number> = { 'ETH:USD': 2000, 'USD:EUR': 0.5, 'USD:GBP': 0.25 };
    const fx = new FxRates(async (ccy1, ccy2) => {
      asked.push(`${ccy1}:${ccy2}`);
      const r = replies[`${ccy1}:${ccy2}`];
      if (r === undefined) throw new Error('no rate');
      return [r];
    });
    expect((await fx.rate('ETH', 'EUR')).toString()).toBe('1000');
    expect(asked).toEqual(['ETH:EUR', 'ETH:USD', 'USD:EUR']);
    vi.advanceTimersByTime(FX_CACHE_MS - 1);
    // ETH:USD is still fresh (the failed direct pair is not kept: it is asked again).
    expect((await fx.rate('ETH', 'GBP')).toString()).toBe('500');
    expect(asked).toEqual(['ETH:EUR', 'ETH:USD', 'USD:EUR', 'ETH:GBP', 'USD:GBP']);
    vi.advanceTimersByTime(1);
    // ETH:EUR is a kept rate (60 s), though its legs' replies are now stale.
    expect((await fx.rate('ETH', 'EUR')).toString()).toBe('1000');
    expect(asked).toHaveLength(5);
  });

  it('gives 0 when nothing answers, and asks again next time', async () => {
    let calls = 0;
    const fx = new FxRates(async () => {
      calls += 1;
      throw new Error('no rate');
    });
    expect((await fx.rate('XYZ', 'USD')).toString()).toBe('0');
    expect((await fx.rate('XYZ', 'USD')).toString()).toBe('0');
    expect(calls).toBe(2);
  });
});
