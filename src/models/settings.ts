// The user's interface settings that the market widgets use (market-side §3 "UI settings"):
// favourite symbols, the ticker volume unit, the book throttle, sound notices. Kept through the settings storage
// (local storage before sign-in, the exchange's user settings after).
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from './env';

export const SETTING_KEYS = {
  favorites: 'favorite_symbols',
  volumeUnit: 'ticker_vol_unit',
  throttle: 'throttle',
  sound: 'sound_notices',
} as const;

export type VolumeUnit = 'base' | 'quote';

export const Settings = types
  .model('Settings', {
    favoriteSymbols: types.array(types.string),
    tickerVolUnit: types.optional(types.enumeration<VolumeUnit>(['base', 'quote']), 'base'),
    throttle: false,
    /** Notifications sound a short tone (off by default). */
    soundNotices: false,
    ready: false,
  })
  .views((self) => ({
    isFavorite(symbol: string): boolean {
      return self.favoriteSymbols.includes(symbol);
    },
  }))
  .actions((self) => {
    const persist = (key: string, value: unknown) => {
      getEnv<StoreEnv>(self)
        .storage.save(key, value)
        .catch((err: unknown) => console.error('settings not saved', err));
    };
    return {
      apply(values: { favorites?: unknown; volumeUnit?: unknown; throttle?: unknown; sound?: unknown }) {
        if (Array.isArray(values.favorites)) {
          self.favoriteSymbols.replace(values.favorites.filter((s): s is string => typeof s === 'string'));
        }
        if (values.volumeUnit === 'base' || values.volumeUnit === 'quote') self.tickerVolUnit = values.volumeUnit;
        if (typeof values.throttle === 'boolean') self.throttle = values.throttle;
        if (typeof values.sound === 'boolean') self.soundNotices = values.sound;
        self.ready = true;
      },
      toggleFavorite(symbol: string) {
        const i = self.favoriteSymbols.indexOf(symbol);
        if (i >= 0) self.favoriteSymbols.splice(i, 1);
        else self.favoriteSymbols.push(symbol);
        persist(SETTING_KEYS.favorites, [...self.favoriteSymbols]);
      },
      setVolumeUnit(unit: VolumeUnit) {
        self.tickerVolUnit = unit;
        persist(SETTING_KEYS.volumeUnit, unit);
      },
      setThrottle(on: boolean) {
        self.throttle = on;
        persist(SETTING_KEYS.throttle, on);
      },
      /** Called from the user's click, which is what lets a browser page make sound: turning it on plays a sample tone. */
      setSoundNotices(on: boolean) {
        self.soundNotices = on;
        persist(SETTING_KEYS.sound, on);
        const { chime } = getEnv<Partial<StoreEnv>>(self);
        if (on && chime) {
          chime.unlock();
          chime.play('info');
        }
      },
    };
  })
  .actions((self) => ({
    load: flow(function* load() {
      const { storage } = getEnv<StoreEnv>(self);
      const read = async (key: string) => storage.load(key).catch(() => undefined);
      const [favorites, volumeUnit, throttle, sound]: unknown[] = yield Promise.all([
        read(SETTING_KEYS.favorites),
        read(SETTING_KEYS.volumeUnit),
        read(SETTING_KEYS.throttle),
        read(SETTING_KEYS.sound),
      ]);
      self.apply({ favorites, volumeUnit, throttle, sound });
    }),
  }));
export type SettingsInstance = Instance<typeof Settings>;
