// Every user-facing text goes through t(): ICU messages, compiled once per key and locale. In the
// built client each message arrives already parsed (scripts/precompile-messages.ts). English is
// the first load's; another locale's catalogues (src/i18n/<locale>/<name>.ts, the same keys as
// the English files, listed in its catalogues.ts) are downloaded when that locale is chosen —
// only the one in use. The pages'
// own messages load with their page (addMessages), and in the locale in use with them
// (cataloguesReady lets a lazy page wait for them).
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from './en';
import type { authMessages } from './auth';
import type { ordersMessages } from './orders';
import type { marketMessages } from './market';
import type { noticeMessages } from './notices';
import type { moneyMessages } from './money';
import type { apiKeyMessages } from './api-keys';
import type { reportMessages } from './reports';
import type { interfaceMessages } from './interface';
import type { qaMessages } from './qa';
import type { securityMessages } from './security';
import type { subaccountMessages } from './subaccounts';
import type { verificationMessages } from './verification';
import type { marketingMessages } from './marketing';
import type { otcMessages } from './otc';
import type { paletteMessages } from './palette';
import type { outcomeMessages } from './outcomes';
import type { alertMessages } from './alerts';
import type { earnMessages } from './earn';
import type { modalMessages } from './modals';
import type { devtoolsMessages } from './devtools';
import type { custodyMessages } from './custody';
import type { securitiesMessages } from './securities';
import { DEFAULT_LOCALE, type Locale, intlLocale } from '../format/locale';
import { setNumberLocale } from '../format/number';
import { LITERAL_MESSAGE } from './literal';

/** The pages' catalogues, added when their page loads. */
type PageMessages = typeof authMessages &
  typeof ordersMessages &
  typeof marketMessages &
  typeof noticeMessages &
  typeof moneyMessages &
  typeof apiKeyMessages &
  typeof reportMessages &
  typeof interfaceMessages &
  typeof qaMessages &
  typeof securityMessages &
  typeof subaccountMessages &
  typeof verificationMessages &
  typeof marketingMessages &
  typeof otcMessages &
  typeof paletteMessages &
  typeof outcomeMessages &
  typeof alertMessages &
  typeof earnMessages &
  typeof modalMessages &
  typeof devtoolsMessages &
  typeof custodyMessages &
  typeof securitiesMessages;
export type MessageKey = keyof typeof en | keyof PageMessages;

/** The catalogue files of every locale: the first load's, then each page's. */
export const FIRST_LOAD_CATALOGUES = ['core', 'trading'] as const;
export const PAGE_CATALOGUES = [
  'auth',
  'orders',
  'market',
  'notices',
  'money',
  'api-keys',
  'reports',
  'security',
  'subaccounts',
  'verification',
  'interface',
  'qa',
  'otc',
  'palette',
  'outcomes',
  'alerts',
  'earn',
  'modals',
  'custody',
  'securities',
] as const;
export type PageCatalogue = (typeof PAGE_CATALOGUES)[number];
export type CatalogueName = (typeof FIRST_LOAD_CATALOGUES)[number] | PageCatalogue;
/** Loads one of a locale's catalogue files (src/i18n/<locale>/catalogues.ts). */
export type CatalogueFile = (name: CatalogueName) => Promise<{ messages: Partial<Record<string, string>> }>;

type Values = Record<string, string | number | Date>;
type Messages = Partial<Record<MessageKey, string>>;

const english = en as Messages;
const pages: Messages = {};
/** The other locales' messages loaded so far, and which of their files. */
const translated = new Map<Locale, Messages>();
const loadedFiles = new Set<string>();
const inFlight = new Map<string, Promise<void>>();
const pagesAdded = new Set<PageCatalogue>();

let locale: Locale = DEFAULT_LOCALE;
const compiled = new Map<string, IntlMessageFormat>();

function loadFile(which: Locale, name: CatalogueName): Promise<void> {
  const id = `${which}/${name}`;
  if (which === DEFAULT_LOCALE || loadedFiles.has(id)) return Promise.resolve();
  let running = inFlight.get(id);
  if (!running) {
    running = (import(`./${which}/catalogues.ts`) as Promise<{ catalogue: CatalogueFile }>)
      .then((files) => files.catalogue(name))
      .then((mod) => {
        translated.set(which, { ...translated.get(which), ...mod.messages });
        loadedFiles.add(id);
        compiled.clear();
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, running);
  }
  return running;
}

/** A page's own catalogue (English), added when the page's module loads; its translation follows. */
export function addMessages(name: PageCatalogue, messages: Messages): void {
  Object.assign(pages, messages);
  pagesAdded.add(name);
  if (locale !== DEFAULT_LOCALE) loadFile(locale, name).catch(() => undefined);
}

/** Messages of a locale that come from elsewhere than the catalogue files above: the marketing
 *  site's (a build of its own, which loads its catalogue itself, so the app's never lists it),
 *  English included. */
export function addTranslations(which: Locale, messages: Messages): void {
  translated.set(which, { ...translated.get(which), ...messages });
  compiled.clear();
}

/** Resolves once every catalogue asked for so far has arrived (a lazy page waits for its own). */
export async function cataloguesReady(): Promise<void> {
  await Promise.allSettled([...inFlight.values()]);
}

let latestRequest = 0;

/**
 * Downloads the locale's catalogues (the first load's and the pages' open by the time they arrive),
 * then uses it.
 * The last call wins: resolves false when a later call came before this one's files arrived.
 */
export async function loadLocale(next: Locale): Promise<boolean> {
  const mine = ++latestRequest;
  // A page or widget whose catalogue is added while these arrive (it loaded meanwhile, in English)
  // has its translation fetched too before the switch: none is left in English.
  const missing = () =>
    next === DEFAULT_LOCALE ? [] : [...FIRST_LOAD_CATALOGUES, ...pagesAdded].filter((name) => !loadedFiles.has(`${next}/${name}`));
  for (let names = missing(); names.length > 0; names = missing()) {
    await Promise.all(names.map((name) => loadFile(next, name)));
    if (mine !== latestRequest) return false;
  }
  locale = next;
  compiled.clear();
  setNumberLocale(intlLocale(next));
  return true;
}

export function currentLocale(): Locale {
  return locale;
}

export function t(key: MessageKey, values?: Values): string {
  const cacheKey = `${locale}\u0000${key}`;
  let fmt = compiled.get(cacheKey);
  if (!fmt) {
    const source = translated.get(locale)?.[key] ?? english[key] ?? pages[key];
    // A page's message asked before its page loaded: the key, and nothing cached.
    if (source === undefined) return key;
    if (typeof source === 'string' && LITERAL_MESSAGE.test(source)) return source;
    fmt = new IntlMessageFormat(source, intlLocale(locale));
    compiled.set(cacheKey, fmt);
  }
  return String(fmt.format(values));
}

/** Whether a string is a key of the catalogue, the pages' loaded so far included (flexlayout hands
 *  us its model strings; a notice carries its outcome's key). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key) || Object.prototype.hasOwnProperty.call(pages, key);
}
