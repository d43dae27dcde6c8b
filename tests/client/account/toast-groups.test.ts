import { describe, expect, it } from 'vitest';
import { NotificationsStore } from '../../../src/models/account/notifications';
import { TOAST_GROUP_MS, toastGroups } from '../../../src/models/account/toast-groups';

describe('toast groups', () => {
  it('shows toasts that arrive together as one, apart from other kinds and later ones', () => {
    const store = NotificationsStore.create({}, {});
    const cancelled = { kind: 'order-cancelled', level: 'info' as const, message: { key: 'outcome.positionOpened' as const, params: {} } };
    for (let i = 0; i < 20; i++) store.tell(cancelled, 10_000 + i);
    store.add('on-req', 'error', 'Invalid order: not enough exchange balance', 10_030);
    store.tell({ ...cancelled }, 10_040);
    store.tell({ ...cancelled }, 10_040 + TOAST_GROUP_MS + 100);
    const groups = toastGroups(store.toasts);
    expect(groups.map((g) => [g.lead.kind, g.ids.length])).toEqual([
      ['order-cancelled', 1],
      ['order-cancelled', 1],
      ['on-req', 1],
      ['order-cancelled', 20],
    ]);
    // The newest of a group leads it.
    expect(groups[3]!.lead.mts).toBe(10_019);
    store.beforeDestroy();
  });

  it('keeps exchange notices of one kind together whatever their text', () => {
    const store = NotificationsStore.create({}, {});
    store.add('oc-req', 'success', 'Submitted for cancellation; waiting for confirmation (ID: 1).', 5_000);
    store.add('oc-req', 'success', 'Submitted for cancellation; waiting for confirmation (ID: 2).', 5_001);
    expect(toastGroups(store.toasts).map((g) => g.ids.length)).toEqual([2]);
    store.beforeDestroy();
  });
});
