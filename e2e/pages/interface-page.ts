// Page object: /interface, the user's interface settings, and what the page's root element says
// of the look shown.
import { expect, type Locator, type Page } from '../fixtures';

export class InterfacePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/interface');
    await expect(this.heading()).toBeVisible();
  }

  /** Through the page frame's navigation (no reload). */
  async openFromNavigation(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interface', exact: true }).click();
    await expect(this.heading()).toBeVisible();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Interface settings', level: 1 });
  }

  choice(name: 'Theme' | 'Mode' | 'Language' | 'Up and down colours' | 'Time format' | 'Order book layout'): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  async choose(name: Parameters<InterfacePage['choice']>[0], value: string): Promise<void> {
    await this.choice(name).selectOption(value);
  }

  /** The time zone's searchable list. */
  timeZone(): Locator {
    return this.page.getByRole('combobox', { name: 'Time zone', exact: true });
  }

  /** Types part of a zone's name and picks the zone from what the list then offers. */
  async chooseTimeZone(typed: string, option: RegExp): Promise<void> {
    await this.timeZone().fill(typed);
    await this.page.getByRole('listbox', { name: 'Time zone' }).getByRole('option', { name: option }).click();
  }

  /** The theme and mode the root element shows. */
  async look(): Promise<{ theme: string | null; mode: string | null }> {
    return this.page.evaluate(() => ({
      theme: document.documentElement.getAttribute('data-theme'),
      mode: document.documentElement.getAttribute('data-mode'),
    }));
  }

  /** The page's background colour as computed (`rgb(…)`). */
  background(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  }
}
