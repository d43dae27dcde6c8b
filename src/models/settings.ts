// The user's interface settings (market-side §3 "UI settings"): favourite symbols, the ticker
// volume unit, the book throttle, sound notices, the language, the theme, mode and up/down colour
// scheme, the time format and time zone, the chart's and book's defaults for a new panel, the
// order book's arrangement, how many orders a chart draws, and
// the notification and e-mail toggles. Kept through the settings storage (local storage before
// sign-in, the exchange's user settings after) and read again whenever the owner changes.
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from './env';
import { DEFAULT_LOCALE, LOCALE_HINT_KEY, LOCALES, isLocale, type Locale } from '../format/locale';
import { DEFAULT_TIME_FORMAT, TIME_FORMATS, isTimeFormat, setTimeDefaults, type TimeFormat } from '../format/time';
import { isTimeZone, zoneOfOffset, type TimeZone } from '../format/time-zone';
import {
  DEFAULT_MODE,
  DEFAULT_THEME,
  DEFAULT_UP_DOWN,
  MODES,
  THEMES,
  UP_DOWN_SCHEMES,
  isMode,
  isTheme,
  isUpDownScheme,
  lookString,
  parseLookString,
  type Look,
  type Mode,
  type Theme,
  type UpDownScheme,
} from './interface-settings';
import { CANDLE_TIMEFRAMES, isCandleTimeframe, type CandleTimeframe } from '../protocol/public/candle-key';
import { BOOK_PRECISIONS, precisionFrom, type BookPrecision } from './books';
import { noticeToggleOf, readNoticeToggles, type NoticeToggle, type NoticeToggles } from './account/notice-toggles';
import { EMAIL_TOGGLES_KEY, readEmailToggles, type EmailToggle, type EmailToggles } from '../protocol/account/email-toggles';
import { CHART_ORDERS_LIMIT, withinBounds } from './settings-delta';

export const SETTING_KEYS = {
  favorites: 'favorite_symbols',
  volumeUnit: 'ticker_vol_unit',
  throttle: 'throttle',
  sound: 'sound_notices',
  locale: 'locale',
  theme: 'theme',
  mode: 'mode',
  upDown: 'up_down_scheme',
  /** The spec's combined string, `default-theme:dark-mode:default`. */
  look: 'ui_theme',
  timeFormat: 'time_format',
  /** An IANA zone (time-zone.ts); null: the browser's own. */
  timeZone: 'time_zone',
  /** The spec's fixed offset in minutes, as an earlier version kept it: read while no time_zone is kept. */
  utcOffset: 'utc_offset',
  chartInterval: 'chart_interval',
  bookPrecision: 'book_precision',
  bookLayout: 'book_layout',
  chartOrdersLimit: 'chart_orders_limit',
  notices: 'notification_toggles',
  emails: EMAIL_TOGGLES_KEY,
  /** The workspace panels shown collapsed (layouts/collapse-panels.tsx keeps them). */
  collapsed: 'collapsed_widgets',
} as const;

export type VolumeUnit = 'base' | 'quote';

/** The zone kept (time_zone), else the zone of an offset an earlier version kept (utc_offset),
 *  else null (the browser's own). */
export function storedTimeZone(stored: Readonly<Record<string, unknown>>): TimeZone | null {
  const zone = stored[SETTING_KEYS.timeZone];
  if (isTimeZone(zone)) return zone;
  const offset = stored[SETTING_KEYS.utcOffset];
  return (typeof offset === 'number' && zoneOfOffset(offset)) || null;
}

/** The environment's language loader (none in tests of other parts: nothing to download). */
const languageOf =
  (node: object) =>
  (locale: Locale): Promise<boolean> =>
    getEnv<StoreEnv>(node).loadLocale?.(locale) ?? Promise.resolve(true);
/** market-side §3: chart_interval defaults to 30 (minutes). */
export const DEFAULT_CHART_INTERVAL: CandleTimeframe = '30m';
export const DEFAULT_BOOK_PRECISION: BookPrecision = 'P0';
/** The order book's arrangement (market-side §3: book_layout defaults to 2). 1: asks stacked
 *  above bids; 2: bids beside asks, stacked only where the panel is too narrow for two columns. */
export const BOOK_LAYOUTS = [1, 2] as const;
export type BookLayout = (typeof BOOK_LAYOUTS)[number];
export const DEFAULT_BOOK_LAYOUT: BookLayout = 2;
const isBookLayout = (value: unknown): value is BookLayout => (BOOK_LAYOUTS as readonly unknown[]).includes(value);

/** A chart interval as stored: the timeframe, or the spec's number of minutes (30). */
function chartIntervalFrom(value: unknown): CandleTimeframe | undefined {
  if (isCandleTimeframe(value)) return value;
  const minutes = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  const byMinutes: Record<number, CandleTimeframe> = { 1: '1m', 5: '5m', 15: '15m', 30: '30m', 60: '1h', 180: '3h', 360: '6h', 720: '12h' };
  return byMinutes[minutes];
}

