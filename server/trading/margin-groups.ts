// Each user's margin group (account-side §6): 1, the default, isolated — each margin currency's
// wallet backs only the positions and orders quoted in it; 0, cross-collateral — every margin
// wallet, valued in USD, backs every margin position. The group is the account's core setting
// `te_conf_margin_group` (SQLite, the same one user info's teMarginGroup and
// /v2/auth/r/settings/core read), written through `MarginGroupStore`; the users in group 0 are
// kept in memory because the risk checks ask on every fill.
import { CROSS_MARGIN_GROUP, DEFAULT_MARGIN_GROUP, type MarginGroup } from '../../src/protocol/account/margin-rules';

/** Where the groups are stored (the account side's core settings). */
export interface MarginGroupStore {
  /** The users whose group is 0, read once at start. */
  crossUsers(): number[];
  /** Stores a user's group (inside the caller's transaction: it shares the database). */
  save(user: number, group: MarginGroup): void;
}

/** Groups kept only in memory (trading without the account side: its unit tests). */
export function memoryMarginGroups(): MarginGroupStore {
  const cross = new Set<number>();
  return {
    crossUsers: () => [...cross],
    save: (user, group) => {
      if (group === CROSS_MARGIN_GROUP) cross.add(user);
      else cross.delete(user);
    },
  };
}

export class MarginGroups {
  private readonly cross: Set<number>;

  constructor(private readonly store: MarginGroupStore) {
    this.cross = new Set(store.crossUsers());
  }

  group(user: number): MarginGroup {
    return this.cross.has(user) ? CROSS_MARGIN_GROUP : DEFAULT_MARGIN_GROUP;
  }

  isCross(user: number): boolean {
    return this.cross.has(user);
  }

  /** The users in cross-collateral mode (their positions are checked on every price move). */
  crossUsers(): ReadonlySet<number> {
    return this.cross;
  }

  /** Stores the group and follows it in memory; `undo` puts memory back should the unit fail. */
  set(user: number, group: MarginGroup): () => void {
    const was = this.cross.has(user);
    this.store.save(user, group);
    this.remember(user, group === CROSS_MARGIN_GROUP);
    return () => this.remember(user, was);
  }

  private remember(user: number, cross: boolean): void {
    if (cross) this.cross.add(user);
    else this.cross.delete(user);
  }
}
