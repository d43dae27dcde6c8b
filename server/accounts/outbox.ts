// The mail outbox: the embedded exchange sends no e-mail; every message it would send (confirm
// links, login notices, the deposit and withdrawal notices a user may turn off) is kept here and
// shown by a local page and endpoint.
import type { AccountsContext } from './context';

export type MailKind =
  | 'confirm-email'
  | 'login-notice'
  | 'sso-linked'
  | 'signup-existing'
  | 'confirm-withdrawal'
  | 'freeze-account'
  | 'security-code'
  | 'confirm-pgp'
  | 'sms-code'
  | 'login-code'
  | 'email-code'
  | 'report'
  | 'deposit-notice'
  | 'withdrawal-notice'
  | 'newsletter';

export interface Mail {
  id: number;
  userId: number | null;
  to: string;
  kind: MailKind;
  subject: string;
  body: string;
  /** Site-relative link the message asks the reader to open, if any. */
  link: string | null;
  createdAt: number;
}

interface MailRow {
  id: number;
  user_id: number | null;
  to_addr: string;
  kind: MailKind;
  subject: string;
  body: string;
  link: string | null;
  created_at: number;
}

export function createOutbox(ctx: AccountsContext) {
  const { db, now } = ctx;
  const insert = db.prepare(`INSERT INTO acct_outbox (user_id, to_addr, kind, subject, body, link, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  return {
    send(mail: Omit<Mail, 'id' | 'createdAt'>): Mail {
      const createdAt = now();
      const info = insert.run(mail.userId, mail.to, mail.kind, mail.subject, mail.body, mail.link, createdAt);
      return { ...mail, id: Number(info.lastInsertRowid), createdAt };
    },
    /** Newest first; `to` compares case-insensitively. */
    list(q: { to?: string; limit?: number } = {}): Mail[] {
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 500);
      const rows = (
        q.to
          ? db.prepare('SELECT * FROM acct_outbox WHERE lower(to_addr) = lower(?) ORDER BY id DESC LIMIT ?').all(q.to.trim(), limit)
          : db.prepare('SELECT * FROM acct_outbox ORDER BY id DESC LIMIT ?').all(limit)
      ) as MailRow[];
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        to: r.to_addr,
        kind: r.kind,
        subject: r.subject,
        body: r.body,
        link: r.link,
        createdAt: r.created_at,
      }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
