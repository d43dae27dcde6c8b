// A write of a user's that answers with one notification of its type (transfer, withdraw,
// funding close/keep/auto, position claim/increase): one unit of work, whose answer is pushed
// to the user's sockets as an `n` and returned to the REST caller.
import { runUnit, type Ctx } from './context';
import { notification, type NotificationRow } from './wire';

export interface WriteAnswers {
  now: number;
  /** Refused with `text`; nothing changes. */
  fail(text: string): NotificationRow;
  /** Done: `info` is the notification's subject. */
  done(info: unknown, text: string): NotificationRow;
}

export function notifiedWrite(ctx: Ctx, user: number, type: string, body: (w: WriteAnswers) => NotificationRow): NotificationRow {
  return runUnit(ctx, () => {
    const now = ctx.now();
    const answer = (n: NotificationRow) => {
      ctx.outbox.push(user, ['n', n]);
      return n;
    };
    return body({
      now,
      fail: (text) => answer(notification(now, type, null, false, text)),
      done: (info, text) => answer(notification(now, type, info, true, text)),
    });
  });
}
