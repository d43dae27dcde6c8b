// The event objects a client may send (PROTOCOL §1.3, §1.5, §1.6, §3.1) and the built-in
// answers. Handlers given to the gateway are added to these and replace a built-in of the same
// name (the account issue replaces `auth`).
import { ErrorCode } from '../../src/protocol/errors';
import type { Connection } from './connection';
import { type EventRequest, errorEvent } from './frames';
import type { Subscriptions } from './subscriptions';

/** `builtin` is the handler this one replaced, if any (e.g. `unsubscribe` for public channels). */
export type EventHandler = (conn: Connection, request: EventRequest, builtin?: EventHandler) => void | Promise<void>;

function ping(conn: Connection, request: EventRequest): void {
  conn.sendEvent(request.cid === undefined ? { event: 'pong', ts: Date.now() } : { event: 'pong', ts: Date.now(), cid: request.cid });
}

function conf(conn: Connection, request: EventRequest): void {
  const { flags } = request;
  if (typeof flags !== 'number' || !Number.isSafeInteger(flags) || flags < 0) {
    conn.sendEvent(errorEvent(ErrorCode.PARAMS, 'flags: invalid', request));
    return;
  }
  conn.setFlags(flags);
  conn.sendEvent({ event: 'conf', status: 'OK', flags });
}

/** Without an account module every key is unknown. */
function authUnavailable(conn: Connection): void {
  conn.sendEvent({ event: 'auth', status: 'FAILED', chanId: 0, code: ErrorCode.AUTH_FAIL, msg: 'apikey: invalid' });
}

export function builtinHandlers(subscriptions: Subscriptions): Map<string, EventHandler> {
  return new Map<string, EventHandler>([
    ['ping', ping],
    ['conf', conf],
    ['subscribe', (conn, request) => subscriptions.subscribe(conn, request)],
    ['unsubscribe', (conn, request) => subscriptions.unsubscribe(conn, request)],
    ['auth', authUnavailable],
  ]);
}
