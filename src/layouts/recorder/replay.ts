// Replaying a flow in the page: its starting layout is imported as a layout of its own and shown,
// then each step is applied to the shown layout one after the other, at the speed chosen, so the
// changes can be watched. Nodes a step created when it was recorded (a split's new panel) get other
// ids in the replay: they are mapped by their place in the model. A step whose panel, tab or
// layout is no longer there stops the replay with what is missing.
import { Action, type IJsonModel } from 'flexlayout-react';
import type { LayoutEngine } from '../engine';
import type { LayoutsStoreInstance } from '../../models/layouts';
import type { LayoutContent } from '../../models/stored-layouts';
import type { Flow, FlowStep } from './flow';
import { nodeIds } from './capture';

/** Why a step no longer applies. */
export type StepProblem = { reason: 'node'; id: string } | { reason: 'layout'; id: string } | { reason: 'command'; name: string };

export class StepNotApplicable extends Error {
  constructor(readonly problem: StepProblem) {
    super(`step no longer applies: ${JSON.stringify(problem)}`);
  }
}

/** Node ids an Action names (its tab, tabset or the node it docks to). */
const NODE_FIELDS = ['node', 'tabNode', 'tabsetNode', 'fromNode', 'toNode'];

/** Replaces every recorded id by the replay's own (deep: an added tab's json is left as recorded). */
function mapIds(data: Record<string, unknown>, ids: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of NODE_FIELDS) {
    const v = out[field];
    if (typeof v === 'string' && ids.has(v)) out[field] = ids.get(v);
  }
  return out;
}

/** The store commands a replay may run, with the recorded arguments. */
type Commands = Pick<
  LayoutsStoreInstance,
  | 'save'
  | 'saveAs'
  | 'cancel'
  | 'rename'
  | 'duplicate'
  | 'resetToDefault'
  | 'remove'
  | 'createNew'
  | 'startEditing'
  | 'select'
  | 'importLayout'
>;

export class StepApplier {
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly engine: () => LayoutEngine | undefined,
    private readonly layouts: Commands & Pick<LayoutsStoreInstance, 'layouts'>,
  ) {}

  /** Applies one step to the shown layout, or throws StepNotApplicable. */
  apply(step: FlowStep): void {
    const c = step.change;
    if (c.kind === 'layouts') return this.command(c.command, c.args);
    const engine = this.engine();
    if (!engine) throw new StepNotApplicable({ reason: 'command', name: c.kind });
    if (c.kind !== 'action') {
      if (c.kind === 'undo') engine.undo();
      else engine.redo();
      return;
    }
    const data = mapIds(c.action.data, this.ids);
    for (const field of NODE_FIELDS) {
      const id = data[field];
      if (typeof id === 'string' && !engine.model.getNodeById(id)) throw new StepNotApplicable({ reason: 'node', id });
    }
    engine.model.doAction(new Action(c.action.type, data));
    if (step.created) this.learnIds(step.created, engine.model.toJson());
  }

  private learnIds(created: Array<[number, string]>, json: IJsonModel): void {
    const now = nodeIds(json);
    for (const [i, recorded] of created) {
      const mine = now[i];
      if (mine !== undefined) this.ids.set(recorded, mine);
    }
  }

  private command(name: string, args: unknown[]): void {
    const l = this.layouts;
    if (name === 'select' && !l.layouts.some((x) => x.id === args[0]))
      throw new StepNotApplicable({ reason: 'layout', id: String(args[0]) });
    switch (name) {
      case 'save':
        return void l.save();
      case 'saveAs':
        return l.saveAs(String(args[0]));
      case 'cancel':
        return l.cancel();
      case 'rename':
        return l.rename(String(args[0]));
      case 'duplicate':
        return l.duplicate(String(args[0]));
      case 'resetToDefault':
        return l.resetToDefault(args[0] as LayoutContent);
      case 'remove':
        return l.remove(String(args[0]), args[1] as LayoutContent);
      case 'createNew':
        return l.createNew(String(args[0]), args[1] as LayoutContent);
      case 'startEditing':
        return l.startEditing();
      case 'select':
        return l.select(String(args[0]));
      case 'importLayout':
        return l.importLayout(String(args[0]), args[1] as LayoutContent);
      default:
        throw new StepNotApplicable({ reason: 'command', name });
    }
  }
}

/** The flow's starting layout, as the layouts store takes it. */
export function startContent(flow: Flow): LayoutContent {
  return { model: flow.start.model, grid: flow.start.grid };
}

export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
/** Time between two steps at speed 1. */
export const STEP_INTERVAL_MS = 800;
