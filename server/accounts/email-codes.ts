// E-mail one-time codes (account-side §2 modals): an account with no other second factor confirms
// a sensitive action (a withdrawal) with a six-digit code the exchange mails to it — the outbox.
// A code is kept by digest, per account and action, for ten minutes and used once; a wrong code
// is counted and the fifth drops it; sends are limited to one each 30 s and five an hour.
import { randomInt } from 'node:crypto';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { Outbox } from './outbox';
import { digest } from './secrets';
import type { UserRecord } from './users';
import {
  EMAIL_CODE_MAX_WRONG,
  EMAIL_CODE_RESEND_MS,
  EMAIL_CODE_SENDS_PER_HOUR,
  EMAIL_CODE_TTL_MS,
  confirmsByEmail,
  type EmailCodeAction,
} from '../../src/protocol/account/email-code';

const HOUR = 3_600_000;
const WHAT: Record<EmailCodeAction, string> = { withdraw: 'confirm your withdrawal', 'api-key': 'create an API key' };

interface Row {
  code_hash: string | null;
  expires_at: number;
  wrong: number;
  sent_at: number;
  window_start: number;
  sends: number;
}

export function createEmailCodes(
  ctx: AccountsContext,
  deps: { outbox: Outbox; byId(id: number): UserRecord | undefined; tfaTypes(user: UserRecord): string[] },
) {
  const { db, now } = ctx;
  const rowOf = (userId: number, action: EmailCodeAction) =>
    db
      .prepare<[number, string], Row>(
        'SELECT code_hash, expires_at, wrong, sent_at, window_start, sends FROM acct_email_codes WHERE user_id = ? AND action = ?',
      )
      .get(userId, action);
  const userOf = (userId: number) => {
    const user = deps.byId(userId);
    if (!user) throw refuse.auth('user: unknown');
    return user;
  };

  return {
    /** Whether this account confirms its actions by a mailed code (it has no other second factor). */
    required(userId: number): boolean {
      const user = deps.byId(userId);
      return user !== undefined && confirmsByEmail(deps.tfaTypes(user));
    },

    /** Mails a new code for `action` (the earlier one stops working); when it lapses. */
    send(userId: number, action: EmailCodeAction, detail: string): { expiresAt: number } {
      const user = userOf(userId);
      if (!confirmsByEmail(deps.tfaTypes(user)))
        throw refuse.params('email code: not used by this account (it confirms with its second factor)');
      const at = now();
      const row = rowOf(userId, action);
      if (row && at - row.sent_at < EMAIL_CODE_RESEND_MS) {
        const wait = Math.ceil((EMAIL_CODE_RESEND_MS - (at - row.sent_at)) / 1000);
        throw refuse.rateLimited(`email code: sent a moment ago (ask again in ${wait} s)`, wait);
      }
      const fresh = !row || at - row.window_start >= HOUR;
      if (!fresh && row.sends >= EMAIL_CODE_SENDS_PER_HOUR) {
        const wait = Math.ceil((row.window_start + HOUR - at) / 1000);
        throw refuse.rateLimited(`email code: ${EMAIL_CODE_SENDS_PER_HOUR} codes were sent this hour (ask again later)`, wait);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = at + EMAIL_CODE_TTL_MS;
      db.prepare(
        `INSERT INTO acct_email_codes (user_id, action, code_hash, expires_at, wrong, sent_at, window_start, sends)
        VALUES (?, ?, ?, ?, 0, ?, ?, ?)
        ON CONFLICT(user_id, action) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
          wrong = 0, sent_at = excluded.sent_at, window_start = excluded.window_start, sends = excluded.sends`,
      ).run(userId, action, digest(code), expiresAt, at, fresh ? at : row.window_start, fresh ? 1 : row.sends + 1);
      deps.outbox.send({
        userId,
        to: user.email,
        kind: 'email-code',
        subject: `Your Tradedesk confirmation code: ${code}`,
        body: `${code} is the code to ${WHAT[action]}${detail ? ` (${detail})` : ''}. It works once, for 10 minutes. Do not give it to anyone: Tradedesk never asks for it.\n\nIf you did not ask for it, change your password.`,
        link: null,
      });
      return { expiresAt };
    },

    /** Why `code` does not confirm `action` now, or undefined when it does (it is used up then). */
    take(userId: number, action: EmailCodeAction, code: string): string | undefined {
      const row = rowOf(userId, action);
      if (!row || row.code_hash === null) return 'email code: none sent (ask for a code first)';
      if (row.expires_at <= now()) {
        db.prepare('UPDATE acct_email_codes SET code_hash = NULL WHERE user_id = ? AND action = ?').run(userId, action);
        return 'email code: expired (ask for a new code)';
      }
      if (digest(code.trim()) !== row.code_hash) {
        const wrong = row.wrong + 1;
        const dropped = wrong >= EMAIL_CODE_MAX_WRONG;
        db.prepare('UPDATE acct_email_codes SET wrong = ?, code_hash = ? WHERE user_id = ? AND action = ?').run(
          wrong,
          dropped ? null : row.code_hash,
          userId,
          action,
        );
        return dropped
          ? `email code: invalid (${EMAIL_CODE_MAX_WRONG} wrong tries: the code was dropped, ask for a new one)`
          : `email code: invalid (${EMAIL_CODE_MAX_WRONG - wrong} tries left)`;
      }
      db.prepare('UPDATE acct_email_codes SET code_hash = NULL WHERE user_id = ? AND action = ?').run(userId, action);
      return undefined;
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
