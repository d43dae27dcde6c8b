// The service worker's registration (account-side §7, §8): only on a secure page (else an error is
// logged), at /sw.js with scope /; the assets the page loaded before a worker controlled it are
// handed to the worker to cache; an update that finds failed resources reloads the page; a
// redundant worker is logged.
import { describe, expect, it } from 'vitest';
import {
  cacheUrlsMessage,
  hashedAssets,
  registerServiceWorker,
  type WorkerEnv,
} from '../../../src/app/offline/service-worker-registration';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  /** A new worker is found and starts installing. */
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registered: Array<[string, RegistrationOptions | undefined]> = [];
  readonly registration = new FakeRegistration();
  refusal: Error | undefined;
  async register(url: string, options?: RegistrationOptions): Promise<FakeRegistration> {
    if (this.refusal) throw this.refusal;
    this.registered.push([url, options]);
    return this.registration;
  }
  /** A worker takes control of the page (clientsClaim). */
  claim(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

interface Rig {
  env: WorkerEnv;
  container: FakeContainer;
  errors: string[];
  reloads: number;
  assets: string[];
  failed: boolean;
}

function rig(options: { secure?: boolean; noContainer?: boolean } = {}): Rig {
  const container = new FakeContainer();
  const state: Rig = {
    container,
    errors: [],
    reloads: 0,
    assets: ['/assets/index-a1.js', '/assets/index-b2.css'],
    failed: false,
    env: undefined as unknown as WorkerEnv,
  };
  state.env = {
    secure: options.secure ?? true,
    container: options.noContainer ? undefined : (container as unknown as ServiceWorkerContainer),
    loadedAssets: () => state.assets,
    failedResources: () => state.failed,
    reload: () => {
      state.reloads += 1;
    },
    logError: (message) => {
      state.errors.push(message);
    },
  };
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker registration', () => {
  it('registers /sw.js with the scope / on a secure page', async () => {
    const r = rig();
    expect(await registerServiceWorker(r.env)).toBe(r.container.registration);
    expect(r.container.registered).toEqual([['/sw.js', { scope: '/' }]]);
    expect(r.errors).toEqual([]);
  });

  it('registers nothing on a page neither secure nor local, and logs an error', async () => {
    const r = rig({ secure: false });
    expect(await registerServiceWorker(r.env)).toBeUndefined();
    expect(r.container.registered).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(/secure page/);
  });

  it('does nothing in a browser without service workers', async () => {
    const r = rig({ noContainer: true });
    expect(await registerServiceWorker(r.env)).toBeUndefined();
    expect(r.errors).toEqual([]);
  });

  it('logs a registration the browser refused', async () => {
    const r = rig();
    r.container.refusal = new Error('SecurityError');
    expect(await registerServiceWorker(r.env)).toBeUndefined();
    expect(r.errors).toEqual(['The service worker could not be registered.']);
  });

  it('hands the assets loaded before to the worker once it controls the page (a first visit)', async () => {
    const r = rig();
    await registerServiceWorker(r.env);
    const worker = new FakeWorker();
    r.container.registration.found(worker);
    await settle();
    expect(worker.posted).toEqual([]);
    // What loaded until the worker took over counts.
    r.assets = [...r.assets, '/assets/WorkspacePage-c3.js'];
    worker.moveTo('activated');
    r.container.claim(worker);
    await settle();
    expect(worker.posted).toEqual([cacheUrlsMessage(['/assets/index-a1.js', '/assets/index-b2.css', '/assets/WorkspacePage-c3.js'])]);
    expect(cacheUrlsMessage(['/a.js'])).toEqual({ type: 'CACHE_URLS', payload: { urlsToCache: ['/a.js'] } });
  });

  it('hands over as well the assets whose fetch finished after the worker took over', async () => {
    const r = rig();
    let found: ((urls: string[]) => void) | undefined;
    r.env.watchAssets = (handler) => {
      found = handler;
    };
    await registerServiceWorker(r.env);
    const worker = new FakeWorker();
    r.container.claim(worker);
    await settle();
    expect(worker.posted).toEqual([cacheUrlsMessage(['/assets/index-a1.js', '/assets/index-b2.css'])]);
    // The markets page, prefetched while the worker was taking over, arrives outside it.
    found!(['/assets/MarketsPage-d4.js']);
    found!([]);
    expect(worker.posted).toEqual([
      cacheUrlsMessage(['/assets/index-a1.js', '/assets/index-b2.css']),
      cacheUrlsMessage(['/assets/MarketsPage-d4.js']),
    ]);
  });

  it('hands them at once to a worker already in control, and nothing when nothing loaded', async () => {
    const r = rig();
    const worker = new FakeWorker();
    r.container.controller = worker;
    await registerServiceWorker(r.env);
    await settle();
    expect(worker.posted).toHaveLength(1);

    const empty = rig();
    const idle = new FakeWorker();
    empty.container.controller = idle;
    empty.assets = [];
    await registerServiceWorker(empty.env);
    await settle();
    expect(idle.posted).toEqual([]);
  });

  it('reloads when an update is installed and the page has failed resources', async () => {
    const r = rig();
    r.container.controller = new FakeWorker();
    await registerServiceWorker(r.env);
    r.failed = true;
    const update = new FakeWorker();
    r.container.registration.found(update);
    update.moveTo('installed');
    expect(r.reloads).toBe(1);
  });

  it('takes an update on the next load when nothing failed, and never reloads on the first install', async () => {
    const r = rig();
    r.container.controller = new FakeWorker();
    await registerServiceWorker(r.env);
    const update = new FakeWorker();
    r.container.registration.found(update);
    update.moveTo('installed');
    update.moveTo('activated');
    expect(r.reloads).toBe(0);

    const first = rig();
    first.failed = true;
    await registerServiceWorker(first.env);
    const worker = new FakeWorker();
    first.container.registration.found(worker);
    worker.moveTo('installed');
    expect(first.reloads).toBe(0);
  });

  it('logs a worker that became redundant', async () => {
    const r = rig();
    await registerServiceWorker(r.env);
    const worker = new FakeWorker();
    r.container.registration.found(worker);
    worker.moveTo('redundant');
    expect(r.errors).toEqual(['The service worker became redundant.']);
  });
});

describe('the assets handed to the worker', () => {
  it('are the hashed assets of this origin, once each, without source maps', () => {
    const origin = 'https://desk.example';
    expect(
      hashedAssets(
        [
          'https://desk.example/assets/index-a1.js',
          'https://desk.example/assets/index-a1.js',
          'https://desk.example/assets/theme-b2.css',
          'https://desk.example/v2/tickers?symbols=ALL',
          'https://desk.example/assets/index-a1.js.map',
          'https://elsewhere.example/assets/x.js',
          'not a url',
        ],
        origin,
      ),
    ).toEqual(['/assets/index-a1.js', '/assets/theme-b2.css']);
  });
});
