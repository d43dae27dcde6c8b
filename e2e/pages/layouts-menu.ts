// Page object: the Layouts menu and its dialogs.
import { expect, type Locator, type Page } from '../fixtures';

export type LayoutCommand =
  'New layout' | 'Edit layout' | 'Save' | 'Save as…' | 'Rename…' | 'Duplicate' | 'Reset to default' | 'Delete' | 'Export…' | 'Import…';

export class LayoutsMenu {
  constructor(private readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('button', { name: 'Layouts', exact: true });
  }

  menu(): Locator {
    return this.page.getByRole('menu', { name: 'Layouts and layout commands' });
  }

  async open(): Promise<Locator> {
    if ((await this.button().getAttribute('aria-expanded')) !== 'true') await this.button().click();
    await expect(this.menu()).toBeVisible();
    return this.menu();
  }

  async close(): Promise<void> {
    if ((await this.button().getAttribute('aria-expanded')) === 'true') await this.page.keyboard.press('Escape');
  }

  async run(command: LayoutCommand): Promise<void> {
    const menu = await this.open();
    await menu.getByRole('menuitem', { name: command, exact: true }).click();
  }

  /** Names of the saved layouts, and which one is shown. */
  async saved(): Promise<{ names: string[]; active: string | undefined }> {
    const menu = await this.open();
    const items = menu.getByRole('menuitemradio');
    const names = (await items.allTextContents()).map((s) => s.replace('✓', '').trim());
    const checked = menu.getByRole('menuitemradio', { checked: true });
    const active = (await checked.count()) > 0 ? (await checked.first().textContent())?.replace('✓', '').trim() : undefined;
    await this.close();
    return { names, active };
  }

  async choose(name: string): Promise<void> {
    const menu = await this.open();
    await menu.getByRole('menuitemradio', { name, exact: true }).click();
  }

  /** Fills the name dialog (Save as…, Rename…) and confirms. */
  async name(value: string, confirm: 'Save layout' | 'Rename'): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Layout name' }).fill(value);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async confirmDelete(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Delete layout' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
