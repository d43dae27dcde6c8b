// The rules of what the interface remembers for the user across devices (market-side §3 "UI
// settings", the exchange checks their shapes in server/accounts/ui-settings.ts): the site notices
// dismissed (`notices`), the pages' sections left open or closed (`collapsibles`) and the
// countries chosen lately (`countries`); the workspace panels collapsed (`collapsed_widgets`) have
// theirs in layouts/collapse-panels.tsx. Pure: the lazy modules that use them (app/ui-memory.tsx,
// the marketing site's banner) read and write the settings, so none of this is in the workspace's
// first load.

/** The exchange's bounds (ui-settings.ts): a longer list would be refused, so the oldest go. */
export const MAX_NOTICES = 100;
export const MAX_COLLAPSIBLES = 200;
/** Recently chosen countries listed first in a picker. */
export const RECENT_COUNTRIES = 5;

export const NOTICES_KEY = 'notices';
export const COLLAPSIBLES_KEY = 'collapsibles';
export const COUNTRIES_KEY = 'countries';

const ID = /^[A-Za-z0-9_.:/-]{1,128}$/;

/** The ids of a stored list (what is not one is dropped, each once, in order). */
export function readIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && ID.test(v)))];
}

// ---- dismissed notices ------------------------------------------------------------------------

/** A home banner's id in `notices`. */
export const bannerNoticeId = (id: number): string => `banner:home:${id}`;

/** The account's dismissals with this browser's (signed out) added after them, each once; the
 *  newest are kept within the bound. `changed` says whether the account's list needs writing. */
export function mergeNotices(account: readonly string[], local: readonly string[]): { ids: string[]; changed: boolean } {
  const ids = [...new Set([...account, ...local])].slice(-MAX_NOTICES);
  const changed = ids.length !== account.length || ids.some((id, i) => id !== account[i]);
  return { ids, changed };
}

/** The home banners dismissed in this browser (their ids), kept signed out as before the setting. */
export const BANNER_DISMISSED_KEY = 'tradedesk:banner-dismissed';
/** Dismissals kept in the browser (the newest): old banners' ids need not be kept for ever. */
const LOCAL_KEPT = 50;

export function readLocalBanners(store: Pick<Storage, 'getItem'> | undefined): number[] {
  try {
    const v: unknown = JSON.parse(store?.getItem(BANNER_DISMISSED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

export function keepLocalBanners(store: Pick<Storage, 'setItem'> | undefined, ids: readonly number[]): void {
  try {
    store?.setItem(BANNER_DISMISSED_KEY, JSON.stringify([...new Set(ids)].slice(-LOCAL_KEPT)));
  } catch {
    // Storage refused: the banner stays hidden for this page only (and on the account, signed in).
  }
}

/** The home banners' ids among dismissed notices. */
export function bannerIdsOf(ids: readonly string[]): number[] {
  return ids.flatMap((id) => {
    const m = /^banner:home:(\d{1,15})$/.exec(id);
    return m ? [Number(m[1])] : [];
  });
}

/** The account's dismissed notices with `local` ones joined (written back only when they add
 *  any); resolves to the whole list. */
export async function syncNotices(
  account: { load(): Promise<unknown>; save(ids: string[]): Promise<void> },
  local: readonly string[],
): Promise<string[]> {
  const { ids, changed } = mergeNotices(readIds(await account.load()), local);
  if (changed) await account.save(ids);
  return ids;
}

// ---- open and closed sections -----------------------------------------------------------------

/** The stored sections' states (true open, false closed). */
export function readCollapsibles(value: unknown): Record<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => ID.test(e[0]) && typeof e[1] === 'boolean'));
}

/** The states with section `key` open or closed: the latest last, the oldest dropped beyond the bound. */
export function withCollapsible(states: Readonly<Record<string, boolean>>, key: string, open: boolean): Record<string, boolean> {
  const entries = Object.entries(states).filter(([k]) => k !== key);
  return Object.fromEntries([...entries, [key, open] as const].slice(-MAX_COLLAPSIBLES));
}

// ---- recent countries -------------------------------------------------------------------------

export type CountryEntry = readonly [code: string, name: string];

/** The stored recent countries ([[CODE, NAME], …], most recent first). */
export function readRecentCountries(value: unknown): CountryEntry[] {
  if (!Array.isArray(value)) return [];
  const out: CountryEntry[] = [];
  for (const row of value) {
    if (Array.isArray(row) && typeof row[0] === 'string' && /^[A-Z]{2}$/.test(row[0]) && typeof row[1] === 'string' && row[1]) {
      if (!out.some(([code]) => code === row[0])) out.push([row[0], row[1].slice(0, 100)]);
    }
  }
  return out.slice(0, RECENT_COUNTRIES);
}

/** The recent countries with `code` chosen now: first, each once, at most RECENT_COUNTRIES. */
export function withRecentCountry(recent: readonly CountryEntry[], code: string, name: string): CountryEntry[] {
  return [[code, name] as const, ...recent.filter(([c]) => c !== code)].slice(0, RECENT_COUNTRIES);
}

/** The recent countries' codes that the exchange's list still offers, most recent first. */
export function recentCodes(recent: readonly CountryEntry[], offered: Iterable<string>): string[] {
  const codes = new Set(offered);
  return recent.map(([code]) => code).filter((code) => codes.has(code));
}
