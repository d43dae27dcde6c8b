// `ox_multi` / order/multi (PROTOCOL): up to 75 order operations in one request, each answered
// by its own notification inside the one the request gets.
import { notification, type NotificationRow } from '../wire';

/** The request's notification: every operation's own, accepted when any of them was. */
export function multiAnswer(now: number, results: NotificationRow[]): NotificationRow {
  const okCount = results.filter((r) => r[6] === 'SUCCESS').length;
  return notification(now, 'ox_multi-req', results, okCount > 0, `Submitting ${results.length} order operations (${okCount} accepted).`);
}
