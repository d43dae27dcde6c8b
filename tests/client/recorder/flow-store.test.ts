// Flows kept with the user's settings: one key per flow and a list of them; a flow larger than
// a settings value may be is refused with its size before anything is written.
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStorage } from '../../../src/services/storage';
import { FLOWS_KEY, FlowStore, FlowTooLarge, MAX_FLOW_BYTES, flowKey } from '../../../src/layouts/recorder/flow-store';
import type { Flow } from '../../../src/layouts/recorder/flow';

const flow = (id: string, name: string, padding = ''): Flow => ({
  version: 1,
  id,
  name,
  recordedAt: 1,
  pair: 'tBTCUSD',
  start: { format: 'tradedesk-layout', version: 2, name: 'Default', exportedAt: '', model: { padding }, grid: {} },
  steps: [{ at: 0, change: { kind: 'undo' }, intents: [] }],
  final: [],
});

describe('the flows store', () => {
  it('adds, lists, renames and deletes flows', async () => {
    const storage = createMemorySettingsStorage();
    const store = new FlowStore(storage);
    await store.add(flow('a', 'First'));
    await store.add(flow('b', 'Second'));
    expect(await store.list()).toEqual([
      { id: 'a', name: 'First', recordedAt: 1, steps: 1 },
      { id: 'b', name: 'Second', recordedAt: 1, steps: 1 },
    ]);
    await store.rename('a', 'Renamed');
    expect((await store.get('a'))?.name).toBe('Renamed');
    await store.remove('b');
    expect((await store.list()).map((s) => s.id)).toEqual(['a']);
    expect(storage.data.has(flowKey('b'))).toBe(false);
    expect([...storage.data.keys()].sort()).toEqual([FLOWS_KEY, flowKey('a')].sort());
  });

  it('refuses a flow over the size a setting holds, writing nothing', async () => {
    const storage = createMemorySettingsStorage();
    const store = new FlowStore(storage);
    const big = flow('c', 'Big', 'x'.repeat(MAX_FLOW_BYTES));
    await expect(store.add(big)).rejects.toBeInstanceOf(FlowTooLarge);
    await expect(store.add(big)).rejects.toMatchObject({ limit: MAX_FLOW_BYTES });
    expect(storage.data.size).toBe(0);
  });

  it('reads a missing or malformed list as none', async () => {
    const store = new FlowStore(createMemorySettingsStorage({ [FLOWS_KEY]: [{ id: 1 }, 'x'] }));
    expect(await store.list()).toEqual([]);
    expect(await store.get('nope')).toBeUndefined();
  });
});
