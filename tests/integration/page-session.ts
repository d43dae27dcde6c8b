// A login session as the web page holds it, against a running exchange: the session cookie and
// the session header; a cookie the exchange sets (a switch, a refresh) is kept.
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { SESSION_HEADER, SESSION_HEADER_VALUE } from '../../src/protocol/session-header';
import type { RunningExchange } from '../../server/exchange';
import { hashPassword } from '../../server/accounts/passwords';
import { capsFrom } from '../../server/accounts/capabilities';
import { MODAL_CALLS } from '../../src/protocol/calls/modals';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

export interface PageSession {
  base: string;
  cookie: string;
}

export async function pageLogin(base: string, login: string, password: string): Promise<PageSession> {
  const res = await fetch(`${base}${C.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  const body = (await res.json()) as unknown[];
  if (body[0] !== 'auth') throw new Error(`login did not start a session: ${JSON.stringify(body)}`);
  return { base, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/** A call from our page with the session cookie: the exchange's answer as JSON. */
export async function pageCall(s: PageSession, path: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${s.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, [SESSION_HEADER]: SESSION_HEADER_VALUE },
    body: JSON.stringify(body),
  });
  const set = res.headers.get('set-cookie');
  if (set) s.cookie = set.split(';')[0]!;
  return res.json();
}

/** A call signed with an API key (PROTOCOL §3.2), as a bot makes it: the exchange's answer as JSON. */
export async function keyCall(base: string, apiKey: string, apiSecret: string, path: string, body: unknown = {}): Promise<unknown> {
  const { createHmac } = await import('node:crypto');
  const nonce = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const raw = JSON.stringify(body);
  const signature = createHmac('sha384', apiSecret).update(`/api${path}${nonce}${raw}`).digest('hex');
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'bfx-apikey': apiKey, 'bfx-nonce': nonce, 'bfx-signature': signature },
    body: raw,
  });
  return res.json();
}

/** A new confirmed trader of `exchange` (funded unless told not to), signed in from a page. */
export async function pageTrader(
  exchange: RunningExchange,
  email: string,
  password: string,
  { funded = true }: { funded?: boolean } = {},
): Promise<{ session: PageSession; id: number }> {
  const user = exchange.accounts.users.create({ email, passwordHash: null, emailVerified: true });
  exchange.accounts.users.setPasswordHash(user.id, await hashPassword(password, TEST_PASSWORD_LOG_N));
  if (funded) exchange.trading.fundAccount(user.id);
  return { session: await pageLogin(`http://127.0.0.1:${exchange.port}`, email, password), id: user.id };
}

/** An API key of a trader, made by the exchange itself (as a test's fixture: a page making one
 *  confirms it with the mailed code, which is limited to a send each 30 s — see pageKeyCode). */
export function traderKey(exchange: RunningExchange, userId: number, label: string, caps: unknown): readonly [string, string] {
  const k = exchange.accounts.apiKeys.create(userId, label, capsFrom(caps));
  return [k.apiKey, k.apiSecret] as const;
}

/** The mailed code that confirms a new API key, asked from the page as it does and read from the
 *  exchange's outbox (the newest code mailed to `email`). */
export async function pageKeyCode(exchange: RunningExchange, s: PageSession, email: string): Promise<string> {
  const sent = (await pageCall(s, MODAL_CALLS.emailCode.path, { action: 'api-key' })) as unknown[];
  if (sent[0] === 'error') throw new Error(`no key code: ${JSON.stringify(sent)}`);
  const mail = exchange.accounts.outbox.list({ to: email }).find((m) => m.kind === 'email-code');
  return /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
}
