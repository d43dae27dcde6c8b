// A SessionService over fake account calls, an in-memory cookie and storages, and the (faked)
// global timers, with every navigation and reload recorded.
import { vi } from 'vitest';
import type { SessionStart } from '../../../src/services/account-calls';
import {
  type KeyValueStore,
  type SessionDeps,
  type SessionRecord,
  SessionService,
  createMemoryRecordStore,
  realTimers,
} from '../../../src/services/session';

export function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export function sessionStart(over: Partial<SessionStart> = {}): SessionStart {
  return {
    token: 'pub:api:first-caps:a-write',
    timestamp: Date.now(),
    userId: 7,
    subaccountId: 0,
    expiresAt: Date.now() + 1_800_000,
    ...over,
  };
}

export function infoRow(id: number, email: string): unknown[] {
  const row: unknown[] = new Array(56).fill(null);
  row[0] = id;
  row[1] = email;
  row[2] = 'demo';
  row[4] = 0;
  row[10] = 1;
  row[26] = [];
  return row;
}

export function setup(opts: { stored?: SessionRecord; path?: string } = {}) {
  let tokens = 0;
  const calls = {
    login: vi.fn(),
    verify: vi.fn(),
    ssoLogin: vi.fn(),
    logout: vi.fn(async () => undefined),
    feedback: vi.fn(async () => undefined),
    keepAlive: vi.fn(async () => undefined),
    refreshToken: vi.fn(async (_ttlS: number) => `pub:api:refreshed-${++tokens}`),
    temporaryToken: vi.fn(async () => ({ token: `pub:api:temp-${++tokens}`, expiresAt: Date.now() + 120_000 })),
    userInfo: vi.fn(async () => infoRow(7, 'demo@tradedesk.local')),
    coreSettings: vi.fn(async () => new Map<string, unknown>([['keep_session_alive', '1']])),
    switchSubaccount: vi.fn(async (id: number) => id),
    verifyKey: vi.fn(),
    sendLoginCode: vi.fn(async () => undefined),
  } satisfies SessionDeps['calls'];
  const records = createMemoryRecordStore(opts.stored);
  const local = memoryStorage();
  const tab = memoryStorage();
  const navigations: string[] = [];
  const reload = vi.fn();
  const path = { current: opts.path ?? '/wallets?tab=exchange' };
  const session = new SessionService({
    calls,
    records,
    local,
    tab,
    timers: realTimers,
    navigate: (p) => navigations.push(p),
    reload,
    currentPath: () => path.current,
  });
  return { session, calls, records, local, tab, navigations, reload, path };
}

/** The pages' account calls around a session (captcha, sign-up, sign-on), faked; the sign-on
 *  address is the return path itself unless `ssoBase` names a provider. */
export function fakePageAccounts(opts: { captchaRequired?: boolean; ssoBase?: string } = {}) {
  return {
    captchaRequired: vi.fn(async () => opts.captchaRequired ?? false),
    captchaChallenge: vi.fn(),
    signup: vi.fn(),
    ssoSignup: vi.fn(),
    resendConfirmation: vi.fn(),
    ssoAuthorizeUrl: (r: string) => (opts.ssoBase ? `${opts.ssoBase}?return_to=${encodeURIComponent(r)}` : r),
  };
}
