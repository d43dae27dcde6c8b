// The live flexlayout model of the shown layout. Every change is a flexlayout Action (so it can
// be saved, recorded, replayed), a widget's own state too (updateNodeAttributes on its tab's
// config); after each one the model's JSON goes to the layouts store: an arrangement change as the
// draft until Save, a widget's state at once. Each change can be undone and redone
// (layout-history.ts): the model is then rebuilt from the JSON it had, and the view follows.
import {
  Actions,
  DockLocation,
  Model,
  TabNode,
  Rect,
  TabSetNode,
  type Action,
  type GroupAction,
  type IJsonModel,
  type IJsonRect,
} from 'flexlayout-react';
import type { DraftLayout } from '../models/layouts';
import { toJsonModel, widgetKeysOf, widgetTab } from './flex-model';
import { LayoutHistory } from './layout-history';
import { parseWidgetKey } from './widget-key';
import type { WidgetType } from './registry';
import { linkUpdates, pairUpdates, withWidgetState, type ConfigUpdates, type PanelLink, type TabConfigs } from './link-groups';
import { eachTab, type LayoutJson } from '../models/layout-tabs';
import { popOutAction, popoutKeys, returnAction } from './popouts';

/** Actions that change only what is looked at, not the arrangement. */
const VIEW_ONLY = new Set([Actions.SELECT_TAB, Actions.SET_ACTIVE_TABSET, Actions.MAXIMIZE_TOGGLE, Actions.MOVE_FLOAT_TO_FRONT]);

export interface LayoutChangeSink {
  /** The arrangement changed (tabs added, moved, closed, resized…). */
  arrangement(json: IJsonModel, action: Action | null): void;
  /** Only a widget's own state changed (its tab's config). */
  widgetState(json: IJsonModel, action: Action): void;
}

/** Whether an action only sets tabs' config: a widget's own state or its panel's link, not the
 *  arrangement (a group of such actions too). */
export function isWidgetStateAction(action: Action): boolean {
  if (action.type === Actions.GROUP) {
    const actions = (action as GroupAction).actions;
    return actions.length > 0 && actions.every(isWidgetStateAction);
  }
  if (action.type !== Actions.UPDATE_NODE_ATTRIBUTES) return false;
  const attrs = (action.data as { json?: unknown }).json;
  return typeof attrs === 'object' && attrs !== null && Object.keys(attrs).every((k) => k === 'config');
}

/** What an engine watcher hears: an applied Action (serialised), or an undo or redo with the model it restored. */
export type EngineEvent = { kind: 'action'; action: ReturnType<Action['toJSON']> } | { kind: 'undo' | 'redo'; json: IJsonModel };

export class LayoutEngine {
  private current: Model;
  /** The model's JSON after the last change: what an undo of the next one goes back to. */
  private settled: IJsonModel;
  private readonly history = new LayoutHistory();
  private readonly listeners = new Set<() => void>();
  private readonly watchers = new Set<(event: EngineEvent) => void>();
  /** Bumped by every change, undo and redo: what views of the engine re-render on. */
  private revision = 0;
  /** While set, applied Actions change only what is shown: no undo step, nothing to save. */
  private quiet = false;

  constructor(
    content: DraftLayout,
    private readonly sink: LayoutChangeSink,
  ) {
    this.current = this.modelOf(toJsonModel(content.model));
    this.settled = this.current.toJson();
  }

  get model(): Model {
    return this.current;
  }

  private modelOf(json: IJsonModel): Model {
    const model = Model.fromJson(json);
    model.addChangeListener({
      onAfterAction: (action) => {
        if (action.isAdjusting()) return;
        if (this.quiet) {
          this.settled = model.toJson();
          this.changed();
          return;
        }
        for (const w of this.watchers) w({ kind: 'action', action: action.toJSON() });
        if (VIEW_ONLY.has(action.type)) return;
        const json = model.toJson();
        this.history.changed(this.settled);
        this.settled = json;
        if (isWidgetStateAction(action)) this.sink.widgetState(json, action);
        else this.sink.arrangement(json, action);
        this.changed();
      },
    });
    return model;
  }