export const Settings = types
  .model('Settings', {
    favoriteSymbols: types.array(types.string),
    tickerVolUnit: types.optional(types.enumeration<VolumeUnit>(['base', 'quote']), 'base'),
    throttle: false,
    /** Notifications sound a short tone (off by default). */
    soundNotices: false,
    /** The interface language (market-side §3 "Locales"); its catalogues are loaded before it shows. */
    locale: types.optional(types.enumeration<Locale>([...LOCALES]), DEFAULT_LOCALE),
    theme: types.optional(types.enumeration<Theme>([...THEMES]), DEFAULT_THEME),
    mode: types.optional(types.enumeration<Mode>([...MODES]), DEFAULT_MODE),
    upDown: types.optional(types.enumeration<UpDownScheme>([...UP_DOWN_SCHEMES]), DEFAULT_UP_DOWN),
    timeFormat: types.optional(types.enumeration<TimeFormat>([...TIME_FORMATS]), DEFAULT_TIME_FORMAT),
    /** The IANA zone the times are shown in; null: the browser's own zone. */
    timeZone: types.maybeNull(types.string),
    /** A new chart panel's interval, and a new book panel's precision. */
    chartInterval: types.optional(types.enumeration<CandleTimeframe>([...CANDLE_TIMEFRAMES]), DEFAULT_CHART_INTERVAL),
    bookPrecision: types.optional(types.enumeration<BookPrecision>([...BOOK_PRECISIONS]), DEFAULT_BOOK_PRECISION),
    bookLayout: types.optional(types.union(...BOOK_LAYOUTS.map((n) => types.literal(n))), DEFAULT_BOOK_LAYOUT),
    /** How many of the trader's orders a chart draws (settings-delta.ts). */
    chartOrdersLimit: CHART_ORDERS_LIMIT.default,
    /** Which notices show as toasts (a missing toggle is on). */
    noticeToggles: types.frozen<NoticeToggles>({}),
    /** Which notice e-mails the exchange sends (a missing toggle is on). */
    emailToggles: types.frozen<EmailToggles>({}),
    /** `collapsed_widgets`: the widget keys of the panels shown collapsed (models/ui-memory.ts). */
    collapsedWidgets: types.frozen<readonly string[]>([]),
    ready: false,
  })
  .views((self) => ({
    isFavorite(symbol: string): boolean {
      return self.favoriteSymbols.includes(symbol);
    },
    get look(): Look {
      return { theme: self.theme, mode: self.mode, upDown: self.upDown };
    },
    /** What every time shown depends on: a change draws the pages again. */
    get timeKey(): string {
      return `${self.timeFormat}|${self.timeZone ?? 'local'}`;
    },
    noticeOn(toggle: NoticeToggle): boolean {
      return self.noticeToggles[toggle] !== false;
    },
    emailOn(toggle: EmailToggle): boolean {
      return self.emailToggles[toggle] !== false;
    },
    /** Whether a notice shows as a toast: every failure does, the rest as the toggles say. */
    showsNotice(kind: string, level: 'success' | 'error' | 'info'): boolean {
      if (level === 'error') return true;
      const toggle = noticeToggleOf(kind);
      return toggle === undefined || self.noticeToggles[toggle] !== false;
    },
  }))
  .actions((self) => {
    const report = (err: unknown) => console.error('settings not saved', err);
    const persist = (key: string, value: unknown) => {
      getEnv<StoreEnv>(self).storage.save(key, value).catch(report);
    };
    const persistMany = (values: Record<string, unknown>) => {
      const { storage } = getEnv<StoreEnv>(self);
      const saved = storage.saveMany
        ? storage.saveMany(values)
        : Promise.all(Object.entries(values).map(([key, value]) => storage.save(key, value)));
      saved.catch(report);
    };
    const showTime = () => setTimeDefaults(self.timeFormat, self.timeZone);
    const persistLook = () =>
      persistMany({
        [SETTING_KEYS.theme]: self.theme,
        [SETTING_KEYS.mode]: self.mode,
        [SETTING_KEYS.upDown]: self.upDown,
        [SETTING_KEYS.look]: lookString(self.look),
      });
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
      /** The owner's look, times, panel defaults and toggles, as stored (by SETTING_KEYS' names);
       *  what is missing or not valid takes its default. */
      applyInterface(stored: Readonly<Record<string, unknown>>) {
        const look = parseLookString(stored[SETTING_KEYS.look]);
        const theme = stored[SETTING_KEYS.theme];
        const mode = stored[SETTING_KEYS.mode];
        const upDown = stored[SETTING_KEYS.upDown];
        self.theme = isTheme(theme) ? theme : (look?.theme ?? DEFAULT_THEME);
        self.mode = isMode(mode) ? mode : (look?.mode ?? DEFAULT_MODE);
        self.upDown = isUpDownScheme(upDown) ? upDown : (look?.upDown ?? DEFAULT_UP_DOWN);
        const format = stored[SETTING_KEYS.timeFormat];
        self.timeFormat = isTimeFormat(format) ? format : DEFAULT_TIME_FORMAT;
        self.timeZone = storedTimeZone(stored);
        self.chartInterval = chartIntervalFrom(stored[SETTING_KEYS.chartInterval]) ?? DEFAULT_CHART_INTERVAL;
        const prec = stored[SETTING_KEYS.bookPrecision];
        self.bookPrecision = prec === undefined || prec === null ? DEFAULT_BOOK_PRECISION : precisionFrom(prec);
        const bookLayout = stored[SETTING_KEYS.bookLayout];
        self.bookLayout = isBookLayout(bookLayout) ? bookLayout : DEFAULT_BOOK_LAYOUT;
        const ordersLimit = stored[SETTING_KEYS.chartOrdersLimit];
        self.chartOrdersLimit = withinBounds(ordersLimit, CHART_ORDERS_LIMIT) ? ordersLimit : CHART_ORDERS_LIMIT.default;
        self.noticeToggles = readNoticeToggles(stored[SETTING_KEYS.notices]);
        self.emailToggles = readEmailToggles(stored[SETTING_KEYS.emails]);
        const collapsed = stored[SETTING_KEYS.collapsed];
        self.collapsedWidgets = Array.isArray(collapsed) ? collapsed : [];
        showTime();
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
      setTheme(theme: Theme) {
        self.theme = theme;
        persistLook();
      },
      setMode(mode: Mode) {
        self.mode = mode;
        persistLook();
      },
      setUpDown(upDown: UpDownScheme) {
        self.upDown = upDown;
        persistLook();
      },
      setTimeFormat(format: TimeFormat) {
        self.timeFormat = format;
        showTime();
        persist(SETTING_KEYS.timeFormat, format);
      },
      /** null: the browser's own zone. The old offset is cleared, so it is never read again. */
      setTimeZone(zone: TimeZone | null) {
        self.timeZone = isTimeZone(zone) ? zone : null;
        showTime();
        persistMany({ [SETTING_KEYS.timeZone]: self.timeZone, [SETTING_KEYS.utcOffset]: null });
      },
      setChartInterval(timeframe: CandleTimeframe) {
        self.chartInterval = timeframe;
        persist(SETTING_KEYS.chartInterval, timeframe);
      },
      setBookPrecision(prec: BookPrecision) {
        self.bookPrecision = prec;
        persist(SETTING_KEYS.bookPrecision, prec);
      },
      setBookLayout(layout: BookLayout) {
        self.bookLayout = isBookLayout(layout) ? layout : DEFAULT_BOOK_LAYOUT;
        persist(SETTING_KEYS.bookLayout, self.bookLayout);
      },
      /** The chart's orders limit, as updateByDelta moved it (settings-delta.ts): a value beyond its
       *  bounds, or the same one, changes nothing. */
      setChartOrdersLimit(limit: number) {
        if (limit === self.chartOrdersLimit || !withinBounds(limit, CHART_ORDERS_LIMIT)) return;
        self.chartOrdersLimit = limit;
        persist(SETTING_KEYS.chartOrdersLimit, limit);
      },
      setNoticeToggle(toggle: NoticeToggle, on: boolean) {
        self.noticeToggles = { ...self.noticeToggles, [toggle]: on };
        persist(SETTING_KEYS.notices, self.noticeToggles);
      },
      setEmailToggle(toggle: EmailToggle, on: boolean) {
        self.emailToggles = { ...self.emailToggles, [toggle]: on };
        persist(SETTING_KEYS.emails, self.emailToggles);
      },
      setCollapsedWidgets(ids: readonly string[]) {
        self.collapsedWidgets = ids;
        persist(SETTING_KEYS.collapsed, ids);
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
    /** Reads every setting of the storage's owner at once (one request to the exchange). */
    load: flow(function* load() {
      const { storage } = getEnv<StoreEnv>(self);
      const keys = Object.values(SETTING_KEYS);
      let stored: Record<string, unknown>;
      try {
        stored = yield storage.loadMany
          ? storage.loadMany(keys)
          : Promise.all(keys.map((key) => storage.load(key))).then((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])));
      } catch (err) {
        // Unread, the settings shown stay as they are.
        console.error('settings not read', err);
        self.apply({});
        return;
      }
      self.apply({
        favorites: stored[SETTING_KEYS.favorites],
        volumeUnit: stored[SETTING_KEYS.volumeUnit],
        throttle: stored[SETTING_KEYS.throttle],
        sound: stored[SETTING_KEYS.sound],
      });
      self.applyInterface(stored);
      const locale = stored[SETTING_KEYS.locale];
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
