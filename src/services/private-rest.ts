// Calls to the exchange's private host (account-side §7–8, PROTOCOL §5.1): authenticated
// `/v2/auth/…` calls with a token header or an API-key signature, the session cookie where the
// exchange accepts it, and the unauthenticated account calls around a session (login, sign-up…).
// Refusals: 10114 (nonce small) is retried once with a fresh nonce; 10100 or a "token invalid"
// text on an authenticated call is reported to the re-login handler; HTTP 429 to the rate-limit
// handler; every failure is thrown as an ExchangeError carrying the exchange's own text.
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { ErrorCode, parseRestError } from '../protocol/errors';
import { createNonceGenerator } from '../protocol/nonce';
import { restAuthHeaders } from '../protocol/signing';
import { callPath, type CallDef, type CallReply } from '../protocol/calls/define';
import { ExchangeError, type CallArgs, type Query } from './rest';
import type { SettingsStorage } from './storage';

export type Credentials = { kind: 'token'; token: string } | { kind: 'key'; apiKey: string; apiSecret: string };

export interface PrivateRestOptions {
  /** The private host, e.g. `https://api.example.com` (no trailing path). */
  base: string;
  /** The credentials of the current session, read at every call. */
  credentials(): Credentials | undefined;
  /** An authenticated call was refused for its credentials (account-side §8). */
  onReLogin?(url: string, error: ExchangeError): void;
  /** Any call was answered with HTTP 429 / 11010. */
  onRateLimit?(error: ExchangeError): void;
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  nonce?: () => string;
  timeoutMs?: number;
}

export interface AuthCallOptions {
  /** 'cookie': no bfx-* header, the exchange reads the session cookie (token refresh). */
  via?: 'credentials' | 'cookie';
  timeoutMs?: number;
}

/** Code 0 marks a failure that never reached the exchange (network, timeout). */
export const TRANSPORT_FAILURE = 0;

const TOKEN_INVALID_TEXT = /token[^a-z]*(invalid|expire)/i;

/** Whether a refusal of an authenticated call means the credentials are gone (not a missing right). */
export function needsReLogin(err: ExchangeError): boolean {
  if (/permission denied/i.test(err.message)) return false;
  return err.code === ErrorCode.AUTH_FAIL || TOKEN_INVALID_TEXT.test(err.message);
}

/** Turns anything a ky call throws into an ExchangeError with a text a person can read. */
export async function exchangeErrorOf(err: unknown): Promise<ExchangeError> {
  if (err instanceof ExchangeError) return err;
  if (err instanceof HTTPError) {
    const status = err.response.status;
    const body: unknown = await err.response.json().catch(() => undefined);
    const parsed = parseRestError(body);
    if (parsed) return new ExchangeError(status === 429 ? ErrorCode.RATE_LIMIT : parsed.code, parsed.message, status);
    if (status === 429) return new ExchangeError(ErrorCode.RATE_LIMIT, 'ratelimit: error', status);
    return new ExchangeError(ErrorCode.UNKNOWN, `HTTP ${status}${err.response.statusText ? ` ${err.response.statusText}` : ''}`, status);
  }
  if (err instanceof TimeoutError) return new ExchangeError(TRANSPORT_FAILURE, 'network: timeout');
  const message = err instanceof Error ? err.message : String(err);
  return new ExchangeError(TRANSPORT_FAILURE, `network: ${message}`);
}

function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

