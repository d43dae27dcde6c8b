// Issue 32, finding 4: the development outbox checked only that the peer was loopback, so a page
// of another site whose DNS name is rebound to 127.0.0.1 (Host: attacker.example:PORT) could read
// every user's mail. Local-only routes now also want a loopback name of this server in Host.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { wholeFile } from '../lifecycle';
import { startRig } from './rig';

const rig = wholeFile(() => startRig());

/** A GET on loopback carrying `host` as its Host header. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: rig.exchange.port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local-only routes', () => {
  it.each([C.outbox.path, C.outboxPage.path])('%s refuses a request whose Host is another name (DNS rebinding)', async (path) => {
    const port = rig.exchange.port;
    for (const host of [`attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`, `127.0.0.1.nip.io:${port}`]) {
      const res = await getWithHost(path, host);
      expect(res.status, host).toBe(500);
      expect(JSON.parse(res.body), host).toEqual(['error', 10100, 'outbox: local requests only (Host must name this server on loopback)']);
    }
  });

  it.each([C.outbox.path, C.outboxPage.path])('%s answers this machine by a loopback name', async (path) => {
    const port = rig.exchange.port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await getWithHost(path, host)).status, host).toBe(200);
    }
  });
});
