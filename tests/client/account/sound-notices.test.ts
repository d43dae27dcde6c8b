// Sound notices: the chime's tones, its burst rule, and the "sound notices" setting deciding
// whether a notification from the exchange makes a sound.
import { describe, expect, it } from 'vitest';
import { CHIME_GAP_MS, CHIME_KIND_NOTES, CHIME_NOTES, createChime } from '../../../src/services/chime';
import { lazyChime } from '../../../src/services/lazy-chime';
import { RootStore } from '../../../src/models/root';
import { fakeEnv } from '../fake-env';
import { FakeAccountChannel, notification } from './fake-account';

/** A Web Audio context that records the tones scheduled on it. */
class FakeAudio {
  currentTime = 10;
  state = 'suspended';
  resumed = 0;
  readonly destination = {};
  readonly tones: Array<{ type: string; notes: number[]; start: number; stop: number }> = [];
  resume() {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    const tone = { type: 'sine', notes: [] as number[], start: -1, stop: -1 };
    this.tones.push(tone);
    return {
      set type(v: string) {
        tone.type = v;
      },
      get type() {
        return tone.type;
      },
      frequency: {
        setValueAtTime: (hz: number) => {
          tone.notes.push(hz);
        },
      },
      connect: () => undefined,
      start: (t: number) => {
        tone.start = t;
      },
      stop: (t: number) => {
        tone.stop = t;
      },
    };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined };
  }
}

describe('chime', () => {
  it('plays each level as its notes, resumes a suspended context, and sounds a burst once', () => {
    const audio = new FakeAudio();
    let now = 1000;
    const chime = createChime({ enabled: () => true, makeContext: () => audio, now: () => now });
    chime.play('success');
    expect(audio.resumed).toBe(1);
    expect(audio.tones).toHaveLength(1);
    expect(audio.tones[0]!.notes).toEqual([...CHIME_NOTES.success]);
    expect(audio.tones[0]!.stop).toBeGreaterThan(audio.tones[0]!.start);
    // Twenty cancellations in one burst: one tone.
    for (let i = 0; i < 20; i++) chime.play('success');
    expect(audio.tones).toHaveLength(1);
    now += CHIME_GAP_MS;
    chime.play('error');
    expect(audio.tones).toHaveLength(2);
    expect(audio.tones[1]!.notes).toEqual([...CHIME_NOTES.error]);
    expect(audio.tones[1]!.type).not.toBe(audio.tones[0]!.type);
    // A price alert in the middle of a burst of fills still sounds, as its own tone.
    chime.play('success', 'order-executed');
    chime.play('info', 'uca');
    expect(audio.tones.map((t) => t.notes)).toEqual([[...CHIME_NOTES.success], [...CHIME_NOTES.error], [...CHIME_KIND_NOTES.uca!]]);
  });

  it('is silent while sound notices are off, and harmless where the browser has no audio', () => {
    const audio = new FakeAudio();
    let on = false;
    let made = 0;
    const chime = createChime({
      enabled: () => on,
      makeContext: () => {
        made++;
        return audio;
      },
      now: () => 0,
    });
    chime.play('error');
    expect(made).toBe(0);
    on = true;
    chime.play('error');
    expect(audio.tones).toHaveLength(1);
    const none = createChime({ enabled: () => true, makeContext: () => undefined });
    expect(() => {
      none.unlock();
      none.play('info');
    }).not.toThrow();
  });
});

describe('sound notices setting', () => {
  function setup(storage?: ReturnType<typeof fakeEnv>['storage']) {
    const base = fakeEnv();
    const audio = new FakeAudio();
    let now = 0;
    const channel = new FakeAccountChannel();
    const rest = { call: () => Promise.reject(new Error('none')) };
    const chime = createChime({ enabled: () => store.settings.soundNotices, makeContext: () => audio, now: () => now });
    const store = RootStore.create({}, { ...base.env, storage: storage ?? base.storage, account: { channel, rest }, chime });
    store.account.connect();
    channel.setStatus('authenticated');
    const later = () => {
      now += CHIME_GAP_MS;
    };
    return { store, channel, audio, later, storage: storage ?? base.storage };
  }

  it('keeps notifications silent by default', () => {
    const { store, channel, audio } = setup();
    channel.receive([0, 'n', notification('on-req', 'SUCCESS', 'Submitting exchange limit buy order for 0.5 BTC.')]);
    expect(store.account.notifications.items).toHaveLength(1);
    expect(audio.tones).toEqual([]);
  });

  it('turned on: plays a sample, then a tone per notification; kept under sound_notices', async () => {
    const { store, channel, audio, later, storage } = setup();
    store.settings.setSoundNotices(true);
    expect(audio.tones.map((t) => t.notes)).toEqual([[...CHIME_NOTES.info]]);
    later();
    channel.receive([0, 'n', notification('on-req', 'ERROR', 'Invalid order: not enough exchange balance')]);
    expect(audio.tones.map((t) => t.notes)).toEqual([[...CHIME_NOTES.info], [...CHIME_NOTES.error]]);
    await new Promise((r) => setTimeout(r, 0));
    expect(await storage.load('sound_notices')).toBe(true);
    // Read back by the next page load.
    const next = setup(storage);
    await next.store.settings.load();
    expect(next.store.settings.soundNotices).toBe(true);
    // Off again: silent.
    next.store.settings.setSoundNotices(false);
    next.later();
    next.channel.receive([0, 'n', notification('oc-req', 'SUCCESS', 'Submitted for cancellation.')]);
    expect(next.audio.tones).toEqual([]);
  });

  it('sounds each outcome by its kind: a fill rises, a cancel steps down, a liquidation falls three notes', () => {
    const { store, audio, later } = setup();
    store.settings.setSoundNotices(true);
    const told = (kind: string, level: 'success' | 'error' | 'info') => {
      later();
      store.account.notifications.tell({ kind, level, message: { key: 'outcome.positionOpened', params: {} } }, 0);
    };
    told('order-executed', 'success');
    told('order-cancelled', 'info');
    told('position-liquidated', 'error');
    told('loan-closed', 'info');
    expect(audio.tones.slice(1).map((t) => t.notes)).toEqual([
      [...CHIME_KIND_NOTES['order-executed']!],
      [...CHIME_KIND_NOTES['order-cancelled']!],
      [...CHIME_KIND_NOTES['position-liquidated']!],
      [...CHIME_NOTES.info],
    ]);
    expect(new Set(Object.values(CHIME_KIND_NOTES).map((n) => n.join())).size).toBe(Object.keys(CHIME_KIND_NOTES).length);
  });
});

describe('the chime of the page (loaded on its first tone)', () => {
  it('loads nothing while sound notices are off, then sounds each tone once loaded, in order', async () => {
    const audio = new FakeAudio();
    let on = false;
    let made = 0;
    const chime = lazyChime({
      enabled: () => on,
      makeContext: () => {
        made++;
        return audio;
      },
      now: (() => {
        let t = 0;
        return () => (t += CHIME_GAP_MS);
      })(),
    });
    chime.play('success');
    await new Promise((r) => setTimeout(r, 20));
    expect(made).toBe(0);
    on = true;
    chime.play('error');
    await expect.poll(() => audio.tones.length).toBe(1);
    chime.play('success');
    expect(audio.tones.map((t) => t.notes)).toEqual([[...CHIME_NOTES.error], [...CHIME_NOTES.success]]);
    expect(made).toBe(1);
  });
});
