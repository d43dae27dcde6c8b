// A browser with a security key: a context that opens the site by the name localhost (WebAuthn
// refuses IP addresses as a site) and Chromium's virtual authenticator (CDP WebAuthn), which
// answers every registration and sign-in as if the key were touched.
import type { Browser, BrowserContext, Page } from '../../fixtures';

export async function browserWithSecurityKey(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL.replace('127.0.0.1', 'localhost') });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: false, hasUserVerification: false, automaticPresenceSimulation: true },
  });
  return { context, page };
}
