// Event objects of the WebSocket control plane (PROTOCOL §1.2–1.7, §3.1–3.2): typed shapes,
// guards that accept what real servers and clients send, and builders for the exact objects.
import { isPlainObject, toNumber } from './wire';

export interface InfoEvent {
  event: 'info';
  version?: number;
  serverId?: string;
  platform?: { status: number };
  /** 20051 stop/restart, 20060 maintenance start, 20061 maintenance end, 5000 info. */
  code?: number;
  msg?: string;
}
export interface ConfRequest {
  event: 'conf';
  flags: number;
}
export interface ConfEvent {
  event: 'conf';
  status: string;
  flags: number;
}
export interface PingRequest {
  event: 'ping';
  cid?: number;
}
export interface PongEvent {
  event: 'pong';
  ts: number;
  cid?: number;
}
export interface SubscribeRequest {
  event: 'subscribe';
  channel: string;
  symbol?: string;
  /** Legacy form of `symbol` without the `t`. */
  pair?: string;
  key?: string;
  prec?: string;
  freq?: string;
  len?: string | number;
  subId?: string | number;
}
export interface SubscribedEvent {
  event: 'subscribed';
  channel: string;
  chanId: number;
  symbol?: string;
  pair?: string;
  currency?: string;
  prec?: string;
  freq?: string;
  len?: string;
  key?: string;
  subId?: string | number;
  [echo: string]: unknown;
}
export interface UnsubscribeRequest {
  event: 'unsubscribe';
  chanId: number;
}
export interface UnsubscribedEvent {
  event: 'unsubscribed';
  status: string;
  chanId: number;
}
export interface ErrorEvent {
  event: 'error';
  code: number;
  msg: string;
  [echo: string]: unknown;
}

export interface AuthRequest {
  event: 'auth';
  apiKey?: string;
  authSig?: string;
  /** A number (node, py) or a numeric string (go). */
  authNonce?: number | string;
  authPayload?: string;
  /** Token auth: node-core sends `token`, others `authToken`. */
  token?: string;
  authToken?: string;
  filter?: string[];
  dms?: number;
  calc?: number;
  subId?: string | number;
}
export type AuthCaps = Record<string, { read: number; write: number }>;
export interface AuthEvent {
  event: 'auth';
  /** "OK"; failures say "FAILED" (docs: "FAIL"). */
  status: string;
  chanId: 0;
  userId?: number;
  auth_id?: string;
  /** Object on real servers, a JSON string in the docs. */
  caps?: AuthCaps | string;
  dms?: number;
  code?: number;
  msg?: string;
  subId?: string | number;
}

/** What a server receives on the control plane. */
export type ClientEvent = ConfRequest | PingRequest | SubscribeRequest | UnsubscribeRequest | AuthRequest;
/** What a client receives on the control plane. */
export type ServerEvent = InfoEvent | ConfEvent | PongEvent | SubscribedEvent | UnsubscribedEvent | ErrorEvent | AuthEvent;

const eventOf = (v: unknown): string | undefined => (isPlainObject(v) && typeof v.event === 'string' ? v.event : undefined);
const optNumber = (v: unknown): boolean => v === undefined || typeof v === 'number';
const optString = (v: unknown): boolean => v === undefined || typeof v === 'string';
const optId = (v: unknown): boolean => v === undefined || typeof v === 'string' || typeof v === 'number';

export function isEventObject(v: unknown): v is { event: string } & Record<string, unknown> {
  return eventOf(v) !== undefined;
}

