// In-place navigation of the marketing site (account-side §2: internal links navigate within the
// page). A click on a link to another marketing path changes the address and draws the page
// without a load; every other link (the trading app's /tradedesk, /login, /sign-up, /markets…) is
// an ordinary full load. A page that fails to load falls back to a full browser load.
import { useSyncExternalStore } from 'react';
import { isMarketingPath } from '../protocol/marketing/pages';
import { normalizeSitePath } from './routes';

const listeners = new Set<() => void>();
/** Whether the page shown was drawn in place (not by the document's own load). */
let movedInPlace = false;
const notify = () => {
  movedInPlace = true;
  for (const fn of listeners) fn();
};

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** A page drawn by the document's own load has nothing to fall back to: its failure is the 500
 *  page; a page drawn in place falls back to a full load. */
export function drawnInPlace(): boolean {
  return movedInPlace;
}

const current = () => `${window.location.pathname}${window.location.search}`;

/** The address shown (path and query), following in-place navigation and back/forward. */
export function useAddress(): string {
  return useSyncExternalStore(subscribe, current);
}

/** Whether `href` (of this origin) is drawn by the marketing site in place. */
export function navigatesInPlace(url: URL): boolean {
  return url.origin === window.location.origin && isMarketingPath(normalizeSitePath(url.pathname));
}

/** Goes to a marketing path in place (a new history entry), at the top of the page. */
export function navigateInPlace(href: string): void {
  const url = new URL(href, window.location.href);
  window.history.pushState(null, '', `${normalizeSitePath(url.pathname)}${url.search}${url.hash}`);
  window.scrollTo(0, 0);
  notify();
}

/** The full browser load a failed in-place load falls back to. */
export function fullLoad(path: string): void {
  window.location.assign(path);
}

/** Catches clicks on links to marketing paths (left button, no modifier, no target). */
export function interceptLinks(doc: Document): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || !a.href || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const url = new URL(a.href);
    if (!navigatesInPlace(url)) return;
    e.preventDefault();
    if (`${url.pathname}${url.search}` !== current()) navigateInPlace(url.href);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
