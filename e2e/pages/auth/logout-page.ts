// Page object: /logout (feedback, then sign-out) and /logged-out.
import { expect, type Locator, type Page } from '../../fixtures';

export class LogoutPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/logout');
  }

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Log out' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Log out', level: 1 });
  }

  rating(value: 1 | 2 | 3 | 4 | 5): Locator {
    return this.page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: new RegExp(`^${value} –`) });
  }

  comments(): Locator {
    return this.page.getByLabel('Comments');
  }

  sendAndLogOut(): Locator {
    return this.page.getByRole('button', { name: 'Send feedback and log out' });
  }

  logOutWithoutFeedback(): Locator {
    return this.page.getByRole('button', { name: 'Log out without feedback' });
  }

  loggedOut(): Locator {
    return this.page.getByRole('heading', { name: 'You have logged out' });
  }

  /** /logout, Log out without feedback, and the logged-out page. */
  async logOut(): Promise<void> {
    await this.open();
    await this.logOutWithoutFeedback().click();
    await expect(this.loggedOut()).toBeVisible();
  }

  /** Signed in exactly when /logout offers the feedback form instead of moving on to /logged-out. */
  async expectSignedIn(): Promise<void> {
    await this.open();
    await expect(this.heading()).toBeVisible();
    await expect(this.sendAndLogOut()).toBeVisible();
  }

  async expectSignedOut(): Promise<void> {
    await this.open();
    await expect(this.loggedOut()).toBeVisible();
  }
}
