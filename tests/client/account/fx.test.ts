import { describe, expect, it } from 'vitest';
import { FX_CACHE_MS, FxRates } from '../../../src/models/account/fx';

describe('FxRates', () => {
  it('caches a rate for 30 s and asks again after', async () => {
    let now = 0;
    const asked: string[] = [];
    const fx = new FxRates(
      async (ccy1, ccy2) => {
        asked.push(`${ccy1}:${ccy2}`);
        return [2];
      },
      () => now,
    );
    expect((await fx.rate('BTC', 'EUR')).toString()).toBe('2');
    now = FX_CACHE_MS - 1;
    await fx.rate('BTC', 'EUR');
    expect(asked.length).toBe(1);
    now = FX_CACHE_MS + 1;
    await fx.rate('BTC', 'EUR');
    expect(asked.length).toBe(2);
  });

  it('goes via USD when the direct pair fails, and gives 0 when nothing answers', async () => {
    const rates: Record<string, number> = { 'ETH:USD': 2000, 'USD:EUR': 0.5 };
    const fx = new FxRates(async (ccy1, ccy2) => {
      const r = rates[`${ccy1}:${ccy2}`];
      if (r === undefined) throw new Error('no rate');
      return [r];
    });
    expect((await fx.rate('ETH', 'EUR')).toString()).toBe('1000');
    expect((await fx.rate('XYZ', 'USD')).toString()).toBe('0');
  });
});
