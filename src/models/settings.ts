// The user's interface settings that the market widgets use (market-side §3 "UI settings"):
// favourite symbols, the ticker volume unit, the book throttle, sound notices, the language. Kept through the settings storage
// (local storage before sign-in, the exchange's user settings after).
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from './env';
import { DEFAULT_LOCALE, LOCALE_HINT_KEY, LOCALES, isLocale, type Locale } from '../format/locale';

export const SETTING_KEYS = {
  favorites: 'favorite_symbols',
  volumeUnit: 'ticker_vol_unit',
  throttle: 'throttle',
  sound: 'sound_notices',
  locale: 'locale',
} as const;

export type VolumeUnit = 'base' | 'quote';

/** The environment's language loader (none in tests of other parts: nothing to download). */
const languageOf =
  (node: object) =>
  (locale: Locale): Promise<boolean> =>
    getEnv<StoreEnv>(node).loadLocale?.(locale) ?? Promise.resolve(true);

export const Settings = types
  .model('Settings', {
    favoriteSymbols: types.array(types.string),
    tickerVolUnit: types.optional(types.enumeration<VolumeUnit>(['base', 'quote']), 'base'),
    throttle: false,
    /** Notifications sound a short tone (off by default). */
    soundNotices: false,
    /** The interface language (market-side §3 "Locales"); its catalogues are loaded before it shows. */
    locale: types.optional(types.enumeration<Locale>([...LOCALES]), DEFAULT_LOCALE),
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
      /** The language in use, once its catalogues are there (loadLocale). */
      showLocale(locale: Locale) {
        self.locale = locale;
        if (typeof document === 'undefined') return;
        document.documentElement.lang = locale;
        try {
          window.localStorage.setItem(LOCALE_HINT_KEY, locale);
        } catch {
          // Storage refused: the account's setting still holds the language.
        }
      },
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
    /** Chooses the interface language: downloads its catalogues, then shows it everywhere, and keeps it. */
    setLocale: flow(function* setLocale(locale: Locale) {
      // Kept while its catalogues download: shown once both are done.
      const saved = getEnv<StoreEnv>(self)
        .storage.save(SETTING_KEYS.locale, locale)
        .catch((err: unknown) => console.error('settings not saved', err));
      const [applied]: [boolean, unknown] = yield Promise.all([languageOf(self)(locale), saved]);
      if (applied) self.showLocale(locale);
    }),
    load: flow(function* load() {
      const { storage } = getEnv<StoreEnv>(self);
      const read = async (key: string) => storage.load(key).catch(() => undefined);
      const [favorites, volumeUnit, throttle, sound, locale]: unknown[] = yield Promise.all([
        read(SETTING_KEYS.favorites),
        read(SETTING_KEYS.volumeUnit),
        read(SETTING_KEYS.throttle),
        read(SETTING_KEYS.sound),
        read(SETTING_KEYS.locale),
      ]);
      self.apply({ favorites, volumeUnit, throttle, sound });
      // The account's language (after a sign-in) wins over the one the page started in.
      if (isLocale(locale) && locale !== self.locale) {
        try {
          const applied: boolean = yield languageOf(self)(locale);
          if (applied) self.showLocale(locale);
        } catch (err) {
          console.error('language not loaded', err);
        }
      }
    }),
  }));
export type SettingsInstance = Instance<typeof Settings>;
