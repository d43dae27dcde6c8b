// Sub-accounts (account-side §3, §6): list (group masters excluded), balances, create, switch the
// session's context (the session cookie's sub-account id) and move money between the master and
// a sub-account. The master's calls are allowed in a sub-account's context with the session's
// master token (the cookie's, which stays the master's); a sub-account's own credential (one of
// its API keys) reaches neither its master's data nor its siblings'.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts, AuthContext } from '../../accounts/index';
import { refuse } from '../../accounts/errors';
import { ACCOUNT_CALLS as C } from '../../../src/protocol/calls/account';
import { GROUP_CALLS } from '../../../src/protocol/calls/groups';
import * as B from '../../../src/protocol/calls/account-bodies';
import { type GuardNeeds, authenticate } from './guard';
import { parseWith } from './protocol-reply';
import { sessionCookieOf, setSessionCookie } from './session-cookie';

/** What the sub-account calls need of the trading side. */
export interface SubaccountMoney {
  /** Wallet rows `[TYPE, CURRENCY, BALANCE, UNSETTLED_INTEREST, AVAILABLE, …]`. */
  wallets(userId: number): unknown[][];
  /** A transfer from `src`'s wallet to `dst`'s: the notification row (its status at [6]). */
  transfer(
    src: number,
    dst: { user: number; between: string },
    input: { from: string; to: string; currency: string; amount: string | number },
  ): unknown[];
}

type Handler = (auth: AuthContext, req: FastifyRequest, reply: FastifyReply) => unknown;

export function registerSubaccountRoutes(scope: FastifyInstance, accounts: Accounts, money: SubaccountMoney): void {
  const { subaccounts } = accounts;
  const post = (path: string, needs: GuardNeeds, handler: Handler) =>
    scope.post(path, async (req, reply) => handler(authenticate(accounts, req, needs), req, reply));

  /** The main account whose sub-accounts the caller may use: the session's master in a
   *  sub-account's context, the caller itself otherwise (refused when it is a sub-account). */
  function masterOf(auth: AuthContext): number {
    const id = auth.masterUserId ?? auth.userId;
    subaccounts.list(id); // refuses a sub-account's own credential
    return id;
  }

  post(C.subaccounts.path, { cap: 'account' }, (auth) => subaccounts.list(masterOf(auth)).map((s) => [s.id, s.name, s.email, s.createdAt]));

  post(C.subaccountBalances.path, { cap: 'wallets' }, (auth, req) => {
    const b = parseWith(B.SubaccountBalancesBody, req.body);
    const rows: unknown[][] = [];
    for (const sub of subaccounts.list(masterOf(auth))) {
      for (const w of money.wallets(sub.id)) {
        if (b.ccy && w[1] !== b.ccy) continue;
        if (b.type && w[0] !== b.type) continue;
        rows.push([sub.id, w[0], w[1], w[2], w[4]]);
      }
    }
    return rows;
  });

  post(C.subaccountCreate.path, { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    if (auth.masterUserId !== null) throw refuse.generic('subaccounts: switch back to the master account to create one');
    accounts.refuseFrozen(auth.userId, 'a new sub-account');
    const s = subaccounts.create(auth.userId, parseWith(B.SubaccountCreateBody, req.body).name);
    return [s.id, s.name, s.email, s.createdAt];
  });

  // Only the login session itself switches: the cookie's token stays, its sub-account id changes.
  post(C.subaccountSwitch.path, { cap: 'account', cookie: true }, (auth, req, reply) => {
    const cookie = sessionCookieOf(req);
    if (auth.via !== 'cookie' || !cookie) throw refuse.auth('subaccounts: only a login session switches accounts');
    const master = auth.masterUserId ?? auth.userId;
    const { subaccountId } = parseWith(B.SubaccountSwitchBody, req.body);
    const target = subaccountId === 0 || subaccountId === master ? 0 : subaccounts.ofMaster(master, subaccountId).id;
    // Back to the main account is always allowed; into a sub-account as the group's flags say.
    const refused = target === 0 ? undefined : accounts.contextSwitch.switchRefusal(master);
    if (refused) throw refuse.generic(refused);
    setSessionCookie(req, reply, { token: cookie.token, timestamp: cookie.timestamp, subaccountId: target });
    return [target];
  });

  // The group's flags, set by its main account itself (not from a sub-account's context).
  post(GROUP_CALLS.contextSwitch.path, { cap: 'account', access: 'write', ui: true }, (auth, req) => {
    if (auth.masterUserId !== null) throw refuse.generic('context switch: switch back to the main account to change it');
    const b = parseWith(B.ContextSwitchBody, req.body);
    const f = accounts.contextSwitch.set(auth.userId, { allowDisable: b.allow_disable, disable: b.disable });
    return [f.allowDisable, f.disable];
  });

  post(C.subaccountTransfer.path, { cap: 'wallets', access: 'write' }, (auth, req) => {
    const b = parseWith(B.SubaccountTransferBody, req.body);
    const master = masterOf(auth);
    const member = (id: number) => (id === master ? master : subaccounts.ofMaster(master, id).id);
    const src = member(b.user_id_src);
    const dst = member(b.user_id_dst);
    if (src === dst) throw refuse.params('user_id_dst: invalid (the same account: use a transfer between wallets)');
    const name = (id: number) => accounts.users.byId(id)?.username ?? String(id);
    const between = `${name(src)} to ${name(dst)}`;
    const n = money.transfer(src, { user: dst, between }, { from: b.from, to: b.to, currency: b.currency, amount: b.amount });
    if (n[6] === 'SUCCESS') return n;
    const text = String(n[7]);
    throw /^[a-z_]+: invalid/.test(text) ? refuse.params(text) : refuse.generic(text);
  });
}