export function isInfoEvent(v: unknown): v is InfoEvent {
  return eventOf(v) === 'info' && optNumber((v as InfoEvent).version) && optNumber((v as InfoEvent).code);
}
export function isConfRequest(v: unknown): v is ConfRequest {
  return (
    eventOf(v) === 'conf' &&
    (v as ConfRequest).flags !== undefined &&
    toNumber((v as ConfRequest).flags) !== undefined &&
    (v as Partial<ConfEvent>).status === undefined
  );
}
export function isConfEvent(v: unknown): v is ConfEvent {
  return eventOf(v) === 'conf' && typeof (v as ConfEvent).status === 'string';
}
export function isPingRequest(v: unknown): v is PingRequest {
  return eventOf(v) === 'ping';
}
export function isPongEvent(v: unknown): v is PongEvent {
  return eventOf(v) === 'pong' && optNumber((v as PongEvent).ts);
}
export function isSubscribeRequest(v: unknown): v is SubscribeRequest {
  return eventOf(v) === 'subscribe' && typeof (v as SubscribeRequest).channel === 'string';
}
export function isSubscribedEvent(v: unknown): v is SubscribedEvent {
  return (
    eventOf(v) === 'subscribed' && typeof (v as SubscribedEvent).chanId === 'number' && typeof (v as SubscribedEvent).channel === 'string'
  );
}
export function isUnsubscribeRequest(v: unknown): v is UnsubscribeRequest {
  return eventOf(v) === 'unsubscribe' && typeof (v as UnsubscribeRequest).chanId === 'number';
}
export function isUnsubscribedEvent(v: unknown): v is UnsubscribedEvent {
  return eventOf(v) === 'unsubscribed' && typeof (v as UnsubscribedEvent).chanId === 'number';
}
export function isErrorEvent(v: unknown): v is ErrorEvent {
  return eventOf(v) === 'error' && typeof (v as ErrorEvent).code === 'number';
}
export function isAuthRequest(v: unknown): v is AuthRequest {
  if (eventOf(v) !== 'auth' || (v as Partial<AuthEvent>).status !== undefined) return false;
  const a = v as AuthRequest;
  return (
    optString(a.apiKey) &&
    optString(a.authSig) &&
    optString(a.authPayload) &&
    optString(a.token) &&
    optString(a.authToken) &&
    (a.authNonce === undefined || typeof a.authNonce === 'number' || typeof a.authNonce === 'string') &&
    optId(a.subId) &&
    (a.filter === undefined || (Array.isArray(a.filter) && a.filter.every((f) => typeof f === 'string')))
  );
}
export function isAuthEvent(v: unknown): v is AuthEvent {
  return eventOf(v) === 'auth' && typeof (v as AuthEvent).status === 'string';
}
/** Any status other than "OK" is a failure ("FAILED" real, "FAIL" docs). */
export function isAuthOk(v: AuthEvent): boolean {
  return v.status === 'OK';
}

/** `caps` as an object, whether sent as an object or as a JSON string. */
export function parseCaps(caps: unknown): AuthCaps | undefined {
  let value = caps;
  if (typeof caps === 'string') {
    try {
      value = JSON.parse(caps) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(value)) return undefined;
  const out: AuthCaps = {};
  for (const [scope, rw] of Object.entries(value)) {
    if (!isPlainObject(rw)) return undefined;
    out[scope] = { read: Number(rw.read) ? 1 : 0, write: Number(rw.write) ? 1 : 0 };
  }
  return out;
}

export function parseClientEvent(v: unknown): ClientEvent | undefined {
  if (isConfRequest(v) || isPingRequest(v) || isSubscribeRequest(v) || isUnsubscribeRequest(v) || isAuthRequest(v)) return v;
  return undefined;
}

export function parseServerEvent(v: unknown): ServerEvent | undefined {
  if (
    isInfoEvent(v) ||
    isConfEvent(v) ||
    isPongEvent(v) ||
    isSubscribedEvent(v) ||
    isUnsubscribedEvent(v) ||
    isErrorEvent(v) ||
    isAuthEvent(v)
  )
    return v;
  return undefined;
}

// ---- builders -------------------------------------------------------------------------------

export function infoEvent(serverId: string, platformStatus: 0 | 1 = 1): InfoEvent {
  return { event: 'info', version: 2, serverId, platform: { status: platformStatus } };
}
export function infoCodeEvent(code: number, msg: string): InfoEvent {
  return { event: 'info', code, msg };
}
export const confRequest = (flags: number): ConfRequest => ({ event: 'conf', flags });
export const confEvent = (flags: number, status = 'OK'): ConfEvent => ({ event: 'conf', status, flags });
export const pingRequest = (cid?: number): PingRequest => (cid === undefined ? { event: 'ping' } : { event: 'ping', cid });
export function pongEvent(ts: number, cid?: number): PongEvent {
  return cid === undefined ? { event: 'pong', ts } : { event: 'pong', ts, cid };
}
export const unsubscribeRequest = (chanId: number): UnsubscribeRequest => ({ event: 'unsubscribe', chanId });
export const unsubscribedEvent = (chanId: number): UnsubscribedEvent => ({ event: 'unsubscribed', status: 'OK', chanId });

/** `{...echo of the request, event:"error", msg, code}`; the request's own `event` is replaced. */
export function errorEvent(code: number, msg: string, echo: Record<string, unknown> = {}): ErrorEvent {
  return { ...echo, event: 'error', msg, code };
}

export function authOkEvent(
  userId: number,
  authId: string,
  caps: AuthCaps,
  extra: { dms?: number; subId?: string | number } = {},
): AuthEvent {
  const e: AuthEvent = { event: 'auth', status: 'OK', chanId: 0, userId, auth_id: authId, caps };
  if (extra.dms !== undefined) e.dms = extra.dms;
  if (extra.subId !== undefined) e.subId = extra.subId;
  return e;
}
export function authFailedEvent(code: number, msg: string, subId?: string | number): AuthEvent {
  const e: AuthEvent = { event: 'auth', status: 'FAILED', chanId: 0, code, msg };
  if (subId !== undefined) e.subId = subId;
  return e;
}
