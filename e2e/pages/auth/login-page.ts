// Page object: /login, its second-factor step (a code or a security key) and the single-sign-on
// button.
import { type Locator, type Page } from '../../fixtures';
import { CredentialsForm } from './credentials-form';

export class LoginPage extends CredentialsForm {
  constructor(page: Page) {
    super(page, '/login');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Log in', level: 1 });
  }

  submit(): Locator {
    return this.panel().getByRole('button', { name: 'Log in', exact: true });
  }

  /** The sign-in panel (the frame around it may have its own links and alerts). */
  panel(): Locator {
    return this.page.getByRole('region', { name: /^(Log in|Second factor|Single sign-on)$/ });
  }

  error(): Locator {
    return this.panel().getByRole('alert');
  }

  singleSignOn(): Locator {
    return this.page.getByRole('link', { name: 'Log in with single sign-on' });
  }

  secondFactor(): Locator {
    return this.page.getByRole('heading', { name: 'Second factor' });
  }

  secondFactorCode(): Locator {
    return this.page.getByLabel('Authentication code');
  }

  /** The second step: a code (of the authenticator app, an SMS or a mail) and Verify. */
  async enterCode(code: string): Promise<void> {
    await this.secondFactorCode().fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  /** The second step: the security key (the browser's authenticator answers). */
  useSecurityKey(): Locator {
    return this.page.getByRole('button', { name: 'Use security key' });
  }

  /** Fills the form (answering the captcha when one is asked) and sends it. */
  async logIn(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    // The captcha question arrives with the page; give it a moment before deciding.
    await this.page.waitForLoadState('networkidle');
    await this.captcha.answerIfShown();
    await this.submit().click();
  }
}
