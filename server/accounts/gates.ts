// The trading side's gates answered from the account (account-side §6, market-side §5): the
// verification level with its cut-off dates, the regional blocks, a corporate account's high
// net worth, the freeze, enforced two-factor authentication — the same rules the client shows (protocol/account/trading-access).
import {
  type Access,
  depositAccess,
  derivativesAccess,
  marginAccess,
  refusalText,
  spotAccess,
  type TraderProfile,
  withdrawAccess,
} from '../../src/protocol/account/trading-access';
import type { OrderKind, TradingGates } from '../trading/gates';

export function accountGates(
  profileOf: (userId: number) => TraderProfile | undefined,
  whitelistAllows: (userId: number, currency: string, address: string) => boolean,
  /** Enforced 2FA's refusal for an account without a second factor (enforced-tfa.ts). */
  tfaMissing: (userId: number) => string | undefined = () => undefined,
  /** Whether the exchange's site offers a feature (site/variants.ts; absent: every feature). */
  siteOffers: (feature: 'margin' | 'derivatives') => boolean = () => true,
): TradingGates {
  const check = (user: number, what: string, rule: (p: TraderProfile) => Access): string | undefined => {
    const p = profileOf(user);
    if (!p) return undefined;
    const access = rule(p);
    return access.allowed ? undefined : refusalText(what, access, p);
  };
  return {
    order(user, kind: OrderKind) {
      if (kind.derivative && !siteOffers('derivatives')) return 'Order refused: derivatives trading is not offered on this site';
      if (kind.margin && !kind.derivative && !siteOffers('margin')) return 'Order refused: margin trading is not offered on this site';
      if (kind.paper) return undefined;
      if (kind.derivative) return check(user, 'derivatives trading', derivativesAccess);
      if (kind.margin) return check(user, 'margin trading', marginAccess);
      return check(user, 'trading', spotAccess);
    },
    deposit: (user) => check(user, 'a deposit', depositAccess),
    // What locks a withdrawal (the freeze) locks any other movement of the account's money.
    money: (user, what) => check(user, what, withdrawAccess),
    withdraw(user, to) {
      const locked = check(user, 'a withdrawal', withdrawAccess);
      if (locked) return locked;
      const tfa = tfaMissing(user);
      if (tfa) return `Withdrawal refused: ${tfa}`;
      if (!to) return undefined;
      return whitelistAllows(user, to.currency, to.address)
        ? undefined
        : `Invalid withdrawal: ${to.address} is not on this account's withdrawal whitelist for ${to.currency}`;
    },
  };
}
