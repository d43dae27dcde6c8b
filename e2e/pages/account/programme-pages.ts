// Page objects: the programmes' pages — /affiliates (the referral link, referred accounts,
// commissions), /pay (enable merchant payments, an invoice with its address and QR code, the
// invoices) and /compete (enable competitions, join one, its live ranking) — reached as a trader
// finds them: from the wallets, the money pages' Payments tab, then the programmes' tabs.
import { expect, type APIRequestContext, type Locator, type Page } from '../../fixtures';
import { captcha } from '../auth/account-api';

async function openProgrammes(page: Page, tab: string, heading: string, url: RegExp): Promise<void> {
  await page.goto('/wallets');
  await page.getByRole('navigation', { name: 'Money' }).getByRole('link', { name: 'Payments', exact: true }).click();
  await page.getByRole('navigation', { name: 'Programmes' }).getByRole('link', { name: tab, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

export class AffiliatesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openProgrammes(this.page, 'Affiliates', 'Affiliates', /\/affiliates$/);
  }

  link(): Locator {
    return this.page.getByRole('textbox', { name: 'Your referral link' });
  }

  referrals(): Locator {
    return this.page.getByRole('table', { name: 'Referred accounts' });
  }

  earned(): Locator {
    return this.page.getByRole('list', { name: 'Commissions earned' });
  }
}

export class PayPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openProgrammes(this.page, 'Payments', 'Payments', /\/pay$/);
  }

  enable(): Locator {
    return this.page.getByRole('button', { name: 'Enable merchant payments' });
  }

  async createInvoice(currency: string, amount: string, description: string): Promise<Locator> {
    const form = this.page.getByRole('form', { name: 'Create invoice' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
    await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
    await form.getByRole('textbox', { name: 'Description for the payer (optional)' }).fill(description);
    await form.getByRole('button', { name: 'Create invoice' }).click();
    const card = this.page.getByRole('region', { name: /^Invoice \d+$/ });
    await expect(card).toBeVisible();
    return card;
  }

  invoices(): Locator {
    return this.page.getByRole('table', { name: 'Invoices' });
  }
}

export class CompetitionsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openProgrammes(this.page, 'Trading competitions', 'Trading competitions', /\/compete$/);
  }

  enable(): Locator {
    return this.page.getByRole('button', { name: 'Enable competitions' });
  }

  joinButtons(): Locator {
    return this.page.getByRole('region', { name: 'Competitions' }).getByRole('button', { name: /^Join / });
  }

  ranking(): Locator {
    return this.page.getByRole('table', { name: 'Ranking' });
  }
}

/** A session token of the account (for what the test does beside the browser: a trade, a payment). */
export async function apiToken(request: APIRequestContext, login: string, password: string): Promise<string> {
  const body = (await (await request.post('/v2/login', { data: { login, password, ...(await captcha(request)) } })).json()) as unknown[];
  expect(body[0]).toBe('auth');
  return String(body[1]);
}
