// A fastify instance with only the account routes, over a temporary SQLite file and a clock
// the test moves by hand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { type Accounts, type AccountsOptions, createAccounts } from '../../server/accounts/index';
import { accountRoutes } from '../../server/http/account-routes';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

/** The vault key of test databases (a real exchange keeps its own outside the data folder). */
export const TEST_VAULT_KEY = Buffer.alloc(32, 7);

export interface Harness {
  app: FastifyInstance;
  accounts: Accounts;
  db: Database.Database;
  dir: string;
  clock: { t: number; advance(ms: number): void };
  close(): Promise<void>;
}

export async function startHarness(opts: Omit<AccountsOptions, 'now'> = {}): Promise<Harness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-accounts-'));
  const db = new Database(path.join(dir, 'accounts.sqlite'));
  db.pragma('journal_mode = WAL');
  const clock = {
    t: Date.now(),
    advance(ms: number) {
      this.t += ms;
    },
  };
  const accounts = createAccounts(db, TEST_VAULT_KEY, { passwordLogN: TEST_PASSWORD_LOG_N, ...opts, now: () => clock.t });
  const app = Fastify();
  await app.register(accountRoutes(accounts));
  await app.ready();
  return {
    app,
    accounts,
    db,
    dir,
    clock,
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function post(app: FastifyInstance, url: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

/** Asks the local captcha for a challenge and answers it, as a person would. */
export async function solveCaptcha(app: FastifyInstance): Promise<{ captchaToken: string; captchaProvider: string }> {
  const { body } = await post(app, '/v2/int/captcha/challenge');
  const [id, question] = body as [string, string];
  const m = /^(\d+) ([+−]) (\d+)$/.exec(question);
  if (!m) throw new Error(`unexpected captcha question ${question}`);
  const answer = m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]);
  return { captchaToken: `${id}:${answer}`, captchaProvider: 'local' };
}

export function totpNow(secret: string, clock: { t: number }): string {
  return generateSync({ secret, epoch: Math.floor(clock.t / 1000) });
}

/** Signs up through the routes (from the default compliance country, GB, unless told) and opens
 *  the confirmation link from the outbox. */
export async function signupConfirmed(h: Harness, email: string, password: string, country = 'GB'): Promise<number> {
  const res = await post(h.app, '/v2/signup', { country, email, password, ...(await solveCaptcha(h.app)) });
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  const link = h.accounts.outbox.list({ to: email }).find((m) => m.kind === 'confirm-email')?.link;
  if (!link) throw new Error('no confirmation mail');
  const confirm = await h.app.inject({ method: 'GET', url: link });
  if (confirm.statusCode !== 303) throw new Error(`confirm failed: ${confirm.statusCode}`);
  const user = h.accounts.users.byEmail(email);
  if (!user) throw new Error('no account made');
  return user.id;
}

export async function loginToken(h: Harness, email: string, password: string): Promise<string> {
  const res = await post(h.app, '/v2/login', { login: email, password });
  const body = res.body as unknown[];
  if (body[0] !== 'auth') throw new Error(`login did not start a session: ${JSON.stringify(body)}`);
  return body[1] as string;
}

/** A harness (no sign-up captcha) with one confirmed user logged in: its token. */
export async function startWithUser(email: string, password: string): Promise<{ h: Harness; token: string }> {
  const h = await startHarness({ captchaOnSignup: false });
  await signupConfirmed(h, email, password);
  return { h, token: await loginToken(h, email, password) };
}
