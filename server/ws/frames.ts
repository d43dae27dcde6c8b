// Inbound frames sorted into event objects and channel arrays, and the error event shape
// (PROTOCOL §1.6: the request's fields echoed beside event, msg and code).
import { depthProblem } from '../guard/input-bounds';
import { ErrorCode } from '../../src/protocol/errors';

export type EventRequest = Record<string, unknown>;

export type Inbound =
  | { kind: 'event'; event: string; request: EventRequest }
  | { kind: 'channel'; chanId: number; message: unknown[] }
  | { kind: 'invalid'; code: number; msg: string; echo?: EventRequest };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseInbound(text: string): Inbound {
  // Refused before parsing, and never echoed: a frame nested this deep cannot be written back.
  const deep = depthProblem(text, 'message');
  if (deep) return { kind: 'invalid', code: ErrorCode.PARAMS, msg: deep };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', code: ErrorCode.UNKNOWN, msg: 'message: invalid JSON' };
  }
  if (Array.isArray(value)) {
    const chanId = value[0];
    if (typeof chanId !== 'number' || !Number.isInteger(chanId) || chanId < 0) {
      return { kind: 'invalid', code: ErrorCode.UNKNOWN, msg: 'chanId: invalid' };
    }
    return { kind: 'channel', chanId, message: value };
  }
  if (!isRecord(value)) {
    return { kind: 'invalid', code: ErrorCode.UNKNOWN, msg: 'message: invalid' };
  }
  if (typeof value.event !== 'string') {
    return { kind: 'invalid', code: ErrorCode.PARAMS, msg: 'event: invalid', echo: value };
  }
  return { kind: 'event', event: value.event, request: value };
}

/** `{...request, event:"error", msg, code}`. */
export function errorEvent(code: number, msg: string, echo?: EventRequest): Record<string, unknown> {
  return { ...echo, event: 'error', msg, code };
}
