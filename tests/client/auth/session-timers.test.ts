import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMINGS, UI_STORAGE_KEYS } from '../../../src/services/session';
import { sessionStart, setup } from './session-harness';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('session timers (account-side §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the token 480 000 ms after its timestamp, then again 480 000 ms after the new one', async () => {
    const h = setup();
    h.session.start();
    h.session.signIn(sessionStart());
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.tokenRefreshAfterMs - 1);
    expect(h.calls.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refreshToken).toHaveBeenCalledTimes(1);
    expect(h.calls.refreshToken.mock.calls[0]![0]).toBeGreaterThanOrEqual(600);
    // The exchange moved its HttpOnly cookie to the new token: the page keeps only when.
    expect(h.records.value).toEqual({ timestamp: T0 + 480_000, subaccountId: 0, temporary: false, signedInAt: T0 });
    expect(JSON.stringify(h.records.value)).not.toContain('pub:');
    expect(h.session.sessionKey).toBe(String(T0));
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.tokenRefreshAfterMs);
    expect(h.calls.refreshToken).toHaveBeenCalledTimes(2);
    expect(h.records.value?.timestamp).toBe(T0 + 960_000);
    expect(h.session.sessionKey).toBe(String(T0));
  });

  it('a stored session older than 480 000 ms is refreshed at once on start', async () => {
    const h = setup({ stored: { timestamp: T0 - 600_000, subaccountId: 0, temporary: false, signedInAt: T0 - 700_000 } });
    h.session.start();
    expect(h.session.state.status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('keeps the session alive every 420 000 ms and reads the user info every 120 s while it is set', async () => {
    const h = setup();
    h.session.start();
    h.session.signIn(sessionStart());
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls.userInfo).toHaveBeenCalledTimes(1);
    expect(h.session.state.userInfo?.[1]).toBe('demo@tradedesk.local');
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.keepAliveMs);
    expect(h.calls.keepAlive).toHaveBeenCalledTimes(1);
    expect(h.calls.userInfo).toHaveBeenCalledTimes(1 + Math.floor(420_000 / 120_000));
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.keepAliveMs);
    expect(h.calls.keepAlive).toHaveBeenCalledTimes(2);

    await h.session.logOut();
    const keepAlives = h.calls.keepAlive.mock.calls.length;
    const infos = h.calls.userInfo.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3 * SESSION_TIMINGS.keepAliveMs);
    expect(h.calls.keepAlive).toHaveBeenCalledTimes(keepAlives);
    expect(h.calls.userInfo).toHaveBeenCalledTimes(infos);
    expect(h.calls.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh clears the token and sends the user to /login, remembering where they were', async () => {
    const h = setup({ path: '/wallets?tab=margin' });
    h.session.start();
    h.session.signIn(sessionStart());
    h.calls.refreshToken.mockRejectedValueOnce(new Error('token: invalid'));
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.tokenRefreshAfterMs);
    expect(h.session.sessionKey).toBeUndefined();
    expect(h.records.value).toBeUndefined();
    expect(h.session.state).toMatchObject({ status: 'anonymous', signedOut: 'expired' });
    expect(h.navigations).toEqual(['/login']);
    expect(h.tab.getItem(UI_STORAGE_KEYS.loginReturnTo)).toBe('/wallets?tab=margin');
    expect(h.local.getItem(UI_STORAGE_KEYS.lastClosedSession)).toBe(String(T0 + 480_000));
    const keepAlives = h.calls.keepAlive.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.keepAliveMs * 2);
    expect(h.calls.keepAlive).toHaveBeenCalledTimes(keepAlives);
    expect(h.calls.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('with keep_session_alive off the session is temporary: a new token every 120 000 ms, silently dropped on failure', async () => {
    const h = setup();
    h.calls.coreSettings.mockResolvedValue(new Map([['keep_session_alive', '0']]));
    h.session.start();
    h.session.signIn(sessionStart());
    await vi.advanceTimersByTimeAsync(0);
    expect(h.session.state.temporary).toBe(true);
    expect(h.records.value?.temporary).toBe(true);
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.temporaryRefreshMs);
    expect(h.calls.temporaryToken).toHaveBeenCalledTimes(1);
    expect(h.records.value?.timestamp).toBe(T0 + 120_000);
    h.calls.temporaryToken.mockRejectedValueOnce(new Error('token: invalid'));
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.temporaryRefreshMs);
    expect(h.session.sessionKey).toBeUndefined();
    expect(h.navigations).toEqual([]);
    // No 8-minute refresh and no keep-alive for a temporary session.
    expect(h.calls.refreshToken).not.toHaveBeenCalled();
    expect(h.calls.keepAlive).not.toHaveBeenCalled();
  });

  it('records last_login at sign-in and last_closed_session at logout', async () => {
    const h = setup();
    h.session.start();
    h.session.signIn(sessionStart());
    expect(h.local.getItem(UI_STORAGE_KEYS.lastLogin)).toBe(String(T0));
    vi.setSystemTime(T0 + 5000);
    await h.session.logOut({ rating: 4, description: 'fine' });
    // No token to pass: the exchange reads the writer and the session from its cookie.
    expect(h.calls.feedback).toHaveBeenCalledWith({ rating: 4, description: 'fine', source: 'web logout feedback' });
    expect(h.calls.logout).toHaveBeenCalledWith();
    expect(h.local.getItem(UI_STORAGE_KEYS.lastClosedSession)).toBe(String(T0 + 5000));
    expect(h.session.state.signedOut).toBe('logout');
  });

  it('the heartbeat follows other tabs: a sign-out ends this session, a new sub-account reloads the page', async () => {
    const h = setup();
    h.session.start();
    h.session.signIn(sessionStart());
    h.records.write({ ...h.records.value!, subaccountId: 12 });
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.heartbeatMs);
    expect(h.reload).toHaveBeenCalledTimes(1);

    const other = setup();
    other.session.start();
    other.session.signIn(sessionStart());
    other.records.clear();
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.heartbeatMs);
    expect(other.session.state).toMatchObject({ status: 'anonymous', signedOut: 'elsewhere' });
    expect(other.navigations).toEqual([]);
  });

  it('the heartbeat tells a refresh in another tab from a new sign-in there', async () => {
    const h = setup();
    h.session.start();
    h.session.signIn(sessionStart());
    const key = h.session.sessionKey;
    h.records.write({ ...h.records.value!, timestamp: T0 + 1000 });
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.heartbeatMs);
    expect(h.session.sessionKey).toBe(key);
    expect(h.session.state.timestamp).toBe(T0 + 1000);
    h.records.write({ ...h.records.value!, signedInAt: T0 + 5000, timestamp: T0 + 5000 });
    await vi.advanceTimersByTimeAsync(SESSION_TIMINGS.heartbeatMs);
    expect(h.session.sessionKey).toBe(String(T0 + 5000));
    expect(h.session.state.status).toBe('signedIn');
    expect(h.reload).not.toHaveBeenCalled();
  });

  it('switching the sub-account asks the exchange, stores it and reloads the page', async () => {
    const h = setup();
    h.session.start();
    h.session.signIn(sessionStart());
    await h.session.switchSubaccount(3);
    expect(h.calls.switchSubaccount).toHaveBeenCalledWith(3);
    expect(h.records.value?.subaccountId).toBe(3);
    expect(h.reload).toHaveBeenCalledTimes(1);
    h.calls.switchSubaccount.mockRejectedValueOnce(new Error('subaccount: not a sub-account of this account'));
    await expect(h.session.switchSubaccount(9)).rejects.toThrow('not a sub-account');
    expect(h.records.value?.subaccountId).toBe(3);
    expect(h.reload).toHaveBeenCalledTimes(1);
  });
});
