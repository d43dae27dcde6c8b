// The page never holds the login session's token (finding 6 of the hardening issue): what it
// keeps in its own cookie authenticates nothing, a token cookie of an older build is removed, and
// the private calls ask for the exchange's HttpOnly cookie with the session header instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountCalls } from '../../../src/services/account-calls';
import { createPrivateRest } from '../../../src/services/private-rest';
import { LEGACY_TOKEN_COOKIE, STATE_COOKIE, SessionService, createCookieRecordStore, realTimers } from '../../../src/services/session';
import { infoRow, memoryStorage, sessionStart } from './session-harness';

/** document.cookie as a browser has it: reading gives "name=value; …", writing sets or deletes one. */
function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, pair!.slice(eq + 1).trim());
    },
  };
}

const TOKEN = 'pub:api:first-caps:a-write';

describe('the session record in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps no token anywhere a page script can read, and removes an older build’s token cookie', async () => {
    const doc = cookieJar({ [LEGACY_TOKEN_COOKIE]: encodeURIComponent(`${TOKEN}|1|0|0`), other: 'x' });
    const records = createCookieRecordStore(doc, true);
    expect(doc.jar.has(LEGACY_TOKEN_COOKIE)).toBe(false);
    expect(doc.jar.get('other')).toBe('x');

    const seen: Array<[string, RequestInit | undefined]> = [];
    const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      seen.push([request.url, { headers: request.headers, credentials: request.credentials }]);
      const body = request.url.endsWith('info/user') ? infoRow(7, 'a@b.co') : [['keep_session_alive', '1']];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    let session: SessionService | undefined;
    const rest = createPrivateRest({ base: 'http://x.test', fetch, credentials: () => session?.credentials() });
    const local = memoryStorage();
    const tab = memoryStorage();
    session = new SessionService({
      calls: createAccountCalls(rest),
      records,
      local,
      tab,
      timers: realTimers,
      navigate: () => undefined,
      reload: () => undefined,
      currentPath: () => '/',
    });
    session.start();
    session.signIn(sessionStart({ token: TOKEN }));
    await vi.advanceTimersByTimeAsync(0);

    expect(session.state.status).toBe('signedIn');
    expect(doc.jar.has(STATE_COOKIE)).toBe(true);
    expect(doc.cookie).not.toContain('pub%3A');
    expect(doc.cookie).not.toContain('pub:');
    expect(doc.writes.join('\n')).not.toContain('pub');
    expect(JSON.stringify([...local.data, ...tab.data])).not.toContain('pub:');
    expect(records.read()).toMatchObject({ subaccountId: 0, temporary: false });

    // Every private call asked for the session cookie, and none carried a token.
    expect(seen.length).toBeGreaterThan(0);
    for (const [url, init] of seen) {
      const headers = new Headers(init?.headers);
      expect(headers.get('tradedesk-session'), url).toBe('cookie');
      expect(headers.get('bfx-token'), url).toBeNull();
      expect(init?.credentials, url).toBe('include');
    }
  });
});
