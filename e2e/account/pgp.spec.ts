// The PGP key in the browser: a trader pastes an armoured public key on /security, the page shows
// it pending with the challenge, the challenge signed with the private key (as gpg --clearsign
// would) confirms it, and the key is deleted again; a private key pasted by mistake is refused.
import { expect, test } from '../fixtures';
import { createCleartextMessage, generateKey, readPrivateKey, sign } from 'openpgp';
import { newTraderLoggedIn } from '../pages/auth/new-trader';

test('a PGP key is added, confirmed with a signed challenge, and deleted', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email } = await newTraderLoggedIn(page, request, 'pgp', 'Pretty-Good-Page-42');
  const keys = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ email }], format: 'armored' });
  await page.goto('/security');
  const section = page.getByRole('region', { name: 'PGP key' });
  await section.getByLabel('PGP public key (armoured)').fill(keys.privateKey);
  await section.getByRole('button', { name: 'Save key' }).click();
  await expect(section.getByRole('alert')).toContainText('this is a private key');
  await section.getByLabel('PGP public key (armoured)').fill(keys.publicKey);
  await section.getByRole('button', { name: 'Save key' }).click();
  await expect(section.getByTestId('pgp-status')).toContainText('Pending confirmation: fingerprint');
  const challenge = await section.getByLabel('Challenge to sign (gpg --clearsign)').inputValue();
  const signed = await sign({
    message: await createCleartextMessage({ text: challenge }),
    signingKeys: await readPrivateKey({ armoredKey: keys.privateKey }),
  });
  await section.getByLabel('Signed challenge').fill(signed);
  await section.getByRole('button', { name: 'Confirm key' }).click();
  await expect(section.getByTestId('pgp-status')).toContainText('Active: fingerprint');
  await section.getByRole('button', { name: 'Delete key' }).click();
  await expect(section.getByRole('status')).toHaveText('The PGP key is deleted.');
  await expect(section.getByTestId('pgp-status')).toHaveCount(0);
});
