// An error that already knows its wire form: HTTP status plus ["error", CODE, MESSAGE]
// (PROTOCOL §5). Route handlers throw it; the error handler in errors.ts sends it as is.
import { ErrorCode, restError, type RestErrorBody } from '../../src/protocol/errors';

export class ProtocolError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly wireMessage: string,
  ) {
    super(wireMessage);
    this.name = 'ProtocolError';
  }

  body(): RestErrorBody {
    return restError(this.code, this.wireMessage);
  }
}

/** The real exchange's answer to a bad parameter: HTTP 500, ["error",10020,"<name>: invalid"]. */
export function invalidParam(name: string): ProtocolError {
  return new ProtocolError(500, ErrorCode.PARAMS, `${name}: invalid`);
}

/** A parameter error whose text comes from the market ('amount: invalid', …). */
export function paramError(message: string): ProtocolError {
  return new ProtocolError(500, ErrorCode.PARAMS, message);
}
