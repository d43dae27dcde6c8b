// Margin and derivatives positions (ps/pn/pu/pc), one per symbol, deduplicated by symbol.
import { types, type Instance } from 'mobx-state-tree';
import type { Position } from '../../protocol/account/position';

export const PositionsStore = types
  .model('PositionsStore', {
    bySymbol: types.map(types.frozen<Position>()),
  })
  .views((self) => ({
    get list(): Position[] {
      return [...self.bySymbol.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
    },
    get(symbol: string): Position | undefined {
      return self.bySymbol.get(symbol);
    },
  }))
  .actions((self) => ({
    snapshot(positions: readonly Position[]) {
      self.bySymbol.clear();
      for (const p of positions) if (p.status !== 'CLOSED' && p.amount !== 0) self.bySymbol.set(p.symbol, p);
    },
    upsert(p: Position) {
      if (p.status === 'CLOSED' || p.amount === 0) {
        self.bySymbol.delete(p.symbol);
        return;
      }
      // A pu without the calculated fields must not wipe the last ones (PROTOCOL §3.4: null until calc).
      const prev = self.bySymbol.get(p.symbol);
      self.bySymbol.set(
        p.symbol,
        prev
          ? {
              ...p,
              pl: p.pl ?? prev.pl,
              plPerc: p.plPerc ?? prev.plPerc,
              priceLiq: p.priceLiq ?? prev.priceLiq,
              leverage: p.leverage ?? prev.leverage,
              id: p.id ?? prev.id,
            }
          : p,
      );
    },
    close(p: Position) {
      self.bySymbol.delete(p.symbol);
    },
    clear() {
      self.bySymbol.clear();
    },
  }));
export type PositionsStoreInstance = Instance<typeof PositionsStore>;
