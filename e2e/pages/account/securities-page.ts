// The securities sales page (/securities-sales): its sales, the Invest button of a sale, the gate
// modals, and the account's subscriptions.
import type { Locator, Page } from '../../fixtures';

export class SecuritiesPage {
  constructor(private readonly page: Page) {}

  async open(path = '/securities-sales'): Promise<void> {
    await this.page.goto(path);
  }

  sales(): Locator {
    return this.page.getByRole('table', { name: 'Active sales' });
  }

  sale(name: string): Locator {
    return this.sales().locator('tbody tr').filter({ hasText: name });
  }

  invest(name: string): Locator {
    return this.page.getByRole('button', { name: `Invest in ${name}` });
  }

  modal(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  subscriptions(): Locator {
    return this.page.getByRole('table', { name: 'Your subscriptions' });
  }
}
