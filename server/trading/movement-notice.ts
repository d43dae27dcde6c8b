// A deposit's or withdrawal's state change, told on the owner's channel: an `n` of the change's
// type (deposit_new, withdrawal_complete…) whose subject is the movements row.
import type { Ctx } from './context';
import type { MovementState } from './records';
import { movementRow, notification } from './wire';

export function tellMovement(ctx: Ctx, m: MovementState, type: string, text: string, now: number): void {
  ctx.outbox.push(m.user, ['n', notification(now, type, movementRow(m), true, text)]);
}
