// Recording a QA flow. Changes are taken at the layout engine's seam (every flexlayout Action, a
// panel's own state included, every undo and redo) and the layouts store's commands (save, save
// as, discard…); the UI intent behind each is what the user's clicks, keys and typing landed on
// since the previous change, heard in the capture phase before the page's own handlers act.
import type { IJsonModel } from 'flexlayout-react';
import { onPatch, type IDisposer, type IJsonPatch } from 'mobx-state-tree';
import type { EngineEvent, LayoutEngine } from '../engine';
import type { LayoutsStoreInstance } from '../../models/layouts';
import { LAYOUTS_VERSION } from '../../models/stored-layouts';
import { FLOW_VERSION, type DragIntent, type Flow, type FlowStep, type Intent, type StepChange } from './flow';
import { clickIntent, keyIntent, targetOf, valueIntent } from './intents';
import { readDock } from './dock-reading';
import { layoutCommandOf } from './layout-commands';

/** Marks the recorder's own controls: what is worked there is not part of the flow. */
export const RECORDER_UI_ATTRIBUTE = 'data-qa-recorder';

interface NodeJson {
  id?: string;
  children?: NodeJson[];
}

/** Every node id of a model, in tree order (rows, tabsets, tabs). */
export function nodeIds(json: IJsonModel): string[] {
  const out: string[] = [];
  const walk = (n: NodeJson) => {
    if (n.id) out.push(n.id);
    for (const c of n.children ?? []) walk(c);
  };
  walk(json.layout as NodeJson);
  return out;
}

const sameTarget = (a: Intent, b: Intent) =>
  a.type === b.type && a.role === b.role && a.name === b.name && a.nth === b.nth && JSON.stringify(a.scope) === JSON.stringify(b.scope);

export interface RecorderOptions {
  doc: Document;
  now(): number;
  layouts: LayoutsStoreInstance;
  pair: string;
}

