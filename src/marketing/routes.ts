// The marketing site's routes: which view draws a path, and the name of its page data. Paths are
// normalised first (trailing slashes removed, /index.html the root: account-side §2).
import { isInfoPage, isMarketingPath, pageNameOf } from '../protocol/marketing/pages';
import { regionOfSlug } from '../protocol/account/securities';

export type View =
  | 'home'
  | 'about'
  | 'fees'
  | 'order-book'
  | 'funding-book'
  | 'derivatives'
  | 'stats'
  | 'posts'
  | 'post'
  | 'content'
  | 'competitions'
  | 'competition'
  | 'info'
  | 'blog'
  | 'blog-post'
  | 'releases'
  | 'brv-sign-up'
  | 'brv-sign-up-submitted'
  | 'securities-region'
  | 'server-error'
  | 'not-found';

export interface Route {
  view: View;
  /** The page-data name (`index`, `posts/3`); none for the error pages. */
  page?: string;
  path: string;
}

export function normalizeSitePath(pathname: string): string {
  let p = pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html?$/i, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

const FIXED: Record<string, View> = {
  index: 'home',
  about: 'about',
  fees: 'fees',
  'order-book': 'order-book',
  'funding-book': 'funding-book',
  derivatives: 'derivatives',
  stats: 'stats',
  posts: 'posts',
  'posts/recent': 'posts',
  'securities/posts': 'posts',
  'securities/posts/recent': 'posts',
  competitions: 'competitions',
  blog: 'blog',
  releases: 'releases',
  'brv/sign-up': 'brv-sign-up',
  'brv/sign-up-submitted': 'brv-sign-up-submitted',
};

export function routeOf(pathname: string): Route {
  const path = normalizeSitePath(pathname);
  if (!isMarketingPath(path)) return { view: 'not-found', path };
  if (path === '/500') return { view: 'server-error', path };
  const page = pageNameOf(path);
  const fixed = FIXED[page];
  if (fixed) return { view: fixed, page, path };
  if (isInfoPage(page)) return { view: 'info', page, path };
  const parts = page.split('/');
  if (parts[0] === 'posts' && parts.length === 2) return { view: 'post', page, path };
  if (page.startsWith('securities/posts/') && parts.length === 3) return { view: 'post', page, path };
  // The regions' wildcard sub-paths: any page below /securities/aifc or /securities/el-salvador.
  if (parts[0] === 'securities' && regionOfSlug(parts[1])) return { view: 'securities-region', page, path };
  if (parts[0] === 'competitions' && parts.length === 2) return { view: 'competition', page, path };
  if (parts[0] === 'blog' && parts.length === 2) return { view: 'blog-post', page, path };
  return { view: 'content', page, path };
}
