// Cross-origin isolation of the pages and answers (COOP, CORP), the browser features pages may use
// (Permissions-Policy: none but security keys), and HSTS only on answers that reached the client
// over TLS — directly or through a trusted proxy, never because a client said so.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyTrust } from '../../server/guard/client-address';
import { makeApp } from '../http/helpers';

function clientFolder(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'tradedesk-isolation-')), 'client');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'popout.html'), '<!doctype html><div id="popout"></div>');
  return root;
}

describe('isolation and feature headers', () => {
  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    const staticDir = clientFolder();
    direct = await makeApp({ staticDir });
    proxied = await makeApp({ staticDir, trustProxy: proxyTrust({ kind: 'addresses', list: ['loopback'] }) });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('keeps pages and answers to this origin, the pop-out window under the same opener policy as the workspace', async () => {
    const page = await direct.inject({ method: 'GET', url: '/tradedesk', headers: { accept: 'text/html' } });
    const popout = await direct.inject({ method: 'GET', url: '/popout.html' });
    expect(popout.body).toContain('id="popout"');
    const api = await direct.inject({ method: 'GET', url: '/v2/platform/status' });
    for (const res of [page, popout, api]) {
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('denies powerful features to pages but keeps security keys (WebAuthn) for this origin', async () => {
    const page = await direct.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const policy = String(page.headers['permissions-policy']);
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied);
    expect(policy).toContain('publickey-credentials-get=(self)');
    expect(policy).toContain('publickey-credentials-create=(self)');
  });

  it('sends HSTS only when the client used https through a trusted proxy, never on plain http or a spoofed header', async () => {
    const viaProxy = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plainViaProxy = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plainViaProxy.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await direct.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const untrustedPeer = await proxied.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrustedPeer.headers['strict-transport-security']).toBeUndefined();
  });
});
