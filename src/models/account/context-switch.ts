// The account switcher's rule (account-side §3: the user info's groupAllowDisableContextSwitch and
// groupDisableContextSwitch), read on the sub-accounts page: the group's main account may turn
// switching off for the group, or let its user turn it off for itself (the UI setting
// context_switch_disabled, which the exchange honours too). A switch into a sub-account is then
// hidden with the reason; going back to the main account is always offered.
import { flow, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { GROUP_CALLS } from '../../protocol/calls/groups';
import { callAccount } from './env';

/** The user info's slots of the two group flags (as the embedded exchange fills them). */
export const GROUP_FLAG_SLOTS = { allowDisable: 39, disable: 47 } as const;
export const OWN_DISABLE_SETTING = 'context_switch_disabled';

/** Why the switcher is off: the group's main account turned it off, or the user did. */
export type SwitchBlock = 'group' | 'own' | null;

export function switchBlock(f: { allowDisable: boolean; disable: boolean; ownDisabled: boolean }): SwitchBlock {
  if (f.disable) return 'group';
  return f.allowDisable && f.ownDisabled ? 'own' : null;
}

const on = (v: unknown) => v === 1 || v === '1' || v === true;

export const ContextSwitchStore = types
  .model('ContextSwitchStore', {
    allowDisable: false,
    disable: false,
    ownDisabled: false,
    loaded: false,
  })
  .views((self) => ({
    get block(): SwitchBlock {
      return switchBlock(self);
    },
  }))
  .actions((self) => ({
    apply(f: { allowDisable?: unknown; disable?: unknown; ownDisabled?: unknown }) {
      if (f.allowDisable !== undefined) self.allowDisable = on(f.allowDisable);
      if (f.disable !== undefined) self.disable = on(f.disable);
      if (f.ownDisabled !== undefined) self.ownDisabled = on(f.ownDisabled);
      self.loaded = true;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      const [info, settings]: [unknown, unknown] = yield Promise.all([
        callAccount(self, ACCOUNT_CALLS.userInfo, {}),
        callAccount(self, ACCOUNT_CALLS.settings, { keys: [OWN_DISABLE_SETTING] }),
      ]);
      const row = Array.isArray(info) ? info : [];
      const own = Array.isArray(settings) ? settings.find((r) => Array.isArray(r) && r[0] === OWN_DISABLE_SETTING) : undefined;
      self.apply({
        allowDisable: row[GROUP_FLAG_SLOTS.allowDisable] ?? 0,
        disable: row[GROUP_FLAG_SLOTS.disable] ?? 0,
        ownDisabled: (own as unknown[] | undefined)?.[1] ?? false,
      });
    }),
    /** The group's flags (its main account only): the exchange's answer, [ALLOW_DISABLE, DISABLE]. */
    setGroup: flow(function* setGroup(change: { allowDisable?: boolean; disable?: boolean }) {
      const reply: unknown = yield callAccount(self, GROUP_CALLS.contextSwitch, {
        ...(change.allowDisable === undefined ? {} : { allow_disable: change.allowDisable }),
        ...(change.disable === undefined ? {} : { disable: change.disable }),
      });
      const r = Array.isArray(reply) ? reply : [];
      self.apply({ allowDisable: r[0], disable: r[1] });
    }),
    /** The user's own "no account switching", offered when the group allows it. */
    setOwn: flow(function* setOwn(disabled: boolean) {
      yield callAccount(self, ACCOUNT_CALLS.settingsSet, { settings: { [OWN_DISABLE_SETTING]: disabled } });
      self.apply({ ownDisabled: disabled });
    }),
  }));
export type ContextSwitchStoreInstance = Instance<typeof ContextSwitchStore>;
