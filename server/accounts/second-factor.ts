// The second factor: TOTP (RFC 6238, by otplib). Enabling is two steps — a pending secret is
// shown (with its otpauth URL), then confirmed with a code. Every accepted code moves the
// user's last used time step forward, so no code (or older code) is ever accepted twice.
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import { seal, unseal } from './secrets';
import type { UserRecord, Users } from './users';

export const TOTP_ISSUER = 'Tradedesk';
/** One period of clock drift either way. */
const EPOCH_TOLERANCE_S = 30;

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

export function createSecondFactor(ctx: AccountsContext, users: Users) {
  const { db, now } = ctx;

  /** The matched time step, or undefined; never throws on malformed input. */
  function matchStep(secret: string, code: string, afterTimeStep: number | null): number | undefined {
    if (!/^\d{6}$/.test(code)) return undefined;
    try {
      const result = verifySync({
        secret,
        token: code,
        epoch: Math.floor(now() / 1000),
        epochTolerance: EPOCH_TOLERANCE_S,
        ...(afterTimeStep === null ? {} : { afterTimeStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : undefined;
    } catch {
      return undefined;
    }
  }

  const hasSms = (userId: number): boolean =>
    db.prepare<[number], string | null>('SELECT sms_phone FROM acct_users WHERE id = ?').pluck().get(userId) != null;
  const hasKeys = (userId: number): boolean =>
    db.prepare('SELECT 1 FROM acct_security_keys WHERE user_id = ? LIMIT 1').get(userId) !== undefined;

  /** Records the step as used; false when another request used it (or a later one) first. */
  function spend(userId: number, step: number): boolean {
    const info = db
      .prepare(
        `UPDATE acct_users SET totp_last_step = ?
      WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
      )
      .run(step, userId, step);
    return info.changes === 1;
  }

  /** The code matches the sealed secret and its time step was not used yet; the step is spent. */
  function spendCode(user: { id: number; totpLastStep: number | null }, sealed: string, code: string): boolean {
    const step = matchStep(unseal(ctx.vaultKey, sealed), code, user.totpLastStep);
    return step !== undefined && spend(user.id, step);
  }

  return {
    /** The authenticator app or a security key (u2f). */
    isEnabled: (user: UserRecord) => user.totpSecret !== null || hasKeys(user.id) || hasSms(user.id),
    types: (user: UserRecord): string[] => [
      ...(user.totpSecret !== null ? ['otp'] : []),
      ...(hasKeys(user.id) ? ['u2f'] : []),
      ...(hasSms(user.id) ? ['sms'] : []),
    ],
    hasOtp: (user: UserRecord) => user.totpSecret !== null,

    beginEnable(userId: number): TotpEnrolment {
      const user = users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      if (user.totpSecret !== null) throw refuse.params('2fa: already enabled');
      const secret = generateSecret();
      // Sealed with the vault key: a copy of the database does not give away anyone's codes.
      db.prepare('UPDATE acct_users SET totp_pending_secret = ? WHERE id = ?').run(seal(ctx.vaultKey, secret), userId);
      return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) };
    },

    confirmEnable(userId: number, code: string): void {
      const user = users.byId(userId);
      if (!user?.totpPendingSecret) throw refuse.params('2fa: nothing to confirm, start enabling first');
      if (!spendCode(user, user.totpPendingSecret, code)) throw refuse.params('2fa: code invalid');
      db.prepare('UPDATE acct_users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = ?').run(userId);
    },

    disable(userId: number, code: string): void {
      const user = users.byId(userId);
      if (!user?.totpSecret) throw refuse.params('2fa: not enabled');
      if (!spendCode(user, user.totpSecret, code)) throw refuse.params('2fa: code invalid');
      db.prepare('UPDATE acct_users SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = ?').run(userId);
    },

    /** True once per time step for the user's current code. */
    verify(userId: number, code: string): boolean {
      const user = users.byId(userId);
      if (!user?.totpSecret) return false;
      return spendCode(user, user.totpSecret, code);
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
