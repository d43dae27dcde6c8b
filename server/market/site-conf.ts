// The site the exchange runs (TRADEDESK_SITE; account-side §6) in its public configuration: the
// conf names it (`pub:site:id`, read by the client) and `pub:list:features` leaves out what the
// site does not offer. The rest of the conf is the market's.
import type { MarketData } from './types';
import { type SiteId, type SiteVariant, FEATURES, SITES, SITE_CONF_KEY } from '../../src/protocol/site/variants';

const FEATURES_KEY = 'pub:list:features';

/** The market's data with the conf of this site. */
export function withSite(market: MarketData, id: SiteId): MarketData {
  const site: SiteVariant = SITES[id];
  const offFeatures = new Set<string>(site.disabled.filter((f) => (FEATURES as readonly string[]).includes(f)));
  return {
    ...market,
    conf(key) {
      if (key === SITE_CONF_KEY) return id;
      const value = market.conf(key);
      if (key === FEATURES_KEY && Array.isArray(value)) return value.filter((f) => !offFeatures.has(String(f)));
      return value;
    },
  };
}
