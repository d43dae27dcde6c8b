// Entry: builds the services, the root store (services as its environment) and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RootStore } from './models/root';
import { endpointConfig } from './services/config';
import { createPublicRest } from './services/rest';
import { ExchangeSocket } from './services/socket';
import { App } from './app/App';
import { StoreProvider } from './app/store-context';
import './ui/theme.css';

const endpoints = endpointConfig();
const socket = new ExchangeSocket(endpoints.ws);
const rest = createPublicRest(endpoints.restPublic);
const store = RootStore.create({}, { rest, socket });
socket.onStatus((s) => store.connection.setStatus(s));
socket.connect();
void store.markets.load();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
