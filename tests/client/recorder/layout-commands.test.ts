// The layouts commands a flow keeps, read from the store's patches as the store makes them: save,
// save as, discard, switch, import, rename and new; the engine's own edits are no command.
import { describe, expect, it } from 'vitest';
import { onPatch, type IJsonPatch } from 'mobx-state-tree';
import { RootStore } from '../../../src/models/root';
import { defaultLayoutContent } from '../../../src/layouts/flex-model';
import type { LayoutJson } from '../../../src/models/layouts';
import { layoutCommandOf } from '../../../src/layouts/recorder/layout-commands';
import { fakeEnv } from '../fake-env';

async function setup() {
  const store = RootStore.create({}, fakeEnv().env);
  await store.layouts.load('Default', defaultLayoutContent());
  const layouts = store.layouts;
  /** The command one store call amounts to. */
  const commandOf = (call: () => void) => {
    const patches: IJsonPatch[] = [];
    const off = onPatch(layouts, (p) => patches.push(p));
    call();
    off();
    return layoutCommandOf(patches);
  };
  const edited = { ...layouts.current!.model, edited: true } as unknown as LayoutJson;
  return { layouts, commandOf, edited };
}

describe('layouts commands from patches', () => {
  it('tells an engine edit (none) from save, discard and save as', async () => {
    const { layouts, commandOf, edited } = await setup();
    expect(commandOf(() => layouts.recordChange(edited))).toBeNull();
    expect(commandOf(() => layouts.save())).toEqual({ command: 'save', args: [] });
    layouts.recordChange(edited);
    expect(commandOf(() => layouts.cancel())).toEqual({ command: 'cancel', args: [] });
    layouts.recordChange(edited);
    expect(commandOf(() => layouts.saveAs('Scalp'))).toEqual({ command: 'saveAs', args: ['Scalp'] });
    // A panel's own state kept at once (not editing) is no command either.
    expect(commandOf(() => layouts.recordWidgetState(edited))).toBeNull();
  });

  it('tells switching, importing, renaming and a new layout', async () => {
    const { layouts, commandOf } = await setup();
    const first = layouts.activeId!;
    const content = defaultLayoutContent();
    expect(commandOf(() => layouts.importLayout('Imported', content))).toEqual({ command: 'importLayout', args: ['Imported', content] });
    expect(commandOf(() => layouts.select(first))).toEqual({ command: 'select', args: [first] });
    expect(commandOf(() => layouts.rename('Main'))).toEqual({ command: 'rename', args: ['Main'] });
    expect(commandOf(() => layouts.createNew('New 1', content))).toEqual({ command: 'createNew', args: ['New 1', content] });
  });
});
