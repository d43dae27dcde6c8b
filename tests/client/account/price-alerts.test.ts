// Price alerts: the pairing rule of an update (market-side §5: ignored if the two alerts differ in
// pair), the typed price's checks and grid, and the alerts model against a scripted exchange —
// the list read when the channel authenticates, add / move / delete with the exchange's refusals,
// a fired alert (`uca`) dropped from the list with its toast and its own tone.
import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../../src/format/number';
import type { PriceAlert } from '../../../src/protocol/account/price-alert';
import {
  alertPrice,
  alertPriceError,
  alertUpdateApplies,
  alertsOfPair,
  updatedAlerts,
  withAlert,
} from '../../../src/models/account/price-alert-rules';
import { priceAlertsOf } from '../../../src/models/account/price-alerts';
import { RootStore } from '../../../src/models/root';
import { CHIME_GAP_MS, CHIME_KIND_NOTES, createChime } from '../../../src/services/chime';
import { ExchangeError } from '../../../src/services/rest';
import { fakeEnv } from '../fake-env';
import { FakeAccountChannel, accountSetup, notification } from './fake-account';

const alert = (symbol: string, price: number, direction = 1): PriceAlert => ({
  key: `price:${symbol}:${price}`,
  symbol,
  price,
  count: 100,
  direction,
});
const row = (a: PriceAlert) => [a.key, 'price', a.symbol, a.price, a.count, a.direction];

describe('the pairing rule of an alert update', () => {
  it('applies an update on the same pair and ignores one that differs in pair', () => {
    expect(alertUpdateApplies(alert('tBTCUSD', 96000), alert('tBTCUSD', 97000))).toBe(true);
    expect(alertUpdateApplies(alert('tBTCUSD', 96000), alert('tETHUSD', 96000))).toBe(false);
    expect(alertUpdateApplies({ symbol: 'tBTCUSD' }, { symbol: 'tBTCUST' })).toBe(false);
  });

  it('replaces the alert in its place on the same pair, and leaves the list as it was across pairs', () => {
    const a = alert('tBTCUSD', 96000);
    const b = alert('tETHUSD', 3000);
    const list = [a, b];
    const moved = alert('tBTCUSD', 97000);
    expect(updatedAlerts(list, a, moved)).toEqual([moved, b]);
    // The same alert moved to another pair: ignored, the very same list back.
    expect(updatedAlerts(list, a, alert('tETHUSD', 97000))).toBe(list);
    // An alert not in the list: nothing to update.
    expect(updatedAlerts(list, alert('tBTCUSD', 1), moved)).toBe(list);
    // Onto a price that already has an alert: kept once.
    const c = alert('tBTCUSD', 90000);
    expect(updatedAlerts([a, c, b], a, c)).toEqual([c, b]);
  });

  it('keeps one alert per key and lists a pair highest first', () => {
    const a = alert('tBTCUSD', 96000);
    expect(withAlert([a], { ...a, count: 1 })).toEqual([{ ...a, count: 1 }]);
    const list = [alert('tBTCUSD', 90000), alert('tETHUSD', 3000), alert('tBTCUSD', 99000, -1)];
    expect(alertsOfPair(list, 'tBTCUSD').map((x) => x.price)).toEqual([99000, 90000]);
  });
});

describe('an alert price as typed', () => {
  afterEach(() => setNumberLocale('en-US'));

  it('is a number greater than 0, with a reason for each refusal', () => {
    expect(alertPriceError('')).toBe('required');
    expect(alertPriceError('   ')).toBe('required');
    expect(alertPriceError('abc')).toBe('notNumber');
    expect(alertPriceError('12abc')).toBe('notNumber');
    expect(alertPriceError('-5')).toBe('notPositive');
    expect(alertPriceError('0')).toBe('notPositive');
    expect(alertPriceError('0.000')).toBe('notPositive');
    expect(alertPriceError('96000')).toBeUndefined();
    expect(alertPriceError('96000,5')).toBeUndefined();
    expect(alertPriceError('.5')).toBeUndefined();
    expect(alertPriceError('96,000.5')).toBeUndefined();
    expect(alertPriceError('1.2.3')).toBe('notNumber');
  });

  it('is read in the locale’s marks, and one that reads two ways is no price', () => {
    setNumberLocale('ru');
    expect(alertPrice('96 123,456')).toBe('96123');
    expect(alertPrice('96.123,456')).toBe('96123');
    expect(alertPriceError('1.234')).toBe('notNumber');
    expect(alertPrice('1.234')).toBeUndefined();
    setNumberLocale('en-US');
    expect(alertPrice('1.234')).toBe('1.234');
  });

  it('goes to the exchange on its grid of 5 significant figures', () => {
    expect(alertPrice('96123.456')).toBe('96123');
    expect(alertPrice('96123.5')).toBe('96124');
    expect(alertPrice('0.000123456')).toBe('0.00012346');
    expect(alertPrice('96000,5')).toBe('96001');
    expect(alertPrice('-1')).toBeUndefined();
  });
});

