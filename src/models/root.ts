import { types, type Instance } from 'mobx-state-tree';
import { Connection } from './connection';
import { MarketsStore } from './markets';

export const RootStore = types.model('RootStore', {
  connection: types.optional(Connection, {}),
  markets: types.optional(MarketsStore, {}),
});
export type RootStoreInstance = Instance<typeof RootStore>;
