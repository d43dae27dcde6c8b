// The data of each marketing page (`/assets/page-data/{page}/page-data.json`), built at request
// time from the content store, the exchange's own configuration (fees from `pub:info:pair:fee:ovr`
// and `pub:info:tx:method`, the stats from `pub:raw:website:stats`) and the site variant: a page
// the site does not offer, or an unknown one, has no data (404).
import type { MarketData } from '../market/types';
import { type SiteVariant, enabledOn, listsCurrency, listsPair } from '../../src/protocol/site/variants';
import {
  type InfoPageData,
  type InfoPageName,
  type PageData,
  featureOfPage,
  isInfoPage,
  siteOfPage,
} from '../../src/protocol/marketing/pages';
import { LIGHTNING_LIMITS, TRAVEL_RULE_USD } from '../trading/address-rules';
import { INFO_PAGE_LINKS } from './info-pages/index';
import { WEBSITE_STATS_KEY } from '../market/website-conf';
import { TERMS } from '../accounts/terms';
import type { ContentStore } from './store';
import { BLOG_SLUG_RE } from '../../src/protocol/marketing/feeds';
import { REGION_TERMS, regionOfSlug } from '../../src/protocol/account/securities';

const RECENT = 5;
const ALL = 50;

const asRows = (v: unknown): unknown[][] => (Array.isArray(v) ? v.filter((r): r is unknown[] => Array.isArray(r)) : []);

