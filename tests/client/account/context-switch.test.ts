// The account switcher's rule (account-side §3's group flags): the group's main account turns
// switching off for the group, or lets the user turn it off for itself; the reason is named.
import { describe, expect, it } from 'vitest';
import { ContextSwitchStore, GROUP_FLAG_SLOTS, switchBlock } from '../../../src/models/account/context-switch';

describe('switchBlock', () => {
  it('is the group’s when the group turned switching off, whatever else', () => {
    for (const allowDisable of [false, true])
      for (const ownDisabled of [false, true]) expect(switchBlock({ disable: true, allowDisable, ownDisabled })).toBe('group');
  });

  it('is the user’s own only when the group allows it', () => {
    expect(switchBlock({ disable: false, allowDisable: true, ownDisabled: true })).toBe('own');
    expect(switchBlock({ disable: false, allowDisable: false, ownDisabled: true })).toBeNull();
    expect(switchBlock({ disable: false, allowDisable: true, ownDisabled: false })).toBeNull();
  });
});

describe('ContextSwitchStore', () => {
  it('reads the flags from the user info’s slots and the own setting, and writes them', async () => {
    const calls: Array<[string, unknown]> = [];
    const info: unknown[] = new Array(58).fill(null);
    info[GROUP_FLAG_SLOTS.allowDisable] = 1;
    info[GROUP_FLAG_SLOTS.disable] = 0;
    const rest = {
      call: async (def: { path: string }, body: unknown) => {
        calls.push([def.path, body]);
        if (def.path === '/v2/auth/r/info/user') return info;
        if (def.path === '/v2/auth/r/settings') return [['context_switch_disabled', true]];
        if (def.path === '/v2/auth/w/subaccounts/context_switch') return [0, 1];
        return [];
      },
    };
    const store = ContextSwitchStore.create({}, { account: { channel: {}, rest } });
    await store.load();
    expect([store.allowDisable, store.disable, store.ownDisabled, store.block]).toEqual([true, false, true, 'own']);
    await store.setGroup({ disable: true });
    expect(calls.at(-1)).toEqual(['/v2/auth/w/subaccounts/context_switch', { disable: true }]);
    expect([store.allowDisable, store.disable, store.block]).toEqual([false, true, 'group']);
    await store.setOwn(false);
    expect(calls.at(-1)).toEqual(['/v2/auth/w/settings/set', { settings: { context_switch_disabled: false } }]);
    expect(store.ownDisabled).toBe(false);
  });
});
