// Page object: reaching the tradedesk as a signed-in trader. /t/:pair is login-required, so the
// guard sends a fresh browser to log in and brings it back to the pair's workspace.
import { expect, type Page, type Response } from '../fixtures';
import { LoginPage } from './auth/login-page';
import { TradedeskPage } from './tradedesk-page';

export interface Trader {
  email: string;
  password: string;
}

export const DEMO_TRADER: Trader = { email: 'demo@tradedesk.local', password: 'demo-Tradedesk-1' };

/** Opens /t/<pair>, logs in when asked, and waits for the pair's workspace. */
export async function openSignedIn(page: Page, pair: string, trader: Trader): Promise<TradedeskPage> {
  await page.goto(`/t/${pair}`);
  const login = new LoginPage(page);
  await expect(page.getByRole('toolbar', { name: 'Workspace' }).or(login.heading())).toBeVisible();
  if (await login.heading().isVisible()) {
    await login.logIn(trader.email, trader.password);
    await expect(page).toHaveURL(new RegExp(`/t/${pair}$`));
  }
  const desk = new TradedeskPage(page);
  await expect(page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${trader.email}`)).toBeVisible();
  return desk;
}

/** Resolves when the exchange has accepted a save of the signed-in user's settings (start waiting
 *  before the step that saves). */
export function settingsSaved(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/v2/auth/w/settings/set') && r.ok());
}
