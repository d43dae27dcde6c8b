// Page object: the QA recorder, as QA works it: Record flow, Stop recording (naming the flow), and
// the Flows dialog's rows with their Rename, Delete, Replay and Export buttons.
import { expect, type Download, type Locator, type Page } from '../fixtures';
import { LayoutsMenu } from './layouts-menu';

export class QaRecorder {
  constructor(private readonly page: Page) {}

  toolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Workspace' });
  }

  async record(): Promise<void> {
    await this.toolbar().getByRole('button', { name: 'Record flow', exact: true }).click();
    await expect(this.indicator()).toHaveText('Recording: 0 steps');
  }

  indicator(): Locator {
    return this.toolbar().getByRole('status');
  }

  async stop(name: string): Promise<void> {
    await this.toolbar().getByRole('button', { name: 'Stop recording', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Name the recorded flow' });
    await dialog.getByRole('textbox', { name: 'Flow name' }).fill(name);
    await dialog.getByRole('button', { name: 'Keep flow', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.toolbar().getByRole('button', { name: 'Record flow', exact: true })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Flows' });
  }

  async openFlows(): Promise<Locator> {
    const menu = await new LayoutsMenu(this.page).open();
    await menu.getByRole('menuitem', { name: 'Flows', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    return this.dialog();
  }

  flow(name: string): Locator {
    return this.dialog().getByRole('listitem', { name, exact: true });
  }

  /** Clicks one of a flow's export buttons and returns the file the browser was handed. */
  async export(name: string, button: 'Export JSON' | 'Export Playwright test'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.flow(name).getByRole('button', { name: button, exact: true }).click();
    return download;
  }

  replayBar(name: string): Locator {
    return this.page.getByRole('group', { name: `Replaying “${name}”` });
  }
}