export class FlowRecorder {
  readonly steps: FlowStep[] = [];
  private pending: Intent[] = [];
  private before: IJsonModel;
  private engine: LayoutEngine;
  private dragged: { name: string; nth?: number } | null = null;
  private readonly startedAt: number;
  private readonly start: Flow['start'];
  private unwatch: () => void = () => undefined;
  private readonly disposers: IDisposer[] = [];
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly opts: RecorderOptions,
    engine: LayoutEngine,
  ) {
    this.startedAt = opts.now();
    this.engine = engine;
    this.before = engine.model.toJson();
    const current = opts.layouts.current;
    this.start = {
      // The layout file's format name (layout-file.ts), written out: that module stays out of this chunk.
      format: 'tradedesk-layout',
      version: LAYOUTS_VERSION,
      name: current?.name ?? '',
      exportedAt: new Date(this.startedAt).toISOString(),
      // The engine's model, not the stored one: its tabsets carry the ids the Actions name.
      model: this.before as unknown as Flow['start']['model'],
      grid: current?.grid ?? {},
    };
    this.follow(engine);
    const d = opts.doc;
    d.addEventListener('click', this.onClick, true);
    d.addEventListener('keydown', this.onKey, true);
    d.addEventListener('input', this.onValue, true);
    d.addEventListener('change', this.onValue, true);
    d.addEventListener('dragstart', this.onDragStart, true);
    // A command's patches come together in one action: read once it is over.
    let batch: IJsonPatch[] = [];
    this.disposers.push(
      onPatch(opts.layouts, (patch) => {
        if (this.stopped) return;
        if (batch.length === 0)
          queueMicrotask(() => {
            const command = layoutCommandOf(batch);
            batch = [];
            if (command && !this.stopped) this.add({ kind: 'layouts', ...command });
          });
        batch.push(patch);
      }),
    );
  }

  /** The engine of the shown layout (a new one when another layout is shown). */
  follow(engine: LayoutEngine): void {
    this.unwatch();
    this.engine = engine;
    this.before = engine.model.toJson();
    this.unwatch = engine.watch(this.onEngine);
  }

  /** Forgets the controls worked since the last step (they opened the recorder's own Flows). */
  forget(): void {
    this.pending = [];
  }

  /** Called after every step (the recording indicator counts them). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private ignored(target: EventTarget | null): boolean {
    return this.stopped || (target instanceof Element && target.closest(`[${RECORDER_UI_ATTRIBUTE}]`) !== null);
  }

  private readonly onClick = (e: Event) => {
    if (this.ignored(e.target)) return;
    const intent = clickIntent(e.target);
    if (intent) this.pending.push(intent);
  };

  private readonly onKey = (e: Event) => {
    if (this.ignored(e.target)) return;
    const intent = keyIntent(e as KeyboardEvent);
    if (intent) this.pending.push(intent);
  };

  private readonly onValue = (e: Event) => {
    if (this.ignored(e.target)) return;
    const intent = valueIntent(e.target);
    if (!intent) return;
    // Typing is one fill of the field's last value; a select's pick is heard twice (input, change).
    const last = this.pending[this.pending.length - 1];
    if (last && sameTarget(last, intent)) this.pending[this.pending.length - 1] = intent;
    else this.pending.push(intent);
  };

  private readonly onDragStart = (e: Event) => {
    if (this.ignored(e.target)) return;
    const tab = e.target instanceof Element ? e.target.closest('[role="tab"]') : null;
    const where = tab ? targetOf(tab) : null;
    this.dragged = where ? { name: where.name, ...(where.nth === undefined ? {} : { nth: where.nth }) } : null;
  };

  /** The name (and which of its namesakes) of the tab of a widget key, as the page shows it now. */
  private tabNamed(key: string): { name: string; nth?: number } | undefined {
    const el = this.opts.doc.querySelector(`[data-tab-key="${key.replace(/["\\]/g, '\\$&')}"]`)?.closest('[role="tab"]');
    if (!el) return undefined;
    const where = targetOf(el);
    return where ? { name: where.name, ...(where.nth === undefined ? {} : { nth: where.nth }) } : undefined;
  }

  /** A MOVE_NODE made by dragging: the dragged tab and the tabs of the panel it was dropped on,
   *  read from the page, which still shows the layout as it was before the move. */
  private dragOf(data: Record<string, unknown>): DragIntent | undefined {
    const from = typeof data.fromNode === 'string' ? data.fromNode : '';
    const tab = this.tabNamed(from) ?? this.dragged ?? undefined;
    if (!tab) return undefined;
    const location = String(data.location ?? 'center') as DragIntent['location'];
    const to = findNode(this.before, String(data.toNode ?? ''));
    const drag: DragIntent = { type: 'drag', tab: tab.name, ...(tab.nth === undefined ? {} : { tabNth: tab.nth }), location };
    if (to?.type === 'tabset') {
      const other = (to.children ?? []).map((c) => c.id ?? '').find((id) => id && id !== from);
      const onto = other ? this.tabNamed(other) : undefined;
      if (!onto) return undefined;
      drag.onto = onto.name;
      if (onto.nth !== undefined) drag.ontoNth = onto.nth;
    }
    return drag;
  }

  private readonly onEngine = (event: EngineEvent) => {
    if (this.stopped) return;
    if (event.kind !== 'action') {
      this.add({ kind: event.kind });
      this.before = event.json;
      return;
    }
    const { type, data } = event.action as { type: string; data: Record<string, unknown> };
    const after = this.engine.model.toJson();
    const step: Partial<FlowStep> = {};
    if (type === 'FlexLayout_MoveNode' && !this.pending.some((i) => i.type === 'click' || i.type === 'press')) {
      const drag = this.dragOf(data);
      if (drag) step.drag = drag;
    }
    const known = new Set(nodeIds(this.before));
    const created = nodeIds(after)
      .map((id, i) => [i, id] as [number, string])
      .filter(([, id]) => !known.has(id));
    if (created.length > 0) step.created = created;
    this.add({ kind: 'action', action: { type, data: JSON.parse(JSON.stringify(data ?? {})) as Record<string, unknown> } }, step);
    this.before = after;
    this.dragged = null;
  };

  private add(change: StepChange, extra: Partial<FlowStep> = {}): void {
    this.steps.push({ at: this.opts.now() - this.startedAt, change, intents: this.pending, ...extra });
    this.pending = [];
    for (const l of this.listeners) l();
  }

  /** Ends the recording: the flow, named, with the layout as the page shows it now. */
  stop(id: string, name: string): Flow {
    this.dispose();
    return {
      version: FLOW_VERSION,
      id,
      name,
      recordedAt: this.startedAt,
      pair: this.opts.pair,
      start: this.start,
      steps: this.steps,
      final: readDock(this.opts.doc),
    };
  }

  /** Stops listening (a recording ended or abandoned). */
  dispose(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.unwatch();
    for (const d of this.disposers) d();
    const d = this.opts.doc;
    d.removeEventListener('click', this.onClick, true);
    d.removeEventListener('keydown', this.onKey, true);
    d.removeEventListener('input', this.onValue, true);
    d.removeEventListener('change', this.onValue, true);
    d.removeEventListener('dragstart', this.onDragStart, true);
  }
}

function findNode(json: IJsonModel, id: string): (NodeJson & { type?: string }) | undefined {
  let found: (NodeJson & { type?: string }) | undefined;
  const walk = (n: NodeJson & { type?: string }) => {
    if (found) return;
    if (n.id === id) found = n;
    for (const c of n.children ?? []) walk(c);
  };
  walk(json.layout as NodeJson);
  return found;
}

/** A flow's id, usable in a settings key. */
export function newFlowId(now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}${Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}
