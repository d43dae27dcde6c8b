// The site's feeds and notices (issue 16, item 9): the blog (`/v1/blog`, pages /blog and
// /blog/{slug}), the product's releases (`/v1/releases`, page /releases), the home page's banners
// (`/v2/conf/pub:raw:banner:home:{id}`), the analytics lead of a sign-up page and the keep-alive
// ping. Read by the exchange (which serves them from its content store) and by the site.

/** A post of the blog feed (`/v1/blog`: an array of these, newest first). */
export interface BlogPost {
  /** The post's address under /blog/. */
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  author: string;
  publishedAt: number;
}

/** A blog slug: lower-case words joined by dashes. */
export const BLOG_SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A release of the product (`/v1/releases`: an array of these, newest first). */
export interface Release {
  /** Semantic version, `1.4.0`. */
  version: string;
  /** The release day (ms, 00:00 UTC). */
  date: number;
  /** One line per change. */
  notes: readonly string[];
}

/** The conf key of a home banner (`pub:raw:banner:home:3`). */
export const BANNER_CONF_PREFIX = 'pub:raw:banner:home:';
export const bannerConfKey = (id: number) => `${BANNER_CONF_PREFIX}${id}`;

/** A home banner as its conf key answers it: the text by locale (English always there), where it
 *  leads, and the window it shows in ([from, to), ms). */
export interface HomeBanner {
  id: number;
  text: Record<string, string>;
  link: string;
  from: number;
  to: number;
}

/** A conf value read back as a banner (anything else is none). */
export function bannerOf(v: unknown): HomeBanner | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const b = v as Partial<HomeBanner>;
  if (typeof b.id !== 'number' || typeof b.link !== 'string' || typeof b.from !== 'number' || typeof b.to !== 'number') return undefined;
  if (typeof b.text !== 'object' || b.text === null || typeof b.text.en !== 'string') return undefined;
  return { id: b.id, text: b.text, link: b.link, from: b.from, to: b.to };
}

/** The banner the home page shows at `now`: of those in their window and not dismissed in this
 *  browser, the one that started last (the newest message wins; ties go to the higher id). */
export function currentBanner(banners: readonly HomeBanner[], now: number, dismissed: readonly number[]): HomeBanner | undefined {
  return banners.filter((b) => b.from <= now && now < b.to && !dismissed.includes(b.id)).sort((a, b) => b.from - a.from || b.id - a.id)[0];
}

/** Where an analytics lead was made: the site's sign-up pages. */
export const LEAD_SOURCES = ['brv-sign-up', 'join'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How often an open page pings the exchange (`/_ping`) while it is shown. */
export const SITE_PING_MS = 300_000;
