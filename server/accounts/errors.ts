// A refusal of the account side, carrying the protocol's code and text (PROTOCOL §5, §6.6–6.7).
// The HTTP status is part of the refusal because the protocol fixes it: 429 for 11010, 500 else.
import { ErrorCode } from '../../src/protocol/errors';

export class AccountError extends Error {
  readonly code: number;
  readonly httpStatus: 429 | 500;
  /** Seconds until a rate-limited caller may try again. */
  readonly retryAfterS: number | undefined;

  constructor(code: number, message: string, retryAfterS?: number) {
    super(message);
    this.name = 'AccountError';
    this.code = code;
    this.httpStatus = code === ErrorCode.RATE_LIMIT ? 429 : 500;
    this.retryAfterS = retryAfterS;
  }
}

export const refuse = {
  params: (msg: string) => new AccountError(ErrorCode.PARAMS, msg),
  generic: (msg: string) => new AccountError(ErrorCode.GENERIC, msg),
  auth: (msg: string) => new AccountError(ErrorCode.AUTH_FAIL, msg),
  nonce: (msg = 'nonce: small') => new AccountError(ErrorCode.AUTH_NONCE, msg),
  rateLimited: (msg: string, retryAfterS: number) => new AccountError(ErrorCode.RATE_LIMIT, msg, retryAfterS),
};

/** The protocol's texts for authentication refusals, in one place so clients and tests agree. */
export const AuthText = {
  API_KEY_INVALID: 'apikey: invalid',
  DIGEST_INVALID: 'apikey: digest invalid',
  TOKEN_INVALID: 'token: invalid',
  NONCE_SMALL: 'nonce: small',
  NONCE_INVALID: 'nonce: invalid',
  PAYLOAD_INVALID: 'auth: payload invalid',
} as const;
