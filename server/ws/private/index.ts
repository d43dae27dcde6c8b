// The authenticated channel 0 of the WebSocket gateway (PROTOCOL §3): the `auth` event, the
// account snapshots and live stream of every socket of a user, channel-0 inputs, the dead-man
// switch, and logout (`{"event":"unsubscribe","chanId":0}`). It plugs into the gateway through
// its options: createWsGateway(server, market, { ...privateChannel.gatewayOptions }).
// A browser's page authenticates without ever holding its token: the session cookie its upgrade
// carried (from a page of this host) stands in for an auth event without credentials.
import type { IncomingMessage } from 'node:http';
import { CREDENTIAL_ENDED, ErrorCode } from '../../../src/protocol/errors';
import type { Accounts } from '../../accounts/index';
import { allows } from '../../accounts/capabilities';
import type { Trading } from '../../trading/index';
import type { Connection } from '../connection';
import type { EventHandler } from '../events';
import { type EventRequest, errorEvent } from '../frames';
import { AccountFilter } from './filter';
import { handleInput } from './inputs';
import { AccountSession } from './session';

export interface PrivateChannelDeps {
  accounts: Pick<Accounts, 'authenticateWs' | 'credentialValid'>;
  trading: Trading;
  now?: () => number;
  /** How often every authenticated socket's credential is checked again (default 1000 ms). */
  credentialCheckMs?: number;
  /** The login session of an upgrade request's cookie (token and sub-account id), if it may
   *  stand for the socket. */
  upgradeSession?: (req: IncomingMessage) => { token: string; subaccountId: number } | undefined;
}

export { CREDENTIAL_ENDED };

export interface PrivateChannel {
  /** Gateway options: the `auth` and `unsubscribe` handlers and the channel-0 input route. */
  gatewayOptions: {
    handlers: Record<'auth' | 'unsubscribe', EventHandler>;
    onChannelZero(conn: Connection, msg: unknown[]): void;
    onConnection(conn: Connection, req: IncomingMessage): void;
  };
  /** Live account sessions of a user (tests, diagnostics). */
  sessionCount(userId?: number): number;
  close(): void;
}

const SESSION = 'account-session';
const UPGRADE_TOKEN = 'upgrade-session-token';
/** Fields of the auth event a reply may echo; credentials never are. */
const isSubId = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

function sessionOf(conn: Connection): AccountSession | undefined {
  const s = conn.locals.get(SESSION);
  return s instanceof AccountSession && s.active ? s : undefined;
}

/** `dms: 4` (also as text, as some clients send numbers). */
function wantsDeadManSwitch(value: unknown): boolean {
  return value === 4 || value === '4';
}

function isChannelZero(value: unknown): boolean {
  return value === 0 || value === '0';
}

