// Entry: builds the services, the root store (services as its environment), starts what follows
// the session (models/session-effects.ts) and mounts the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RootStore } from './models/root';
import { endpointConfig } from './services/config';
import { createPublicRest } from './services/rest';
import { ExchangeSocket } from './services/socket';
import { PUBLIC_CALLS } from './protocol/calls/public';
import { ChannelSubscriptions } from './services/subscriptions';
import { createBrowserFrameScheduler } from './services/frames';
import { createLocalSettingsStorage, createMemorySettingsStorage, type SettingsStorage } from './services/storage';
import { watchIdle } from './services/idle';
import { AccountChannel } from './services/account-channel';
import { lazyChime } from './services/lazy-chime';
import { normalizePath } from './app/paths';
import { App, RouteError, navigate } from './app/App';
import { createBrowserSession } from './app/auth';
import { startSessionEffects } from './models/session-effects';
import { createSessionSettingsStorage } from './services/session-settings';
import { StoreProvider } from './app/store-context';
import { observer } from 'mobx-react-lite';
import { loadLocale, t } from './i18n';
import { DelayedLoader } from './ui/DelayedLoader';
import { startingLocale } from './format/locale';
import { followLook, startingLook } from './app/look-follower';
import 'flexlayout-react/style/dark.css';
import './ui/theme.css';
import './ui/ui.css';
import './widgets/widgets.css';

// Normalise before the router reads the address (trailing slash, /index.html).
const normal = normalizePath(window.location.pathname);
if (normal !== window.location.pathname) {
  window.history.replaceState(null, '', `${normal}${window.location.search}${window.location.hash}`);
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function settingsStorage(): SettingsStorage {
  try {
    window.localStorage.getItem('probe');
    return createLocalSettingsStorage(window.localStorage);
  } catch {
    return createMemorySettingsStorage();
  }
}

const endpoints = endpointConfig();
const rest = createPublicRest(endpoints.restPublic);
const socket: ExchangeSocket = new ExchangeSocket({
  url: endpoints.ws,
  // Refused for too many connections from this address? The page says so and waits it out.
  failedToOpen: () =>
    void import('./services/socket-refusal').then((m) =>
      m.explainRefusal(
        socket,
        () => rest.call(PUBLIC_CALLS.wsAdmission, {}).then((reply) => Number(reply[0]) || 0),
        (at) => store.connection.setRetryAt(at),
      ),
    ),
});
const channels = new ChannelSubscriptions(socket);
const {
  session,
  calls,
  serverSettings,
  rest: privateRest,
} = createBrowserSession({
  base: endpoints.restPrivate,
  navigate,
});
const storage = createSessionSettingsStorage(settingsStorage(), serverSettings, () => session.state.status === 'signedIn');
// The session authenticates channel 0 (the socket's upgrade carries its cookie) and the private REST calls.
const accountChannel = new AccountChannel(socket, () => session.sessionKey);
// The chime reads the user's "sound notices" setting at each notification.
const chime = lazyChime({ enabled: () => store.settings.soundNotices });
// The look this browser showed last paints the first frame; the settings' own follow once read.
const store = RootStore.create(
  { settings: startingLook(localStorageOrNone()) },
  {
    rest,
    channels,
    frames: createBrowserFrameScheduler(),
    storage,
    account: { channel: accountChannel, rest: privateRest },
    chime,
    auth: { session, accounts: calls },
    browserStorage: localStorageOrNone(),
    loadLocale,
  },
);
// The palettes come in a chunk of their own, there before the first paint (below).
const lookShown = import('./ui/apply-theme').then(({ applyTheme }) => {
  followLook(
    store.settings,
    document.documentElement,
    applyTheme,
    window.matchMedia?.('(prefers-color-scheme: light)'),
    localStorageOrNone(),
  );
});
socket.onStatus((s) => store.connection.setStatus(s));
// The stored session is restored first, so the effects read the settings of its owner once.
session.start();
startSessionEffects(store, { channel: accountChannel });
void store.consent.load();
socket.connect();
watchIdle(socket);

/** One loading screen until the store is ready (RootStore.ready: the bootstrap and the owner's
 *  settings), the bootstrap's failure with a retry (a reload), then the app. A new language, time
 *  format or time zone shows everywhere at once: the pages are drawn again in it (no reload). */
const Root = observer(function Root() {
  const { site, settings } = store;
  if (store.ready) return <App key={`${settings.locale}|${settings.timeKey}`} />;
  return site.error ? <RouteError error={new Error(site.error)} /> : <DelayedLoader label={t('app.loading')} />;
});

// The language this browser used last (or the browser's own) is known before the first paint,
// the site the exchange runs (its default pair, what it lists) before the app shows.
const firstLocale = startingLocale(localStorageOrNone(), navigator.languages);
// The bootstrap (the site) is asked at once; its failure shows instead of the loading screen.
void store.site.load().then(() => {
  const { site } = store;
  if (!site.loaded) return;
  store.workspace.setPair(site.variant.defaultPair);
  void store.markets.load(site.boot, {
    pair: (symbol, derivative) => site.listsPair(symbol, derivative),
    funding: (symbol) => site.enabled('funding') && site.listsCurrency(symbol.slice(1)),
  });
});
void Promise.all([
  // The account's language (read with the session's settings) may come later and win.
  loadLocale(firstLocale)
    .then((applied) => applied && store.settings.showLocale(firstLocale))
    .catch((err: unknown) => console.error('language not loaded', err)),
  lookShown,
]).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <StoreProvider store={store}>
        <Root />
      </StoreProvider>
    </StrictMode>,
  );
  // The service worker, the offline notice's state and the prefetch: once the first paint is done.
  (window.requestIdleCallback ?? setTimeout)(() => void import('./app/offline/start').then((m) => m.startOfflineSupport(store, socket)));
  // The developer tools (feature-flag pins, the stress tool): dev builds only. The build folds
  // this test to false without VITE_TRADEDESK_DEVTOOLS=1 (scripts/environment-define.ts), and
  // the import with it, so a production build holds none of their code.
  if (import.meta.env.DEV || import.meta.env.VITE_TRADEDESK_DEVTOOLS === '1') {
    void import('./devtools/start')
      .then((m) => m.startDevtools({ store, subscriptions: channels, endpoints }))
      .catch((err: unknown) => console.error('developer tools not loaded', err));
  }
});
