// The site this client runs on (account-side §6): read once at start from the exchange's
// `/v1/ui_bootstrap` (protocol/public/ui-bootstrap.ts); until it has arrived the app shows its
// loading screen, and when it fails the reason with a retry (RootStore.ready, main.tsx). Every feature a site
// can switch off is asked here — widgets, routes and forms never test the variant themselves.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../protocol/calls/public';
import type { StoreEnv } from '../models/env';
import type { UiBootstrap } from '../protocol/public/ui-bootstrap';
import { WIDGET_FEATURES, featureOfPath } from './widget-features';
import {
  type Feature,
  type SiteId,
  SITES,
  SITE_IDS,
  enabledOn,
  isSiteId,
  listsCurrency,
  listsPair,
  type SiteVariant,
} from '../protocol/site/variants';

/** Where this browser keeps the site of the last bootstrap. */
export const LAST_SITE_KEY = 'tradedesk:site';

export const SiteStore = types
  .model('SiteStore', {
    id: types.optional(types.enumeration<SiteId>([...SITE_IDS]), 'default'),
    loaded: false,
  })
  .volatile(() => ({
    /** Why the bootstrap failed ('' while none did): the start shows it with a retry. */
    error: '',
    /** The bootstrap's reply (none when the site came from this browser's last visit). */
    boot: undefined as Partial<UiBootstrap> | undefined,
  }))
  .views((self) => ({
    get variant(): SiteVariant {
      return SITES[self.id];
    },
    enabled(feature: Feature): boolean {
      return enabledOn(SITES[self.id], feature);
    },
    listsPair(symbol: string, derivative: boolean): boolean {
      return listsPair(SITES[self.id], symbol, derivative);
    },
    listsCurrency(currency: string): boolean {
      return listsCurrency(SITES[self.id], currency);
    },
    /** Whether the workspace offers a widget type on this site. */
    offersWidget(type: string): boolean {
      const needs = WIDGET_FEATURES[type];
      return !needs || needs.some((f) => enabledOn(SITES[self.id], f));
    },
    /** The feature a path needs that this site does not offer, if any. */
    refusedFeature(pathname: string): Feature | undefined {
      const f = featureOfPath(pathname);
      return f && !enabledOn(SITES[self.id], f) ? f : undefined;
    },
  }))
  .actions((self) => ({
    set(id: SiteId, boot?: Partial<UiBootstrap>) {
      self.id = id;
      self.boot = boot;
      self.loaded = true;
    },
    setError(message: string) {
      self.error = message;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      const { rest, browserStorage } = getEnv<StoreEnv>(self);
      self.setError('');
      try {
        const boot = ((yield rest.call(PUBLIC_CALLS.uiBootstrap)) ?? {}) as Partial<UiBootstrap>;
        const { site } = boot;
        if (!isSiteId(site)) throw new Error('ui_bootstrap: unexpected reply');
        self.set(site, boot);
        browserStorage?.setItem(LAST_SITE_KEY, site);
      } catch (err) {
        // The exchange unreachable on a later visit (the offline shell): the site this browser
        // was last told, and the app starts with its offline notice; a first visit has none.
        const last = browserStorage?.getItem(LAST_SITE_KEY);
        if (isSiteId(last)) self.set(last);
        else self.setError(err instanceof Error ? err.message : String(err));
      }
    }),
  }));
export type SiteStoreInstance = Instance<typeof SiteStore>;
