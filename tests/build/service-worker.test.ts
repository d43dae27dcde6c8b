// The build's service worker (scripts/service-worker.ts): what it precaches (the app shell: the
// HTML entry, what the entry loads before the first paint, and what the frame can show on any page
// offline), which navigations it answers (the app's pages, never the exchange's APIs), which
// requests it caches (hashed assets only), and the worker Workbox writes from it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FRAME_MODULES,
  isAppNavigation,
  isHashedAsset,
  shellFiles,
  writeServiceWorker,
  type BuildManifest,
} from '../../scripts/service-worker';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js', '_store-C3.js'], css: ['assets/index-D4.css'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_store-C3.js': { file: 'assets/store-C3.js', imports: ['_react-B2.js'] },
  'src/pages/WorkspacePage.tsx': { file: 'assets/WorkspacePage-E5.js', imports: ['index.html', '_dock-F6.js'] },
  '_dock-F6.js': { file: 'assets/dock-F6.js' },
  'src/app/offline/start.ts': { file: 'assets/start-G7.js', imports: ['index.html', '_notice-messages-H8.js'] },
  '_notice-messages-H8.js': { file: 'assets/notice-messages-H8.js' },
  'src/app/ConsentBanner.tsx': { file: 'assets/ConsentBanner-I9.js', imports: ['_notice-messages-H8.js'] },
  'src/pages/NotFoundPage.tsx': { file: 'assets/NotFoundPage-J0.js' },
  'src/i18n/ru/notices.ts': { file: 'assets/notices-K1.js' },
  'src/i18n/ru/core.ts': { file: 'assets/core-L2.js' },
};

const request = (mode: RequestMode) => ({ mode }) as Request;

describe('the app shell', () => {
  it('is the HTML entry and its static imports with their CSS, each once, and no lazy chunk', () => {
    expect(shellFiles(manifest).sort()).toEqual(
      ['index.html', 'assets/index-A1.js', 'assets/index-D4.css', 'assets/react-B2.js', 'assets/store-C3.js'].sort(),
    );
  });

  it('takes the frame modules with their imports, by name or by pattern', () => {
    const shell = shellFiles(manifest, FRAME_MODULES);
    expect(shell).toEqual(
      expect.arrayContaining([
        'assets/start-G7.js',
        'assets/notice-messages-H8.js',
        'assets/ConsentBanner-I9.js',
        'assets/NotFoundPage-J0.js',
        'assets/notices-K1.js',
      ]),
    );
    expect(shell).not.toContain('assets/WorkspacePage-E5.js');
    expect(shell).not.toContain('assets/core-L2.js');
    expect(new Set(shell).size).toBe(shell.length);
  });

  it('refuses a build without an entry or without a frame module', () => {
    expect(() => shellFiles({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry/);
    expect(() => shellFiles(manifest, ['src/app/Gone.tsx'])).toThrow(/no chunk for src\/app\/Gone.tsx/);
    expect(() => shellFiles(manifest, [/^src\/gone\//])).toThrow(/no chunk/);
  });
});

describe('what the worker answers', () => {
  const nav = (p: string) => isAppNavigation({ request: request('navigate'), url: new URL(p, 'https://desk.example') });

  it('answers navigations to the app pages, the API keys page /api included', () => {
    for (const p of ['/', '/tradedesk', '/t/BTCUSD', '/login?next=%2Fwallets', '/api', '/v2x', '/wsx']) expect(nav(p), p).toBe(true);
  });

  it('leaves the APIs and the exchange pages below /api/ to the network, and every non-navigation', () => {
    for (const p of ['/v2/tickers', '/v2', '/v1/ui_check_address', '/ws/2', '/api/dev/outbox/page', '/assets/index-A1.js']) {
      expect(nav(p), p).toBe(false);
    }
    expect(isAppNavigation({ request: request('cors'), url: new URL('https://desk.example/tradedesk') })).toBe(false);
  });

  it('caches hashed assets of its own origin only', () => {
    expect(isHashedAsset({ url: new URL('https://desk.example/assets/x-A1.js'), sameOrigin: true })).toBe(true);
    expect(isHashedAsset({ url: new URL('https://desk.example/v2/tickers'), sameOrigin: true })).toBe(false);
    expect(isHashedAsset({ url: new URL('https://cdn.example/assets/x.js'), sameOrigin: false })).toBe(false);
  });
});

describe('the written worker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-sw-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('precaches the shell of the build, takes over at once, and answers navigations with the shell offline', async () => {
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const chunk of Object.values(manifest)) {
      writeFileSync(path.join(dir, chunk.file), `/* ${chunk.file} */`);
      for (const css of chunk.css ?? []) writeFileSync(path.join(dir, css), 'body{}');
    }
    writeFileSync(path.join(dir, 'assets', 'index-A1.js.br'), 'compressed');
    await writeServiceWorker(dir);
    const sw = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]).sort();
    expect(precached).toEqual(shellFiles(manifest, FRAME_MODULES).sort());
    // The hashed files need no revision; index.html has one.
    expect(sw).toMatch(/url:"index\.html",revision:"[0-9a-f]{32}"/);
    expect(sw).toMatch(/url:"assets\/index-A1\.js",revision:null/);
    expect(sw).toContain('self.skipWaiting()');
    expect(sw).toContain('clients.claim()');
    expect(sw).toContain('"tradedesk-assets"');
    expect(sw).toContain('fallbackURL:"/index.html"');
    // The precache does not answer / with its index.html: that navigation goes to the exchange.
    expect(sw).toMatch(/directoryIndex:null/);
    // No navigation preload: a one-time link left to the network is requested once, not twice.
    expect(sw).not.toContain('navigationPreload');
    // One file: no Workbox runtime fetched beside it, no source map named.
    expect(sw).not.toContain('importScripts');
    expect(sw).not.toContain('sourceMappingURL');
  }, 60_000);
});
