// Page object: the marketing site as a visitor reads it — its header, the page's heading, the
// live tables of the home page, the newsletter form and the console's errors on the way.
import { expect, type Locator, type Page } from '../fixtures';

export class MarketingSite {
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => this.errors.push(`${page.url()}: ${e.message}`));
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** Rows of a table's body (each headed by its pair). */
  rows(name: string): Locator {
    return this.table(name).locator('tbody tr');
  }

  newsletter(): Locator {
    return this.page.getByRole('region', { name: 'Newsletter' });
  }

  /** Marks this document, to tell an in-place navigation (kept) from a full load (gone). */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
  }

  sameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  }
}
