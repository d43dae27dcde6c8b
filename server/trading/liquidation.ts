// Forced liquidation: when the price a position is valued at (the last trade for margin, the
// mark price for derivatives: Margin.markPrice) crosses its liquidation price, the user's other
// orders in that symbol are cancelled and a MARKET order closes the position; its closing status
// reads "FORCED EXECUTED @ …". Detection runs on every fill (inside engine callbacks), on every
// derivatives status and after funding payments; the close itself right after, outside engine
// callbacks (the engine must not be called back).
import { OrderFlag } from '../engine/types';
import { runUnit, type Ctx } from './context';
import type { Dec } from './decimal';
import type { Margin } from './margin';
import type { Orders } from './orders/orders';
import type { PositionState } from './records';
import { notification } from './wire';

/** How often, at most, a price move checks every cross-collateral account's positions. */
export const CROSS_SWEEP_MS = 250;

export class Liquidator {
  private readonly due = new Set<number>();
  private scheduled = false;
  private lastSweep = -Infinity;

  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    private readonly orders: Orders,
  ) {}

  /** Called whenever a symbol's price moved (a fill, a new mark price) or a position's cushion
   *  changed. */
  check(symbol: string): void {
    if (this.ctx.accounts.hasPositionsIn(symbol)) for (const p of this.ctx.accounts.positionsIn(symbol)) this.consider(p);
    // A cross-collateral account's pool moves with every price: its collateral currencies' value
    // and its other positions' P/L. Its margin positions are checked on any move (at most every
    // CROSS_SWEEP_MS: each check values the whole account).
    const cross = this.ctx.marginGroups.crossUsers();
    const now = this.ctx.now();
    if (cross.size > 0 && now - this.lastSweep >= CROSS_SWEEP_MS) {
      this.lastSweep = now;
      this.checkUsers(cross);
    }
    this.schedule();
  }

  /** Checks every margin position of these users (after a switch of margin group, a sweep). */
  checkUsers(users: Iterable<number>): void {
    for (const user of users) for (const p of this.ctx.accounts.positionsOf(user)) if (p.type === 0) this.consider(p);
    this.schedule();
  }

  private consider(p: PositionState): void {
    if (this.due.has(p.id)) return;
    const liq = this.margin.liquidationPrice(p);
    if (liq === null || liq.isZero()) return;
    if (this.crossed(p.amount.isPositive(), liq, this.margin.markPrice(p))) this.due.add(p.id);
  }

  private schedule(): void {
    if (this.due.size > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.run());
    }
  }

  /** Closes every position found crossed (also callable directly, e.g. by tests). */
  run(): void {
    this.scheduled = false;
    const ids = [...this.due];
    this.due.clear();
    for (const id of ids) {
      try {
        this.liquidate(id);
      } catch (err) {
        console.error(`tradedesk trading: liquidation of position ${id} failed:`, err);
      }
    }
  }

  private liquidate(id: number): void {
    runUnit(this.ctx, () => {
      const p = this.ctx.accounts.positions.get(id);
      if (!p) return;
      const liq = this.margin.liquidationPrice(p);
      const price = this.margin.markPrice(p);
      if (liq === null || liq.isZero() || !this.crossed(p.amount.isPositive(), liq, price)) return;
      this.orders.cancelAllIn(p.user, p.symbol);
      const now = this.ctx.now();
      this.ctx.outbox.push(p.user, [
        'n',
        notification(
          now,
          'pos_liq',
          this.margin.positionRow(p),
          true,
          `Position #${p.id} ${p.symbol} is being liquidated at ${price.toFixed()} (liquidation price ${liq.decimalPlaces(8).toFixed()}).`,
        ),
      ]);
      const placed = this.orders.submit(
        p.user,
        {
          type: 'MARKET',
          symbol: p.symbol,
          amount: p.amount.negated().toFixed(),
          flags: OrderFlag.CLOSE | OrderFlag.REDUCE_ONLY,
          lev: p.lev ?? undefined,
        },
        'ws',
        true,
      );
      if (placed[6] !== 'SUCCESS') console.error(`tradedesk trading: liquidation order for position ${p.id} refused: ${placed[7]}`);
    });
  }

  private crossed(long: boolean, liq: Dec, price: Dec): boolean {
    return long ? liq.gte(price) : liq.lte(price);
  }
}
