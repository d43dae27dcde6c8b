// Which budget a new WebSocket is counted under, and whether it is admitted: the site's own
// signed-in pages (their upgrade carries a live session cookie from a page of this host) by their
// login session, everything else (anonymous pages, API clients, raw floods) by its address at the
// protocol's rate. A refused client learns how long to wait: from the upgrade's Retry-After, or,
// for a browser (which never sees the refused upgrade's status), from a REST call asking the same.
import type { IncomingMessage } from 'node:http';
import { ConnectionAdmission } from './admission';

/** PROTOCOL §1.6: the public endpoint's connection rate. */
export const DEFAULT_CONNECTIONS_PER_MINUTE = 20;
/** One login session's own pages and pop-out windows: reloads, tabs, a desk of windows. Still
 *  bounded, so a stolen cookie cannot open sockets without end. */
export const SESSION_CONNECTIONS_PER_MINUTE = 120;

export interface SocketAdmissionOptions {
  /** New connections per address per minute (default the protocol's 20). */
  perAddress?: number;
  /** New connections per login session per minute (default 120). */
  perSession?: number;
  /** The live login session an upgrade carries, if any. */
  sessionOf?: (req: IncomingMessage) => string | undefined;
  now?: () => number;
}

export interface SocketAdmission {
  /** 0: admitted (and counted); else the milliseconds to wait before another try. `address` is the
   *  client's (the socket's peer, unless a trusted proxy says otherwise). */
  admit(req: IncomingMessage, address: string): number;
  /** The wait `admit` would answer now, without counting anything (0: it would be admitted). */
  waitFor(req: IncomingMessage, address: string): number;
}

export function createSocketAdmission(opts: SocketAdmissionOptions = {}): SocketAdmission {
  const byAddress = new ConnectionAdmission(opts.perAddress ?? DEFAULT_CONNECTIONS_PER_MINUTE);
  const bySession = new ConnectionAdmission(opts.perSession ?? SESSION_CONNECTIONS_PER_MINUTE);
  const now = opts.now ?? Date.now;
  const budgetOf = (req: IncomingMessage, address: string): [ConnectionAdmission, string] => {
    const session = opts.sessionOf?.(req);
    return session !== undefined ? [bySession, session] : [byAddress, address];
  };
  return {
    admit(req, address) {
      const [budget, key] = budgetOf(req, address);
      return budget.retryAfter(key, now());
    },
    waitFor(req, address) {
      const [budget, key] = budgetOf(req, address);
      return budget.waitFor(key, now());
    },
  };
}
