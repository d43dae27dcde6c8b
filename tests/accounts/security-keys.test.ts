// Security keys' refusals on the exchange (the ceremony itself runs in the e2e test with
// Chromium's virtual authenticator): an IP address as relying party, an attestation that is no
// answer to a challenge of ours, and a login step with a key for a login that is not pending.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { type Harness, post, startWithUser } from './harness';

let h: Harness;
let token: string;
const EMAIL = 'keys@example.com';
const PASSWORD = 'Touch-The-Key-Now-42';
const bogus = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
};

beforeEach(async () => {
  ({ h, token } = await startWithUser(EMAIL, PASSWORD));
});
afterEach(async () => {
  await h.close();
});

describe('security keys', () => {
  it('need the page opened by a name, not an IP address', async () => {
    const byIp = await post(
      h.app,
      C.twoFaChallenge.path,
      { method: 'u2f', isRegister: true },
      { 'bfx-token': token, origin: 'http://127.0.0.1:8080' },
    );
    expect(byIp.body).toEqual(['error', 10020, '2fa: security keys need the site opened by a name (e.g. localhost), not an IP address']);
    const byName = await post(
      h.app,
      C.twoFaChallenge.path,
      { method: 'u2f', isRegister: true },
      { 'bfx-token': token, origin: 'http://localhost:8080' },
    );
    expect(byName.body).toMatchObject({ rp: { id: 'localhost', name: 'Tradedesk' }, challenge: expect.any(String), attestation: 'none' });
  });

  it('refuse an attestation that answers no challenge of ours, and a second use of one', async () => {
    const headers = { 'bfx-token': token, origin: 'http://localhost:8080' };
    expect((await post(h.app, C.keyRegister.path, { response: bogus, label: 'x' }, headers)).body).toEqual([
      'error',
      10020,
      '2fa: security key challenge expired, try again',
    ]);
    await post(h.app, C.twoFaChallenge.path, { method: 'u2f', isRegister: true }, headers);
    const refused = (await post(h.app, C.keyRegister.path, { response: bogus, label: 'x' }, headers)).body as unknown[];
    expect(refused.slice(0, 2)).toEqual(['error', 10020]);
    expect(String(refused[2])).toMatch(/^2fa: security key refused \(/);
    expect((await post(h.app, C.securityKeys.path, {}, headers)).body).toEqual([]);
  });

  it('offer no key step to a login that is not pending, nor to an account without keys', async () => {
    expect((await post(h.app, C.loginKeyChallenge.path, { challenge: 'not-a-login' }, { origin: 'http://localhost:8080' })).body).toEqual([
      'error',
      10100,
      'login: verification expired, log in again',
    ]);
    expect((await post(h.app, C.loginVerify.path, { challenge: 'not-a-login', u2f: bogus })).body).toEqual([
      'error',
      10100,
      'login: verification expired, log in again',
    ]);
  });
});
