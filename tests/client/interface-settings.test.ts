// The interface settings (market-side §3 "UI settings"): their defaults, each kept under the
// spec's key (the combined look string too) and read back by the next page load in one read, the
// owner's settings after a sign-in, the look applied to the page at once (auto following the
// system live), the time settings becoming every time's defaults, a new panel's chart interval
// and book precision, and the notification toggles keeping a kind of notice out of the toasts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../src/models/root';
import { SETTING_KEYS } from '../../src/models/settings';
import { createMemorySettingsStorage, type SettingsStorage } from '../../src/services/storage';
import { createSessionSettingsStorage } from '../../src/services/session-settings';
import { DEFAULT_TIME_FORMAT, formatTime, setTimeDefaults } from '../../src/format/time';
import { followLook, LOOK_HINT_KEY, startingLook, type SystemScheme } from '../../src/app/look-follower';
import { themeProperties } from '../../src/ui/themes';
import { applyTheme } from '../../src/ui/apply-theme';
import { parseChartState } from '../../src/widgets/chart/state';
import { parseBookState } from '../../src/widgets/book/state';
import { fakeEnv } from './fake-env';

const tick = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => setTimeDefaults(DEFAULT_TIME_FORMAT, null));

/** A storage that counts its reads. */
function counted(inner: SettingsStorage & { data: Map<string, string> }) {
  const reads = { single: 0, many: 0 };
  const storage: SettingsStorage = {
    load: (key) => {
      reads.single++;
      return inner.load(key);
    },
    save: (key, value) => inner.save(key, value),
    remove: (key) => inner.remove(key),
    loadMany: (keys) => {
      reads.many++;
      return inner.loadMany!(keys);
    },
    saveMany: (values) => inner.saveMany!(values),
  };
  return { storage, reads, data: inner.data };
}

function storeOn(storage: SettingsStorage) {
  return RootStore.create({}, { ...fakeEnv().env, storage });
}

/** The root element's side of a theme: its properties and attributes. */
class FakeRoot {
  readonly props = new Map<string, string>();
  readonly attrs = new Map<string, string>();
  style = { setProperty: (name: string, value: string) => void this.props.set(name, value) };
  setAttribute(name: string, value: string) {
    this.attrs.set(name, value);
  }
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null;
  }
}

class FakeSystem implements SystemScheme {
  private listeners = new Set<(e: { matches: boolean }) => void>();
  constructor(public matches: boolean) {}
  addEventListener(_: 'change', l: (e: { matches: boolean }) => void) {
    this.listeners.add(l);
  }
  removeEventListener(_: 'change', l: (e: { matches: boolean }) => void) {
    this.listeners.delete(l);
  }
  change(matches: boolean) {
    this.matches = matches;
    for (const l of this.listeners) l({ matches });
  }
}

