// The session's browser wiring: the private REST client (credentials from the session, its
// refusals reported back to it), the account calls, and the session over the page's cookie,
// local storage (UI keys) and session storage (the login return-to path, per tab).
import { type PrivateRest, createPrivateRest } from '../../services/private-rest';
import { type AccountCalls, createAccountCalls } from '../../services/account-calls';
import { createServerSettingsStorage } from '../../services/session-settings';
import { type KeyValueStore, SessionService, createCookieRecordStore, realTimers } from '../../services/session';
import type { SettingsStorage } from '../../services/storage';

export interface BrowserSession {
  session: SessionService;
  rest: PrivateRest;
  calls: AccountCalls;
  /** The exchange's user settings (valid while signed in). */
  serverSettings: SettingsStorage;
}

function storageOr(get: () => Storage): KeyValueStore {
  try {
    const s = get();
    s.getItem('probe');
    return s;
  } catch {
    // Storage refused (private mode, sandbox): keep the keys for this page's lifetime.
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
  }
}

export function createBrowserSession(opts: { base: string; navigate(path: string): void }): BrowserSession {
  let session: SessionService | undefined;
  const rest = createPrivateRest({
    base: opts.base,
    credentials: () => session?.credentials(),
    onReLogin: (url, e) => session?.reLogin(url, e),
    onRateLimit: (e) => session?.rateLimited(e),
    onPermissionDenied: (url, e) => session?.permissionDenied(url, e),
  });
  const calls = createAccountCalls(rest);
  session = new SessionService({
    calls,
    records: createCookieRecordStore(document, window.location.protocol === 'https:'),
    local: storageOr(() => window.localStorage),
    tab: storageOr(() => window.sessionStorage),
    timers: realTimers,
    navigate: opts.navigate,
    reload: () => window.location.reload(),
    currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  });
  return { session, rest, calls, serverSettings: createServerSettingsStorage(rest) };
}
