// The programmes' calls (affiliates, merchant payments, trading competitions). Paths,
// capabilities and bodies are the protocol's call table (calls/programmes.ts).
import { PROGRAMME_CALLS as P } from '../../../src/protocol/calls/programmes';
import type { Trading } from '../../trading/index';
import { answer, refusal, type TradingPost } from '../trading-routes';

export function registerProgrammeRoutes(post: TradingPost, trading: Trading): void {
  const g = trading.programmes;
  post(P.affiliates, (user) => {
    if (!g.affiliatesOffered()) throw refusal('Affiliates refused: the affiliate programme is not offered on this site');
    return g.affiliates.summary(user);
  });
  post(P.programmes, (user) => g.list(user));
  post(P.programmeEnable, (user, { input }) => answer(g.enable(user, input)));
  post(P.invoiceCreate, (user, { input }) => answer(g.pay.create(user, input)));
  post(P.invoices, (user, { input }) => g.pay.list(user, input));
  post(P.competitions, (user) => g.competitions.list(user));
  post(P.competitionJoin, (user, { input }) => answer(g.competitions.join(user, input)));
  post(P.competitionRanking, (user, { input }) => {
    const rows = g.competitions.ranking(user, input.slug);
    if (typeof rows === 'string') throw refusal(rows);
    return rows;
  });
}