export function createPrivateRest(opts: PrivateRestOptions) {
  const nonce = opts.nonce ?? createNonceGenerator();
  const client: KyInstance = ky.create({
    prefixUrl: opts.base,
    retry: 0,
    timeout: opts.timeoutMs ?? 15_000,
    credentials: 'include',
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });

  async function failed(err: unknown): Promise<ExchangeError> {
    const e = await exchangeErrorOf(err);
    if (e.isRateLimit) opts.onRateLimit?.(e);
    return e;
  }

  async function headersFor(creds: Credentials | undefined, path: string, body: string): Promise<Record<string, string>> {
    if (!creds) return {};
    if (creds.kind === 'token') return { 'bfx-token': creds.token, 'bfx-nonce': nonce() };
    return { ...(await restAuthHeaders(creds.apiKey, creds.apiSecret, path, nonce(), body)) };
  }

  // The exchange refuses a nonce that is not above the last one it saw (10114). Requests in flight
  // together travel on separate connections and may overtake one another, so the calls that carry
  // a nonce go one at a time, each taking its nonce when its turn comes.
  let lane: Promise<unknown> = Promise.resolve();
  function inTurn<T>(fn: () => Promise<T>): Promise<T> {
    const run = lane.then(fn, fn);
    lane = run.catch(() => undefined);
    return run;
  }

  async function authOnce<T>(path: string, body: string, o: AuthCallOptions): Promise<T> {
    const creds = o.via === 'cookie' ? undefined : opts.credentials();
    if (o.via !== 'cookie' && !creds) throw new ExchangeError(ErrorCode.AUTH_FAIL, 'token: invalid (not signed in)');
    const headers = { 'content-type': 'application/json', ...(await headersFor(creds, path, body)) };
    return client.post(path, { body, headers, ...(o.timeoutMs ? { timeout: o.timeoutMs } : {}) }).json<T>();
  }

  /** POST an authenticated call (`v2/auth/…`); the body is signed exactly as sent. */
  async function auth<T>(path: string, body: object = {}, o: AuthCallOptions = {}): Promise<T> {
    const apiPath = relative(path);
    const text = JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      try {
        return await (o.via === 'cookie' ? authOnce<T>(apiPath, text, o) : inTurn(() => authOnce<T>(apiPath, text, o)));
      } catch (err) {
        const e = await exchangeErrorOf(err);
        // Another tab or process may have used a later nonce with the same credentials.
        if (e.code === ErrorCode.AUTH_NONCE && attempt === 0 && o.via !== 'cookie') continue;
        if (e.isRateLimit) opts.onRateLimit?.(e);
        else if (o.via !== 'cookie' && needsReLogin(e)) opts.onReLogin?.(`${opts.base}/${apiPath}`, e);
        throw e;
      }
    }
  }

  /** POST an unauthenticated account call (cookies travel: the exchange may set the session). */
  async function post<T>(path: string, body: object = {}, headers: Record<string, string> = {}): Promise<T> {
    try {
      return await client.post(relative(path), { json: body, headers }).json<T>();
    } catch (err) {
      throw await failed(err);
    }
  }

  async function get<T>(path: string, query?: Query): Promise<T> {
    const searchParams: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) searchParams[k] = v;
    try {
      return await client.get(relative(path), { searchParams }).json<T>();
    } catch (err) {
      throw await failed(err);
    }
  }

  /** A call of the protocol's table, made as its auth kind says; resolves to its decoded reply. */
  async function call<C extends CallDef>(def: C, ...[input, params]: CallArgs<C>): Promise<CallReply<C>> {
    const path = callPath(def, params as never);
    const body = (input ?? {}) as object;
    let raw: unknown;
    if (def.auth === 'signed') raw = await auth(path, body);
    else if (def.auth === 'cookie') raw = await auth(path, body, { via: 'cookie' });
    else if (def.method === 'GET') raw = await get(path, input as Query | undefined);
    else raw = await post(path, body);
    try {
      return def.reply(raw) as CallReply<C>;
    } catch (err) {
      throw new ExchangeError(ErrorCode.UNKNOWN, err instanceof Error ? err.message : String(err));
    }
  }

  return {
    auth,
    post,
    get,
    call,
    /** The absolute address of a page on the private host (the local sign-on page). */
    url(path: string): string {
      return `${opts.base.replace(/\/+$/, '')}/${relative(path)}`;
    },
  };
}

export type PrivateRest = ReturnType<typeof createPrivateRest>;

// ——— The account calls of account-side §7, with their replies read into records ———

