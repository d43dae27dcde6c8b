// The exchange's answer to an order this client placed: the `on-req` notification that carries
// the order's client id (cid), accepted or refused. The order form waits for it so a refusal is
// shown beside the button that caused it, not only in the notifications list.
import { isNotificationSuccess, notificationCid, type Notification } from '../../protocol/account/notification';

export type OrderAnswer = { ok: true; text: string } | { ok: false; text: string };

/** How long a placed order waits for its notification before the client gives up on it. */
export const ORDER_ANSWER_MS = 15_000;

export class OrderAnswers {
  private readonly waiting = new Map<number, { resolve(a: OrderAnswer): void; timer: ReturnType<typeof setTimeout> }>();

  /** Resolves with the answer to the order of `cid`, or a refusal when none comes in time. */
  wait(cid: number, timeoutMs = ORDER_ANSWER_MS): Promise<OrderAnswer> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(cid);
        resolve({ ok: false, text: 'order: no answer from the exchange' });
      }, timeoutMs);
      this.waiting.set(cid, { resolve, timer });
    });
  }

  /** Settles the order a notification answers, if this client is waiting for it. */
  answer(n: Notification): void {
    if (n.type !== 'on-req') return;
    const cid = notificationCid(n);
    const w = cid === undefined ? undefined : this.waiting.get(cid);
    if (!w || cid === undefined) return;
    clearTimeout(w.timer);
    this.waiting.delete(cid);
    w.resolve({ ok: isNotificationSuccess(n), text: n.text ?? n.status });
  }

  /** The order of `cid` is answered with a refusal of the client's own (it never left). */
  refuse(cid: number, text: string): void {
    const w = this.waiting.get(cid);
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting.delete(cid);
    w.resolve({ ok: false, text });
  }

  /** Every waiting order is answered with `text` (the socket went away). */
  abandon(text: string): void {
    for (const [cid, w] of this.waiting) {
      clearTimeout(w.timer);
      w.resolve({ ok: false, text });
      this.waiting.delete(cid);
    }
  }
}
