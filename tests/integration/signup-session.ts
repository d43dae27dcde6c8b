// A sign-up as the web page makes it against a running exchange: the local captcha answered, the
// referral code carried when there is one, confirmed from the outbox's link, then signed in.
import { expect } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { pageLogin, type PageSession } from './page-session';

export async function signUpConfirmed(base: string, email: string, password: string, refCode?: string): Promise<PageSession> {
  const challenge = await fetch(`${base}/v2/int/captcha/challenge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const [id, question] = (await challenge.json()) as [string, string];
  const m = /(\d+)\s*([+−-])\s*(\d+)/.exec(question)!;
  const answer = m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]);
  const res = await fetch(`${base}${C.signup.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      country: 'GB',
      captchaToken: `${id}:${answer}`,
      captchaProvider: 'local',
      ...(refCode ? { refCode } : {}),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const mails = (await (await fetch(`${base}${C.outbox.path}?to=${encodeURIComponent(email)}`)).json()) as unknown[][];
  const link = mails.find((mail) => mail[3] === 'confirm-email')?.[6];
  expect(typeof link).toBe('string');
  await fetch(`${base}${String(link)}`, { redirect: 'manual' });
  return pageLogin(base, email, password);
}

/** Polls `fn` until `ok` accepts its value (the test's own timeout bounds it). */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}
