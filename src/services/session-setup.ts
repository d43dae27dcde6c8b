// What the browser's login session is set up with and what it publishes (account-side §4, §9):
// its timings, the keys it keeps in local storage, the clock, timers and calls it runs on, its
// state, and where a sign-in may return to.
import { sameSitePath } from '../protocol/return-path';
import type { AccountCalls, SecondFactorDue } from './account-calls';
import type { SessionRecordStore } from './session-record';

export const SESSION_TIMINGS = {
  tokenRefreshAfterMs: 480_000,
  keepAliveMs: 420_000,
  userInfoMs: 120_000,
  temporaryRefreshMs: 120_000,
  heartbeatMs: 10_000,
} as const;

/** Lifetime asked for a refreshed token: longer than the refresh period, so it never lapses first. */
export const REFRESHED_TOKEN_TTL_S = 1800;

export const UI_STORAGE_KEYS = {
  showWelcomeMessage: 'show_welcome_message',
  lastLogin: 'last_login',
  lastClosedSession: 'last_closed_session',
  loginReturnTo: 'login_return_to',
} as const;

export const LOGIN_PATH = '/login';
/** Pages a sign-in never returns to. */
const NO_RETURN = /^\/(login|logout|logged-out|signup|sign-up|confirm-signup|login-confirm|invalid-token|auth)(\/|$|\?)/;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

/** A path of this site (normalised: never another host), and never the sign-in pages themselves. */
export function returnPath(path: string | null): string | undefined {
  const same = sameSitePath(path);
  return same && !NO_RETURN.test(same) ? same : undefined;
}

export type SessionStatus = 'unknown' | 'anonymous' | 'signedIn';
export type SignOutReason = 'logout' | 'expired' | 'reLogin' | 'elsewhere';

export interface SessionState {
  status: SessionStatus;
  userId: number | null;
  subaccountId: number;
  timestamp: number;
  temporary: boolean;
  /** The last `/v2/auth/r/info/user` row. */
  userInfo: unknown[] | null;
  signedOut: SignOutReason | null;
  /** The exchange's text of the last rate-limit refusal, and when it came. */
  rateLimit: { text: string; at: number } | null;
  /** The last refusal for a missing right: what it names, the exchange's text, when it came. */
  missingPermission: { reason: string; text: string; at: number } | null;
}

export type LoginResult = { kind: 'signedIn' } | { kind: '2fa'; due: SecondFactorDue };

export interface SessionDeps {
  calls: Pick<
    AccountCalls,
    | 'login'
    | 'verify'
    | 'ssoLogin'
    | 'logout'
    | 'feedback'
    | 'keepAlive'
    | 'refreshToken'
    | 'temporaryToken'
    | 'userInfo'
    | 'coreSettings'
    | 'switchSubaccount'
    | 'verifyKey'
    | 'sendLoginCode'
  >;
  records: SessionRecordStore;
  /** show_welcome_message, last_login, last_closed_session. */
  local: KeyValueStore;
  /** The login return-to path: per tab. */
  tab: KeyValueStore;
  timers: Timers;
  navigate(path: string): void;
  reload(): void;
  currentPath(): string;
}
