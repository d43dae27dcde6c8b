import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardDecision } from '../../../src/app/auth/guard-decision';
import { LOGIN_REQUIRED_PREFIXES } from '../../../src/app/paths';
import { SessionStore } from '../../../src/models/session';
import { createPrivateRest } from '../../../src/services/private-rest';
import { createAccountCalls } from '../../../src/services/account-calls';
import { ExchangeError } from '../../../src/services/rest';
import { SessionService, UI_STORAGE_KEYS, createMemoryRecordStore, realTimers } from '../../../src/services/session';
import { fakePageAccounts, infoRow, memoryStorage, sessionStart, setup } from './session-harness';

describe('login guard (account-side §2)', () => {
  it('sends a visitor on every login-required prefix to the login page, not /freeze', () => {
    // Every prefix of the spec's list, as it is and with a page below it.
    for (const p of LOGIN_REQUIRED_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/BTCUSD`])) {
      expect(guardDecision(p, 'anonymous'), p).toBe('login');
      expect(guardDecision(p, 'signedIn'), p).toBe('render');
      expect(guardDecision(p, 'unknown'), p).toBe('wait');
    }
    for (const p of ['/', '/freeze', '/login', '/signup', '/tradedesk', '/tx', '/fees', '/apis']) {
      expect(guardDecision(p, 'anonymous'), p).toBe('render');
    }
    expect(guardDecision('/fees', 'anonymous', true)).toBe('login');
  });
});

describe('login return-to key', () => {
  it('is remembered per tab, read once, and only for site paths outside the sign-in pages', () => {
    const h = setup();
    h.session.rememberReturnTo('/wallets?tab=exchange#BTC');
    expect(h.tab.getItem(UI_STORAGE_KEYS.loginReturnTo)).toBe('/wallets?tab=exchange#BTC');
    expect(h.session.takeReturnTo()).toBe('/wallets?tab=exchange#BTC');
    // Nothing remembered: the markets (the root is the marketing site's home).
    expect(h.session.takeReturnTo()).toBe('/markets');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil', '/login', '/logout', '/signup?x=1', 'wallets']) {
      h.session.rememberReturnTo(bad);
      expect(h.session.takeReturnTo(), bad).toBe('/markets');
    }
  });
});

/** The private REST client over canned answers (then `fallback` for every call), wired to a
 *  session as the browser wires them. */
function restRig(fallback: unknown, currentPath: string) {
  const answers: Array<[number, unknown]> = [];
  const fetch = vi.fn(async () => {
    const [status, body] = answers.shift() ?? [500, fallback];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const holder: { session?: SessionService } = {};
  const rest = createPrivateRest({
    base: 'http://x.test',
    fetch,
    credentials: () => holder.session?.credentials(),
    onReLogin: (url, e) => holder.session?.reLogin(url, e),
    onRateLimit: (e) => holder.session?.rateLimited(e),
    onPermissionDenied: (url, e) => holder.session?.permissionDenied(url, e),
  });
  const navigations: string[] = [];
  const records = createMemoryRecordStore();
  const tab = memoryStorage();
  const session = new SessionService({
    calls: createAccountCalls(rest),
    records,
    local: memoryStorage(),
    tab,
    timers: realTimers,
    navigate: (p) => navigations.push(p),
    reload: () => undefined,
    currentPath: () => currentPath,
  });
  holder.session = session;
  return { answers, rest, session, records, tab, navigations };
}

describe('a refused token ends the session (10100 → re-login)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the private REST client reports it, the session clears and goes to /login, remembering the page', async () => {
    const { answers, rest, session, records, tab, navigations } = restRig(['error', 10100, 'token: invalid'], '/reports/ledgers');
    answers.push([200, infoRow(7, 'a@b.co')], [200, [['keep_session_alive', '1']]]);
    session.start();
    session.signIn(sessionStart({ token: 'pub:api:gone' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.state.userInfo?.[1]).toBe('a@b.co');

    await expect(rest.auth('v2/auth/r/wallets')).rejects.toMatchObject({ code: 10100 });
    expect(session.state).toMatchObject({ status: 'anonymous', signedOut: 'reLogin' });
    expect(records.value).toBeUndefined();
    expect(navigations).toEqual(['/login']);
    expect(tab.getItem(UI_STORAGE_KEYS.loginReturnTo)).toBe('/reports/ledgers');

    answers.push([429, ['error', 11010, 'ratelimit: error']]);
    await expect(rest.post('v2/login', {})).rejects.toMatchObject({ code: 11010 });
    expect(session.state.rateLimit?.text).toBe('ratelimit: error');
  });
});

describe('a refusal for a missing right (the missing permissions warning)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the session, reports what was missing once, and not for a call made with other credentials', async () => {
    const { answers, rest, session } = restRig(['error', 10100, 'token: permission denied (orders write)'], '/t');
    const store = SessionStore.create({}, { auth: { session, accounts: fakePageAccounts({}) } });
    store.attach();
    answers.push([200, infoRow(7, 'a@b.co')], [200, [['keep_session_alive', '1']]]);
    session.start();
    session.signIn(sessionStart({ token: 'pub:api:kept' }));
    await vi.advanceTimersByTimeAsync(0);

    await expect(rest.auth('v2/auth/w/order/submit')).rejects.toMatchObject({ code: 10100 });
    expect(session.state.status).toBe('signedIn');
    expect(store.missingPermission).toMatchObject({ reason: 'orders write', text: 'token: permission denied (orders write)' });
    store.dismissMissingPermission();
    session.rateLimited(new ExchangeError(11010, 'ratelimit: error', 429)); // a later publish carries the old one
    expect(store.rateLimitText).toBe('ratelimit: error');
    expect(store.missingPermission).toBeNull();

    await expect(rest.auth('v2/auth/r/wallets', {}, { credentials: { kind: 'token', token: 'other' } })).rejects.toMatchObject({
      code: 10100,
    });
    expect(store.missingPermission).toBeNull();
  });
});

describe("SessionStore (the pages' view of the session)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mirrors the service: status, user from the info row, rate-limit notice, welcome flag', async () => {
    const h = setup();
    const accounts = fakePageAccounts({ captchaRequired: true, ssoBase: 'http://x.test/api/sso/local/authorize' });
    const store = SessionStore.create({}, { auth: { session: h.session, accounts } });
    store.attach();
    expect(store.status).toBe('unknown');
    h.session.start();
    expect(store.status).toBe('anonymous');
    h.calls.login.mockResolvedValueOnce({ kind: 'session', session: sessionStart({ userId: 7 }) });
    await expect(
      store.logIn({ login: 'demo@tradedesk.local', password: 'x', captcha: { captchaToken: 'c:1', captchaProvider: 'local' } }),
    ).resolves.toEqual({ kind: 'signedIn' });
    expect(h.calls.login).toHaveBeenCalledWith({
      login: 'demo@tradedesk.local',
      password: 'x',
      captchaToken: 'c:1',
      captchaProvider: 'local',
    });
    expect(store.signedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.user).toMatchObject({
      id: 7,
      email: 'demo@tradedesk.local',
      emailVerified: true,
      isMainAccount: true,
      verificationLevelName: 'BASIC',
    });

    store.setWelcome(true);
    expect(h.local.getItem(UI_STORAGE_KEYS.showWelcomeMessage)).toBe('1');
    expect(store.showWelcomeMessage).toBe(true);

    h.session.rateLimited(new ExchangeError(11010, 'ratelimit: error', 429));
    expect(store.rateLimitText).toBe('ratelimit: error');
    store.dismissRateLimit();
    expect(store.rateLimitText).toBeNull();

    await store.logOut();
    expect(store.status).toBe('anonymous');
    expect(store.user).toBeUndefined();
    expect(store.signedOut).toBe('logout');
    expect(store.ssoAuthorizeUrl('/login')).toBe('http://x.test/api/sso/local/authorize?return_to=%2Flogin');
  });
});
