// A deposit's or withdrawal's state change, told on the owner's channel: an `n` of the change's
// type (deposit_new, withdrawal_complete…) whose subject is the movements row; and handed to the
// exchange's notice mail (when one is wired), which decides from the owner's settings whether an
// e-mail goes out.
import type { Ctx } from './context';
import { amountText } from './decimal';
import type { MovementState } from './records';
import { movementRow, notification } from './wire';

/** What the notice mail is told of a movement's change. */
export interface MovementNotice {
  user: number;
  id: number;
  kind: 'deposit' | 'withdrawal';
  /** The `n` type: deposit_new, deposit_complete, withdrawal_complete, withdrawal_canceled… */
  type: string;
  amount: string;
  currency: string;
  wallet: string;
  address: string | null;
  /** What the owner's channel was told. */
  text: string;
}

export interface MovementMail {
  /** Called inside the movement's transaction: a mail it keeps is committed with the change. */
  changed(notice: MovementNotice): void;
}

export function tellMovement(ctx: Ctx, m: MovementState, type: string, text: string, now: number): void {
  ctx.outbox.push(m.user, ['n', notification(now, type, movementRow(m), true, text)]);
  ctx.movementMail?.changed({
    user: m.user,
    id: m.id,
    kind: m.kind,
    type,
    amount: amountText(m.amount),
    currency: m.currency,
    wallet: m.wallet,
    address: m.address,
    text,
  });
}
