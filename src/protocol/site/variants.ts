// The site variants of account-side §6 (feature availability per site) and their constants (§9:
// default pair and fiat by site): the default site has no restriction; the Turkish, Brazilian and
// Japanese sites switch features off, may hide currencies and pairs, and the Turkish site has its
// own terms. The exchange is started with TRADEDESK_SITE and names its site in the conf
// (`pub:site:id`); the client and the exchange read this one table.
import type { TermsKind } from '../account/terms-kinds';

export const SITE_IDS = ['default', 'tr', 'br', 'jp'] as const;
/** The conf key that names the exchange's site (the embedded exchange's own). */
export const SITE_CONF_KEY = 'pub:site:id';
export type SiteId = (typeof SITE_IDS)[number];

/** The features a site can switch off (the spec's names; "terminal" is the tradedesk's funding
 *  terminal of lending and borrowing panels; "custody" the regulated-custody partner, off where the
 *  OTC desk, the other institutional product, is). */
export const FEATURES = [
  'funding',
  'margin',
  'derivatives',
  'securities',
  'otc',
  'custody',
  'staking',
  'borrow',
  'terminal',
  'affiliates',
  'pay',
  'competitions',
  'paper_trading',
] as const;
export type Feature = (typeof FEATURES)[number];

export interface SiteVariant {
  id: SiteId;
  defaultPair: string;
  defaultFiat: string;
  disabled: readonly Feature[];
  /** Currencies left out of every list of this site (and the pairs that trade them). */
  hiddenCurrencies: readonly string[];
  /** Pairs left out of every list of this site. */
  hiddenPairs: readonly string[];
  /** The terms kinds a signed-in user of this site accepts. */
  terms: readonly TermsKind[];
}

export const SITES: Readonly<Record<SiteId, SiteVariant>> = {
  default: {
    id: 'default',
    defaultPair: 'tBTCUSD',
    defaultFiat: 'USD',
    disabled: [],
    hiddenCurrencies: [],
    hiddenPairs: [],
    terms: ['default'],
  },
  tr: {
    id: 'tr',
    defaultPair: 'tBTCTRY',
    defaultFiat: 'TRY',
    disabled: ['funding', 'margin', 'derivatives', 'securities', 'otc', 'custody', 'staking', 'borrow', 'terminal', 'competitions'],
    hiddenCurrencies: [],
    hiddenPairs: [],
    terms: ['default', 'Turkish'],
  },
  br: {
    id: 'br',
    defaultPair: 'tBTCBRL',
    defaultFiat: 'BRL',
    disabled: ['securities', 'derivatives', 'borrow', 'funding', 'pay', 'terminal', 'competitions'],
    hiddenCurrencies: [],
    hiddenPairs: [],
    terms: ['default'],
  },
  jp: {
    id: 'jp',
    defaultPair: 'tBTCJPY',
    defaultFiat: 'JPY',
    disabled: [
      'otc',
      'custody',
      'margin',
      'derivatives',
      'securities',
      'staking',
      'borrow',
      'funding',
      'affiliates',
      'pay',
      'terminal',
      'competitions',
    ],
    // Not on the list of coins approved for Japanese residents in this build.
    hiddenCurrencies: ['SOL'],
    hiddenPairs: [],
    terms: ['default'],
  },
};

export function isSiteId(v: unknown): v is SiteId {
  return typeof v === 'string' && (SITE_IDS as readonly string[]).includes(v);
}

/** TRADEDESK_SITE's accepted spellings: the ids and the sites' names. */
export function siteIdOf(text: string | undefined): SiteId | undefined {
  const v = (text ?? '').trim().toLowerCase();
  if (v === '') return 'default';
  const names: Record<string, SiteId> = { turkish: 'tr', turkey: 'tr', brazilian: 'br', brazil: 'br', japanese: 'jp', japan: 'jp' };
  return isSiteId(v) ? v : names[v];
}

export const enabledOn = (site: SiteVariant, feature: Feature): boolean => !site.disabled.includes(feature);

/** The currencies a trading symbol (tBTCUSD, tBTC:TRY, tBTCF0:USTF0) or funding symbol (fUSD) trades. */
function currenciesOf(symbol: string): string[] {
  const body = symbol.slice(1);
  if (symbol.startsWith('f')) return [body];
  if (body.includes(':')) return body.split(':');
  return [body.slice(0, 3), body.slice(3)];
}

/** Whether a trading pair is listed on the site: not hidden, no hidden currency, and a
 *  derivative only where derivatives are offered. */
export function listsPair(site: SiteVariant, symbol: string, derivative: boolean): boolean {
  if (derivative && !enabledOn(site, 'derivatives')) return false;
  if (site.hiddenPairs.includes(symbol)) return false;
  return !currenciesOf(symbol).some((c) => site.hiddenCurrencies.includes(c.replace(/F0$/, '')));
}

/** Whether a currency is listed on the site. */
export const listsCurrency = (site: SiteVariant, currency: string): boolean => !site.hiddenCurrencies.includes(currency);
