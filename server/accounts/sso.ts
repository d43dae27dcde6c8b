// The local single-sign-on provider. It keeps its own identities (e-mail + passphrase) apart
// from exchange accounts, and vouches for one by issuing a short-lived signed assertion
// ("code") that /v2/sso/login and /v2/sso/signup redeem once. A code is bound to the browser
// that signed in at the provider (like OAuth's state or PKCE): it carries a digest of a secret
// the provider gave that browser in a cookie, so a code that leaks (a redirect, a log, a
// referrer) is useless to anyone without that browser's cookie.
import type { AccountsContext } from './context';
import { refuse } from './errors';
import { passwordProblem } from './passwords';
import { digest, hmacHex, randomId, sameText } from './secrets';
import { EMAIL_PATTERN, normalizeEmail } from './users';

export const SSO_ISSUER = 'tradedesk-local-sso';
export const SSO_CODE_TTL_MS = 5 * 60_000;

export interface SsoIdentity {
  subject: string;
  email: string;
}

interface Assertion {
  iss: string;
  sub: string;
  email: string;
  iat: number;
  exp: number;
  jti: string;
  /** Digest of the browser secret the code is bound to. */
  bnd?: string;
}

function isAssertion(v: unknown): v is Assertion {
  if (v === null || typeof v !== 'object') return false;
  const a = v as Record<string, unknown>;
  return (
    typeof a.iss === 'string' &&
    typeof a.sub === 'string' &&
    typeof a.email === 'string' &&
    typeof a.iat === 'number' &&
    typeof a.exp === 'number' &&
    typeof a.jti === 'string' &&
    (a.bnd === undefined || typeof a.bnd === 'string')
  );
}

export function createSso(ctx: AccountsContext) {
  const { db, now } = ctx;
  // Derived from the vault key (kept outside the database), not stored beside the codes it signs.
  const signingKey = hmacHex('sha256', ctx.vaultKey, 'tradedesk local sign-on signing key');

  function sign(body: string): string {
    return Buffer.from(hmacHex('sha256', signingKey, body), 'hex').toString('base64url');
  }

  /** Checks signature, issuer, lifetime and that it is unspent, without spending it. */
  function inspect(code: string): SsoIdentity & { jti: string; exp: number; binding: string | undefined } {
    const [body, sig, extra] = code.split('.');
    if (!body || !sig || extra !== undefined || !sameText(sig, sign(body))) throw refuse.auth('sso: code invalid');
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw refuse.auth('sso: code invalid');
    }
    if (!isAssertion(parsed) || parsed.iss !== SSO_ISSUER) throw refuse.auth('sso: code invalid');
    if (parsed.exp < now()) throw refuse.auth('sso: code expired');
    if (db.prepare('SELECT 1 FROM acct_sso_used WHERE jti = ?').get(parsed.jti)) throw refuse.auth('sso: code already used');
    return { subject: parsed.sub, email: parsed.email, jti: parsed.jti, exp: parsed.exp, binding: parsed.bnd };
  }

  return {
    /**
     * The provider's sign-in: the first use of an e-mail registers it with the passphrase,
     * later uses must give the same passphrase. Returns the assertion code, bound to `browserSecret`
     * when given (see boundTo).
     */
    async authorize(emailInput: string, passphrase: string, browserSecret?: string): Promise<string> {
      const email = emailInput.trim();
      if (!EMAIL_PATTERN.test(email)) throw refuse.params('email: invalid');
      const emailNorm = normalizeEmail(email);
      let row = db.prepare('SELECT subject, email, pass_hash FROM acct_sso_identities WHERE email_norm = ?').get(emailNorm) as
        { subject: string; email: string; pass_hash: string } | undefined;
      if (row) {
        if (!(await ctx.passwords.verify(passphrase, row.pass_hash))) throw refuse.auth('sso: passphrase invalid');
      } else {
        const problem = passwordProblem(passphrase);
        if (problem) throw refuse.params(problem.replace('password', 'passphrase'));
        const subject = `local:${digest(`${emailNorm}:${randomId(8)}`).slice(0, 32)}`;
        db.prepare(
          'INSERT OR IGNORE INTO acct_sso_identities (subject, email_norm, email, pass_hash, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(subject, emailNorm, email, await ctx.passwords.hash(passphrase), now());
        row = db.prepare('SELECT subject, email, pass_hash FROM acct_sso_identities WHERE email_norm = ?').get(emailNorm) as {
          subject: string;
          email: string;
          pass_hash: string;
        };
      }
      const iat = now();
      const assertion: Assertion = {
        iss: SSO_ISSUER,
        sub: row.subject,
        email: row.email,
        iat,
        exp: iat + SSO_CODE_TTL_MS,
        jti: randomId(16),
        ...(browserSecret ? { bnd: digest(`sso-browser:${browserSecret}`) } : {}),
      };
      const body = Buffer.from(JSON.stringify(assertion)).toString('base64url');
      return `${body}.${sign(body)}`;
    },

    inspect,

    /** Whether a valid code was issued to the browser holding `browserSecret`; false for any invalid code. */
    boundTo(code: string, browserSecret: string | undefined): boolean {
      let binding: string | undefined;
      try {
        binding = inspect(code).binding;
      } catch {
        return false;
      }
      return binding !== undefined && browserSecret !== undefined && sameText(binding, digest(`sso-browser:${browserSecret}`));
    },

    /** inspect(), then spends the code: it is good for one login or sign-up. */
    redeem(code: string): SsoIdentity {
      const a = inspect(code);
      db.prepare('DELETE FROM acct_sso_used WHERE expires_at < ?').run(now());
      const fresh = db.prepare('INSERT OR IGNORE INTO acct_sso_used (jti, expires_at) VALUES (?, ?)').run(a.jti, a.exp).changes === 1;
      if (!fresh) throw refuse.auth('sso: code already used');
      return { subject: a.subject, email: a.email };
    },
  };
}

export type Sso = ReturnType<typeof createSso>;
