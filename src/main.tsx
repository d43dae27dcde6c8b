// Entry: builds the services, the root store (services as its environment) and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RootStore } from './models/root';
import { endpointConfig } from './services/config';
import { createPublicRest } from './services/rest';
import { ExchangeSocket } from './services/socket';
import { ChannelSubscriptions } from './services/subscriptions';
import { createBrowserFrameScheduler } from './services/frames';
import { createLocalSettingsStorage, createMemorySettingsStorage, type SettingsStorage } from './services/storage';
import { watchIdle } from './services/idle';
import { AccountChannel } from './services/account-channel';
import { createChime } from './services/chime';
import { normalizePath } from './app/paths';
import { App, router } from './app/App';
import { AuthProvider, createBrowserSession } from './app/auth';
import { SessionStore } from './models/session';
import { createSessionSettingsStorage } from './services/private-rest';
import { StoreProvider } from './app/store-context';
import 'flexlayout-react/style/dark.css';
import './ui/theme.css';
import './ui/ui.css';
import './widgets/widgets.css';

// Normalise before the router reads the address (trailing slash, /index.html).
const normal = normalizePath(window.location.pathname);
if (normal !== window.location.pathname) {
  window.history.replaceState(null, '', `${normal}${window.location.search}${window.location.hash}`);
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
const socket = new ExchangeSocket({ url: endpoints.ws });
const channels = new ChannelSubscriptions(socket);
const rest = createPublicRest(endpoints.restPublic);
const {
  session,
  calls,
  serverSettings,
  rest: privateRest,
} = createBrowserSession({
  base: endpoints.restPrivate,
  navigate: (path) => void router.navigate(path),
});
const auth = SessionStore.create({}, { session, accounts: calls });
auth.attach();
session.start();
const storage = createSessionSettingsStorage(settingsStorage(), serverSettings, () => session.state.status === 'signedIn');
// The session's token authenticates channel 0; its private REST client signs the trading calls.
const accountChannel = new AccountChannel(socket, () => session.token);
// The chime reads the user's "sound notices" setting at each notification.
const chime = createChime({ enabled: () => store.settings.soundNotices });
const store = RootStore.create(
  {},
  {
    rest,
    channels,
    frames: createBrowserFrameScheduler(),
    storage,
    account: { channel: accountChannel, rest: privateRest },
    chime,
  },
);
socket.onStatus((s) => store.connection.setStatus(s));
accountChannel.start();
session.onChange(() => accountChannel.refresh());
store.account.connect();
socket.connect();
watchIdle(socket);
// UI settings (favourites, volume unit, throttle, sound) are read again whenever the session's
// signed-in state changes: the storage then points at the account's settings or the browser's.
let settingsOwner: string | undefined;
const loadSettingsFor = () => {
  const owner = session.state.status;
  if (owner === settingsOwner) return;
  settingsOwner = owner;
  void store.settings.load();
};
session.onChange(loadSettingsFor);
loadSettingsFor();
void store.markets.load();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StoreProvider store={store}>
      <AuthProvider session={auth}>
        <App />
      </AuthProvider>
    </StoreProvider>
  </StrictMode>,
);
