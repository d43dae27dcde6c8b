// Finding 6 (headers) and 8 (source maps) of the hardening issue: pages had no
// Content-Security-Policy, could be framed by any site and were MIME-sniffed; the built client's
// source maps were served.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../http/helpers';

describe('page and API headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'tradedesk-headers-')), 'client');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'assets', 'index-a1.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'assets', 'index-a1.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    app = await makeApp({ staticDir: root });
  });
  afterAll(async () => app.close());

  it('gives pages a strict CSP without inline script, and forbids framing', async () => {
    for (const url of ['/', '/tradedesk']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers the API with nosniff and a referrer policy too', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/platform/status' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the built files but not their source maps', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/index-a1.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/index-a1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
  });
});
