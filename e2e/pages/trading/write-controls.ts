// Page object: the read-only context as a trader meets it — the frame's notice of the
// permissions the session lacks, a control marked disabled with its reason, and the missing
// permissions warning its use shows.
import { expect, type Locator, type Page } from '../../fixtures';

export class WriteControls {
  constructor(private readonly page: Page) {}

  notice(): Locator {
    return this.page.getByTestId('read-only-notice');
  }

  /** The control is marked disabled (still focusable) and describes why. */
  async expectBlocked(control: Locator, reason: RegExp): Promise<void> {
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(control).toHaveAccessibleDescription(reason);
  }

  warning(): Locator {
    return this.page.getByRole('dialog', { name: 'Missing permissions' });
  }

  /** Uses the control (from the keyboard: it stays focusable, though marked disabled) and reads
   *  the missing permissions warning it shows, then closes it. */
  async useAndReadWarning(control: Locator): Promise<string> {
    await control.focus();
    await control.press('Enter');
    const warning = this.warning();
    await expect(warning).toBeVisible();
    const text = (await warning.textContent()) ?? '';
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(warning).toBeHidden();
    return text;
  }
}
