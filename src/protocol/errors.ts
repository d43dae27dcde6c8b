// Error and info codes of the wire protocol (PROTOCOL §1.7). Only the numeric code is protocol;
// the texts below are the ones the real exchange sends and clients may show.
export const ErrorCode = {
  UNKNOWN: 10000,
  GENERIC: 10001,
  CONCURRENCY: 10008,
  BOOK_PREC: 10011,
  BOOK_LEN: 10012,
  PARAMS: 10020,
  CONF_FAIL: 10050,
  AUTH_FAIL: 10100,
  AUTH_PAYLOAD: 10111,
  AUTH_SIG: 10112,
  AUTH_HMAC: 10113,
  AUTH_NONCE: 10114,
  UNAUTH_FAIL: 10200,
  SUB_FAIL: 10300,
  SUB_MULTI: 10301,
  SUB_UNK: 10302,
  SUB_LIMIT: 10305,
  UNSUB_FAIL: 10400,
  UNSUB_NOT: 10401,
  READY: 11000,
  RATE_LIMIT: 11010,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const InfoCode = {
  INFO: 5000,
  STOP: 20051,
  RESYNC_START: 20060,
  RESYNC_STOP: 20061,
} as const;

/** A REST error body: ["error", CODE, MESSAGE]. */
export type RestErrorBody = ['error', number, string];

/** The text of the `auth` FAILED event an authenticated socket gets when the credential it
 *  authenticated with stops working (revoked key, deleted or expired token, logout, a refresh
 *  that replaced the token): never an answer to an `auth` request of the socket. */
export const CREDENTIAL_ENDED = 'auth: credential no longer valid';

export function restError(code: number, message: string): RestErrorBody {
  return ['error', code, message];
}

/** Reads ["error", code, msg] (and the old {"error":"ERR_…"} object form) from any body. */
export function parseRestError(body: unknown): { code: number; message: string } | undefined {
  if (Array.isArray(body) && body[0] === 'error') {
    return { code: Number(body[1]) || 0, message: String(body[2] ?? '') };
  }
  if (body !== null && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    const message = (body as { error: string }).error;
    return { code: message === 'ERR_RATE_LIMIT' ? ErrorCode.RATE_LIMIT : ErrorCode.GENERIC, message };
  }
  return undefined;
}

/**
 * What a refusal for a missing right names — `apikey: permission denied (orders write)`,
 * `token: permission denied (web session required)` — or undefined for any other refusal.
 */
export function permissionDeniedReason(message: string): string | undefined {
  const m = /^[a-z]+: permission denied(?: \((.*)\))?$/i.exec(message.trim());
  return m ? (m[1] ?? 'permission denied') : undefined;
}
