// The service worker at /sw.js (account-side §7, §8; the build writes it:
// scripts/service-worker.ts). Registered only on a secure page — https, or this machine
// (localhost, 127.0.0.1), which browsers count as secure — else an error is logged. A new worker
// takes over as soon as it is installed, so an update is used from the next load; when the page
// has failed resources (a chunk that did not load, usually one a new build replaced), the page
// reloads onto the new version at once. A worker that became redundant is logged. The assets this
// page fetched before a worker controlled it (the first visit's) are handed to the worker to cache,
// and so are those whose fetch was already under way when it took over (they finish outside the
// worker: a prefetched page, a widget's chunk), so the next visit opens offline too.

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** What the registration needs of the browser (the page's own in start.ts, fakes in tests). */
export interface WorkerEnv {
  /** window.isSecureContext */
  secure: boolean;
  /** navigator.serviceWorker, absent in browsers without workers. */
  container: ServiceWorkerContainer | undefined;
  /** The same-origin hashed assets (/assets/…) the page has fetched so far. */
  loadedAssets(): string[];
  /** Calls `found` with each later batch of such assets as their fetches finish (optional: a
   *  browser without resource timing observers hands over only what loaded before). */
  watchAssets?(found: (urls: string[]) => void): void;
  /** Whether a resource of this page failed to load and was not followed by a successful one. */
  failedResources(): boolean;
  reload(): void;
  logError(message: string, cause?: unknown): void;
}

/** The message Workbox's router answers by fetching the URLs through its routes (caching them). */
export function cacheUrlsMessage(urls: string[]): { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } } {
  return { type: 'CACHE_URLS', payload: { urlsToCache: urls } };
}

/** Resolves with the worker controlling the page, once one does. */
function controllerOf(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  if (container.controller) return Promise.resolve(container.controller);
  return new Promise((resolve) => {
    const onChange = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', onChange);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', onChange);
  });
}

function followUpdates(registration: ServiceWorkerRegistration, env: WorkerEnv, container: ServiceWorkerContainer): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      // A controller already there means this is an update, not the first install.
      if (worker.state === 'installed' && container.controller && env.failedResources()) env.reload();
      else if (worker.state === 'redundant') env.logError('The service worker became redundant.');
    });
  });
}

/** Registers the worker (resolves undefined where there is none); once it controls the page, the
 *  assets loaded before are handed to it. */
export async function registerServiceWorker(env: WorkerEnv): Promise<ServiceWorkerRegistration | undefined> {
  const { container } = env;
  if (!container) return undefined;
  if (!env.secure) {
    env.logError('The service worker is not registered: it needs a secure page (https) or this machine (localhost).');
    return undefined;
  }
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch (err) {
    env.logError('The service worker could not be registered.', err);
    return undefined;
  }
  followUpdates(registration, env, container);
  void controllerOf(container).then((worker) => {
    const hand = (urls: string[]) => {
      if (urls.length > 0) worker.postMessage(cacheUrlsMessage(urls));
    };
    // Watched first, then read: an asset finishing in between is handed twice (a cache hit), never lost.
    env.watchAssets?.(hand);
    hand(env.loadedAssets());
  });
  return registration;
}

/** The same-origin hashed assets among resource URLs (the page's resource timing entries). */
export function hashedAssets(resourceUrls: string[], origin: string): string[] {
  const out = new Set<string>();
  for (const raw of resourceUrls) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.origin === origin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map')) out.add(url.pathname);
  }
  return [...out];
}
