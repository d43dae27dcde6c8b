// The site this client runs on (account-side §6): read once from the exchange's conf
// (`pub:site:id`; an exchange that does not name one is the default site). Every feature a site
// can switch off is asked here — widgets, routes and forms never test the variant themselves.
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../protocol/calls/public';
import type { StoreEnv } from '../models/env';
import { WIDGET_FEATURES, featureOfPath } from './widget-features';
import {
  type Feature,
  type SiteId,
  SITES,
  SITE_CONF_KEY,
  SITE_IDS,
  enabledOn,
  isSiteId,
  listsCurrency,
  listsPair,
  type SiteVariant,
} from '../protocol/site/variants';

export const SiteStore = types
  .model('SiteStore', {
    id: types.optional(types.enumeration<SiteId>([...SITE_IDS]), 'default'),
    loaded: false,
  })
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
    set(id: SiteId) {
      self.id = id;
      self.loaded = true;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      try {
        const reply: unknown = yield getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, { keys: SITE_CONF_KEY });
        const id = Array.isArray(reply) ? reply[0] : undefined;
        self.set(isSiteId(id) ? id : 'default');
      } catch {
        self.set('default');
      }
    }),
  }));
export type SiteStoreInstance = Instance<typeof SiteStore>;
