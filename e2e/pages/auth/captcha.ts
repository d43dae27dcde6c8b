// The local captcha as a person answers it: read the sum, type the result.
import type { Locator, Page } from '../../fixtures';

export function solve(question: string): string {
  const m = /(\d+)\s*([+−-])\s*(\d+)/.exec(question);
  if (!m) throw new Error(`not a captcha question: ${question}`);
  return String(m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]));
}

export class Captcha {
  constructor(
    private readonly page: Page,
    private readonly scope: Locator = page.locator('body'),
  ) {}

  field(): Locator {
    return this.scope.getByLabel('Captcha', { exact: true });
  }

  question(): Locator {
    return this.scope.getByTestId('captcha-question');
  }

  /** Answers the captcha when the form shows one (after failed attempts, and on sign-up). */
  async answerIfShown(): Promise<boolean> {
    if (!(await this.field().isVisible())) return false;
    const text = this.question();
    await text.filter({ hasText: /\d/ }).waitFor();
    await this.field().fill(solve((await text.textContent()) ?? ''));
    return true;
  }
}
