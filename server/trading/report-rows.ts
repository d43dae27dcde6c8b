// The rows of a report (account-side issue 9 §6) as the history reads serve them: for each kind,
// the History query its read call answers from (/v2/auth/r/ledgers/hist, …/movements/hist,
// …/orders/hist, …/trades/hist, …/positions/hist, …/funding/trades/hist), with the filter turned
// into that call's currency or symbol the way the client's filtered calls name it.
import { filterParams, type ReportKind } from '../../src/protocol/account/report-kinds';
import type { History, Window } from './history';

/** One page of a kind's raw rows for a user: newest first, within the window, at most its limit. */
export type ReportRowsPage = (user: number, kind: ReportKind, filter: string, window: Window) => unknown[];

export function reportRows(history: History): ReportRowsPage {
  return (user, kind, filter, w) => {
    const by = filter === '' ? {} : filterParams(kind, filter);
    switch (kind) {
      case 'ledger':
        return history.ledgers(user, by.currency, w);
      case 'movements':
        return history.movements(user, by.currency, w);
      case 'orders':
        return history.ordersHist(user, by.symbol, w);
      case 'trades':
        return history.tradesHist(user, by.symbol, w);
      case 'positions':
        return history.positionsHist(user, w);
      case 'funding':
        return history.fundingTrades(user, by.symbol, w);
    }
  };
}
