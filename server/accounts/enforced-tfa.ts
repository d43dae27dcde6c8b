// Enforced two-factor authentication (account-side §6: "a setting"). It is in force for an
// account when the account turned its `enforce_tfa` flag on (through the security settings'
// request → approve, and only once it has a second factor), or for every account when the
// exchange's operator enforces it (TRADEDESK_ENFORCE_2FA). While in force:
// - an account without a second factor is refused withdrawals and new API keys, with the reason;
// - the last second factor cannot be removed (the flag must be turned off first);
// - the flag cannot be turned off when the exchange enforces it.
import { refuse } from './errors';
import type { SecondFactor } from './second-factor';
import type { SecurityKeys } from './security-keys';
import type { Settings } from './settings';
import type { Users } from './users';

export const ENFORCE_TFA_FLAG = 'enforce_tfa';
export type FactorKind = 'otp' | 'u2f' | 'sms';

export const TFA_REQUIRED_TEXT =
  'two-factor authentication is enforced on this account: turn on an authenticator app, a security key or SMS codes on the Security page first';

export function createEnforcedTfa(deps: {
  users: Users;
  settings: Settings;
  secondFactor: SecondFactor;
  securityKeys: SecurityKeys;
  /** The operator enforces it for every account. */
  byExchange: boolean;
}) {
  const { users, settings, secondFactor, securityKeys, byExchange } = deps;

  const inForce = (userId: number): boolean => byExchange || settings.coreValue(userId, ENFORCE_TFA_FLAG) === '1';

  /** How many second factors the account has: the app, each security key, the phone. */
  function factorCount(userId: number): number {
    const user = users.byId(userId);
    if (!user) return 0;
    const types = secondFactor.types(user);
    return (types.includes('otp') ? 1 : 0) + (types.includes('sms') ? 1 : 0) + securityKeys.list(userId).length;
  }

  return {
    byExchange,
    inForce,
    /** The refusal's text when the account must have a second factor and has none. */
    missing(userId: number): string | undefined {
      return inForce(userId) && factorCount(userId) === 0 ? TFA_REQUIRED_TEXT : undefined;
    },
    /** Throws when enforced 2FA stops the action (a withdrawal, a new API key). */
    require(userId: number): void {
      if (inForce(userId) && factorCount(userId) === 0) throw refuse.params(`2fa: required (${TFA_REQUIRED_TEXT})`);
    },
    /** Throws when removing a second factor would leave an enforced account with none. */
    beforeRemoving(userId: number): void {
      if (inForce(userId) && factorCount(userId) <= 1) {
        throw refuse.params(
          byExchange
            ? '2fa: enforced by the exchange (keep at least one second factor: add another before removing this one)'
            : '2fa: enforced on this account (keep at least one second factor, or turn enforced two-factor authentication off first)',
        );
      }
    },
    /** The rule of the flag itself, checked when a change asks for it (undefined: allowed). */
    flagProblem(userId: number, value: '0' | '1'): string | undefined {
      if (value === '1' && factorCount(userId) === 0)
        return 'settings: enforce_tfa needs a second factor (turn one on first, then enforce it)';
      if (value === '0' && byExchange) return 'settings: enforce_tfa is enforced by the exchange for every account';
      return undefined;
    },
  };
}

export type EnforcedTfa = ReturnType<typeof createEnforcedTfa>;
