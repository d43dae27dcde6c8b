// Page object: /reports — a report's range and filter, its table, and Export CSV with the file the
// browser downloaded read back.
import { expect, type Locator, type Page } from '../../fixtures';
import { exportCsv } from './csv-export';

export class ReportsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/reports');
    await expect(this.page.getByRole('combobox', { name: /^Report/ })).toHaveValue('ledger');
  }

  from(): Locator {
    return this.page.getByLabel('From', { exact: true });
  }

  to(): Locator {
    return this.page.getByLabel('To', { exact: true });
  }

  currency(): Locator {
    return this.page.getByRole('combobox', { name: /^Currency/ });
  }

  show(): Locator {
    return this.page.getByRole('button', { name: 'Show' });
  }

  table(name = 'Ledger'): Locator {
    return this.page.getByRole('table', { name });
  }

  /** Export CSV: the file's suggested name and its lines (the header first). */
  async exportCsv(): Promise<{ file: string; lines: string[] }> {
    return exportCsv(this.page);
  }
}
