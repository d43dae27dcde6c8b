// Settings updated by a delta (market-side §5): within the setting's min and max the delta
// applies; a delta that would leave them is ignored (no clamping), and nothing is saved. The
// chart's orders limit (market-side §9: default 20) is such a setting.
import { describe, expect, it } from 'vitest';
import { CHART_ORDERS_LIMIT, updateByDelta, withinBounds } from '../../src/models/settings-delta';
import { RootStore } from '../../src/models/root';
import { createMemorySettingsStorage } from '../../src/services/storage';
import { fakeEnv } from './fake-env';

const tick = () => new Promise((r) => setTimeout(r, 0));
const bounds = { min: 2, max: 10 };

describe('update by delta', () => {
  it('applies a delta that stays within min and max, the bounds themselves included', () => {
    expect(updateByDelta(5, 3, bounds)).toBe(8);
    expect(updateByDelta(5, -3, bounds)).toBe(2);
    expect(updateByDelta(5, 5, bounds)).toBe(10);
    expect(updateByDelta(5, 0, bounds)).toBe(5);
  });

  it('ignores a delta that would go above the max or below the min (the value stays, it is not clamped)', () => {
    expect(updateByDelta(9, 2, bounds)).toBe(9);
    expect(updateByDelta(3, -2, bounds)).toBe(3);
    expect(updateByDelta(10, 1, bounds)).toBe(10);
    expect(updateByDelta(2, -1, bounds)).toBe(2);
    expect(updateByDelta(5, 1000, bounds)).toBe(5);
  });

  it('ignores a delta that is not a whole number', () => {
    expect(updateByDelta(5, 0.5, bounds)).toBe(5);
    expect(updateByDelta(5, Number.NaN, bounds)).toBe(5);
    expect(updateByDelta(5, Number.POSITIVE_INFINITY, bounds)).toBe(5);
  });

  it('knows a value within the bounds', () => {
    expect([2, 6, 10].every((v) => withinBounds(v, bounds))).toBe(true);
    expect([1, 11, 2.5, '5', null, undefined, Number.NaN].some((v) => withinBounds(v, bounds))).toBe(false);
  });
});

describe('the chart orders limit', () => {
  const storeOn = (stored: Record<string, unknown> = {}) => {
    const storage = createMemorySettingsStorage(stored);
    return { store: RootStore.create({}, { ...fakeEnv().env, storage }), storage };
  };

  it('is 20 by default, between 0 and 100', async () => {
    const { store } = storeOn();
    await store.settings.load();
    expect(store.settings.chartOrdersLimit).toBe(20);
    expect(CHART_ORDERS_LIMIT).toMatchObject({ min: 0, max: 100, default: 20 });
  });

  it('moves by a delta within its bounds and is kept under chart_orders_limit; beyond them the change is ignored and not saved', async () => {
    const { store, storage } = storeOn();
    const s = store.settings;
    const step = (delta: number) => s.setChartOrdersLimit(updateByDelta(s.chartOrdersLimit, delta, CHART_ORDERS_LIMIT));
    step(15);
    expect(s.chartOrdersLimit).toBe(35);
    await tick();
    expect(storage.data.get('chart_orders_limit')).toBe('35');
    step(66);
    expect(s.chartOrdersLimit).toBe(35);
    step(-36);
    expect(s.chartOrdersLimit).toBe(35);
    step(-35);
    expect(s.chartOrdersLimit).toBe(0);
    await tick();
    expect(storage.data.get('chart_orders_limit')).toBe('0');
    // The model itself takes no value beyond the bounds.
    s.setChartOrdersLimit(101);
    s.setChartOrdersLimit(2.5);
    expect(s.chartOrdersLimit).toBe(0);

    const next = RootStore.create({}, { ...fakeEnv().env, storage });
    await next.settings.load();
    expect(next.settings.chartOrdersLimit).toBe(0);
  });

  it('a stored value outside the bounds reads as the default', async () => {
    for (const stored of [500, -1, 2.5, 'many']) {
      const { store } = storeOn({ chart_orders_limit: stored });
      await store.settings.load();
      expect(store.settings.chartOrdersLimit).toBe(20);
    }
  });
});
