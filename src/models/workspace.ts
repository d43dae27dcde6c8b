// The tradedesk workspace's shared selection: the pair every market widget follows, and the
// price a trader last picked in a book (handed to the order form).
import { types, type Instance } from 'mobx-state-tree';

export const DEFAULT_PAIR = 'tBTCUSD';
export const DEFAULT_FUNDING_SYMBOL = 'fUSD';

export const PickedPrice = types.model('PickedPrice', {
  symbol: types.string,
  /** The price as shown on the wire, never a re-formatted float. */
  price: types.string,
  /** Counts picks, so picking the same price twice is still a new pick. */
  seq: types.number,
});

export const Workspace = types
  .model('Workspace', {
    pair: types.optional(types.string, DEFAULT_PAIR),
    /** The funding currency the funding widgets follow (/f/:currency selects it). */
    fundingSymbol: types.optional(types.string, DEFAULT_FUNDING_SYMBOL),
    picked: types.maybeNull(PickedPrice),
  })
  .actions((self) => ({
    setPair(symbol: string) {
      if (self.pair === symbol) return;
      self.pair = symbol;
      self.picked = null;
    },
    setFundingSymbol(symbol: string) {
      self.fundingSymbol = symbol;
    },
    /** A click on a book level: the order form takes this price. */
    pickPrice(symbol: string, price: string) {
      self.picked = { symbol, price, seq: (self.picked?.seq ?? 0) + 1 };
    },
  }));
export type WorkspaceInstance = Instance<typeof Workspace>;