describe('the alerts model', () => {
  const LIST = 'v2/auth/r/alerts';
  const SET = 'v2/auth/w/alert/set';
  const DEL = 'v2/auth/w/alert/del';
  const settle = () => new Promise((r) => setTimeout(r, 0));

  function setup(answers: Record<string, unknown>) {
    const s = accountSetup(answers);
    const alerts = priceAlertsOf(s.store);
    return { ...s, alerts };
  }

  it('reads the list when the channel authenticates, one store per root, and forgets it at sign-out', async () => {
    const { store, channel, alerts, calls } = setup({ [LIST]: [row(alert('tBTCUSD', 96000)), row(alert('tETHUSD', 3000, -1))] });
    expect(priceAlertsOf(store)).toBe(alerts);
    expect(alerts.loaded).toBe(false);
    channel.setStatus('authenticated');
    await settle();
    expect(calls.filter((c) => c.path === LIST)).toEqual([{ path: LIST, body: { type: 'price' } }]);
    expect(alerts.list.map((a) => a.key)).toEqual(['price:tBTCUSD:96000', 'price:tETHUSD:3000']);
    channel.setStatus('signedOut');
    expect(alerts.list).toEqual([]);
    expect(alerts.loaded).toBe(false);
  });

  it('adds an alert on the grid, refuses a bad price without asking, and shows the exchange refusal', async () => {
    let refuse = false;
    const { channel, alerts, calls } = setup({
      [LIST]: [],
      [SET]: (body: { symbol: string; price: string }) => {
        if (refuse) throw new ExchangeError(10020, 'Invalid alert: at most 250 alerts');
        return row(alert(body.symbol, Number(body.price)));
      },
    });
    channel.setStatus('authenticated');
    await settle();
    expect(await alerts.add('tBTCUSD', '-3')).toEqual({ ok: false, invalid: 'notPositive' });
    expect(await alerts.add('tBTCUSD', 'x')).toEqual({ ok: false, invalid: 'notNumber' });
    expect(calls.filter((c) => c.path === SET)).toEqual([]);
    const added = await alerts.add('tBTCUSD', '96123.45');
    expect(added).toEqual({ ok: true, alert: alert('tBTCUSD', 96123) });
    expect(calls.find((c) => c.path === SET)?.body).toEqual({ type: 'price', symbol: 'tBTCUSD', price: '96123' });
    expect(alerts.list).toEqual([alert('tBTCUSD', 96123)]);
    refuse = true;
    expect(await alerts.add('tBTCUSD', '97000')).toEqual({ ok: false, refused: 'Invalid alert: at most 250 alerts' });
    expect(alerts.list).toHaveLength(1);
  });

  it('moves an alert on its pair (set, then delete the old), and ignores a move to another pair', async () => {
    const a = alert('tBTCUSD', 96000);
    const b = alert('tETHUSD', 3000);
    const { channel, alerts, calls } = setup({
      [LIST]: [row(a), row(b)],
      [SET]: (body: { symbol: string; price: string }) => row(alert(body.symbol, Number(body.price))),
      [DEL]: [true],
    });
    channel.setStatus('authenticated');
    await settle();
    // The panel shows ETH/USD now: an update of a BTC/USD alert there is ignored, nothing asked.
    expect(await alerts.move(a, 'tETHUSD', '3100')).toEqual({ ok: false, otherPair: 'tBTCUSD' });
    expect(calls.filter((c) => c.path === SET || c.path === DEL)).toEqual([]);
    expect(alerts.list).toEqual([a, b]);
    expect(await alerts.move(a, 'tBTCUSD', '97000')).toEqual({ ok: true, alert: alert('tBTCUSD', 97000) });
    expect(calls.filter((c) => c.path === DEL).map((c) => c.body)).toEqual([{ alertId: 'price:tBTCUSD:96000' }]);
    expect(alerts.list).toEqual([alert('tBTCUSD', 97000), b]);
  });

  it('deletes an alert, and keeps it with the reason when the exchange refuses', async () => {
    const a = alert('tBTCUSD', 96000);
    let refuse = true;
    const { channel, alerts } = setup({
      [LIST]: [row(a)],
      [DEL]: () => {
        if (refuse) throw new ExchangeError(10100, 'apikey: permission denied (account write)');
        return [true];
      },
    });
    channel.setStatus('authenticated');
    await settle();
    expect(await alerts.remove(a)).toBe('apikey: permission denied (account write)');
    expect(alerts.list).toEqual([a]);
    refuse = false;
    expect(await alerts.remove(a)).toBeUndefined();
    expect(alerts.list).toEqual([]);
  });

  it('keeps out an alert that fired before the answer to its set arrived', async () => {
    let answer: (row: unknown) => void = () => undefined;
    const { channel, alerts } = setup({
      [LIST]: [],
      [SET]: () => new Promise((resolve) => (answer = resolve)),
    });
    channel.setStatus('authenticated');
    await settle();
    const a = alert('tBTCUSD', 96000);
    const adding = alerts.add('tBTCUSD', '96000');
    await settle();
    channel.receive([0, 'n', notification('uca', 'SUCCESS', 'Price alert: BTC/USD rose to 96000', row(a))]);
    answer(row(a));
    expect(await adding).toEqual({ ok: true, alert: a });
    expect(alerts.list).toEqual([]);
    // Set again later at the same price: a new alert, listed.
    const again = alerts.add('tBTCUSD', '96000');
    await settle();
    answer(row(a));
    await again;
    expect(alerts.list).toEqual([a]);
  });

  it('drops a fired alert (uca) from the list; the notification is a toast with the exchange text', async () => {
    const a = alert('tBTCUSD', 96000);
    const b = alert('tBTCUSD', 90000, -1);
    const { store, channel, alerts } = setup({ [LIST]: [row(a), row(b)] });
    store.account.connect();
    channel.setStatus('authenticated');
    await settle();
    channel.receive([0, 'n', notification('uca', 'SUCCESS', 'Price alert: BTCUSD rose to 96000', row(a))]);
    expect(alerts.list).toEqual([b]);
    const toast = store.account.notifications.toasts[0];
    expect(toast).toMatchObject({ kind: 'uca', level: 'success', text: 'Price alert: BTCUSD rose to 96000' });
  });
});

