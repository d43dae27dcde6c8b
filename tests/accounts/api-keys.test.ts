// API keys, nonces and tokens with the official Node client (bitfinex-api-node@7's RESTv2),
// unchanged but for its URL, against the account routes on a real port.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import BFX from 'bitfinex-api-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCaps, noCaps } from '../../server/accounts/index';
import { type Harness, startHarness } from './harness';

type Params = Record<string, unknown>;
interface SignedRest {
  keyPermissions(): Promise<unknown[]>;
  userInfo(): Promise<unknown[]>;
  getSettings(p: { keys: string[] }): Promise<unknown[]>;
  updateSettings(p: { settings: Params }): Promise<unknown[]>;
  deleteSettings(p: { keys: string[] }): Promise<unknown[]>;
  generateToken(p: Params): Promise<unknown[]>;
  invalidateAuthToken(p: { authToken: string }): Promise<unknown[]>;
}
interface RestError {
  status: number;
  code: number;
  response: string;
}

let h: Harness;
let url: string;
let userId: number;
let key: { apiKey: string; apiSecret: string };

function client(opts: { apiKey?: string; apiSecret?: string; authToken?: string }): SignedRest {
  return new BFX({ apiKey: opts.apiKey, apiSecret: opts.apiSecret, authToken: opts.authToken }).rest(2, { url }) as unknown as SignedRest;
}

async function refusal(p: Promise<unknown>): Promise<[number, number, string]> {
  const err = (await p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  )) as RestError;
  return [err.status, err.code, err.response];
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  userId = h.accounts.users.create({ email: 'keys@example.com', passwordHash: null, emailVerified: true }).id;
  key = h.accounts.apiKeys.create(userId, 'everything', allCaps(true));
});
afterAll(async () => {
  await h.close();
});

