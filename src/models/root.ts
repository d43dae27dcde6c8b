// The root of the client's state. Services come in as the environment (StoreEnv); what follows
// the session across the tree (layouts, settings, the account channel) is in session-effects.ts.
import { types, type Instance } from 'mobx-state-tree';
import { Connection } from './connection';
import { MarketsStore } from './markets';
import { BooksStore } from './books';
import { TradesStore } from './trades';
import { CandlesStore } from './candles';
import { DerivStatusStore } from './derivatives';
import { FundingTickerStore } from './funding';
import { Settings } from './settings';
import { LayoutsStore } from './layouts';
import { Workspace } from './workspace';
import { AccountStore } from './account/account';
import { SessionStore } from './session';
import { SiteStore } from '../site/site-store';
import { ConsentStore } from '../site/consent-store';

export const RootStore = types
  .model('RootStore', {
    site: types.optional(SiteStore, {}),
    consent: types.optional(ConsentStore, {}),
    session: types.optional(SessionStore, {}),
    connection: types.optional(Connection, {}),
    markets: types.optional(MarketsStore, {}),
    books: types.optional(BooksStore, {}),
    trades: types.optional(TradesStore, {}),
    candles: types.optional(CandlesStore, {}),
    derivatives: types.optional(DerivStatusStore, {}),
    fundingTickers: types.optional(FundingTickerStore, {}),
    settings: types.optional(Settings, {}),
    layouts: types.optional(LayoutsStore, {}),
    workspace: types.optional(Workspace, {}),
    account: types.optional(AccountStore, {}),
  })
  .views((self) => ({
    /** market-side §4, account-side §5: ready once the required data (the bootstrap) has loaded
     *  and the settings of the session's owner have been received; one loading screen until then. */
    get ready(): boolean {
      return self.site.loaded && self.session.known && self.settings.ready;
    },
  }));
export type RootStoreInstance = Instance<typeof RootStore>;
