// The home banners as configuration (`/v2/conf/pub:raw:banner:home:{id}`): each key answers the
// banner of that id from the content store (null for an unknown one, like any unknown key); the
// home page's data names the banners not yet over, and the page shows the one in force.
import type { MarketData } from '../market/types';
import { BANNER_CONF_PREFIX } from '../../src/protocol/marketing/feeds';
import type { ContentStore } from './store';

const ID_RE = /^[1-9]\d{0,8}$/;

export function withBanners(market: MarketData, content: ContentStore): MarketData {
  return {
    ...market,
    conf: (key) => {
      if (!key.startsWith(BANNER_CONF_PREFIX)) return market.conf(key);
      const id = key.slice(BANNER_CONF_PREFIX.length);
      return ID_RE.test(id) ? content.banner(Number(id)) : undefined;
    },
  };
}
