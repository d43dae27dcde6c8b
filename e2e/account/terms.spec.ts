// The terms agreement: a trader whose accepted terms are older than the published ones is asked
// to accept them after signing in (nothing else is usable meanwhile), and is not asked again.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { captcha } from '../pages/auth/account-api';

test('terms modified since they were accepted are asked again, once', async ({ page, request }) => {
  const password = 'Terms-And-Terms-42';
  const { email } = await newTraderLoggedIn(page, request, 'terms', password);
  await page.goto('/markets');
  await expect(page.getByTestId('connection')).toBeVisible();
  // Signing up accepted the current terms: no question.
  await expect(page.getByRole('dialog', { name: 'Terms of Service updated' })).toHaveCount(0);
  // As if the terms had changed since: the acceptance is of an older version.
  const login = (await (
    await request.post('/v2/login', { data: { login: email, password, ...(await captcha(request)) } })
  ).json()) as unknown[];
  await request.post('/v2/auth/w/settings/set', {
    headers: { 'bfx-token': String(login[1]) },
    data: { settings: { 'terms:default:accepted': 1 } },
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service updated' });
  await expect(dialog).toContainText('paper trading');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('connection')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
