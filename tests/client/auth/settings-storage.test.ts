import { describe, expect, it, vi } from 'vitest';
import { createPrivateRest } from '../../../src/services/private-rest';
import { createServerSettingsStorage, createSessionSettingsStorage } from '../../../src/services/session-settings';
import { createMemorySettingsStorage } from '../../../src/services/storage';

function exchange() {
  const stored = new Map<string, unknown>();
  const paths: string[] = [];
  const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname;
    paths.push(path);
    const body = JSON.parse(await req.text()) as { keys?: string[]; settings?: Record<string, unknown> };
    let reply: unknown = [1];
    if (path === '/v2/auth/r/settings') reply = [...stored].filter(([k]) => body.keys?.includes(k));
    if (path === '/v2/auth/w/settings/set') for (const [k, v] of Object.entries(body.settings ?? {})) stored.set(k, v);
    if (path === '/v2/auth/w/settings/del') for (const k of body.keys ?? []) stored.delete(k);
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const rest = createPrivateRest({ base: 'http://x.test', fetch, credentials: () => ({ kind: 'token', token: 'pub:api:t' }) });
  return { rest, stored, paths };
}

describe("the exchange's user settings as SettingsStorage", () => {
  it('saves, loads and removes JSON values through /v2/auth/w/settings/set, r/settings and w/settings/del', async () => {
    const x = exchange();
    const server = createServerSettingsStorage(x.rest);
    await server.save('favorite_symbols', ['tBTCUSD', 'tETHUSD']);
    expect(x.stored.get('favorite_symbols')).toEqual(['tBTCUSD', 'tETHUSD']);
    await expect(server.load('favorite_symbols')).resolves.toEqual(['tBTCUSD', 'tETHUSD']);
    await expect(server.load('ticker_vol_unit')).resolves.toBeUndefined();
    await server.remove('favorite_symbols');
    await expect(server.load('favorite_symbols')).resolves.toBeUndefined();
    expect(x.paths).toEqual([
      '/v2/auth/w/settings/set',
      '/v2/auth/r/settings',
      '/v2/auth/r/settings',
      '/v2/auth/w/settings/del',
      '/v2/auth/r/settings',
    ]);
  });

  it('uses local storage before sign-in and the exchange while signed in', async () => {
    const x = exchange();
    const local = createMemorySettingsStorage();
    let signedIn = false;
    const storage = createSessionSettingsStorage(local, createServerSettingsStorage(x.rest), () => signedIn);
    await storage.save('throttle', true);
    expect(local.data.get('throttle')).toBe('true');
    expect(x.stored.size).toBe(0);
    signedIn = true;
    await storage.save('throttle', false);
    expect(x.stored.get('throttle')).toBe(false);
    expect(local.data.get('throttle')).toBe('true');
  });
});
