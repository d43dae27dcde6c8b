// The authenticated trading calls of REST v2 (PROTOCOL §5.3): wallets, orders, trades,
// positions, ledgers, margin and funding info, transfers, movements, funding, alerts. Every
// body is checked with zod; every refusal leaves as ["error", CODE, MESSAGE] with HTTP 500.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/protocol/errors';
import type { Trading } from '../trading/index';
import { ProtocolError } from './protocol-error';
import { registerTradingReads } from './trading/read-routes';
import { registerTradingWrites } from './trading/write-routes';

export type TradingAuthenticator = (
  req: FastifyRequest,
  cap: { scope: string; write: boolean },
) => Promise<{ userId: number } | { error: [number, string] }>;

export type TradingHandler = (userId: number, req: FastifyRequest) => unknown;
export type TradingPost = (path: string, scope: string, write: boolean, handler: TradingHandler) => void;

/** A refusal of the trading layer as the REST error: field errors are 10020, the rest 10001. */
export function refusal(text: string): ProtocolError {
  return new ProtocolError(500, /^[a-z_]+: invalid/.test(text) ? ErrorCode.PARAMS : ErrorCode.GENERIC, text);
}

/** A notification answer: as it is on success, the error shape when the operation was refused. */
export function answer(n: unknown[]): unknown[] {
  if (n[6] !== 'SUCCESS') throw refusal(String(n[7]));
  return n;
}

export function tradingRoutes(trading: Trading, authenticate: TradingAuthenticator): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    const post: TradingPost = (path, scope, write, handler) => {
      app.post(path, async (req) => {
        const auth = await authenticate(req, { scope, write });
        if ('error' in auth) throw new ProtocolError(500, auth.error[0], auth.error[1]);
        return handler(auth.userId, req);
      });
    };
    registerTradingReads(post, trading);
    registerTradingWrites(post, trading);
  };
}