/** `["auth", TOKEN, TIMESTAMP, USER_ID, SUBACCOUNT_ID, EXPIRES_AT]`. */
export interface SessionStart {
  token: string;
  timestamp: number;
  userId: number;
  subaccountId: number;
  expiresAt: number;
}

/** `["2fa", CHALLENGE, METHODS, EXPIRES_AT]`: the second step of a login. */
export interface SecondFactorDue {
  challenge: string;
  methods: string[];
  expiresAt: number;
}

export type LoginReply = { kind: 'session'; session: SessionStart } | { kind: '2fa'; due: SecondFactorDue };

export interface CaptchaAnswer {
  captchaToken: string;
  captchaProvider: string;
}

export interface CaptchaChallenge {
  id: string;
  /** A language-neutral sum, e.g. "17 + 25". */
  question: string;
  expiresAt: number;
}

export interface SignedUp {
  userId: number;
  email: string;
  emailVerified: boolean;
}

export type CaptchaMethod = 'login' | 'signup' | 'sso_login' | 'sso_signup';

export interface Feedback {
  token?: string;
  rating: number;
  description: string;
  source: string;
}

export const FEEDBACK_SOURCE = 'web logout feedback';

function malformed(what: string): ExchangeError {
  return new ExchangeError(ErrorCode.UNKNOWN, `${what}: unexpected reply`);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function readSessionStart(reply: unknown): SessionStart | undefined {
  if (!Array.isArray(reply) || reply[0] !== 'auth' || typeof reply[1] !== 'string' || !isNum(reply[2]) || !isNum(reply[3]))
    return undefined;
  return {
    token: reply[1],
    timestamp: reply[2],
    userId: reply[3],
    subaccountId: isNum(reply[4]) ? reply[4] : 0,
    expiresAt: isNum(reply[5]) ? reply[5] : 0,
  };
}

export function readLoginReply(reply: unknown): LoginReply {
  const session = readSessionStart(reply);
  if (session) return { kind: 'session', session };
  if (Array.isArray(reply) && reply[0] === '2fa' && typeof reply[1] === 'string') {
    const methods = Array.isArray(reply[2]) ? reply[2].filter((m): m is string => typeof m === 'string') : [];
    return { kind: '2fa', due: { challenge: reply[1], methods, expiresAt: isNum(reply[3]) ? reply[3] : 0 } };
  }
  throw malformed('login');
}

function readSignedUp(reply: unknown): SignedUp {
  if (!Array.isArray(reply) || !isNum(reply[0]) || typeof reply[1] !== 'string') throw malformed('signup');
  return { userId: reply[0], email: reply[1], emailVerified: reply[2] === 1 };
}

export function createAccountCalls(rest: PrivateRest) {
  return {
    async captchaRequired(method: CaptchaMethod, login?: string): Promise<boolean> {
      const r = await rest.post<unknown>('v2/int/captcha/required', login ? { method, login } : { method });
      return Array.isArray(r) && r[0] === 1;
    },
    async captchaChallenge(): Promise<CaptchaChallenge> {
      const r = await rest.post<unknown>('v2/int/captcha/challenge');
      if (!Array.isArray(r) || typeof r[0] !== 'string' || typeof r[1] !== 'string') throw malformed('captcha');
      return { id: r[0], question: r[1], expiresAt: isNum(r[2]) ? r[2] : 0 };
    },
    async login(input: { login: string; password: string } & Partial<CaptchaAnswer>): Promise<LoginReply> {
      return readLoginReply(await rest.post<unknown>('v2/login', input));
    },
    async verify(challenge: string, code: string): Promise<SessionStart> {
      const s = readSessionStart(await rest.post<unknown>('v2/login/verify', { challenge, code }));
      if (!s) throw malformed('login verify');
      return s;
    },
    async ssoLogin(code: string, captcha?: CaptchaAnswer): Promise<LoginReply> {
      return readLoginReply(await rest.post<unknown>('v2/sso/login', { code, ...captcha }));
    },
    async signup(
      input: { email: string; password: string; locale?: string; timezone?: string } & Partial<CaptchaAnswer>,
    ): Promise<SignedUp> {
      return readSignedUp(await rest.post<unknown>('v2/signup', input));
    },
    async ssoSignup(code: string, captcha?: CaptchaAnswer & { locale?: string; timezone?: string }): Promise<SignedUp> {
      return readSignedUp(await rest.post<unknown>('v2/sso/signup', { code, ...captcha }));
    },
    async resendConfirmation(email: string): Promise<void> {
      await rest.post('v2/int/user/email/confirm/resend', { email });
    },
    async feedback(f: Feedback): Promise<void> {
      await rest.post('v2/int/contact/feedback', f);
    },
    /** Ends the login session on the exchange (every token of it) and drops the cookie. */
    async logout(token: string | undefined): Promise<void> {
      await rest.post('api/session/logout', {}, token ? { 'bfx-token': token } : {});
    },
    async keepAlive(): Promise<void> {
      await rest.get('api/session/keep-alive');
    },
    /** A fresh session token through the session cookie, which the exchange moves to it. */
    async refreshToken(ttlS: number): Promise<string> {
      const r = await rest.auth<unknown>('v2/auth/w/token', { scope: 'api', ttl: ttlS, writePermission: true }, { via: 'cookie' });
      if (!Array.isArray(r) || typeof r[0] !== 'string') throw malformed('token');
      return r[0];
    },
    /** `[TOKEN, EXPIRES_AT]`: the short token of a temporary login session. */
    async temporaryToken(): Promise<{ token: string; expiresAt: number }> {
      const r = await rest.auth<unknown>('v2/auth/w/user/token/generate', { scope: 'api' }, { via: 'cookie' });
      if (!Array.isArray(r) || typeof r[0] !== 'string') throw malformed('token');
      return { token: r[0], expiresAt: isNum(r[1]) ? r[1] : 0 };
    },
    async userInfo(): Promise<unknown[]> {
      const r = await rest.auth<unknown>('v2/auth/r/info/user');
      if (!Array.isArray(r)) throw malformed('user info');
      return r;
    },
    async coreSettings(keys: string[]): Promise<Map<string, unknown>> {
      const r = await rest.auth<unknown>('v2/auth/r/settings/core', { keys });
      return new Map(Array.isArray(r) ? r.filter((p): p is [string, unknown] => Array.isArray(p) && typeof p[0] === 'string') : []);
    },
    ssoAuthorizeUrl(returnTo: string): string {
      return `${rest.url('api/sso/local/authorize')}?return_to=${encodeURIComponent(returnTo)}`;
    },
  };
}

export type AccountCalls = ReturnType<typeof createAccountCalls>;

// ——— The exchange's user settings behind the client's SettingsStorage ———

/** `/v2/auth/r/settings`, `/v2/auth/w/settings/set|del` as a SettingsStorage (values are JSON). */
export function createServerSettingsStorage(rest: PrivateRest): SettingsStorage {
  return {
    async load(key) {
      const rows = await rest.auth<unknown>('v2/auth/r/settings', { keys: [key] });
      const row = Array.isArray(rows) ? rows.find((r): r is [string, unknown] => Array.isArray(r) && r[0] === key) : undefined;
      return row?.[1];
    },
    async save(key, value) {
      await rest.auth('v2/auth/w/settings/set', { settings: { [key]: value } });
    },
    async remove(key) {
      await rest.auth('v2/auth/w/settings/del', { keys: [key] });
    },
  };
}

/** Local storage before sign-in, the exchange's settings while a session is set. */
export function createSessionSettingsStorage(local: SettingsStorage, server: SettingsStorage, signedIn: () => boolean): SettingsStorage {
  const pick = () => (signedIn() ? server : local);
  return {
    load: (key) => pick().load(key),
    save: (key, value) => pick().save(key, value),
    remove: (key) => pick().remove(key),
  };
}
