// The browser's own network state (navigator.onLine and its online/offline events), which the page
// frame's offline notice shows, and what the page does when the network comes back: a page that
// opened without it (from the service worker's copy, its first data never arrived) loads afresh;
// otherwise the socket reconnects at once instead of waiting out its backoff.

export interface OnlineEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export interface OnlineDeps {
  events: OnlineEvents;
  /** navigator.onLine */
  online(): boolean;
  showOffline(offline: boolean): void;
  backOnline(): void;
}

/** Follows the browser's network state from now on; answers the function that stops following. */
export function watchBrowserOnline(deps: OnlineDeps): () => void {
  const onOffline = () => deps.showOffline(true);
  const onOnline = () => {
    deps.showOffline(false);
    deps.backOnline();
  };
  deps.showOffline(!deps.online());
  deps.events.addEventListener('offline', onOffline);
  deps.events.addEventListener('online', onOnline);
  return () => {
    deps.events.removeEventListener('offline', onOffline);
    deps.events.removeEventListener('online', onOnline);
  };
}

export type Recovery = 'reload' | 'reconnect' | 'none';

/** What the page does when the network is back: `firstDataMissing` when the markets never loaded. */
export function recoveryWhenOnline(state: { firstDataMissing: boolean; socketOnline: boolean }): Recovery {
  if (state.firstDataMissing) return 'reload';
  return state.socketOnline ? 'none' : 'reconnect';
}
