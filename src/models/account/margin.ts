// Margin info (miu): the account's base figures and per-symbol tradable balances.
import { types, type Instance } from 'mobx-state-tree';
import type { MarginInfo, MarginInfoBase, MarginInfoSymbol } from '../../protocol/account/margin-info';

export const MarginStore = types
  .model('MarginStore', {
    base: types.maybeNull(types.frozen<MarginInfoBase>()),
    symbols: types.map(types.frozen<MarginInfoSymbol>()),
  })
  .views((self) => ({
    forSymbol(symbol: string): MarginInfoSymbol | undefined {
      return self.symbols.get(symbol);
    },
  }))
  .actions((self) => ({
    apply(info: MarginInfo) {
      if (info.kind === 'base') self.base = info;
      else self.symbols.set(info.symbol, info);
    },
    clear() {
      self.base = null;
      self.symbols.clear();
    },
  }));
export type MarginStoreInstance = Instance<typeof MarginStore>;
