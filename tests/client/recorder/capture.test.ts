// The QA recorder's capture: every Action at the layout engine's seam (panels added, moved, a
// panel's own state), undo and redo, and the layouts store's commands become steps, each with the
// controls worked since the previous one and its time; the flow keeps the layout it started from
// with the ids its Actions name, so a replay of its steps on that layout ends where it ended.
import { beforeAll, describe, expect, it } from 'vitest';
import { Actions, DockLocation } from 'flexlayout-react';
import { RootStore } from '../../../src/models/root';
import { LayoutEngine } from '../../../src/layouts/engine';
import { defaultLayoutContent, widgetKeysOf } from '../../../src/layouts/flex-model';
import type { LayoutJson } from '../../../src/models/layouts';
import { FlowRecorder, nodeIds } from '../../../src/layouts/recorder/capture';
import { StepApplier, StepNotApplicable } from '../../../src/layouts/recorder/replay';
import { fakeEnv } from '../fake-env';

/** Just enough of a document: listeners to dispatch to, and no tabs to read. */
function fakeDocument() {
  const listeners = new Map<string, Set<(e: Event) => void>>();
  return {
    addEventListener: (type: string, l: (e: Event) => void) =>
      void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(l),
    removeEventListener: (type: string, l: (e: Event) => void) => void listeners.get(type)?.delete(l),
    querySelector: () => null,
    querySelectorAll: () => [],
    dispatch(type: string, e: Partial<KeyboardEvent>) {
      for (const l of listeners.get(type) ?? []) l(e as Event);
    },
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

beforeAll(() => {
  // Key events here have no target element; the intents only test targets with instanceof.
  (globalThis as { Element?: unknown }).Element ??= class {};
});

async function setup() {
  const store = RootStore.create({}, fakeEnv().env);
  await store.layouts.load('Default', defaultLayoutContent());
  const layouts = store.layouts;
  const engine = () =>
    new LayoutEngine(layouts.current!, {
      arrangement: (json) => layouts.recordChange(json as unknown as LayoutJson),
      widgetState: (json) => layouts.recordWidgetState(json as unknown as LayoutJson),
    });
  let clock = 1000;
  const doc = fakeDocument();
  const live = engine();
  const recorder = new FlowRecorder({ doc: doc as unknown as Document, now: () => clock, layouts, pair: 'tBTCUSD' }, live);
  return { layouts, engine, live, recorder, doc, tick: (ms: number) => (clock += ms) };
}

describe('the QA recorder', () => {
  it('records each Action, undo and layouts command with its time and the keys that caused it', async () => {
    const { live, recorder, doc, tick, layouts } = await setup();
    tick(250);
    const key = live.addWidget('depth');
    tick(100);
    live.setWidgetState(key, { zoom: 2 });
    doc.dispatch('keydown', { key: 'z', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, target: null });
    live.undo();
    tick(50);
    layouts.save();
    // A layouts command is read from its patches once its action is over.
    await Promise.resolve();
    const flow = recorder.stop('f1', 'Depth');

    expect(flow.steps.map((s) => [s.at, s.change.kind, s.change.kind === 'action' ? s.change.action.type : ''])).toEqual([
      [250, 'action', Actions.ADD_TAB],
      [350, 'action', Actions.UPDATE_NODE_ATTRIBUTES],
      [350, 'undo', ''],
      [400, 'layouts', ''],
    ]);
    expect(flow.steps[2]!.intents).toEqual([{ type: 'press', key: 'Control+z' }]);
    expect(flow.steps[3]!.change).toEqual({ kind: 'layouts', command: 'save', args: [] });
    // The added tab is a node the step created, found by its place in the model.
    expect(flow.steps[0]!.created?.map(([, id]) => id)).toEqual([key]);
    expect(flow).toMatchObject({ id: 'f1', name: 'Depth', recordedAt: 1000, pair: 'tBTCUSD', version: 1 });
    // The start is the engine's model, with the tabsets' ids the Actions name.
    expect(nodeIds(flow.start.model as never)).toEqual(nodeIds(live.model.toJson()).filter((id) => id !== key));
  });

  it('stops listening when stopped: later changes and keys are not part of the flow', async () => {
    const { live, recorder, doc } = await setup();
    live.addWidget('trades');
    recorder.stop('f2', 'One');
    expect(doc.count()).toBe(0);
    live.addWidget('chart');
    expect(recorder.steps).toHaveLength(1);
  });

  it('follows the engine of a layout shown anew', async () => {
    const { live, recorder, engine } = await setup();
    live.addWidget('trades');
    const next = engine();
    recorder.follow(next);
    live.addWidget('chart');
    next.addWidget('depth');
    expect(
      recorder.steps.map((s) => (s.change.kind === 'action' ? (s.change.action.data.json as { component: string }).component : '')),
    ).toEqual(['trades', 'depth']);
  });

  it('replays onto its starting layout and ends where it ended, new panels and splits included', async () => {
    const { live, recorder, engine, layouts } = await setup();
    const depth = live.addWidget('depth');
    // A split: the depth tab docked to the right of the book's panel makes a new tabset (and row).
    const bookSet = live.model.getNodeById('widget/book/main')!.getParent()!.getId();
    live.model.doAction(Actions.moveNode(depth, bookSet, DockLocation.RIGHT, -1));
    const newSet = live.model.getNodeById(depth)!.getParent()!.getId();
    // Then an Action on the new panel, which has another id in the replay.
    live.model.doAction(Actions.maximizeToggle(newSet));
    const flow = recorder.stop('f3', 'Split');
    expect(flow.steps[1]!.created?.some(([, id]) => id === newSet)).toBe(true);

    layouts.importLayout('Replay', { model: flow.start.model, grid: {} });
    const replay = engine();
    const applier = new StepApplier(() => replay, layouts);
    for (const step of flow.steps) applier.apply(step);
    const shape = (e: LayoutEngine) =>
      JSON.stringify(e.model.toJson().layout, (k, v: unknown) =>
        k === 'id' && typeof v === 'string' && v.startsWith('#') ? undefined : v,
      );
    expect(widgetKeysOf(replay.model.toJson())).toEqual(widgetKeysOf(live.model.toJson()));
    expect(shape(replay)).toEqual(shape(live));
    expect(
      replay.model
        .getMaximizedTabset()
        ?.getChildren()
        .map((c) => c.getId()),
    ).toEqual([depth]);
  });

  it('stops a replay at a step whose panel is no longer there', async () => {
    const { live, recorder, engine, layouts } = await setup();
    live.setWidgetState('widget/book/main', { prec: 'P1' });
    const flow = recorder.stop('f4', 'Book');
    layouts.importLayout(
      'Other',
      defaultLayoutContent((type) => type !== 'book'),
    );
    const applier = new StepApplier(engine, layouts);
    expect(() => applier.apply(flow.steps[0]!)).toThrow(StepNotApplicable);
    try {
      applier.apply(flow.steps[0]!);
    } catch (err) {
      expect((err as StepNotApplicable).problem).toEqual({ reason: 'node', id: 'widget/book/main' });
    }
  });
});
