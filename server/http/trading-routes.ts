// The authenticated trading calls of REST v2 (PROTOCOL §5.3): wallets, orders, trades,
// positions, ledgers, margin and funding info, transfers, movements and withdrawals, funding,
// alerts, and the withdrawal e-mail's link. Every
// body is checked with zod; every refusal leaves as ["error", CODE, MESSAGE] with HTTP 500.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../src/protocol/calls/define';
import { TRADING_CALLS } from '../../src/protocol/calls/trading';
import { ErrorCode } from '../../src/protocol/errors';
import type { Trading } from '../trading/index';
import { ProtocolError } from './protocol-error';
import { parseCall, type CallRequest } from './serve-call';
import { registerTradingReads } from './trading/read-routes';
import { registerTradingWrites } from './trading/write-routes';
import { registerProgrammeRoutes } from './trading/programme-routes';
import { registerSecuritiesRoutes } from './trading/securities-routes';

export type TradingAuthenticator = (
  req: FastifyRequest,
  cap: { scope: string; write: boolean },
) => Promise<{ userId: number } | { error: [number, string] }>;

/** Registers one signed call of the protocol's table; the handler gets its parsed input. */
export type TradingPost = <C extends CallDef>(def: C, handler: (userId: number, r: CallRequest<C>) => unknown) => void;

/** A refusal of the trading layer as the REST error: field errors (`amount: invalid`, `saleId: invalid`)
 *  are 10020, the rest 10001. */
export function refusal(text: string): ProtocolError {
  return new ProtocolError(500, /^[a-z][A-Za-z_]*: invalid/.test(text) ? ErrorCode.PARAMS : ErrorCode.GENERIC, text);
}

/** A notification answer: as it is on success, the error shape when the operation was refused. */
export function answer(n: unknown[]): unknown[] {
  if (n[6] !== 'SUCCESS') throw refusal(String(n[7]));
  return n;
}

export function tradingRoutes(trading: Trading, authenticate: TradingAuthenticator): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    const post: TradingPost = (def, handler) => {
      const cap = def.cap ?? { scope: 'account', write: true };
      app.route({
        method: def.method,
        url: def.path,
        handler: async (req) => {
          const auth = await authenticate(req, cap);
          if ('error' in auth) throw new ProtocolError(500, auth.error[0], auth.error[1]);
          return handler(auth.userId, parseCall(def, req));
        },
      });
    };
    registerTradingReads(post, trading);
    registerTradingWrites(post, trading);
    registerProgrammeRoutes(post, trading);
    registerSecuritiesRoutes(app, post, trading);
    // The confirmation e-mail's link: whoever holds it confirms (like the sign-up link), and the
    // browser lands on the withdrawal page, which says what happened.
    app.get(TRADING_CALLS.withdrawConfirmLink.path, async (req, reply) => {
      const token = (req.query as Record<string, unknown> | undefined)?.token;
      const r = typeof token === 'string' && token.length > 0 && token.length <= 128 ? trading.confirmWithdrawal(token) : 'token: invalid';
      const target = typeof r === 'string' ? `/withdraw?confirm_error=${encodeURIComponent(r)}` : `/withdraw?confirmed=${r.id}`;
      return reply.code(303).header('cache-control', 'no-store').redirect(target);
    });
  };
}
