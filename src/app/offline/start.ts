// Offline support, started after the first paint (main.tsx) so that the workspace's first load
// carries none of it: the browser's network state for the frame's offline notice (exported here,
// so the notice and this start are one chunk, loaded on every visit and so cached by the service
// worker for an offline one), the service worker (built client only: the dev server has no
// /sw.js), and the prefetch of the pages likely next.
import type { RootStoreInstance } from '../../models/root';
import type { ExchangeSocket } from '../../services/socket';
import { CHUNK_RELOAD_KEY } from '../lazy-page';
import { recoveryWhenOnline, watchBrowserOnline } from './browser-online';
import { likelyNext, PAGES, type PageId } from './likely-pages';
import { type ConnectionInfo, Prefetcher, prefetchSkipped } from './prefetch';
import { hashedAssets, registerServiceWorker } from './service-worker-registration';

export { OfflineNotice } from './OfflineNotice';

function sessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function startOfflineSupport(store: RootStoreInstance, socket: Pick<ExchangeSocket, 'reconnect'>): void {
  watchBrowserOnline({
    events: window,
    online: () => navigator.onLine,
    showOffline: (offline) => store.connection.setBrowserOffline(offline),
    backOnline: () => {
      const recovery = recoveryWhenOnline({
        firstDataMissing: store.markets.state === 'error',
        socketOnline: store.connection.status === 'online',
      });
      if (recovery === 'reload') window.location.reload();
      else if (recovery === 'reconnect') socket.reconnect('the network is back', { now: true });
    },
  });

  if (import.meta.env.PROD) {
    void registerServiceWorker({
      secure: window.isSecureContext,
      container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      loadedAssets: () =>
        hashedAssets(
          performance.getEntriesByType('resource').map((e) => e.name),
          window.location.origin,
        ),
      watchAssets: (found) => {
        if (typeof PerformanceObserver === 'undefined') return;
        new PerformanceObserver((list) =>
          found(
            hashedAssets(
              list.getEntries().map((e) => e.name),
              window.location.origin,
            ),
          ),
        ).observe({ type: 'resource' });
      },
      // lazy-page.ts keeps this mark from a chunk that failed until one loads again.
      failedResources: () => sessionFlag(CHUNK_RELOAD_KEY),
      reload: () => window.location.reload(),
      logError: (message, cause) => (cause === undefined ? console.error(message) : console.error(message, cause)),
    });
  }

  new Prefetcher<PageId>({
    next: () => likelyNext(window.location.pathname, store.session.signedIn),
    load: (id) => PAGES[id].load(),
    skipped: () => prefetchSkipped((navigator as Navigator & { connection?: ConnectionInfo }).connection, navigator.onLine),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  }).start();
}
