// Build step: the service worker at /sw.js (account-side §7), written by Workbox's generateSW once
// `vite build` has written the client. It precaches the app shell — index.html, what the entry
// loads before the first paint (its static imports and their CSS) and what the page frame can show
// on any page without the network (FRAME_MODULES), read from Vite's manifest — and caches every
// other hashed asset (/assets/, immutable) the first time it is fetched: the pages opened or
// prefetched, their widgets and catalogues. A page navigation always goes to the
// exchange (a new build's shell is never hidden behind an old one) and gets the precached shell
// only when the exchange cannot be reached. The APIs (/v1, /v2, /ws, /api/…) are never answered by
// the worker nor cached. A new worker takes over as soon as it is installed (skipWaiting,
// clientsClaim) and drops the old build's precache.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { generateSW, type GenerateSWOptions } from 'workbox-build';

/** The chunks of Vite's build manifest (.vite/manifest.json) this step reads. */
export interface BuildChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type BuildManifest = Record<string, BuildChunk>;

export const SERVICE_WORKER_FILE = 'sw.js';
/** The runtime cache of hashed assets; the worker's precache has Workbox's own name. */
export const ASSETS_CACHE = 'tradedesk-assets';
/** A build is about 170 files: room for the assets of a few builds before the oldest go. */
export const ASSETS_CACHE_MAX_ENTRIES = 600;

/** What the page frame can show on any page with no network, each loaded lazily: the offline
 *  notice (with the offline support), the cookie consent banner (a failed country lookup asks for
 *  a choice), the not-found page, and the frame notices' translations. */
export const FRAME_MODULES: readonly (string | RegExp)[] = [
  'src/app/offline/start.ts',
  'src/app/ConsentBanner.tsx',
  'src/pages/NotFoundPage.tsx',
  /^src\/i18n\/[\w-]+\/notices\.ts$/,
];

/** The app shell: each HTML entry and each of `modules` (source paths, or patterns of them, every
 *  one of which must be in the build) with their static imports and their CSS, each file once. */
export function shellFiles(manifest: BuildManifest, modules: readonly (string | RegExp)[] = []): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names a missing chunk ${key}`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('the build manifest has no entry');
  for (const key of entries) {
    if (key.endsWith('.html')) files.add(key);
    walk(key);
  }
  for (const module of modules) {
    const keys = typeof module === 'string' ? [module] : Object.keys(manifest).filter((key) => module.test(key));
    if (keys.length === 0 || !keys.every((key) => manifest[key])) throw new Error(`the build has no chunk for ${String(module)}`);
    for (const key of keys) walk(key);
  }
  return [...files];
}

/** A navigation to a page of the app, not to the exchange's APIs or its own pages below /api/.
 *  Written into the worker as its source text: it must not use anything outside itself. */
export const isAppNavigation = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.mode === 'navigate' && !/^\/(?:v1|v2|ws|assets)(?:\/|$)|^\/api\//.test(url.pathname);

/** A hashed asset of this origin (Vite names them by their content). Same rule as above. */
export const isHashedAsset = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean =>
  sameOrigin && url.pathname.startsWith('/assets/');

export function serviceWorkerOptions(outDir: string, manifest: BuildManifest): GenerateSWOptions {
  const shell = new Set(shellFiles(manifest, FRAME_MODULES));
  return {
    swDest: path.join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: ['**/*.{html,js,css}'],
    globIgnores: [SERVICE_WORKER_FILE, '.vite/**'],
    manifestTransforms: [
      (entries) => {
        const manifestEntries = entries.filter((e) => shell.has(e.url));
        const missing = [...shell].filter((file) => !manifestEntries.some((e) => e.url === file));
        if (missing.length > 0) throw new Error(`the app shell's files are not in the build: ${missing.join(', ')}`);
        return { manifest: manifestEntries };
      },
    ],
    // Their names change with their content: no revision needed, and none is fetched twice.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cacheId: 'tradedesk',
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // No navigation preload: a navigation the worker leaves to the network (the e-mail links below
    // /api/, which confirm a sign-up or a withdrawal once) would reach the exchange twice, the
    // preload's request and the browser's own, and the second would find its link used.
    navigationPreload: false,
    // The precache would answer a navigation to / with its index.html before the navigation
    // route below: / goes to the exchange like every other page.
    directoryIndex: null,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: isAppNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        urlPattern: isHashedAsset,
        handler: 'CacheFirst',
        options: {
          cacheName: ASSETS_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: ASSETS_CACHE_MAX_ENTRIES, purgeOnQuotaError: true },
        },
      },
    ],
  };
}

/** Writes outDir/sw.js for the client Vite built there. */
export async function writeServiceWorker(outDir: string): Promise<void> {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`the service worker needs the build manifest (build.manifest): ${manifestFile}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const { warnings, count, size } = await generateSW(serviceWorkerOptions(outDir, manifest));
  for (const w of warnings) console.warn(`service worker: ${w}`);
  console.log(`service worker: ${count} files of the app shell precached (${(size / 1024).toFixed(0)} KB)`);
}

/** The Vite plugin: the worker is written after the client's bundle is closed (build only). */
export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'tradedesk:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writeServiceWorker(outDir);
    },
  };
}
