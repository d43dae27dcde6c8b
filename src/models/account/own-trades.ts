// The user's own trades: te (no fee yet) replaced by tu (with fee), deduplicated by id; the
// recent history from `/v2/auth/r/trades/hist` fills the list on sign-in.
import { TRADING_CALLS } from '../../protocol/calls';
import { types, flow, type Instance } from 'mobx-state-tree';
import { tradeCodec, type Trade } from '../../protocol/account/trade';
import { accountEnv } from './env';

const MAX_TRADES = 250;

export const OwnTradesStore = types
  .model('OwnTradesStore', {
    byId: types.map(types.frozen<Trade>()),
  })
  .views((self) => ({
    get list(): Trade[] {
      return [...self.byId.values()].sort((a, b) => b.mtsCreate - a.mtsCreate || b.id - a.id);
    },
  }))
  .actions((self) => ({
    upsert(t: Trade) {
      const prev = self.byId.get(String(t.id));
      // A late te must not erase the fee a tu already brought.
      self.byId.set(String(t.id), prev && t.fee === null ? { ...t, fee: prev.fee, feeCurrency: prev.feeCurrency } : t);
      if (self.byId.size > MAX_TRADES) {
        const oldest = [...self.byId.values()].sort((a, b) => a.mtsCreate - b.mtsCreate).slice(0, self.byId.size - MAX_TRADES);
        for (const o of oldest) self.byId.delete(String(o.id));
      }
    },
    clear() {
      self.byId.clear();
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      const env = accountEnv(self);
      if (!env) return;
      try {
        const rows: unknown = yield env.rest.call(TRADING_CALLS.tradesHist, { limit: 100 });
        for (const row of Array.isArray(rows) ? rows : []) {
          const t = tradeCodec.decode(row);
          if (t) self.upsert(t);
        }
      } catch {
        // The live stream still brings every new trade.
      }
    }),
  }));
export type OwnTradesStoreInstance = Instance<typeof OwnTradesStore>;
