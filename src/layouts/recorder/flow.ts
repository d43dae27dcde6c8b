// A recorded QA flow: the layout it starts from, every change made to it (a flexlayout Action,
// a panel's own state, an undo or redo, a layouts command such as Save) with the controls the
// user worked to cause it and when, and the layout it ended with as the page showed it.
import type { LayoutFile } from '../layout-file';

export const FLOW_VERSION = 1;

/** Where a control was found: inside a named container (a menu, a dialog, the toolbar), a widget's
 *  panel, or the panel (tabset) that holds a tab; `nth` when several match there. */
export interface IntentScope {
  kind: 'container' | 'widget' | 'tabset';
  /** container: its role; widget: its widget type; tabset: the role 'tab' of the tab named. */
  role: string;
  name: string;
  nth?: number;
}

/** A control the user worked, as QA finds it: by role and accessible name. */
export interface IntentTarget {
  role: string;
  name: string;
  /** Which of several controls with the same role and name in the scope (reading order). */
  nth?: number;
  scope?: IntentScope;
}

/** What the user did to cause a change. */
export type Intent =
  | ({ type: 'click' } & IntentTarget)
  | ({ type: 'press'; key: string } & Partial<IntentTarget>)
  | ({ type: 'fill'; value: string } & IntentTarget)
  | ({ type: 'select'; value: string } & IntentTarget);

/** A dragged tab's drop: onto the panel (tabset) holding `onto` or the layout's edge. */
export interface DragIntent {
  type: 'drag';
  tab: string;
  tabNth?: number;
  /** The name of a tab in the target panel; absent when the drop is on the layout's edge. */
  onto?: string;
  ontoNth?: number;
  location: 'center' | 'left' | 'right' | 'top' | 'bottom';
}

export type StepChange =
  /** A flexlayout Action (serialised), a panel's own state included (UPDATE_NODE_ATTRIBUTES). */
  | { kind: 'action'; action: { type: string; data: Record<string, unknown> } }
  | { kind: 'undo' | 'redo' }
  /** A layouts command (save, save as, discard…) with its arguments. */
  | { kind: 'layouts'; command: string; args: unknown[] };

export interface FlowStep {
  /** Milliseconds since the recording started. */
  at: number;
  change: StepChange;
  /** The controls worked since the previous step, in order (empty: none was seen). */
  intents: Intent[];
  /** A drag that caused a MOVE_NODE, described by the tabs' names. */
  drag?: DragIntent;
  /** Nodes the step created (a split's new panel): their place in the model's node order and id,
   *  so a replay can map the ids its own model gives them. */
  created?: Array<[number, string]>;
}

/** One panel (tabset) as the page shows it: its tabs in order, the selected one, the shown
 *  panel's state. */
export interface DockTabset {
  tabs: Array<{ name: string; type: string }>;
  selected: string | null;
  state: unknown;
}

export interface Flow {
  version: typeof FLOW_VERSION;
  id: string;
  name: string;
  /** When the recording started (epoch ms). */
  recordedAt: number;
  /** The pair the workspace showed. */
  pair: string;
  /** The layout it started from, as a layout file (Layouts → Import… reads it). */
  start: LayoutFile;
  steps: FlowStep[];
  /** The layout it ended with, read from the page. */
  final: DockTabset[];
}

/** What the Flows list shows without reading every flow. */
export interface FlowSummary {
  id: string;
  name: string;
  recordedAt: number;
  steps: number;
}

export function summaryOf(flow: Flow): FlowSummary {
  return { id: flow.id, name: flow.name, recordedAt: flow.recordedAt, steps: flow.steps.length };
}