describe('API keys with the official client', () => {
  it('signs requests the exchange accepts, and settings round-trip', async () => {
    const rest = client(key);
    const perms = await rest.keyPermissions();
    expect(perms).toHaveLength(10);
    expect(perms[0]).toEqual(['account', 1, 1]);

    const saved = await rest.updateSettings({ settings: { 'api:theme': 'dark', 'api:layout': { panes: [1, 2] } } });
    expect(saved.slice(1, 5)).toEqual(['acc_ss', null, null, [2]]);
    expect(saved[6]).toBe('SUCCESS');
    expect(await rest.getSettings({ keys: ['api:theme', 'api:layout', 'api:missing'] })).toEqual([
      ['api:layout', { panes: [1, 2] }],
      ['api:theme', 'dark'],
    ]);
    await rest.deleteSettings({ keys: ['api:theme'] });
    expect(await rest.getSettings({ keys: ['api:theme', 'api:layout'] })).toEqual([['api:layout', { panes: [1, 2] }]]);
    // Keys of the web client's own settings are not an API key's to write.
    expect(await refusal(rest.updateSettings({ settings: { show_welcome_message: false } }))).toEqual([
      500,
      10020,
      'settings: key invalid "show_welcome_message" (api:[A-Za-z0-9_-])',
    ]);

    const info = await rest.userInfo();
    expect(info.slice(0, 2)).toEqual([userId, 'keys@example.com']);
  });

  it('refuses a wrong secret and an unknown key with 10100', async () => {
    expect(await refusal(client({ apiKey: key.apiKey, apiSecret: `${key.apiSecret}x` }).keyPermissions())).toEqual([
      500,
      10100,
      'apikey: digest invalid',
    ]);
    expect(await refusal(client({ apiKey: 'A'.repeat(43), apiSecret: key.apiSecret }).keyPermissions())).toEqual([
      500,
      10100,
      'apikey: invalid',
    ]);
  });

  it('refuses a replayed or smaller nonce with 10114', async () => {
    const send = (nonce: string) => {
      const body = '{}';
      const path = '/api/v2/auth/r/permissions';
      const sig = createHmac('sha384', key.apiSecret).update(`${path}${nonce}${body}`).digest('hex');
      return fetch(`${url}/v2/auth/r/permissions`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'bfx-apikey': key.apiKey, 'bfx-nonce': nonce, 'bfx-signature': sig },
      }).then(async (r) => [r.status, await r.json()]);
    };
    const nonce = String(Date.now() * 1000 + 5_000_000);
    expect((await send(nonce))[0]).toBe(200);
    expect(await send(nonce)).toEqual([500, ['error', 10114, 'nonce: small']]);
    expect(await send(String(Number(nonce) - 1))).toEqual([500, ['error', 10114, 'nonce: small']]);
    // The official client's clock-based nonce is now below the last one: also refused.
    expect(await refusal(client(key).keyPermissions())).toEqual([500, 10114, 'nonce: small']);
    expect(await send(String(Number(nonce) + 1))).toEqual([200, expect.any(Array)]);
  });

  it('issues tokens that expire with their ttl and die when revoked', async () => {
    const fresh = h.accounts.apiKeys.create(userId, 'tokens', allCaps(true));
    const rest = client(fresh);

    const [short] = (await rest.generateToken({ scope: 'api', ttl: 1, caps: ['s'] })) as [string];
    expect(short).toMatch(/^pub:api:[0-9a-f-]{36}-caps:s-read$/);
    const viaToken = client({ authToken: short });
    expect(await viaToken.keyPermissions()).toContainEqual(['settings', 1, 0]);
    expect(await viaToken.keyPermissions()).toContainEqual(['orders', 0, 0]);
    h.clock.advance(1000);
    expect(await refusal(viaToken.keyPermissions())).toEqual([500, 10100, 'token: invalid']);

    const [long] = (await rest.generateToken({ scope: 'api', ttl: 600, writePermission: true })) as [string];
    const longClient = client({ authToken: long });
    expect(await longClient.getSettings({ keys: [] })).toEqual(expect.any(Array));
    expect(await rest.invalidateAuthToken({ authToken: long })).toEqual([1]);
    expect(await refusal(longClient.getSettings({ keys: [] }))).toEqual([500, 10100, 'token: invalid']);

    // Revoking a key also ends the tokens made with it.
    const [child] = (await rest.generateToken({ scope: 'api', ttl: 600 })) as [string];
    expect(h.accounts.apiKeys.revoke(userId, fresh.apiKey)).toBe(true);
    expect(await refusal(client({ authToken: child }).keyPermissions())).toEqual([500, 10100, 'token: invalid']);
    expect(await refusal(rest.keyPermissions())).toEqual([500, 10100, 'apikey: invalid']);
  });

  it('records when a key last signed a call, and revokes every key at once', async () => {
    const other = h.accounts.users.create({ email: 'keys-all@example.com', passwordHash: null, emailVerified: true }).id;
    const a = h.accounts.apiKeys.create(other, 'bot a', allCaps(false));
    const b = h.accounts.apiKeys.create(other, 'bot b', allCaps(false));
    expect(h.accounts.apiKeys.list(other).map((k) => k.lastUsedAt)).toEqual([null, null]);
    await client(a).keyPermissions();
    const [usedA, unusedB] = h.accounts.apiKeys.list(other);
    expect(usedA!.lastUsedAt).toEqual(expect.any(Number));
    expect(unusedB!.lastUsedAt).toBeNull();
    expect(h.accounts.apiKeys.revokeAll(other)).toBe(2);
    expect(h.accounts.apiKeys.list(other)).toEqual([]);
    expect(await refusal(client(b).keyPermissions())).toEqual([500, 10100, 'apikey: invalid']);
    // Another user's keys are not touched.
    expect(h.accounts.apiKeys.list(userId).length).toBeGreaterThan(0);
  });

  it('refuses a key without the settings write capability and changes nothing', async () => {
    const caps = noCaps();
    caps.settings = { read: true, write: false };
    caps.account = { read: true, write: false };
    const readOnly = client(h.accounts.apiKeys.create(userId, 'read only', caps));
    const before = await readOnly.getSettings({ keys: [] });
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(readOnly.updateSettings({ settings: { 'api:layout': 'overwritten' } }))).toEqual([
      500,
      10100,
      'apikey: permission denied (settings write)',
    ]);
    expect(await refusal(readOnly.deleteSettings({ keys: ['api:layout'] }))).toEqual([
      500,
      10100,
      'apikey: permission denied (settings write)',
    ]);
    expect(await readOnly.getSettings({ keys: [] })).toEqual(before);

    // A token cannot get more than its key: write is asked for, read is what it gets.
    const [token] = (await readOnly.generateToken({ scope: 'api', ttl: 60, caps: ['s'], writePermission: true })) as [string];
    expect(token).toMatch(/-caps:s-read$/);
    expect(await refusal(client({ authToken: token }).updateSettings({ settings: { 'api:layout': 'x' } }))).toEqual([
      500,
      10100,
      'token: permission denied (settings write)',
    ]);
    expect(await refusal(readOnly.generateToken({ scope: 'api', caps: ['o'] }))).toEqual([
      500,
      10020,
      'caps: "o" exceeds the credential\'s permissions',
    ]);
    expect(await readOnly.getSettings({ keys: [] })).toEqual(before);
  });
});
