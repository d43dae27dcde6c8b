// The account's PGP key (issue 9, item 1): an armoured public key checked with openpgp, pending
// until a cleartext of its challenge signed with it (or the mailed link) confirms it, then
// active; a private key, junk or a signature by another key refused with the reason; deleted.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCleartextMessage, generateKey, readPrivateKey, sign } from 'openpgp';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { type Harness, post, startWithUser } from './harness';

let h: Harness;
let token: string;
const EMAIL = 'pgp@example.com';
const PASSWORD = 'Pretty-Good-Privacy-42';
let mine: { publicKey: string; privateKey: string };
let other: { publicKey: string; privateKey: string };

const signChallenge = async (privateKey: string, text: string) =>
  sign({ message: await createCleartextMessage({ text }), signingKeys: await readPrivateKey({ armoredKey: privateKey }) });

beforeAll(async () => {
  mine = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ email: EMAIL }], format: 'armored' });
  other = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ email: 'other@example.com' }], format: 'armored' });
}, 60_000);
beforeEach(async () => {
  ({ h, token } = await startWithUser(EMAIL, PASSWORD));
});
afterEach(async () => {
  await h.close();
});

const call = async (path: string, body: unknown = {}) => (await post(h.app, path, body, { 'bfx-token': token })).body as unknown[];

describe('PGP key', () => {
  it('refuses what is no public key', async () => {
    expect((await call(C.pgpUpdate.path, { key: 'hello' }))[2]).toMatch(/^key: invalid \(/);
    expect(await call(C.pgpUpdate.path, { key: mine.privateKey })).toEqual([
      'error',
      10020,
      'key: invalid (this is a private key: paste the public one, and keep the private key to yourself)',
    ]);
  });

  it('is pending until the challenge signed with it confirms it, then active, then deleted', async () => {
    const pending = await call(C.pgpUpdate.path, { key: mine.publicKey });
    expect(pending.slice(0, 2)).toEqual([expect.stringMatching(/^[0-9A-F]{40}$/), 'pending']);
    const challenge = String(pending[2]);
    expect(challenge).toMatch(/^Tradedesk PGP key confirmation for pgp@example.com: /);
    expect((await call(C.pgpConfirm.path, { signature: await signChallenge(other.privateKey, challenge) }))[2]).toMatch(
      /^signature: invalid/,
    );
    expect((await call(C.pgpConfirm.path, { signature: await signChallenge(mine.privateKey, 'something else') }))[2]).toBe(
      'signature: invalid (the signed text is not the challenge)',
    );
    const active = await call(C.pgpConfirm.path, { signature: await signChallenge(mine.privateKey, challenge) });
    expect(active.slice(1, 3)).toEqual(['active', null]);
    expect((await call(C.securitySettings.path))[2]).toEqual([pending[0], 'active', null, expect.any(Number)]);
    expect(await call(C.pgpDelete.path)).toEqual([1]);
    expect((await call(C.securitySettings.path))[2]).toBeNull();
    expect(await call(C.pgpDelete.path)).toEqual(['error', 10020, 'key: none to delete']);
  });

  it('is confirmed by the mailed link, once', async () => {
    await call(C.pgpUpdate.path, { key: mine.publicKey });
    const link = h.accounts.outbox.list({ to: EMAIL }).find((m) => m.kind === 'confirm-pgp')?.link ?? '';
    const first = await h.app.inject({ method: 'GET', url: link });
    expect([first.statusCode, first.headers.location]).toEqual([303, '/security?pgp=active']);
    expect((await call(C.securitySettings.path))[2]).toEqual([expect.any(String), 'active', null, expect.any(Number)]);
    expect((await h.app.inject({ method: 'GET', url: link })).headers.location).toBe('/security?pgp=invalid');
  });
});
