// Entry of the marketing site (a second page of the build, marketing.html, served by the exchange
// for the marketing paths): React with the site's own in-place navigation, the exchange's calls on
// the browser's fetch and the page-data loader; none of the trading app's store, router, dock or
// tables. The visitor's language and look are the app's (this browser's hints), the site variant
// the exchange's (`pub:site:id`).
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { addMessages, loadLocale } from './i18n';
import { noticeMessages } from './i18n/notices';
import { loadMarketingCatalogue } from './marketing/catalogue';
import { LOCALE_HINT_KEY, startingLocale, type Locale } from './format/locale';
import { LOOK_HINT_KEY, parseLookString, shownMode } from './models/interface-settings';
import { PUBLIC_CALLS } from './protocol/calls/public';
import { SITES, SITE_CONF_KEY, siteIdOf } from './protocol/site/variants';
import { REF_CODE_STORAGE_KEY, refCodeOf } from './protocol/programmes/affiliates';
import { STATE_COOKIE, decodeSessionRecord } from './services/session-record';
import { endpointConfig } from './services/config';
import { createSiteRest } from './services/site-rest';
import { loadPageData } from './services/page-data';
import { MarketingApp } from './marketing/MarketingApp';
import { normalizeSitePath } from './marketing/routes';
import { SiteContext, type SiteContextValue, type SiteExchange } from './marketing/site-context';
import './ui/theme.css';
import './ui/ui.css';
import './app/page-frame.css';
import './marketing/marketing.css';

addMessages('notices', noticeMessages);

/** A language with the site's own catalogue; false when a later choice came first. */
async function loadSiteLocale(next: Locale): Promise<boolean> {
  const [applied] = await Promise.all([loadLocale(next), loadMarketingCatalogue(next)]);
  return applied;
}

const normal = normalizeSitePath(window.location.pathname);
if (normal !== window.location.pathname) window.history.replaceState(null, '', `${normal}${window.location.search}${window.location.hash}`);

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// A visitor who came by a referral link (`/?refcode=…`) signs up later in the app, which sends the
// code kept here with the sign-up.
try {
  const refCode = refCodeOf(window.location.search);
  if (refCode) storage()?.setItem(REF_CODE_STORAGE_KEY, refCode);
} catch {
  // No storage: the referral is lost, the visit goes on.
}

/** The look this browser showed last, painted before anything else (the palettes' own chunk). */
function applyLook(): Promise<void> {
  let kept: string | null;
  try {
    kept = storage()?.getItem(LOOK_HINT_KEY) ?? null;
  } catch {
    kept = null;
  }
  const look = parseLookString(kept);
  if (!look) return Promise.resolve();
  const light = window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
  return import('./ui/apply-theme').then(({ applyTheme }) =>
    applyTheme(document.documentElement, { theme: look.theme, mode: shownMode(look.mode, light), upDown: look.upDown }),
  );
}

/** Signed in when the page's own session cookie holds a record (nothing that authenticates). */
function signedIn(): boolean {
  const raw = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${STATE_COOKIE}=`));
  if (!raw) return false;
  try {
    return decodeSessionRecord(decodeURIComponent(raw.slice(STATE_COOKIE.length + 1))) !== undefined;
  } catch {
    return false;
  }
}

const endpoints = endpointConfig();
const rest = createSiteRest(endpoints.restPublic);
const userRest = createSiteRest(endpoints.restPrivate);
const exchange: SiteExchange = {
  call: rest.call,
  callAsUser: userRest.callAsUser,
  // Page data is the site's own (the host that served this page), not the exchange API's.
  pageData: (page) => loadPageData(page),
};

async function siteVariant() {
  try {
    const conf = (await rest.call(PUBLIC_CALLS.conf, undefined, { keys: SITE_CONF_KEY })) as unknown[];
    return SITES[siteIdOf(typeof conf[0] === 'string' ? conf[0] : undefined) ?? 'default'];
  } catch {
    return SITES.default;
  }
}

function Root({ first, site }: { first: Locale; site: SiteContextValue['site'] }) {
  const [locale, setLocale] = useState(first);
  const value = useMemo<SiteContextValue>(() => ({ exchange, site, signedIn: signedIn() }), [site]);
  const choose = (next: Locale) => {
    void loadSiteLocale(next).then((applied) => {
      if (!applied) return;
      try {
        storage()?.setItem(LOCALE_HINT_KEY, next);
      } catch {
        // Storage refused: the language holds for this page.
      }
      document.documentElement.lang = next;
      setLocale(next);
    });
  };
  return (
    <SiteContext.Provider value={value}>
      <MarketingApp key={locale} locale={locale} onLocale={choose} />
    </SiteContext.Provider>
  );
}

const first = startingLocale(storage(), navigator.languages);
void Promise.all([loadSiteLocale(first).catch(() => false), siteVariant(), applyLook().catch(() => undefined)]).then(([applied, site]) => {
  const locale = applied ? first : 'en';
  document.documentElement.lang = locale;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Root first={locale} site={site} />
    </StrictMode>,
  );
});
