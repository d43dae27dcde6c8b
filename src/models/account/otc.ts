// The OTC desk's state (/otc): the quote in hand, firm until its expiry, and the account's quotes,
// newest first. Asking, accepting and reading go to the exchange; a quote accepted or lapsed is
// read again from the history, so the list says what the exchange says.
import { flow, types, type Instance } from 'mobx-state-tree';
import { OTC_CALLS } from '../../protocol/calls/otc';
import { decodeOtcQuote, quoteOfNotification, type OtcQuote, type OtcSide } from '../../protocol/account/otc-quote';
import { callAccount } from './env';

/** How many of the account's quotes the page lists. */
export const OTC_HISTORY_ROWS = 250;

export interface QuoteRequest {
  symbol: string;
  side: OtcSide;
  amount: string;
}

const quotesOf = (raw: unknown): OtcQuote[] =>
  (Array.isArray(raw) ? raw : []).map(decodeOtcQuote).filter((q): q is OtcQuote => q !== undefined);

export const OtcStore = types
  .model('OtcStore', {})
  .volatile(() => ({ current: null as OtcQuote | null, history: [] as OtcQuote[], busy: false }))
  .actions((self) => ({
    setCurrent(q: OtcQuote | null) {
      self.current = q;
    },
    setHistory(list: OtcQuote[]) {
      self.history = list;
    },
    setBusy(on: boolean) {
      self.busy = on;
    },
  }))
  .actions((self) => {
    const reload = flow(function* reload() {
      const raw: unknown = yield callAccount(self, OTC_CALLS.otcQuotes, { limit: OTC_HISTORY_ROWS });
      self.setHistory(quotesOf(raw));
    });
    return {
      reload,
      /** A firm quote of the exchange's for the request; it replaces the one in hand. */
      ask: flow(function* ask(r: QuoteRequest) {
        self.setBusy(true);
        try {
          const raw: unknown = yield callAccount(self, OTC_CALLS.otcQuote, { symbol: r.symbol, side: r.side, amount: r.amount });
          const { quote: q, text } = quoteOfNotification(raw);
          if (!q) throw new Error(text || 'OTC quote: unexpected answer');
          self.setCurrent(q);
          return q;
        } finally {
          self.setBusy(false);
          yield reload();
        }
      }),
      /** Accepts the quote in hand: settled in the exchange wallet (the exchange's text), or its
       *  refusal thrown. Either way the quote is put away. */
      accept: flow(function* accept() {
        const q = self.current;
        if (!q) return '';
        self.setBusy(true);
        try {
          const raw: unknown = yield callAccount(self, OTC_CALLS.otcAccept, { id: q.id });
          return quoteOfNotification(raw).text;
        } finally {
          self.setCurrent(null);
          self.setBusy(false);
          yield reload();
        }
      }),
      /** The quote in hand is put away (it lapsed). */
      drop() {
        self.setCurrent(null);
      },
    };
  });
export type OtcStoreInstance = Instance<typeof OtcStore>;
