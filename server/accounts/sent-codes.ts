// Codes sent to the user (account-side §4 second factor "sms", and the fallback setting): an SMS
// (the local outbox stands for the phone network: mail to "sms:+…") confirms a phone and, once
// it is on, gives a login's second step; with two_fa_fallback on, a login whose device is lost
// can ask for a code by e-mail instead. Six digits, ten minutes, used once.
import { randomInt } from 'node:crypto';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { Outbox } from './outbox';
import { digest } from './secrets';
import type { Settings } from './settings';
import type { UserRecord } from './users';

export const SENT_CODE_TTL_MS = 10 * 60_000;
const PHONE = /^\+[1-9]\d{6,14}$/;

export function createSentCodes(ctx: AccountsContext, deps: { outbox: Outbox; settings: Settings }) {
  const { db, now } = ctx;
  const { outbox, settings } = deps;

  function send(
    key: string,
    to: { userId: number; address: string; kind: 'sms-code' | 'login-code' },
    phone: string | null,
    what: string,
  ): void {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    db.prepare('DELETE FROM acct_sent_codes WHERE expires_at < ?').run(at);
    db.prepare(
      `INSERT INTO acct_sent_codes (key, code_hash, phone, expires_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(key) DO UPDATE SET code_hash = excluded.code_hash, phone = excluded.phone, expires_at = excluded.expires_at`,
    ).run(key, digest(code), phone, at + SENT_CODE_TTL_MS);
    outbox.send({
      userId: to.userId,
      to: to.address,
      kind: to.kind,
      subject: `Tradedesk code: ${code}`,
      body: `${code} is your Tradedesk code to ${what}. It works once, for 10 minutes. Do not give it to anyone.`,
      link: null,
    });
  }

  /** Takes the code kept under `key` if `code` is it: the phone it was sent for (or ''), else undefined. */
  function take(key: string, code: string): string | undefined {
    const row = db
      .prepare<[string, number], { code_hash: string; phone: string | null }>(
        'SELECT code_hash, phone FROM acct_sent_codes WHERE key = ? AND expires_at > ?',
      )
      .get(key, now());
    if (!row || row.code_hash !== digest(code.trim())) return undefined;
    db.prepare('DELETE FROM acct_sent_codes WHERE key = ?').run(key);
    return row.phone ?? '';
  }

  const phoneOf = (userId: number) =>
    db.prepare<[number], string | null>('SELECT sms_phone FROM acct_users WHERE id = ?').pluck().get(userId) ?? null;

  return {
    phoneOf,
    /** Sends a code to a new phone; confirmSms turns SMS on with it. */
    startSms(userId: number, phone: string): void {
      const p = phone.replace(/[\s()-]/g, '');
      if (!PHONE.test(p)) throw refuse.params('phone: invalid (international format, e.g. +447700900123)');
      send(`sms-setup:${userId}`, { userId, address: `sms:${p}`, kind: 'sms-code' }, p, 'confirm this phone');
    },
    confirmSms(userId: number, code: string): void {
      const phone = take(`sms-setup:${userId}`, code);
      if (!phone) throw refuse.params('2fa: code invalid');
      db.prepare('UPDATE acct_users SET sms_phone = ? WHERE id = ?').run(phone, userId);
    },
    /** Sends a code to the confirmed phone (to turn SMS off). */
    sendToPhone(userId: number): void {
      const phone = phoneOf(userId);
      if (!phone) throw refuse.params('2fa: SMS is not on');
      send(`sms-off:${userId}`, { userId, address: `sms:${phone}`, kind: 'sms-code' }, phone, 'turn SMS codes off');
    },
    disableSms(userId: number, code: string): void {
      if (take(`sms-off:${userId}`, code) === undefined) throw refuse.params('2fa: code invalid');
      db.prepare('UPDATE acct_users SET sms_phone = NULL WHERE id = ?').run(userId);
    },

    /** The ways a pending login's code can be sent to this user: sms, and the e-mail fallback. */
    loginMethods(user: UserRecord): Array<'sms' | 'email'> {
      const out: Array<'sms' | 'email'> = [];
      if (phoneOf(user.id)) out.push('sms');
      if (settings.coreValue(user.id, 'two_fa_fallback') === '1') out.push('email');
      return out;
    },
    /** Sends a pending login's code by SMS or (the fallback) e-mail. */
    sendLoginCode(user: UserRecord, loginChallenge: string, method: 'sms' | 'email'): void {
      if (!this.loginMethods(user).includes(method)) throw refuse.params(`method: invalid (${method} is not on for this account)`);
      const address = method === 'sms' ? `sms:${phoneOf(user.id)!}` : user.email;
      send(`login:${digest(loginChallenge)}`, { userId: user.id, address, kind: 'login-code' }, null, 'log in');
    },
    /** Whether `code` is the pending login's sent code (used up when it is). */
    takeLoginCode(loginChallenge: string, code: string): boolean {
      return take(`login:${digest(loginChallenge)}`, code) !== undefined;
    },
  };
}

export type SentCodes = ReturnType<typeof createSentCodes>;