describe('a fired alert is heard', () => {
  it('rings the alert tone when sound notices are on, and nothing when they are off', () => {
    const tones: number[][] = [];
    const audio = {
      currentTime: 1,
      state: 'running',
      destination: {},
      resume: () => Promise.resolve(),
      createOscillator: () => {
        const notes: number[] = [];
        tones.push(notes);
        return {
          type: 'sine',
          frequency: { setValueAtTime: (hz: number) => notes.push(hz) },
          connect: () => undefined,
          start: () => undefined,
          stop: () => undefined,
        };
      },
      createGain: () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      }),
    };
    let now = 0;
    const base = fakeEnv();
    const channel = new FakeAccountChannel();
    const chime = createChime({ enabled: () => store.settings.soundNotices, makeContext: () => audio, now: () => now });
    const store = RootStore.create(
      {},
      { ...base.env, account: { channel, rest: { call: () => Promise.reject(new Error('none')) } }, chime },
    );
    store.account.connect();
    channel.setStatus('authenticated');
    const fire = () => {
      now += CHIME_GAP_MS;
      channel.receive([0, 'n', notification('uca', 'SUCCESS', 'Price alert: BTCUSD rose to 96000', row(alert('tBTCUSD', 96000)))]);
    };
    fire();
    expect(tones).toEqual([]);
    store.settings.setSoundNotices(true);
    tones.length = 0;
    fire();
    expect(tones).toEqual([[...CHIME_KIND_NOTES.uca!]]);
    expect(new Set(Object.values(CHIME_KIND_NOTES).map((n) => n.join())).size).toBe(Object.keys(CHIME_KIND_NOTES).length);
    // The alerts toggle of the notification settings turned off: no toast, no sound.
    store.settings.setNoticeToggle('alerts', false);
    tones.length = 0;
    fire();
    expect(tones).toEqual([]);
    expect(store.account.notifications.items[0]).toMatchObject({ kind: 'uca', toast: false });
  });
});