  /** Watches every applied Action (serialised, in order), undo and redo: the QA recorder's seam. */
  watch(watcher: (event: EngineEvent) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private changed(): void {
    this.revision += 1;
    for (const l of this.listeners) l();
  }

  /** For useSyncExternalStore: called after every change, undo and redo. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly version = (): number => this.revision;

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  undo(): boolean {
    return this.restore(this.history.undo(this.settled), 'undo');
  }

  redo(): boolean {
    return this.restore(this.history.redo(this.settled), 'redo');
  }

  private restore(json: IJsonModel | undefined, kind: 'undo' | 'redo'): boolean {
    if (!json) return false;
    this.current = this.modelOf(json);
    this.settled = json;
    this.sink.arrangement(json, null);
    for (const w of this.watchers) w({ kind, json });
    this.changed();
    return true;
  }

  widgetKeys(): string[] {
    return widgetKeysOf(this.current.toJson());
  }

  /** Adds a widget to the active panel (or the first one) and selects it; returns its key. */
  addWidget(type: WidgetType): string {
    const tab = widgetTab(type);
    const target = this.current.getActiveTabset() ?? this.current.getFirstTabSet();
    const toId = target?.getId() ?? this.current.getRootRow()?.getId();
    if (toId !== undefined) this.current.doAction(Actions.addTab(tab, toId, DockLocation.CENTER, -1, true));
    return tab.id as string;
  }

  /** A widget's own state, as the config of its tab (beside what its panel carries). */
  setWidgetState(key: string, state: unknown): void {
    const configs = this.tabConfigs();
    if (configs.has(key)) this.current.doAction(Actions.updateNodeAttributes(key, { config: withWidgetState(configs.get(key), state) }));
  }

  /** Every tab's config by widget key, in reading order (popped-out panels too). */
  tabConfigs(): TabConfigs {
    const out = new Map<string, unknown>();
    eachTab(this.current.toJson() as unknown as LayoutJson, (tab) => out.set(tab.id, tab.config));
    return out;
  }

  /** Gives the panel of `key` a link colour (or none). */
  setPanelLink(key: string, link: PanelLink, workspacePair: string): void {
    this.writeConfigs(linkUpdates(key, link, this.tabConfigs(), workspacePair));
  }

  /** Points the panel of `key` (and every panel of its colour) at `pair`; false when the panel is
   *  in the workspace's colour, whose pair is the workspace's own (not the layout's). */
  setPanelPair(key: string, pair: string): boolean {
    const updates = pairUpdates(key, pair, this.tabConfigs());
    if (updates === 'workspace') return false;
    this.writeConfigs(updates);
    return true;
  }

  /** Tabs' configs in one Action (a group of them when there are several: one undo step). */
  private writeConfigs(updates: ConfigUpdates): void {
    const actions = updates.map(([key, config]) => Actions.updateNodeAttributes(key, { config }));
    if (actions.length > 0) this.current.doAction(actions.length === 1 ? actions[0]! : Actions.group(actions));
  }

  /** Maximises the active panel (or restores it when it is maximised already). */
  maximiseActive(): void {
    this.maximise(undefined);
  }

  /** Maximises the panel showing `key` (the active one without a key), or restores it. */
  maximise(key: string | undefined): void {
    const tabset = this.tabsetOf(key);
    if (tabset) this.current.doAction(Actions.maximizeToggle(tabset.getId()));
  }

  /** The panel (tabset) holding `key`, else the active one, else the first. */
  private tabsetOf(key: string | undefined): TabSetNode | undefined {
    const parent = key ? this.current.getNodeById(key)?.getParent() : undefined;
    if (parent instanceof TabSetNode) return parent;
    return this.current.getActiveTabset() ?? this.current.getFirstTabSet();
  }

  /** The panels of the main window (not the popped-out ones), in reading order. */
  private panels(): TabSetNode[] {
    const out: TabSetNode[] = [];
    this.current.visitLayoutNodes(Model.MAIN_LAYOUT_ID, (node) => {
      if (node instanceof TabSetNode && node.getSelectedNode()) out.push(node);
    });
    return out;
  }

  /**
   * Moves to the next (1) or previous (-1) panel after the one showing `from` (the active panel
   * without it), wrapping around: that panel becomes the active one (a maximised other panel is
   * restored first, so the new one is seen). Returns the key of the widget it shows.
   */
  stepPanel(from: string | undefined, step: 1 | -1): string | undefined {
    const panels = this.panels();
    if (panels.length === 0) return undefined;
    const at = panels.indexOf(this.tabsetOf(from) as TabSetNode);
    const next = panels[at < 0 ? (step > 0 ? 0 : panels.length - 1) : (at + step + panels.length) % panels.length]!;
    const maximised = this.current.getMaximizedTabset(Model.MAIN_LAYOUT_ID);
    if (maximised && maximised !== next) this.current.doAction(Actions.maximizeToggle(maximised.getId()));
    this.current.doAction(Actions.setActiveTabset(next.getId(), Model.MAIN_LAYOUT_ID));
    return next.getSelectedNode()?.getId();
  }

  /** Shows the next (1) or previous (-1) tab of the panel holding `from`; returns its key. */
  stepTab(from: string | undefined, step: 1 | -1): string | undefined {
    const tabset = this.tabsetOf(from);
    const tabs = (tabset?.getChildren() ?? []).filter((n): n is TabNode => n instanceof TabNode);
    if (!tabset || tabs.length === 0) return undefined;
    const at = Math.max(0, tabset.getSelected());
    const next = tabs[(at + step + tabs.length) % tabs.length]!;
    this.current.doAction(Actions.selectTab(next.getId()));
    return next.getId();
  }

  /** The key of the first panel of `type`, undefined when the layout has none. */
  firstOf(type: WidgetType): string | undefined {
    return this.widgetKeys().find((k) => parseWidgetKey(k)?.type === type);
  }

  /** What the view asks flexlayout to do, as this layout does it: a pop-out remembers the panel
   *  it came from (popouts.ts), a popout window closed puts its panel back there. */
  readonly intercept = (action: Action): Action | undefined => {
    const data = action.data as { node?: string; layoutId?: string };
    if (action.type === Actions.POPOUT_TAB) return popOutAction(this.current, data.node ?? '');
    if (action.type === Actions.POPOUT_TABSET) {
      const tabset = this.current.getNodeById(data.node ?? '');
      const shown = tabset instanceof TabSetNode ? tabset.getSelectedNode() : undefined;
      return shown ? popOutAction(this.current, shown.getId()) : undefined;
    }
    if (action.type === Actions.CLOSE_POPOUT) return returnAction(this.current, data.layoutId ?? '');
    return action;
  };

  /** Pops the panel of `key` out into a browser window of its own. */
  popOut(key: string): void {
    const action = popOutAction(this.current, key);
    if (action) this.current.doAction(action);
  }

  /** Pops out the active panel's shown widget. */
  popOutActive(): void {
    const shown = (this.current.getActiveTabset() ?? this.current.getFirstTabSet())?.getSelectedNode();
    if (shown) this.popOut(shown.getId());
  }

  /** Puts the panels of the popout window `layoutId` back where they came from. */
  returnPopout(layoutId: string): void {
    const action = returnAction(this.current, layoutId);
    if (action) this.current.doAction(action);
  }

  /**
   * The browser would not open the window of the popout `layoutId` (a pop-up blocker, as a saved
   * layout opens without a click): its panels come back to where they came from for this visit
   * only — the layout is not edited by it and keeps them popped out, so they open in windows again
   * where the browser allows it. Returns the keys of the panels brought back.
   */
  returnBlockedPopout(layoutId: string): string[] {
    const keys = popoutKeys(this.current, layoutId);
    const action = returnAction(this.current, layoutId);
    if (!action) return [];
    this.view(action);
    return keys;
  }

  /** Applies `action` to what is shown only: no undo step, nothing to save (a blocked popout's
   *  panels brought back, a panel collapsed as the user's setting says, collapse-panels.tsx). */
  view(action: Action): void {
    this.quiet = true;
    try {
      this.current.doAction(action);
    } finally {
      this.quiet = false;
    }
  }

  /** A popout window was moved or resized on the screen: its new place, kept with the layout. */
  moveWindow(layoutId: string, rect: IJsonRect): void {
    this.current.doAction(Actions.moveFloat(layoutId, new Rect(rect.x, rect.y, rect.width, rect.height)));
  }

  removeWidget(key: string): void {
    if (this.current.getNodeById(key)) this.current.doAction(Actions.deleteTab(key));
  }

  /** Closes the widget `key` (the active panel's shown one without a key); returns the key of
   *  the widget shown in its place (in its panel, else in the active one) to move to. */
  closeWidget(key: string | undefined): string | undefined {
    const target = key ?? this.tabsetOf(undefined)?.getSelectedNode()?.getId();
    if (!target || !this.current.getNodeById(target)) return undefined;
    const tabset = this.tabsetOf(target);
    this.removeWidget(target);
    const left = tabset && this.current.getNodeById(tabset.getId()) ? tabset : this.tabsetOf(undefined);
    return left?.getSelectedNode()?.getId();
  }

  selectWidget(key: string): void {
    if (this.current.getNodeById(key)) this.current.doAction(Actions.selectTab(key));
  }
}
