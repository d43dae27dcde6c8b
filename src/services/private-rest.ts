// Calls to the exchange's private host (account-side §7–8, PROTOCOL §5.1): authenticated
// `/v2/auth/…` calls with the login session's HttpOnly cookie (and the session header that makes
// the exchange take it), a token header or an API-key signature, and the unauthenticated account
// calls around a session (login, sign-up…).
// Refusals: 10114 (nonce small) is retried once with a fresh nonce; 10100 or a "token invalid"
// text on an authenticated call is reported to the re-login handler; HTTP 429 to the rate-limit
// handler; a missing right (permission denied) to the permission handler; every failure is thrown as an ExchangeError carrying the exchange's own text.
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { ErrorCode, parseRestError, permissionDeniedReason } from '../protocol/errors';
import { createNonceGenerator } from '../protocol/nonce';
import { SESSION_HEADER, SESSION_HEADER_VALUE } from '../protocol/session-header';
import { callPath, type CallDef, type CallReply } from '../protocol/calls/define';
import { ExchangeError, type CallArgs, type Query } from './rest';

/** 'session': the browser's login session, whose token only the exchange's HttpOnly cookie holds. */
export type Credentials = { kind: 'session' } | { kind: 'token'; token: string } | { kind: 'key'; apiKey: string; apiSecret: string };

const SESSION_HEADERS: Readonly<Record<string, string>> = { [SESSION_HEADER]: SESSION_HEADER_VALUE };

export interface PrivateRestOptions {
  /** The private host, e.g. `https://api.example.com` (no trailing path). */
  base: string;
  /** The credentials of the current session, read at every call. */
  credentials(): Credentials | undefined;
  /** An authenticated call was refused for its credentials (account-side §8). */
  onReLogin?(url: string, error: ExchangeError): void;
  /** Any call was answered with HTTP 429 / 11010. */
  onRateLimit?(error: ExchangeError): void;
  /** An authenticated call of the session was refused for a right its credentials lack. */
  onPermissionDenied?(url: string, error: ExchangeError): void;
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  nonce?: () => string;
  timeoutMs?: number;
}

export interface AuthCallOptions {
  /** 'cookie': the session cookie whatever the credentials, no re-login on refusal (token refresh). */
  via?: 'credentials' | 'cookie';
  timeoutMs?: number;
  /** Other credentials than the session's for this call; a refusal never asks to log in again. */
  credentials?: Credentials;
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
    if (creds.kind === 'session') return { ...SESSION_HEADERS };
    if (creds.kind === 'token') return { 'bfx-token': creds.token, 'bfx-nonce': nonce() };
    // An API key's signature (a key the page was given, not the session's): its code loads then.
    const { restAuthHeaders } = await import('../protocol/signing');
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
    const creds: Credentials | undefined = o.credentials ?? (o.via === 'cookie' ? { kind: 'session' } : opts.credentials());
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
        else if (o.via !== 'cookie' && !o.credentials && needsReLogin(e)) opts.onReLogin?.(`${opts.base}/${apiPath}`, e);
        else if (!o.credentials && permissionDeniedReason(e.message) !== undefined) opts.onPermissionDenied?.(`${opts.base}/${apiPath}`, e);
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

  /** A signed call of the table made with other credentials than the session's (an API key the
   *  user just made, checked before it goes to a bot). */
  async function callAs<C extends CallDef>(credentials: Credentials, def: C, ...[input, params]: CallArgs<C>): Promise<CallReply<C>> {
    const raw = await auth(callPath(def, params as never), (input ?? {}) as object, { credentials });
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
    callAs,
    /** The absolute address of a page on the private host (the local sign-on page). */
    url(path: string): string {
      return `${opts.base.replace(/\/+$/, '')}/${relative(path)}`;
    },
  };
}

export type PrivateRest = ReturnType<typeof createPrivateRest>;
