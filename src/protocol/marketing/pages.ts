// The marketing site's pages (account-side §2): which paths are its own, the name of each page's
// data (`/assets/page-data/{page}/page-data.json`, Gatsby's scheme: the root is `index`, a path is
// its own name without the slashes around it), and the feature of the site variants each needs.
// Read by the exchange (which serves the pages and their data) and by the marketing client.
import type { Feature, SiteId } from '../site/variants';

/** The trading app's list of markets (the root is the marketing site's home). */
export const MARKETS_PATH = '/markets';

/** Paths the marketing site draws; anything else is the trading app's. */
const EXACT = new Set([
  '/',
  '/about',
  '/fees',
  '/order-book',
  '/funding-book',
  '/stats',
  '/derivatives',
  '/posts',
  '/posts/recent',
  '/securities',
  '/competitions',
  '/blog',
  '/releases',
  '/brv/sign-up',
  '/brv/sign-up-submitted',
  '/500',
]);
/** The pages of the one content-page template (issue 16, item 9): heading, sections, an optional
 *  call to action and an optional table, their texts in every locale from the content store. The
 *  path is the name (`/manifesto`). */
export const INFO_PAGES = [
  'alpha',
  'anti-spam',
  'app',
  'bitcoin-halving',
  'bug-bounty',
  'channels',
  'deposits-withdrawals',
  'download',
  'features',
  'financial-inclusion-latam',
  'freedom-art-game',
  'honey',
  'how-to-buy-bitcoin',
  'how-to-buy-ethereum',
  'how-to-buy-litecoin',
  'join',
  'manifesto',
  'master-your-universe',
  'mobile-trading',
  'press',
  'pro',
  'security-policy',
  'support',
  'thalex',
  'utilities',
  'vip-early-access',
] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

export const isInfoPage = (name: string): name is InfoPageName => (INFO_PAGES as readonly string[]).includes(name);

const PREFIXES = ['/posts/', '/securities/', '/competitions/', '/legal/', '/blog/'];

/** `/posts/12` → true; `/tradedesk`, `/login`, `/markets` → false. */
export function isMarketingPath(path: string): boolean {
  return (
    EXACT.has(path) ||
    isInfoPage(path.slice(1)) ||
    PREFIXES.some((p) => path.startsWith(p) && path.length > p.length && !path.slice(p.length).includes('//'))
  );
}

/** The page-data name of a marketing path: `/` → `index`, `/posts/12` → `posts/12`. */
export function pageNameOf(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index' : name;
}

/** A page name as the page-data call's path parameter accepts it. */
export const PAGE_NAME_RE = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+){0,3}$/;

/** The feature a page needs on the site variant (none: every site has it). */
export function featureOfPage(name: string): Feature | undefined {
  const top = name.split('/')[0];
  if (top === 'securities') return 'securities';
  if (top === 'competitions') return 'competitions';
  if (top === 'funding-book') return 'funding';
  // Thalex: the options venue the derivatives desk routes to.
  if (top === 'derivatives' || top === 'thalex') return 'derivatives';
  return undefined;
}

/** The pages of one site variant only: the Brazilian site's own sign-up (`/brv/sign-up`, then
 *  `/brv/sign-up-submitted`), which asks what a Brazilian exchange must know (the CPF). */
export function siteOfPage(name: string): SiteId | undefined {
  return name.split('/')[0] === 'brv' ? 'br' : undefined;
}

/** The newsletter campaigns a visitor or a user can subscribe to. */
export const NEWSLETTER_CAMPAIGNS = ['weekly-markets', 'product-news'] as const;
export type NewsletterCampaign = (typeof NEWSLETTER_CAMPAIGNS)[number];

/** The article categories of `/v1/articles`. */
export const ARTICLE_CATEGORIES = ['news', 'securities'] as const;
/** The contexts an article helps with (`/v1/articles?tag=`): the Help action of a page or modal
 *  lists the articles of its context. */
export const HELP_TAGS = ['deposit', 'withdraw', 'security', 'orders', 'funding'] as const;
export type HelpTag = (typeof HELP_TAGS)[number];
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** An article of `/v1/articles` (the v1 API answers objects). */
export interface Article {
  id: number;
  category: ArticleCategory;
  title: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  author: string;
  publishedAt: number;
  /** The contexts it helps with (none: a plain post). */
  tags?: HelpTag[];
}

/** The texts of a content page in one locale (paragraphs of a section's body separated by blank
 *  lines; the call to action's label goes with the page's link). */
export interface InfoPageText {
  title: string;
  summary: string;
  sections: ReadonlyArray<{ heading: string; body: string }>;
  cta?: string;
}

/** A content page's data: its texts by locale, its call to action's link, and for the deposits
 *  and withdrawals page the methods' rows [METHOD, CURRENCY, WITHDRAWAL_FEE, MIN|null, MAX|null,
 *  NAME] with the travel rule's threshold in USD. */
export interface InfoPageData {
  texts: Record<string, InfoPageText>;
  href?: string;
  methods?: unknown[][];
  travelRuleUsd?: number;
}

/** A page's data as `/assets/page-data/{page}/page-data.json` answers it. */
export interface PageData {
  page: string;
  data: Record<string, unknown>;
}

/** A page-data load's outcome: the data, or the 404 or 500 page. */
export type PageDataResult = ({ kind: 'page' } & PageData) | { kind: 'not-found' } | { kind: 'server-error' };
