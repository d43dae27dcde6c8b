// Export CSV on a report page (the reports, the archive): the file the browser downloaded, read
// back — its suggested name and its lines, the header first.
import { readFile } from 'node:fs/promises';
import type { Page } from '../../fixtures';

export async function exportCsv(page: Page): Promise<{ file: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  return { file: file.suggestedFilename(), lines: text.trim().split(/\r?\n/) };
}
