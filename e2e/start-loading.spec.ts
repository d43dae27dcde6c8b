// The start (market-side §4: the store is ready once its required data and the settings have
// arrived): a first visit whose /v1/ui_bootstrap fails shows the reason with a retry instead of
// a blank page, and the retry opens the app once the exchange answers.
import { expect, test } from './fixtures';

test('a failed bootstrap shows the reason with a retry, and the retry opens the app', async ({ page }) => {
  let fail = true;
  await page.route('**/v1/ui_bootstrap', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '["error",10000,"bootstrap: unavailable"]' })
      : route.continue(),
  );
  await page.goto('/markets');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('bootstrap: unavailable');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/start-bootstrap-failed-1440.png' });

  fail = false;
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
});
