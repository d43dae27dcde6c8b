// What every part of trading shares, and the unit of work: one SQLite transaction per operation
// or engine event, messages out only after it committed, memory rebuilt if it rolled back.
import type { SqliteStore } from '../store/sqlite';
import { IdSequence } from '../store/id-sequence';
import type { AccountStore } from './account-store';
import type { Outbox } from './outbox';
import type { PairBook } from './pair-rules';
import type { TradingMarkets } from './ports';
import type { Prices } from './prices';
import type { SpaceGuard } from '../store/space';
import type { TradingGates } from './gates';
import type { MarginGroups } from './margin-groups';
import type { MovementMail } from './movement-notice';
import { DEFAULT_STAKING_PERIOD_MS } from '../../src/protocol/account/staking';
import type { ProgrammeHooks } from './programmes/ports';

export interface TradingTimings {
  /** Interest payouts of loans and credits (the exchange pays daily). */
  payoutIntervalMs: number;
  /** A withdrawal stays PROCESSING this long, then completes. */
  withdrawalDelayMs: number;
  /** A simulated deposit stays PENDING this long, then credits the wallet. */
  depositDelayMs: number;
  /** Staking rewards are paid at the end of every period this long (a day; shorter in tests). */
  stakingPeriodMs: number;
}

export const DEFAULT_TIMINGS: TradingTimings = {
  payoutIntervalMs: 86_400_000,
  withdrawalDelayMs: 5_000,
  depositDelayMs: 2_000,
  stakingPeriodMs: DEFAULT_STAKING_PERIOD_MS,
};

export class Ids {
  readonly order: IdSequence;
  readonly offer: IdSequence;
  readonly position: IdSequence;
  readonly funding: IdSequence;
  readonly movement: IdSequence;

  constructor(store: SqliteStore) {
    // Small blocks: a user's ids come one at a time; a restart skips at most one block.
    this.order = new IdSequence(store, 'order', 64);
    this.offer = new IdSequence(store, 'offer', 64);
    this.position = new IdSequence(store, 'position', 16);
    this.funding = new IdSequence(store, 'funding', 16);
    this.movement = new IdSequence(store, 'movement', 16);
  }
}

export interface Ctx {
  store: SqliteStore;
  accounts: AccountStore;
  markets: TradingMarkets;
  pairs: PairBook;
  outbox: Outbox;
  prices: Prices;
  ids: Ids;
  /** Room on the disk: new orders and offers are refused while it is below the reserve. */
  space: SpaceGuard;
  timings: TradingTimings;
  /** What the account allows a user (verification, region, freeze). */
  gates: TradingGates;
  /** Each user's margin group: isolated (1) or cross-collateral (0). */
  marginGroups: MarginGroups;
  /** The e-mail of a deposit's or withdrawal's change (absent: none is sent). */
  movementMail?: MovementMail;
  /** The programmes' part in a fill (the referrer's commission) and a deposit (an invoice paid). */
  programmes?: ProgrammeHooks;
  now(): number;
}

/** Runs an operation as one unit: a transaction, then its messages. */
export function runUnit<T>(ctx: Ctx, fn: () => T): T {
  const outer = !ctx.outbox.inOperation;
  // Called inside a transaction of the caller's: it commits later, so the messages wait for it.
  const external = outer && ctx.store.db.inTransaction;
  try {
    const value = ctx.outbox.operation(() => ctx.store.transaction(fn));
    if (external) ctx.outbox.later();
    else if (outer) ctx.outbox.flush();
    return value;
  } catch (err) {
    if (outer && !external) {
      ctx.accounts.reload();
      ctx.outbox.discard();
    }
    throw err;
  }
}

/** Handles an engine event: its own transaction (or the one the markets have open), messages
 *  when that is over. A failure is logged and never thrown back into the engine. */
export function runEvent(ctx: Ctx, what: string, fn: () => void): void {
  try {
    ctx.store.transaction(fn);
  } catch (err) {
    console.error(`tradedesk trading: ${what} failed:`, err);
    if (!ctx.store.db.inTransaction) ctx.accounts.reload();
  }
}
