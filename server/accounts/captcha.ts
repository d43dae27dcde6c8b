// The local captcha provider: the server asks a small sum under a one-time id and checks the
// answer itself; no outside service. A challenge is spent by its first check, right or wrong,
// so answers cannot be guessed against one id.
import { randomInt } from 'node:crypto';
import type { AccountsContext } from './context';
import { randomId, sameText } from './secrets';

export const LOCAL_CAPTCHA_PROVIDER = 'local';
export const CAPTCHA_TTL_MS = 5 * 60_000;

export interface CaptchaChallenge {
  id: string;
  /** The question as an expression, e.g. "17 + 25" (language-neutral). */
  question: string;
  expiresAt: number;
}

export function createCaptcha(ctx: AccountsContext) {
  const { db, now } = ctx;
  return {
    issue(): CaptchaChallenge {
      const a = randomInt(2, 50);
      const b = randomInt(2, 50);
      const minus = randomInt(0, 2) === 1 && a > b;
      const question = `${a} ${minus ? '−' : '+'} ${b}`;
      const answer = String(minus ? a - b : a + b);
      const id = randomId(18);
      const at = now();
      db.prepare('DELETE FROM acct_captcha WHERE expires_at < ?').run(at);
      db.prepare('INSERT INTO acct_captcha (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        id,
        answer,
        at,
        at + CAPTCHA_TTL_MS,
      );
      return { id, question, expiresAt: at + CAPTCHA_TTL_MS };
    },
    /** `captchaToken` is "<id>:<answer>"; true once for a right, unexpired, unspent answer. */
    check(provider: string | undefined, captchaToken: string | undefined): boolean {
      if (provider !== undefined && provider !== LOCAL_CAPTCHA_PROVIDER) return false;
      if (!captchaToken) return false;
      const sep = captchaToken.indexOf(':');
      if (sep <= 0) return false;
      const id = captchaToken.slice(0, sep);
      const given = captchaToken.slice(sep + 1).trim();
      return db.transaction(() => {
        const row = db.prepare('SELECT answer, expires_at, used FROM acct_captcha WHERE id = ?').get(id) as
          { answer: string; expires_at: number; used: number } | undefined;
        if (!row || row.used === 1) return false;
        db.prepare('UPDATE acct_captcha SET used = 1 WHERE id = ?').run(id);
        return row.expires_at >= now() && sameText(given, row.answer);
      })();
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
