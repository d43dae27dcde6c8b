// Channel-0 inputs of an authenticated socket (PROTOCOL §3.5): `[0, ABBREV, null, PAYLOAD]`.
// Order and funding inputs go to trading, whose `n` and state messages reach every socket of
// the user; a key without the write capability is answered on this socket only, with an `n`
// ERROR that names the missing right, and nothing changes. Custom `ucm-*` notifications are
// sent to all the user's sockets.
import { ErrorCode } from '../../../src/protocol/errors';
import { INPUT_TYPES, parseInput } from '../../../src/protocol/inputs';
import { allows } from '../../accounts/capabilities';
import { permissionDenied } from '../../accounts/index';
import type { Trading } from '../../trading/index';
import { orderRef } from '../../trading/wire';
import { errorEvent } from '../frames';
import type { AccountSession } from './session';
import { inputCapability } from './streams';

export interface InputDeps {
  trading: Trading;
  /** Sends a message to every live session of the user. */
  broadcast(userId: number, type: string, data: unknown): void;
  now(): number;
}

/** What a refused order request names in its notification: node matches `on-req` by CID (slot 2)
 *  and `ou-req`/`oc-req` by ID (slot 0), so the refusal reaches the promise that waits for it. */
function refusedOrderInfo(input: string, payload: unknown): unknown[] | null {
  return input === 'on' || input === 'ou' || input === 'oc' ? orderRef(payload) : null;
}

export function handleInput(session: AccountSession, msg: readonly unknown[], deps: InputDeps): void {
  const { conn, auth } = session;
  const abbrev = msg[1];
  if (typeof abbrev !== 'string' || !(INPUT_TYPES as readonly string[]).includes(abbrev)) {
    conn.sendEvent(errorEvent(ErrorCode.PARAMS, 'input: invalid', typeof abbrev === 'string' ? { input: abbrev } : undefined));
    return;
  }
  const parsed = parseInput(msg);
  if (abbrev === 'n') {
    if (!parsed.ok || parsed.value.type !== 'n') {
      conn.sendEvent(errorEvent(ErrorCode.PARAMS, parsed.ok ? 'input: invalid' : parsed.error, { input: 'n' }));
      return;
    }
    const { messageId, payload } = parsed.value;
    deps.broadcast(session.userId, 'n', [deps.now(), payload.type, messageId, null, payload.info, null, 'SUCCESS', null]);
    return;
  }
  const cap = inputCapability(abbrev);
  if (cap && !allows(auth.caps, cap, 'write')) {
    const text = permissionDenied(auth, cap, 'write').message;
    session.send('n', [deps.now(), `${abbrev}-req`, null, null, refusedOrderInfo(abbrev, msg[3]), null, 'ERROR', text]);
    return;
  }
  if (!parsed.ok && abbrev === 'calc') {
    // calc has no `-req` notification: a malformed batch is an error event, as for `n`.
    conn.sendEvent(errorEvent(ErrorCode.PARAMS, parsed.error, { input: abbrev }));
    return;
  }
  if (!parsed.ok) {
    // Malformed: refused with the parser's text, to every socket of the user as trading's answers are.
    deps.broadcast(session.userId, 'n', [
      deps.now(),
      `${abbrev}-req`,
      null,
      null,
      refusedOrderInfo(abbrev, msg[3]),
      null,
      'ERROR',
      parsed.error,
    ]);
    return;
  }
  if (parsed.value.type !== 'n') deps.trading.input(session.userId, parsed.value);
}
