// Request signing (PROTOCOL §3.1, §5.1): hex HMAC-SHA384 with the API secret, over
// `"/api/" + apiPath + nonce + rawBody` for REST and over the authPayload for WS. Web Crypto only,
// so the same code signs in the browser and in Node.
import { ErrorCode } from './errors';
import type { AuthRequest } from './events';
import { parseNonce } from './nonce';
import { failWithCode, ok, type ParsedWithCode } from './result';
import { isPlainObject } from './wire';

/** `apiPath` like `v2/auth/r/wallets`; a leading `/` and any query string are dropped. */
export function restSignaturePayload(apiPath: string, nonce: string, rawBody: string): string {
  const q = apiPath.indexOf('?');
  const path = (q >= 0 ? apiPath.slice(0, q) : apiPath).replace(/^\/+/, '');
  return `/api/${path}${nonce}${rawBody}`;
}

/** What the official node libs and ufx send: `AUTH` + nonce + nonce (docs: `AUTH` + nonce; both verify). */
export function wsAuthPayload(nonce: string | number): string {
  return `AUTH${nonce}${nonce}`;
}

/** Server rule: the payload starts with `AUTH` and contains the nonce. */
export function isAuthPayloadFor(payload: string, nonce: string | number): boolean {
  return payload.startsWith('AUTH') && payload.includes(String(nonce));
}

const encoder = new TextEncoder();

export async function hmacSha384Hex(secret: string, message: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  // HMAC pads keys with zero bytes, so an empty secret equals a single zero byte, which Web
  // Crypto accepts (it refuses zero-length keys).
  const raw = secret === '' ? new Uint8Array(1) : encoder.encode(secret);
  const key = await subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-384' }, false, ['sign']);
  const sig = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)));
  let hex = '';
  for (const b of sig) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** Compares two signatures without stopping at the first difference. */
export function signaturesEqual(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x.charCodeAt(i) | 0) ^ (y.charCodeAt(i) | 0);
  return diff === 0;
}

export interface RestAuthHeaders {
  'bfx-nonce': string;
  'bfx-apikey': string;
  'bfx-signature': string;
}

/** Headers of a signed authenticated REST call; `rawBody` is exactly the body text sent ("" for none). */
export async function restAuthHeaders(
  apiKey: string,
  apiSecret: string,
  apiPath: string,
  nonce: string,
  rawBody: string,
): Promise<RestAuthHeaders> {
  const signature = await hmacSha384Hex(apiSecret, restSignaturePayload(apiPath, nonce, rawBody));
  return { 'bfx-nonce': nonce, 'bfx-apikey': apiKey, 'bfx-signature': signature };
}

export interface AuthOptions {
  filter?: string[];
  /** 4: cancel all orders when this socket closes. */
  dms?: number;
  /** 1: values needing calculation may be null until a `calc` input. */
  calc?: number;
}

/** The signed `auth` event (never carries the secret). */
export async function createAuthRequest(apiKey: string, apiSecret: string, nonce: string, options: AuthOptions = {}): Promise<AuthRequest> {
  const authPayload = wsAuthPayload(nonce);
  const authSig = await hmacSha384Hex(apiSecret, authPayload);
  const req: AuthRequest = { event: 'auth', apiKey, authSig, authNonce: Number(nonce), authPayload };
  if (options.filter) req.filter = options.filter;
  if (options.dms !== undefined) req.dms = options.dms;
  if (options.calc !== undefined) req.calc = options.calc;
  return req;
}

export type AuthCredentials =
  | { kind: 'key'; apiKey: string; authSig: string; authNonce: number; authPayload: string; filter?: string[]; dms: number; calc: number }
  | { kind: 'token'; token: string; filter?: string[]; dms: number; calc: number };

const HEX_SHA384 = /^[0-9a-fA-F]{96}$/;

/**
 * The credentials of an `auth` event, checked for shape before any lookup: token auth (`token`
 * or `authToken`), or key auth with a numeric nonce and an `AUTH…` payload containing it. Unknown
 * fields (node even sends `apiSecret`) are ignored. The HMAC and nonce order are the caller's.
 */
export function parseAuthRequest(v: unknown): ParsedWithCode<AuthCredentials> {
  if (!isPlainObject(v) || v.event !== 'auth') return failWithCode(ErrorCode.AUTH_PAYLOAD, 'auth: invalid');
  const dms = typeof v.dms === 'number' ? v.dms : 0;
  const calc = typeof v.calc === 'number' ? v.calc : 0;
  let filter: string[] | undefined;
  if (v.filter !== undefined) {
    if (!Array.isArray(v.filter) || !v.filter.every((f) => typeof f === 'string'))
      return failWithCode(ErrorCode.AUTH_PAYLOAD, 'filter: invalid');
    filter = v.filter as string[];
  }
  const opt = filter ? { filter } : {};
  const token = v.token ?? v.authToken;
  if (token !== undefined) {
    return typeof token === 'string' && token !== ''
      ? ok({ kind: 'token', token, dms, calc, ...opt })
      : failWithCode(ErrorCode.AUTH_FAIL, 'token: invalid');
  }
  if (typeof v.apiKey !== 'string' || v.apiKey === '') return failWithCode(ErrorCode.AUTH_FAIL, 'apikey: invalid');
  const authNonce = parseNonce(v.authNonce);
  if (authNonce === undefined) return failWithCode(ErrorCode.AUTH_NONCE, 'nonce: invalid');
  if (typeof v.authPayload !== 'string' || !isAuthPayloadFor(v.authPayload, String(v.authNonce))) {
    return failWithCode(ErrorCode.AUTH_PAYLOAD, 'authPayload: invalid');
  }
  if (typeof v.authSig !== 'string' || !HEX_SHA384.test(v.authSig)) return failWithCode(ErrorCode.AUTH_SIG, 'authSig: invalid');
  return ok({ kind: 'key', apiKey: v.apiKey, authSig: v.authSig, authNonce, authPayload: v.authPayload, dms, calc, ...opt });
}
