// The browser's network state for the offline notice, and what the page does once it is back.
import { describe, expect, it } from 'vitest';
import { recoveryWhenOnline, watchBrowserOnline, type OnlineEvents } from '../../../src/app/offline/browser-online';

describe('browser online state', () => {
  function rig(online: boolean) {
    const target = new EventTarget();
    const state = { online, shown: [] as boolean[], backs: 0 };
    const stop = watchBrowserOnline({
      events: target as unknown as OnlineEvents,
      online: () => state.online,
      showOffline: (offline) => state.shown.push(offline),
      backOnline: () => {
        state.backs += 1;
      },
    });
    return { target, state, stop };
  }

  it('shows offline from the start when the page opened without a network', () => {
    expect(rig(false).state.shown).toEqual([true]);
    expect(rig(true).state.shown).toEqual([false]);
  });

  it('follows the offline and online events, recovering when the network is back', () => {
    const { target, state, stop } = rig(true);
    target.dispatchEvent(new Event('offline'));
    expect(state.shown).toEqual([false, true]);
    expect(state.backs).toBe(0);
    target.dispatchEvent(new Event('online'));
    expect(state.shown).toEqual([false, true, false]);
    expect(state.backs).toBe(1);
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(state.shown).toHaveLength(3);
  });

  it('reloads a page whose first data never came, else reconnects a socket that is down', () => {
    expect(recoveryWhenOnline({ firstDataMissing: true, socketOnline: false })).toBe('reload');
    expect(recoveryWhenOnline({ firstDataMissing: false, socketOnline: false })).toBe('reconnect');
    expect(recoveryWhenOnline({ firstDataMissing: false, socketOnline: true })).toBe('none');
  });
});