export function createPageData(deps: {
  content: ContentStore;
  market: MarketData;
  site: SiteVariant;
  now?: () => number;
  /** The exchange's active securities sales (SaleRow of protocol/account/securities.ts). */
  securitiesSales?: () => unknown[];
}) {
  const { content, market, site } = deps;
  const now = deps.now ?? Date.now;
  const summaries = (category: 'news' | 'securities', limit: number) =>
    content.articles({ category, limit, start: 0 }).map(({ body: _body, ...summary }) => summary);
  const article = (category: 'news' | 'securities', id: string) => {
    if (!/^[1-9]\d{0,8}$/.test(id)) return undefined;
    return content.articles({ category, id: Number(id), limit: 1, start: 0 })[0];
  };
  const listed = (key: string) => {
    const v = market.conf(key);
    return Array.isArray(v) ? v.map(String) : [];
  };
  const contentPage = (name: string) => {
    const c = content.content(name);
    return c && { title: c.title, summary: c.summary, body: c.body };
  };

  /** A region's securities sub-path (`securities/aifc/…`, `securities/el-salvador/…`, any page
   *  below it): the region, its active sales and its terms as published. */
  const securitiesRegion = (name: string) => {
    const parts = name.split('/');
    const region = parts[0] === 'securities' ? regionOfSlug(parts[1]) : undefined;
    if (!region) return undefined;
    const terms = TERMS[REGION_TERMS[region]];
    return {
      region,
      sales: (deps.securitiesSales?.() ?? []).filter((r) => Array.isArray(r) && r[3] === region),
      terms: { title: terms.title, text: terms.text, modified: terms.modified },
    };
  };

  /** A page of the content-page template: its texts in every locale, its link, and for the
   *  deposits and withdrawals page each method the site lists with its fee and limits (a
   *  lightning invoice pays within its limits; other methods have none of their own). */
  const infoPage = (name: InfoPageName): InfoPageData | undefined => {
    const texts = content.infoPage(name);
    if (!texts) return undefined;
    const data: InfoPageData = { texts, href: INFO_PAGE_LINKS[name] };
    if (name === 'deposits-withdrawals') {
      data.methods = asRows(market.conf('pub:info:tx:method'))
        .filter(([, currency]) => listsCurrency(site, String(currency)))
        .map(([method, currency, fee, , label]) => {
          const lightning = method === 'lnx';
          return [
            method,
            currency,
            fee,
            lightning ? LIGHTNING_LIMITS.min.toFixed() : null,
            lightning ? LIGHTNING_LIMITS.max.toFixed() : null,
            label,
          ];
        });
      data.travelRuleUsd = TRAVEL_RULE_USD;
    }
    return data;
  };

  const pages: Record<string, () => Record<string, unknown> | undefined> = {
    // The latest news, the figures of the stats strip and the banners not yet over.
    index: () => ({ posts: summaries('news', 3), stats: market.conf(WEBSITE_STATS_KEY), banners: content.bannerIds(now()) }),
    about: () => ({
      pairs: listed('pub:list:pair:exchange').length + listed('pub:list:pair:futures').length,
      currencies: listed('pub:list:currency').length,
      fundingCurrencies: listed('pub:list:currency:funding').length,
    }),
    // The pairs and methods the site lists (no perpetuals where derivatives are off).
    fees: () => {
      const futures = new Set(listed('pub:list:pair:futures'));
      return {
        trading: asRows(market.conf('pub:info:pair:fee:ovr'))
          .filter(([pair]) => listsPair(site, `t${String(pair)}`, futures.has(String(pair))))
          .map(([pair, fees]) => [pair, ...(Array.isArray(fees) ? fees : [])]),
        withdrawal: asRows(market.conf('pub:info:tx:method'))
          .filter(([, currency]) => listsCurrency(site, String(currency)))
          .map(([method, currency, fee, , name]) => [method, currency, fee, name]),
      };
    },
    'order-book': () => ({ pairs: listed('pub:list:pair:exchange') }),
    'funding-book': () => ({ currencies: listed('pub:list:currency:funding') }),
    derivatives: () => ({ pairs: listed('pub:list:pair:futures') }),
    stats: () => ({ stats: market.conf(WEBSITE_STATS_KEY) }),
    posts: () => ({ posts: summaries('news', ALL) }),
    'posts/recent': () => ({ posts: summaries('news', RECENT) }),
    securities: () => ({ ...contentPage('securities'), posts: summaries('securities', RECENT) }),
    'securities/posts': () => ({ posts: summaries('securities', ALL) }),
    'securities/posts/recent': () => ({ posts: summaries('securities', RECENT) }),
    competitions: () => ({ competitions: content.competitions() }),
    blog: () => ({ posts: content.blog({ limit: ALL }).map(({ body: _body, ...summary }) => summary) }),
    releases: () => ({ releases: content.releases(ALL) }),
    // The Brazilian site's own sign-up (only there: siteOfPage): the country it signs up in.
    'brv/sign-up': () => ({ country: 'BR' }),
    'brv/sign-up-submitted': () => ({ country: 'BR' }),
    'legal/terms': () => ({ title: TERMS.default.title, summary: '', body: TERMS.default.text, modified: TERMS.default.modified }),
  };

  return {
    /** The page's data, or undefined when it has none (the 404 page). */
    of(name: string): PageData | undefined {
      const feature = featureOfPage(name);
      if (feature && !enabledOn(site, feature)) return undefined;
      const only = siteOfPage(name);
      if (only && only !== site.id) return undefined;
      const make = pages[name];
      let data = make?.();
      if (!data) {
        const parts = name.split('/');
        if (parts[0] === 'posts' && parts.length === 2) data = wrap('post', article('news', parts[1]!));
        else if (name.startsWith('securities/posts/') && parts.length === 3) data = wrap('post', article('securities', parts[2]!));
        else if (parts[0] === 'blog' && parts.length === 2)
          data = BLOG_SLUG_RE.test(parts[1]!) ? wrap('post', content.blog({ slug: parts[1]!, limit: 1 })[0]) : undefined;
        else if (parts[0] === 'competitions' && parts.length === 2)
          data = wrap(
            'competition',
            content.competitions().find((c) => c.slug === parts[1]),
          );
        else if (parts[0] === 'securities' && regionOfSlug(parts[1])) data = securitiesRegion(name);
        else if (isInfoPage(name)) {
          const info = infoPage(name);
          data = info && { ...info };
        } else data = contentPage(name);
      }
      return data ? { page: name, data } : undefined;
    },
  };
}

function wrap(key: string, value: unknown): Record<string, unknown> | undefined {
  return value === undefined ? undefined : { [key]: value };
}

export type PageDataSource = ReturnType<typeof createPageData>;