export function createPrivateChannel(deps: PrivateChannelDeps): PrivateChannel {
  const { accounts, trading } = deps;
  const now = deps.now ?? Date.now;
  const byUser = new Map<number, Set<AccountSession>>();

  function register(session: AccountSession): void {
    let set = byUser.get(session.userId);
    if (!set) byUser.set(session.userId, (set = new Set()));
    set.add(session);
  }

  function unregister(session: AccountSession): void {
    const set = byUser.get(session.userId);
    if (!set) return;
    set.delete(session);
    if (set.size === 0) byUser.delete(session.userId);
  }

  function broadcast(userId: number, type: string, data: unknown): void {
    for (const session of [...(byUser.get(userId) ?? [])]) session.deliver(type, data);
  }

  /** Socket gone: the session ends, and with `dms: 4` every order of the user is cancelled. */
  function closed(session: AccountSession): void {
    if (!session.end()) return;
    unregister(session);
    if (session.deadManSwitch && trading.orders(session.userId).length > 0) trading.cancelAllOrders(session.userId);
  }

  const auth: EventHandler = (conn, request) => {
    const subId = isSubId(request.subId) ? { subId: request.subId } : {};
    if (conn.authenticated) {
      conn.sendEvent(errorEvent(ErrorCode.AUTH_FAIL, 'auth: dup', { channel: 'auth', ...subId }));
      return;
    }
    const filter = AccountFilter.parse(request.filter);
    if (!filter) {
      // Refused before the credentials are looked at, so no nonce is used up by a bad request.
      conn.sendEvent({ event: 'auth', status: 'FAILED', chanId: 0, code: ErrorCode.PARAMS, msg: 'filter: invalid', ...subId });
      return;
    }
    const cookie = conn.locals.get(UPGRADE_TOKEN) as { token: string; subaccountId: number } | undefined;
    // The socket's client address: the account's IP lock holds here as on REST ('' when unknown,
    // which no session signed in from).
    const from = { ip: conn.remoteAddress ?? '' };
    const result = accounts.authenticateWs(
      request,
      cookie ? { ...from, cookieToken: cookie.token, cookieSubaccount: cookie.subaccountId } : from,
    );
    if (!result.ok) {
      conn.sendEvent({ ...result.reply, ...subId });
      return;
    }
    // A switch that cannot write orders could not cancel them either.
    const deadManSwitch = wantsDeadManSwitch(request.dms) && allows(result.auth.caps, 'orders', 'write');
    const session = new AccountSession(conn, result.auth, { filter, deadManSwitch });
    conn.locals.set(SESSION, session);
    conn.openAccountChannel();
    conn.sendEvent({ ...result.reply, ...subId });
    session.sendSnapshots(trading.snapshots(session.userId));
    session.listening(trading.onAccount(session.userId, ([type, data]) => session.deliver(type, data)));
    register(session);
    conn.onClose(() => closed(session));
  };

  const unsubscribe: EventHandler = (conn, request: EventRequest, builtin) => {
    if (!isChannelZero(request.chanId)) {
      if (builtin) return builtin(conn, request);
      conn.sendEvent(errorEvent(ErrorCode.UNSUB_NOT, 'unsubscribe: not subscribed', request));
      return;
    }
    const session = sessionOf(conn);
    if (!session) {
      conn.sendEvent(errorEvent(ErrorCode.UNSUB_NOT, 'unsubscribe: not subscribed', request));
      return;
    }
    // Logout is the user's own choice: it disarms the dead-man switch instead of firing it.
    session.end();
    unregister(session);
    conn.locals.delete(SESSION);
    // Logged out: the cookie the socket came with no longer speaks for it.
    conn.locals.delete(UPGRADE_TOKEN);
    conn.closeAccountChannel();
    conn.sendEvent({ event: 'unsubscribed', status: 'OK', chanId: 0 });
  };

  /** Signs a socket out of channel 0 because its credential ended: its stream stops, it is told
   *  with an auth event, and its next input is refused (the dead-man switch still fires: the
   *  session did not choose to leave). */
  function credentialEnded(session: AccountSession): void {
    const { conn } = session;
    closed(session);
    conn.locals.delete(SESSION);
    conn.closeAccountChannel();
    conn.sendEvent({ event: 'auth', status: 'FAILED', chanId: 0, code: ErrorCode.AUTH_FAIL, msg: CREDENTIAL_ENDED });
  }

  function onChannelZero(conn: Connection, msg: unknown[]): void {
    const session = sessionOf(conn);
    if (session && !accounts.credentialValid(session.auth)) credentialEnded(session);
    const live = sessionOf(conn);
    if (!live) {
      conn.sendEvent(errorEvent(ErrorCode.AUTH_FAIL, session ? CREDENTIAL_ENDED : 'auth: not authenticated'));
      return;
    }
    handleInput(live, msg, { trading, broadcast, now });
  }

  // Credentials end everywhere at once: every authenticated socket is checked on a timer too, so
  // an idle one is signed out within a second of a revoke, a logout or an expiry.
  const sweep = setInterval(() => {
    for (const set of [...byUser.values()]) {
      for (const session of [...set]) if (!accounts.credentialValid(session.auth)) credentialEnded(session);
    }
  }, deps.credentialCheckMs ?? 1000);
  sweep.unref();

  function onConnection(conn: Connection, req: IncomingMessage): void {
    const cookie = deps.upgradeSession?.(req);
    if (cookie) conn.locals.set(UPGRADE_TOKEN, cookie);
  }

  return {
    gatewayOptions: { handlers: { auth, unsubscribe }, onChannelZero, onConnection },
    close() {
      clearInterval(sweep);
    },
    sessionCount(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}
