// The reply of `POST /v1/ui_bootstrap` (market-side §7, account-side §8: "no payload; initial UI
// data"): what the app needs before its first screen, in one small object instead of several conf
// requests — the site variant, the platform status, the exchange's clock (to measure the
// browser's skew), the features the site offers and the lists of pairs and currencies. The
// exchange builds it from its public conf; the client's site store keeps it (site/site-store.ts) and the
// market list is made from its lists (models/markets.ts): no other request before the list shows.
import type { SiteId } from '../site/variants';

export interface UiBootstrap {
  /** The site variant the exchange runs (TRADEDESK_SITE). */
  site: SiteId;
  /** 1 operative, 0 maintenance (as `/v2/platform/status`). */
  platform: 0 | 1;
  /** The exchange's clock, ms since the epoch. */
  time: number;
  /** The features this site offers (`pub:list:features`). */
  features: string[];
  /** The pairs listed for spot, margin and derivatives trading (`pub:list:pair:…`). */
  pairs: { exchange: string[]; margin: string[]; futures: string[] };
  /** The active currencies and those with a funding market (`pub:list:currency[:funding]`). */
  currencies: { all: string[]; funding: string[] };
  /** The currencies' display symbols, [[CURRENCY, SYMBOL], …] (`pub:map:currency:sym`). */
  symbols: Array<[string, string]>;
}
