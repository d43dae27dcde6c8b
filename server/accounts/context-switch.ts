// The group's context switch (account-side §3: the user info's groupAllowDisableContextSwitch and
// groupDisableContextSwitch). A group is a main account and its sub-accounts; its master sets two
// flags, kept with its core settings: `disable` turns the account switcher off for the whole
// group (a switch to a sub-account is refused), `allow_disable` lets the one who logs in turn
// switching off for itself (the UI setting `context_switch_disabled`, which the exchange then
// honours too). Switching back to the main account is always allowed: nobody is shut in.
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { Settings } from './settings';
import type { Users } from './users';

export const GROUP_ALLOW_DISABLE_KEY = 'group_allow_disable_context_switch';
export const GROUP_DISABLE_KEY = 'group_disable_context_switch';
/** The member's own choice (a UI setting, ui-settings.ts), honoured when the group allows it. */
export const OWN_DISABLE_SETTING = 'context_switch_disabled';

export interface GroupFlags {
  allowDisable: 0 | 1;
  disable: 0 | 1;
}

export function createContextSwitch(ctx: AccountsContext, deps: { users: Users; settings: Settings }) {
  const { db } = ctx;
  const read = db.prepare<[number, string], string>('SELECT value FROM acct_core_settings WHERE user_id = ? AND key = ?').pluck();
  const write = db.prepare(
    `INSERT INTO acct_core_settings (user_id, key, value) VALUES (?, ?, ?)
    ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value`,
  );

  /** The group's main account of `userId` (itself for a main account). */
  function masterOf(userId: number): number {
    const u = deps.users.byId(userId);
    if (!u) throw refuse.auth('user: unknown');
    return u.masterAccountId !== null && u.masterAccountId !== u.id ? u.masterAccountId : u.id;
  }

  function flags(userId: number): GroupFlags {
    const master = masterOf(userId);
    return {
      allowDisable: read.get(master, GROUP_ALLOW_DISABLE_KEY) === '1' ? 1 : 0,
      disable: read.get(master, GROUP_DISABLE_KEY) === '1' ? 1 : 0,
    };
  }

  return {
    flags,
    /** Sets the group's flags; only its main account may (not from a sub-account's context). */
    set(userId: number, change: { allowDisable?: boolean; disable?: boolean }): GroupFlags {
      if (masterOf(userId) !== userId) throw refuse.auth("context switch: only the group's main account sets it");
      db.transaction(() => {
        if (change.allowDisable !== undefined) write.run(userId, GROUP_ALLOW_DISABLE_KEY, change.allowDisable ? '1' : '0');
        if (change.disable !== undefined) write.run(userId, GROUP_DISABLE_KEY, change.disable ? '1' : '0');
      })();
      return flags(userId);
    },
    /** Why `loginUserId` may not switch to a sub-account now, or undefined. */
    switchRefusal(loginUserId: number): string | undefined {
      const f = flags(loginUserId);
      if (f.disable) return 'context switch: turned off for this group by its main account';
      const own = deps.settings.get(loginUserId, [OWN_DISABLE_SETTING])[0]?.[1];
      if (f.allowDisable && own === true) return 'context switch: you turned it off (account settings)';
      return undefined;
    },
  };
}

export type ContextSwitch = ReturnType<typeof createContextSwitch>;
