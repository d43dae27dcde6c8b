// Channel-0 inputs (PROTOCOL §3.5): `[0, ABBREV, null, PAYLOAD]`, only valid after auth. Encoders
// give the exact array a client sends; parseInput gives the server a typed input or the error
// text it answers with in an `<ABBREV>-req` notification.
import { fail, ok, type Parsed } from './result';
import { calcWire, parseCalcRequests, type CalcRequest } from './inputs/calc';
import {
  cancelOfferWire,
  newOfferWire,
  parseCancelOffer,
  parseNewOffer,
  type CancelOfferInput,
  type NewOfferInput,
} from './inputs/funding';
import { orderOpsWire, parseOrderOps, type OrderOp } from './inputs/ops';
import { isOrderInputType, orderInputWire, parseOrderInput, type OrderInput } from './inputs/orders';
import { isPlainObject, type WireRow } from './wire';

export * from './inputs/calc';
export * from './inputs/funding';
export * from './inputs/ops';
export * from './inputs/orders';

/** A custom notification sent to all of the user's sockets (`ucm-*` types). */
export interface CustomNotificationInput {
  type: string;
  info: Record<string, unknown>;
}

export type Input =
  | OrderInput
  | { type: 'ox_multi'; payload: OrderOp[] }
  | { type: 'fon'; payload: NewOfferInput }
  | { type: 'foc'; payload: CancelOfferInput }
  | { type: 'calc'; payload: CalcRequest[] }
  | { type: 'n'; messageId: number | null; payload: CustomNotificationInput };

export type InputType = Input['type'];
export const INPUT_TYPES: readonly InputType[] = ['on', 'ou', 'oc', 'oc_multi', 'ox_multi', 'fon', 'foc', 'calc', 'n'];

/** `[0, ABBREV, null, PAYLOAD]` (custom notifications carry their MESSAGE_ID in slot 2). */
export function encodeInput(input: Input): WireRow {
  switch (input.type) {
    case 'on':
    case 'ou':
    case 'oc':
    case 'oc_multi':
      return [0, input.type, null, orderInputWire(input)];
    case 'ox_multi':
      return [0, 'ox_multi', null, orderOpsWire(input.payload)];
    case 'fon':
      return [0, 'fon', null, newOfferWire(input.payload)];
    case 'foc':
      return [0, 'foc', null, cancelOfferWire(input.payload)];
    case 'calc':
      return [0, 'calc', null, calcWire(input.payload)];
    case 'n':
      return [0, 'n', input.messageId, { type: input.payload.type, info: input.payload.info }];
  }
}

export type ParsedInput = { ok: true; value: Input } | { ok: false; error: string; abbrev: string | undefined };

function wrap<T>(abbrev: string, r: Parsed<T>, make: (v: T) => Input): ParsedInput {
  return r.ok ? { ok: true, value: make(r.value) } : { ok: false, error: r.error, abbrev };
}

function parseCustomNotification(payload: unknown): Parsed<CustomNotificationInput> {
  if (!isPlainObject(payload) || typeof payload.type !== 'string' || !payload.type.startsWith('ucm-')) return fail('type: invalid');
  const info = payload.info ?? {};
  return isPlainObject(info) ? ok({ type: payload.type, info }) : fail('info: invalid');
}

/** A channel-0 input as the server receives it. `abbrev` tells which `-req` to answer with. */
export function parseInput(msg: unknown): ParsedInput {
  if (!Array.isArray(msg) || msg[0] !== 0 || typeof msg[1] !== 'string') {
    return { ok: false, error: 'input: invalid', abbrev: undefined };
  }
  const abbrev = msg[1];
  const payload: unknown = msg[3];
  if (isOrderInputType(abbrev)) return wrap(abbrev, parseOrderInput(abbrev, payload), (input) => input);
  switch (abbrev) {
    case 'ox_multi':
      return wrap(abbrev, parseOrderOps(payload), (p) => ({ type: 'ox_multi', payload: p }));
    case 'fon':
      return wrap(abbrev, parseNewOffer(payload), (p) => ({ type: 'fon', payload: p }));
    case 'foc':
      return wrap(abbrev, parseCancelOffer(payload), (p) => ({ type: 'foc', payload: p }));
    case 'calc':
      return wrap(abbrev, parseCalcRequests(payload), (p) => ({ type: 'calc', payload: p }));
    case 'n': {
      const id: unknown = msg[2];
      const messageId = typeof id === 'number' ? id : null;
      return wrap(abbrev, parseCustomNotification(payload), (p) => ({ type: 'n', messageId, payload: p }));
    }
    default:
      return { ok: false, error: 'input: invalid', abbrev };
  }
}
