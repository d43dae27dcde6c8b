// Page object: /archive — the kind, the dates (ending before the reports' range), the pair or
// currency, Search, the table, and Export CSV with the downloaded file read back.
import { expect, type Locator, type Page } from '../../fixtures';
import { exportCsv } from './csv-export';

export class ArchivePage {
  constructor(private readonly page: Page) {}

  /** As a trader finds it: from the reports, the link to older rows. */
  async open(): Promise<void> {
    await this.page.goto('/reports');
    await this.page.getByRole('link', { name: /The archive has it/ }).click();
    await expect(this.page).toHaveURL(/\/archive$/);
    await expect(this.page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  }

  kind(): Locator {
    return this.page.getByRole('combobox', { name: /^Report/ });
  }

  to(): Locator {
    return this.page.getByLabel('To', { exact: true });
  }

  filter(name: 'Pair' | 'Currency'): Locator {
    return this.page.getByRole('combobox', { name });
  }

  search(): Locator {
    return this.page.getByRole('button', { name: 'Search' });
  }

  async exportCsv(): Promise<{ file: string; lines: string[] }> {
    return exportCsv(this.page);
  }
}
