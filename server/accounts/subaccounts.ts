// Sub-accounts (account-side §3, §6): accounts of their own — wallets, orders, positions, keys —
// that a main account makes and uses from its own login session. They have no password: the
// master switches to one (the session cookie's sub-account id) and back. A master lists them
// (group masters excluded), sees their balances and moves money between itself and them; a
// sub-account never reaches its master's data nor its siblings'.
import { refuse } from './errors';
import type { UserRecord, Users } from './users';

/** How many sub-accounts one main account may have. */
export const MAX_SUBACCOUNTS = 20;
const NAME_PATTERN = /^[A-Za-z0-9_.-]{3,24}$/;

export interface SubaccountRow {
  id: number;
  name: string;
  email: string;
  createdAt: number;
}

export function createSubaccounts(users: Users) {
  const rowOf = (u: UserRecord): SubaccountRow => ({ id: u.id, name: u.username, email: u.email, createdAt: u.createdAt });

  function mainAccount(masterId: number): UserRecord {
    const master = users.byId(masterId);
    if (!master) throw refuse.auth('user: unknown');
    if (master.masterAccountId !== null && master.masterAccountId !== master.id) {
      throw refuse.auth('subaccounts: a sub-account has no sub-accounts (switch back to the master account)');
    }
    return master;
  }

  return {
    /** The master's sub-accounts, group masters excluded. */
    list(masterId: number): SubaccountRow[] {
      mainAccount(masterId);
      return users
        .subaccountsOf(masterId)
        .filter((u) => !u.isGroupMaster)
        .map(rowOf);
    },

    /** A new sub-account named `name` (a username: 3–24 letters, digits, _ . -); its e-mail is the
     *  master's with "+name" (mail to it reaches the master). */
    create(masterId: number, name: string): SubaccountRow {
      const master = mainAccount(masterId);
      const wanted = name.trim();
      if (!NAME_PATTERN.test(wanted)) throw refuse.params('name: invalid (3–24 letters, digits, _ . -)');
      if (users.byLogin(wanted)) throw refuse.params('name: taken');
      if (users.subaccountsOf(masterId).length >= MAX_SUBACCOUNTS) {
        throw refuse.generic(`subaccounts: at most ${MAX_SUBACCOUNTS} sub-accounts per account`);
      }
      const at = master.email.lastIndexOf('@');
      const email = `${master.email.slice(0, at)}+${wanted.toLowerCase()}${master.email.slice(at)}`;
      const sub = users.create({
        email,
        passwordHash: null,
        username: wanted,
        locale: master.locale,
        timezone: master.timezone,
        signupCountry: master.signupCountry ?? undefined,
        emailVerified: true,
        masterAccountId: master.id,
      });
      return rowOf(sub);
    },

    /** The sub-account `subId` of `masterId`, or a refusal: another's sub-account (or none) is
     *  never reachable, whatever id the cookie or a body carries. */
    ofMaster(masterId: number, subId: number): UserRecord {
      const sub = users.byId(subId);
      if (!sub || sub.masterAccountId !== masterId || sub.id === masterId || sub.isGroupMaster) {
        throw refuse.auth('subaccount: not a sub-account of this account');
      }
      return sub;
    },
  };
}

export type Subaccounts = ReturnType<typeof createSubaccounts>;
