// The exchange's feature flags (`/v2/conf/pub:list:features`) with a developer's pins
// (src/site/feature-flags.ts), and what the order form makes of `orders:oco` and
// `orders:trailing_stop` (src/widgets/orderForm/form-model.ts).
import { describe, expect, it } from 'vitest';
import { types } from 'mobx-state-tree';
import { FEATURE_PINS_STORAGE_KEY, FeatureFlags, featureFlagsOf } from '../../../src/site/feature-flags';
import {
  ALL_ORDER_FEATURES,
  emptyDraft,
  flagsAvailable,
  offeredDraft,
  offeredTypes,
  orderFeatures,
  orderInput,
} from '../../../src/widgets/orderForm/form-model';
import { fakeEnv } from '../fake-env';

const SERVED = ['spot', 'margin', 'orders:oco', 'checksum'];

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

function flagsWith(reply: unknown, stored: Record<string, string> = {}) {
  const { env, restCalls } = fakeEnv({ 'v2/conf/pub:list:features': reply });
  const browserStorage = memoryStorage(stored);
  const flags = FeatureFlags.create({}, { ...env, browserStorage });
  return { flags, restCalls, browserStorage };
}

describe('feature flags', () => {
  it('asks the exchange for pub:list:features: a listed feature is on, an unlisted one off', async () => {
    const { flags, restCalls } = flagsWith([SERVED]);
    expect(flags.status).toBe('loading');
    // Nothing is switched off before the list arrives.
    expect(flags.featureEnabled('orders:trailing_stop')).toBe(true);
    await flags.load();
    expect(restCalls.map((c) => c.path)).toEqual(['v2/conf/pub:list:features']);
    expect(flags.status).toBe('listed');
    expect(flags.featureEnabled('orders:oco')).toBe(true);
    expect(flags.featureEnabled('orders:trailing_stop')).toBe(false);
    expect(flags.servedValue('spot')).toBe(true);
    expect(flags.servedValue('derivatives')).toBe(false);
    // The served ones in their order, then the client's own it does not list.
    expect(flags.names).toEqual([...SERVED, 'orders:trailing_stop']);
  });

  it('an exchange that serves no list (null, or a failed call) switches nothing off', async () => {
    const unlisted = flagsWith([null]).flags;
    await unlisted.load();
    expect(unlisted.status).toBe('unlisted');
    expect(unlisted.servedValue('orders:oco')).toBeNull();
    expect(unlisted.featureEnabled('orders:oco')).toBe(true);
    const { env } = fakeEnv({});
    const failed = FeatureFlags.create({}, env);
    await failed.load();
    expect(failed.status).toBe('unlisted');
    expect(failed.featureEnabled('anything')).toBe(true);
  });

  it('a pin overrides the served value either way, unpinning gives it back, and pins are kept in the browser', async () => {
    const { flags, browserStorage } = flagsWith([SERVED]);
    await flags.load();
    flags.pin('orders:oco', false);
    flags.pin('orders:trailing_stop', true);
    expect(flags.featureEnabled('orders:oco')).toBe(false);
    expect(flags.featureEnabled('orders:trailing_stop')).toBe(true);
    expect(flags.pinOf('orders:oco')).toBe(false);
    expect(JSON.parse(browserStorage.items.get(FEATURE_PINS_STORAGE_KEY)!)).toEqual({ 'orders:oco': false, 'orders:trailing_stop': true });
    flags.unpin('orders:oco');
    expect(flags.featureEnabled('orders:oco')).toBe(true);
    expect(flags.pinOf('orders:oco')).toBeUndefined();
    expect(JSON.parse(browserStorage.items.get(FEATURE_PINS_STORAGE_KEY)!)).toEqual({ 'orders:trailing_stop': true });
    // A pin of a flag the exchange does not know is listed too.
    flags.pin('experimental', true);
    expect(flags.names).toContain('experimental');
  });

  it('restores the kept pins, ignoring anything that is not a boolean pin', () => {
    const { flags } = flagsWith([SERVED], { [FEATURE_PINS_STORAGE_KEY]: JSON.stringify({ 'orders:oco': false, bad: 'yes', n: 1 }) });
    flags.restorePins();
    expect([...flags.pins.entries()]).toEqual([['orders:oco', false]]);
    const broken = flagsWith([SERVED], { [FEATURE_PINS_STORAGE_KEY]: '{not json' }).flags;
    broken.restorePins();
    expect(broken.pins.size).toBe(0);
  });

  it('is one model per root, made at the first ask; a build without the developer tools reads no pins', () => {
    const { env } = fakeEnv({ 'v2/conf/pub:list:features': [SERVED] });
    const browserStorage = memoryStorage({ [FEATURE_PINS_STORAGE_KEY]: JSON.stringify({ 'orders:oco': false }) });
    const Root = types.model('Root', {});
    const production = Root.create({}, { ...env, browserStorage });
    const flags = featureFlagsOf(production, false);
    expect(featureFlagsOf(production, false)).toBe(flags);
    expect(flags.featureEnabled('orders:oco')).toBe(true);
    const dev = Root.create({}, { ...env, browserStorage });
    expect(featureFlagsOf(dev, true).featureEnabled('orders:oco')).toBe(false);
  });
});

describe('the order form under the flags', () => {
  it('offers trailing stops and OCO only while their flags are on', () => {
    expect(offeredTypes(ALL_ORDER_FEATURES)).toContain('TRAILING STOP');
    expect(offeredTypes({ oco: true, trailingStop: false })).toEqual(['LIMIT', 'MARKET', 'STOP', 'STOP LIMIT', 'FOK', 'IOC']);
    expect(flagsAvailable('exchange', 'LIMIT').oco).toBe(true);
    expect(flagsAvailable('exchange', 'LIMIT', { oco: false, trailingStop: true }).oco).toBe(false);
    const enabled = (served: string[]) => (f: string) => served.includes(f);
    expect(orderFeatures(enabled(['orders:oco']))).toEqual({ oco: true, trailingStop: false });
    expect(orderFeatures(enabled(['orders:trailing_stop']))).toEqual({ oco: false, trailingStop: true });
  });

  it('a draft of a switched-off type or OCO is neither shown nor sent as such, and comes back whole', () => {
    const draft = { ...emptyDraft('tBTCUSD', 'exchange'), base: 'TRAILING STOP' as const, distance: '5', amount: '1' };
    expect(offeredDraft(draft, ALL_ORDER_FEATURES)).toBe(draft);
    expect(offeredDraft(draft, { oco: true, trailingStop: false }).base).toBe('LIMIT');
    const oco = { ...emptyDraft('tBTCUSD', 'exchange'), price: '100', amount: '1', oco: true, ocoStop: '90' };
    expect(orderInput(offeredDraft(oco, ALL_ORDER_FEATURES), 'buy')).toMatchObject({ flags: 16384, priceOcoStop: '90' });
    const off = orderInput(offeredDraft(oco, { oco: false, trailingStop: true }), 'buy');
    expect(off.flags).toBeUndefined();
    expect(off.priceOcoStop).toBeUndefined();
    expect(oco.oco).toBe(true);
  });
});
