// The built client at /: files, the single-page-app fallback for client-side routes, cache
// headers, and the page shown when the client is not built.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, makeApp } from './helpers';

const INDEX = '<!doctype html><title>Tradedesk</title><div id="root"></div>';
const MARKETING = '<!doctype html><title>Tradedesk</title><div id="root" class="site"></div>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function buildClient(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'marketing.html'), MARKETING);
  writeFileSync(path.join(dir, 'assets', 'index-Bq3xZ9_a.js'), 'console.log("client")');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
}

describe('built client', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'tradedesk-static-'));
    root = path.join(base, 'client');
    buildClient(root);
    writeFileSync(path.join(base, 'outside.txt'), 'not yours');
    app = await makeApp({ staticDir: root });
  });
  afterAll(async () => {
    await app.close();
  });

  it("serves the marketing site's page at / without long caching", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(MARKETING);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for client-side routes a browser asks for', async () => {
    // /api is the API keys page; the exchange's own endpoints are below it.
    for (const url of ['/tradedesk', '/t/BTCUSD', '/login', '/f/USD?x=1', '/t/tBTCF0:USTF0', '/api', '/withdraw?confirmed=3']) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // The trading app's markets list moved off the root for the marketing home.
    expect((await app.inject({ method: 'GET', url: '/markets', headers: HTML })).body).toBe(INDEX);
    const head = await app.inject({ method: 'HEAD', url: '/t/BTCUSD', headers: HTML });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it("serves marketing.html for the marketing site's pages, with or without a trailing slash", async () => {
    for (const url of ['/fees', '/posts/recent/', '/posts/3', '/securities/about', '/competitions/happy12', '/legal/terms']) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(MARKETING);
    }
    // An unknown path is the app's (its 404 page).
    expect((await app.inject({ method: 'GET', url: '/nowhere', headers: HTML })).body).toBe(INDEX);
  });

  it("gives the service worker's precache the app's shell at /index.html, and a browser opening it the root's page", async () => {
    const fetched = await app.inject({ method: 'GET', url: '/index.html', headers: { accept: '*/*' } });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body).toBe(INDEX);
    expect(fetched.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/index.html', headers: HTML })).body).toBe(MARKETING);
  });

  it('caches hashed assets for a year, other files not', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Bq3xZ9_a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker at /sw.js as a script revalidated on every load (a new build is found at once)', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'service-worker': 'script', accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('self.skipWaiting()');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset, an API path or a non-GET with the protocol 404, never index.html', async () => {
    for (const [method, url, headers] of [
      ['GET', '/assets/missing.js', { accept: '*/*' }],
      ['GET', '/v2/nothing', HTML],
      ['GET', '/api/nothing', HTML],
      ['GET', '/v1/nothing', HTML],
      ['GET', '/ws/2', HTML],
      ['POST', '/tradedesk', HTML],
    ] as const) {
      const res = await app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res.json()), url).toEqual([10020, 'path: invalid']);
    }
  });

  it('serves neither dotfiles nor anything outside the client folder', async () => {
    const dot = await app.inject({ method: 'GET', url: '/.env' });
    expect(dot.statusCode).toBe(404);
    expect(dot.body).not.toContain('SECRET');
    for (const url of ['/../outside.txt', '/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('not yours');
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(errorOf(res.json())[0], url).toBe(10020);
    }
  });
});

describe('client not built', () => {
  it('answers / and client-side routes with a page that says to run npm start', async () => {
    const app = await makeApp();
    try {
      for (const [url, headers] of [
        ['/', {}],
        ['/tradedesk', HTML],
        ['/login', HTML],
      ] as const) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toMatch(/not been built/);
        expect(res.body).toContain('npm start');
      }
      expect((await app.inject({ method: 'GET', url: '/v2/platform/status' })).json()).toEqual([1]);
    } finally {
      await app.close();
    }
  });

  it('serves a build that appears while the exchange runs', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'tradedesk-static-')), 'client');
    const app = await makeApp({ staticDir: root });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).body).toMatch(/not been built/);
      buildClient(root);
      expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(MARKETING);
      expect((await app.inject({ method: 'GET', url: '/t/BTCUSD', headers: HTML })).body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });
});

describe('built client, compressed', () => {
  let app: FastifyInstance;
  const script = 'console.log("a line of the client that repeats");\n'.repeat(400);
  const page = `<!doctype html><title>Tradedesk</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  beforeAll(async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'tradedesk-static-br-')), 'client');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), page);
    writeFileSync(path.join(root, 'assets', 'index-Zz9.js'), script);
    writeFileSync(path.join(root, 'assets', 'tiny-Aa1.js'), 'x()');
    // The build's own step, on this folder.
    execFileSync(process.execPath, [path.resolve(__dirname, '../../scripts/compress-client.mjs'), root]);
    app = await makeApp({ staticDir: root });
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes brotli and gzip copies of the files worth it, and none of tiny ones', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-Zz9.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-Zz9.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-Zz9.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const tiny = await app.inject({ method: 'GET', url: '/assets/tiny-Aa1.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x()');
  });

  it('sends the page compressed at / and at client-side routes', async () => {
    for (const url of ['/', '/tradedesk', '/t/BTCUSD']) {
      const res = await app.inject({ method: 'GET', url, headers: { ...HTML, 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });
});