describe('interface settings', () => {
  it('start at the spec’s defaults', async () => {
    const store = storeOn(createMemorySettingsStorage());
    await store.settings.load();
    const s = store.settings;
    expect([s.theme, s.mode, s.upDown, s.timeFormat, s.timeZone, s.chartInterval, s.bookPrecision, s.bookLayout]).toEqual([
      'default',
      'dark',
      'green-up',
      'YY-MM-DD HH:mm:ss',
      null,
      '30m',
      'P0',
      2,
    ]);
    expect(s.noticeOn('fills') && s.emailOn('deposits') && s.emailOn('withdrawals')).toBe(true);
  });

  it('keep each choice under the spec’s key, read back by the next load in one read', async () => {
    const { storage, reads, data } = counted(createMemorySettingsStorage());
    const store = storeOn(storage);
    const s = store.settings;
    s.setTheme('high-contrast');
    s.setMode('light');
    s.setUpDown('red-up');
    s.setTimeFormat('DD.MM.YYYY HH:mm:ss');
    s.setTimeZone('Asia/Kathmandu');
    s.setChartInterval('1h');
    s.setBookPrecision('P2');
    s.setBookLayout(1);
    s.setNoticeToggle('fills', false);
    s.setEmailToggle('deposits', false);
    await tick();
    expect(Object.fromEntries([...data].map(([k, v]) => [k, JSON.parse(v) as unknown]))).toEqual({
      theme: 'high-contrast',
      mode: 'light',
      up_down_scheme: 'red-up',
      ui_theme: 'high-contrast-theme:light-mode:red-up',
      time_format: 'DD.MM.YYYY HH:mm:ss',
      time_zone: 'Asia/Kathmandu',
      utc_offset: null,
      chart_interval: '1h',
      book_precision: 'P2',
      book_layout: 1,
      notification_toggles: { fills: false },
      email_toggles: { deposits: false },
    });

    setTimeDefaults(DEFAULT_TIME_FORMAT, null);
    const next = storeOn(storage);
    await next.settings.load();
    expect(reads).toEqual({ single: 0, many: 1 });
    expect(next.settings.look).toEqual({ theme: 'high-contrast', mode: 'light', upDown: 'red-up' });
    expect([next.settings.timeZone, next.settings.chartInterval, next.settings.bookPrecision, next.settings.bookLayout]).toEqual([
      'Asia/Kathmandu',
      '1h',
      'P2',
      1,
    ]);
    expect(next.settings.noticeOn('fills')).toBe(false);
    expect(next.settings.emailOn('deposits')).toBe(false);
    // Loaded, the time settings are every time's defaults.
    expect(formatTime(Date.UTC(2024, 0, 31, 20, 0, 0))).toBe('01.02.2024 01:45:00');
  });

  it('show the account’s after a sign-in and the browser’s after sign-out; what the owner lacks is the default', async () => {
    const local = createMemorySettingsStorage({ theme: 'classic', mode: 'auto', time_format: 'MM-DD-YY HH:mm:ss' });
    // The combined string alone names the look; the spec's minutes name the chart interval.
    const account = createMemorySettingsStorage({ ui_theme: 'experimental-theme:light-mode:default', chart_interval: 15 });
    let signedIn = false;
    const store = storeOn(createSessionSettingsStorage(local, account, () => signedIn));
    await store.settings.load();
    expect([store.settings.theme, store.settings.mode, store.settings.timeFormat]).toEqual(['classic', 'auto', 'MM-DD-YY HH:mm:ss']);
    signedIn = true;
    await store.settings.load();
    expect([store.settings.theme, store.settings.mode, store.settings.timeFormat]).toEqual(['experimental', 'light', DEFAULT_TIME_FORMAT]);
    expect(store.settings.chartInterval).toBe('15m');
    signedIn = false;
    await store.settings.load();
    expect(store.settings.theme).toBe('classic');
  });

  it('keep the shown settings when the owner’s cannot be read, and drop values that are not choices', async () => {
    const failing: SettingsStorage = { ...createMemorySettingsStorage(), loadMany: () => Promise.reject(new Error('HTTP 500')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = RootStore.create({ settings: { theme: 'colourblind' } }, { ...fakeEnv().env, storage: failing });
    await store.settings.load();
    expect(store.settings.theme).toBe('colourblind');
    expect(store.settings.ready).toBe(true);
    expect(logged).toHaveBeenCalledWith('settings not read', expect.any(Error));
    logged.mockRestore();
    const odd = storeOn(
      createMemorySettingsStorage({
        theme: 'neon',
        time_zone: 'Mars/Olympus',
        utc_offset: 50,
        time_format: 'YYYYMMDD',
        book_precision: 'P9',
        book_layout: 3,
      }),
    );
    await odd.settings.load();
    expect([
      odd.settings.theme,
      odd.settings.timeZone,
      odd.settings.timeFormat,
      odd.settings.bookPrecision,
      odd.settings.bookLayout,
    ]).toEqual(['default', null, DEFAULT_TIME_FORMAT, 'P0', 2]);
  });

  it('apply the look to the page at once, auto following the system live, and remember it for the next load', () => {
    const store = storeOn(createMemorySettingsStorage());
    const root = new FakeRoot();
    const system = new FakeSystem(false);
    const hint = new Map<string, string>();
    const stop = followLook(store.settings, root, applyTheme, system, { setItem: (k, v) => void hint.set(k, v) });
    expect(root.attrs.get('data-theme')).toBe('default');
    expect(root.attrs.get('data-mode')).toBe('dark');
    expect(root.props.get('--bg')).toBe(themeProperties('default', 'dark', 'green-up')['--bg']);

    store.settings.setTheme('high-contrast');
    store.settings.setMode('light');
    expect([root.attrs.get('data-theme'), root.attrs.get('data-mode')]).toEqual(['high-contrast', 'light']);
    expect(root.props.get('--bg')).toBe('#ffffff');
    expect(root.props.get('color-scheme')).toBe('light');

    store.settings.setUpDown('red-up');
    const hc = themeProperties('high-contrast', 'light', 'green-up');
    expect(root.props.get('--up')).toBe(hc['--down']);
    expect(root.attrs.get('data-up-down')).toBe('red-up');

    store.settings.setMode('auto');
    expect(root.attrs.get('data-mode')).toBe('dark');
    system.change(true);
    expect(root.attrs.get('data-mode')).toBe('light');
    system.change(false);
    expect(root.attrs.get('data-mode')).toBe('dark');
    expect(hint.get(LOOK_HINT_KEY)).toBe('high-contrast-theme:auto-mode:red-up');
    expect(startingLook({ getItem: (k) => hint.get(k) ?? null })).toEqual({ theme: 'high-contrast', mode: 'auto', upDown: 'red-up' });
    expect(startingLook(undefined)).toEqual({ theme: 'default', mode: 'dark', upDown: 'green-up' });

    stop();
    store.settings.setTheme('classic');
    expect(root.attrs.get('data-theme')).toBe('high-contrast');
  });

  it('start a new chart or book panel at the user’s interval and precision; a panel’s own choice wins', () => {
    const defaults = { chartInterval: '3h' as const, bookPrecision: 'P3' as const };
    expect(parseChartState(undefined, { chartInterval: '1h' })).toEqual({ timeframe: '1h' });
    expect(parseChartState({ timeframe: '5m' }, { chartInterval: '1h' })).toEqual({ timeframe: '5m' });
    expect(parseBookState({}, defaults).prec).toBe('P3');
    expect(parseBookState({ prec: 'P1' }, defaults).prec).toBe('P1');
  });
});

describe('notification toggles', () => {
  it('keep a kind turned off out of the toasts (and silent), never a failure; the list keeps them all', () => {
    const plays: string[] = [];
    const chime = { unlock: () => undefined, play: (level: string, kind?: string) => void plays.push(`${level}:${kind ?? ''}`) };
    const store = RootStore.create({}, { ...fakeEnv().env, chime });
    const n = store.account.notifications;
    store.settings.setNoticeToggle('fills', false);
    store.settings.setNoticeToggle('orders', false);
    plays.length = 0;
    n.add('order-executed', 'success', '', 1);
    n.add('on-req', 'success', 'Submitting exchange limit buy order for 0.5 BTC.', 2);
    n.add('on-req', 'error', 'Invalid order: not enough exchange balance', 3);
    n.add('position-opened', 'info', '', 4);
    n.add('layout-import', 'success', 'Imported', 5);
    expect(n.items).toHaveLength(5);
    expect(n.toasts.map((t) => t.kind)).toEqual(['layout-import', 'position-opened', 'on-req']);
    expect(n.toasts.find((t) => t.kind === 'on-req')?.level).toBe('error');
    expect(plays).toEqual(['error:on-req', 'info:position-opened', 'success:layout-import']);
    n.clearAll();
  });
});

describe('settings keys', () => {
  it('are the spec’s names where it has them', () => {
    expect(SETTING_KEYS).toMatchObject({
      theme: 'theme',
      mode: 'mode',
      utcOffset: 'utc_offset',
      timeZone: 'time_zone',
      timeFormat: 'time_format',
      sound: 'sound_notices',
      chartInterval: 'chart_interval',
      bookPrecision: 'book_precision',
      bookLayout: 'book_layout',
    });
  });
});
