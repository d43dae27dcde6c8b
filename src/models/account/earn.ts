// The state of the staking, borrow and buy-with-cards pages: the account's stakes and staking
// events, its card purchases and the quote in hand, what its margin collateral still backs of a
// currency's borrowing (the borrow page's available-to-borrow figure); stakes, unstakes, purchases and funding bids
// go to the exchange, and each list is read again after a write, so it says what the exchange says.
import { flow, types, type Instance } from 'mobx-state-tree';
import { EARN_CALLS } from '../../protocol/calls/earn';
import { TRADING_CALLS } from '../../protocol/calls/trading';
import { decodeStaking, type Stake, type StakingEvent } from '../../protocol/account/staking';
import {
  decodeCardPurchase,
  decodeCardQuote,
  notificationParts,
  type CardPurchase,
  type CardQuote,
} from '../../protocol/account/card-purchase';
import { decodeBorrowLimit, type BorrowLimitView } from '../../protocol/account/borrow-limit';
import { callAccount } from './env';

/** How many staking events and card purchases the pages list. */
export const EARN_HISTORY_ROWS = 250;

export interface CardPayment {
  from: string;
  to: string;
  amount: string;
  card: { number: string; expiry: string; cvc: string };
}

export interface BorrowBid {
  currency: string;
  amount: string;
  /** Daily, as a fraction (0.0002 = 0.02 %). */
  rate: string;
  period: number;
}

/** The text of a write's notification, or its refusal thrown. */
function textOf(raw: unknown): string {
  return notificationParts(raw).text;
}

export const EarnStore = types
  .model('EarnStore', {})
  .volatile(() => ({
    stakes: [] as Stake[],
    events: [] as StakingEvent[],
    purchases: [] as CardPurchase[],
    quote: null as CardQuote | null,
    borrowLimit: null as BorrowLimitView | null,
    busy: false,
  }))
  .actions((self) => ({
    setStaking(stakes: Stake[], events: StakingEvent[]) {
      self.stakes = stakes;
      self.events = events;
    },
    setPurchases(list: CardPurchase[]) {
      self.purchases = list;
    },
    setQuote(q: CardQuote | null) {
      self.quote = q;
    },
    setBorrowLimit(l: BorrowLimitView | null) {
      self.borrowLimit = l;
    },
    setBusy(on: boolean) {
      self.busy = on;
    },
  }))
  .actions((self) => {
    const reloadStaking = flow(function* reloadStaking() {
      const raw: unknown = yield callAccount(self, EARN_CALLS.staking, { limit: EARN_HISTORY_ROWS });
      const { stakes, events } = decodeStaking(raw);
      self.setStaking(stakes, events);
    });
    const reloadPurchases = flow(function* reloadPurchases() {
      const raw: unknown = yield callAccount(self, EARN_CALLS.cardPurchases, { limit: EARN_HISTORY_ROWS });
      self.setPurchases((Array.isArray(raw) ? raw : []).map(decodeCardPurchase).filter((p): p is CardPurchase => p !== undefined));
    });
    /** A write whose answer is a notification: its text, or its refusal thrown; then `after`. */
    const write = flow(function* write(run: () => Promise<string>, after: () => Promise<void>) {
      self.setBusy(true);
      try {
        const text: string = yield run();
        return text;
      } finally {
        self.setBusy(false);
        yield after().catch(() => undefined);
      }
    });
    /** What the margin wallet's collateral still backs of `currency`'s borrowing (the exchange's figure). */
    const reloadBorrowLimit = flow(function* reloadBorrowLimit(currency: string) {
      const raw: unknown = yield callAccount(self, EARN_CALLS.borrowLimit, { currency });
      const l = decodeBorrowLimit(raw);
      if (!l) throw new Error('borrow limit: unexpected answer');
      self.setBorrowLimit(l);
    });
    return {
      reloadStaking,
      reloadPurchases,
      reloadBorrowLimit,
      stake: (currency: string, amount: string) =>
        write(async () => textOf(await callAccount(self, EARN_CALLS.stake, { currency, amount })), reloadStaking) as Promise<string>,
      unstake: (currency: string, amount: string) =>
        write(async () => textOf(await callAccount(self, EARN_CALLS.unstake, { currency, amount })), reloadStaking) as Promise<string>,
      /** The fx call's quote of `amount` of `from` in `to`; a failure leaves no quote. */
      requote: flow(function* requote(from: string, to: string, amount: string) {
        try {
          const raw: unknown = yield callAccount(self, TRADING_CALLS.cardFx, { data: { amount, from, to } });
          self.setQuote(decodeCardQuote(raw) ?? null);
        } catch {
          self.setQuote(null);
        }
      }),
      buy: (p: CardPayment) =>
        write(async () => textOf(await callAccount(self, EARN_CALLS.cardBuy, p)), reloadPurchases) as Promise<string>,
      /** A funding bid (a negative amount) for the loan; the account's live lists show what follows. */
      borrow: (b: BorrowBid) =>
        write(
          async () => {
            const n = await callAccount(self, TRADING_CALLS.offerSubmit, {
              type: 'LIMIT',
              symbol: `f${b.currency}`,
              amount: `-${b.amount}`,
              rate: b.rate,
              period: b.period,
            });
            if (n.status !== 'SUCCESS') throw new Error(n.text ?? n.status);
            return n.text ?? '';
          },
          () => reloadBorrowLimit(b.currency),
        ) as Promise<string>,
      cancelBid: (id: number) =>
        write(
          async () => {
            const n = await callAccount(self, TRADING_CALLS.offerCancel, { id });
            if (n.status !== 'SUCCESS') throw new Error(n.text ?? n.status);
            return n.text ?? '';
          },
          () => Promise.resolve(),
        ) as Promise<string>,
    };
  });
export type EarnStoreInstance = Instance<typeof EarnStore>;
