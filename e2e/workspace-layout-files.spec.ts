// Layouts as files: a trader exports a layout and imports it again (in another browser, here
// after the saved layouts are gone), and a file that is not a layout changes nothing.
import { readFileSync } from 'node:fs';
import { expect, test, clearSiteStorage } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

test('a layout exported to a file comes back with its panels and their state', async ({ page }, testInfo) => {
  const desk = new TradedeskPage(page);
  await desk.open();
  // A panel's own setting is kept at once, no Save needed.
  await desk.orderBook().choosePrecision('P2');
  const [download] = await Promise.all([page.waitForEvent('download'), desk.layouts.run('Export…')]);
  expect(download.suggestedFilename()).toBe('Default.tradedesk-layout.json');
  const exported = testInfo.outputPath('exported.json');
  await download.saveAs(exported);
  const file = JSON.parse(readFileSync(exported, 'utf8')) as { format: string; version: number; name: string };
  expect(file).toMatchObject({ format: 'tradedesk-layout', version: 2, name: 'Default' });

  // Another browser: nothing saved; the file brings the layout, P2 book and all.
  await clearSiteStorage(page);
  await desk.open();
  await expect(desk.orderBook().precisionButton('P0')).toHaveAttribute('aria-pressed', 'true');
  const chooser = page.waitForEvent('filechooser');
  await desk.layouts.run('Import…');
  await (
    await chooser
  ).setFiles({ name: 'desk.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, name: 'Scalp desk' })) });
  await expect(desk.layoutName()).toHaveText('Scalp desk');
  await expect(page.getByRole('status').filter({ hasText: 'Imported the layout “Scalp desk”.' })).toBeVisible();
  await expect(desk.orderBook().precisionButton('P2')).toHaveAttribute('aria-pressed', 'true');
  expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Scalp desk'], active: 'Scalp desk' });
});

test('a file that is not a layout is refused with the reason and changes nothing', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open();
  const before = await desk.layouts.saved();
  for (const [content, message] of [
    ['hello', 'This file is not a layout (it is not JSON); nothing was imported.'],
    [JSON.stringify({ layouts: [] }), 'This file is not a Tradedesk layout; nothing was imported.'],
    [
      JSON.stringify({ format: 'tradedesk-layout', version: 9, name: 'x', model: { layout: {} } }),
      'This layout comes from a newer Tradedesk',
    ],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await desk.layouts.run('Import…');
    await (await chooser).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(content) });
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  expect(await desk.layouts.saved()).toEqual(before);
  await expect(desk.layoutName()).toHaveText(before.active!);
});
