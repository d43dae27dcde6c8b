// `ox_multi` / order/multi (PROTOCOL): up to 75 order operations in one request, each answered
// by its own notification inside the one the request gets.
import { isRecord } from './order-input';
import { notification, type NotificationRow } from '../wire';

const MAX_MULTI_OPS = 75;
const KINDS = ['on', 'oc', 'oc_multi', 'ou'] as const;
export type MultiOp = [(typeof KINDS)[number], Record<string, unknown>];

/** The operations of a request, or undefined when the list or any operation is malformed. */
export function readMultiOps(ops: unknown): MultiOp[] | undefined {
  if (!Array.isArray(ops) || ops.length === 0 || ops.length > MAX_MULTI_OPS) return undefined;
  for (const op of ops) {
    if (!Array.isArray(op) || !(KINDS as readonly unknown[]).includes(op[0]) || !isRecord(op[1])) return undefined;
  }
  return ops as MultiOp[];
}

/** The request's notification: every operation's own, accepted when any of them was. */
export function multiAnswer(now: number, results: NotificationRow[]): NotificationRow {
  const okCount = results.filter((r) => r[6] === 'SUCCESS').length;
  return notification(now, 'ox_multi-req', results, okCount > 0, `Submitting ${results.length} order operations (${okCount} accepted).`);
}
