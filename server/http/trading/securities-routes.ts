// The securities calls (protocol/calls/securities.ts): the public list of active sales, the
// account's securities state, a subscription, and the account's answers to the gates (the
// prohibited-person question, the accredited-investor questionnaire, the El Salvador
// verification). Refusals leave in the protocol's error shape with the exchange's reason.
import type { FastifyInstance } from 'fastify';
import { SECURITIES_CALLS as S } from '../../../src/protocol/calls/securities';
import type { Trading } from '../../trading/index';
import { serveCall } from '../serve-call';
import { answer, refusal, type TradingPost } from '../trading-routes';

function orRefusal<T>(r: T | string): T {
  if (typeof r === 'string') throw refusal(r);
  return r;
}

export function registerSecuritiesRoutes(app: FastifyInstance, post: TradingPost, trading: Trading): void {
  const sec = trading.securities;
  serveCall(app, S.sales, () => orRefusal(sec.sales()));
  post(S.state, (user) => orRefusal(sec.state(user)));
  post(S.subscribe, (user, { input }) => answer(sec.subscribe(user, input)));
  post(S.prohibited, (user, { input }) => orRefusal(sec.answer(user, (p) => p.answerProhibited(user, input.answers))));
  post(S.accredited, (user, { input }) => orRefusal(sec.answer(user, (p) => p.answerAccredited(user, input))));
  post(S.elSalvador, (user, { input }) => orRefusal(sec.answer(user, (p) => p.verifyElSalvador(user, input))));
}
