// Switching a user's margin mode (`/v2/auth/w/margin/group` `{group}`, account-side §6): 0 is
// cross-collateral, 1 (the default) isolated. A switch with margin positions or orders open is
// allowed when what they hold back still fits the new mode — isolated: each quote currency's
// margin wallet must cover its own positions' and orders' initial margin; cross: all margin
// wallets together (in USD) must cover all of it — otherwise it is refused with what is short.
// After a switch the margin wallets' available balances, the positions' liquidation prices and
// leverage, and the margin info change: they are sent again, and the positions are checked
// against their new liquidation prices.
import { CROSS_MARGIN_GROUP, freeMargin, MARGIN_GROUPS, type MarginGroup } from '../../src/protocol/account/margin-rules';
import type { Ctx } from './context';
import type { Margin } from './margin';
import { isRecord } from './orders/order-input';
import { notifiedWrite } from './notified-write';
import type { NotificationRow } from './wire';

export const modeName = (group: MarginGroup): string => (group === CROSS_MARGIN_GROUP ? 'cross-collateral' : 'isolated');

export class MarginMode {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    /** Runs after a switch committed: the user's positions are checked for liquidation. */
    private readonly switched: (user: number) => void,
  ) {}

  /** Why `user` cannot move to `group` now, or undefined. */
  private problem(user: number, group: MarginGroup): string | undefined {
    const held = this.margin.heldCurrencies(user);
    if (held.length === 0) return undefined;
    if (group === CROSS_MARGIN_GROUP) {
      const free = freeMargin(this.margin.pool(user, 'USD', true));
      if (free.isNegative())
        return `Invalid margin group: in cross-collateral margin the margin wallets would be ${free.abs().decimalPlaces(2, 0).toFixed()} USD short of the initial margin of the open positions and orders; add collateral or reduce them first`;
      return undefined;
    }
    for (const currency of held) {
      const free = freeMargin(this.margin.pool(user, currency, false));
      if (free.isNegative())
        return `Invalid margin group: in isolated margin the ${currency} margin wallet would be ${free.abs().decimalPlaces(2, 0).toFixed()} ${currency} short of the initial margin of its positions and orders; add ${currency} or reduce them first`;
    }
    return undefined;
  }

  set(user: number, input: unknown): NotificationRow {
    const groups = this.ctx.marginGroups;
    let undo: (() => void) | undefined;
    let changed = false;
    try {
      const n = notifiedWrite(this.ctx, user, 'margin_group', ({ fail, done }) => {
        const group = isRecord(input) ? input.group : undefined;
        if (typeof group !== 'number' || !(MARGIN_GROUPS as readonly number[]).includes(group))
          return fail('group: invalid (0 cross-collateral, 1 isolated)');
        const next = group as MarginGroup;
        if (groups.group(user) === next) return done([next], `Margin mode is already ${modeName(next)} (group ${next}).`);
        const problem = this.problem(user, next);
        if (problem) return fail(problem);
        undo = groups.set(user, next);
        changed = true;
        const out = this.ctx.outbox;
        for (const w of this.ctx.accounts.walletsOf(user)) if (w.type === 'margin') out.wallet(user, 'margin', w.currency);
        for (const p of this.ctx.accounts.positionsOf(user)) if (p.type === 0 && !p.amount.isZero()) out.position(user, p.id);
        return done([next], `Margin mode: ${modeName(next)} (group ${next}).`);
      });
      if (changed) this.switched(user);
      return n;
    } catch (err) {
      undo?.();
      throw err;
    }
  }
}
