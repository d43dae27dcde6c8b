// The live flexlayout model of the shown layout. Every change is a flexlayout Action (so it can
// be saved, undone, recorded, replayed), a widget's own state too (updateNodeAttributes on its
// tab's config); after each one the model's JSON goes to the layouts store: an arrangement change
// as the draft until Save, a widget's state at once.
import { Actions, DockLocation, Model, type Action, type IJsonModel } from 'flexlayout-react';
import type { DraftLayout } from '../models/layouts';
import { toJsonModel, widgetKeysOf, widgetTab } from './flex-model';
import type { WidgetType } from './registry';

/** Actions that change only what is looked at, not the arrangement. */
const VIEW_ONLY = new Set([Actions.SELECT_TAB, Actions.SET_ACTIVE_TABSET, Actions.MAXIMIZE_TOGGLE]);

export interface LayoutChangeSink {
  /** The arrangement changed (tabs added, moved, closed, resized…). */
  arrangement(json: IJsonModel, action: Action): void;
  /** Only a widget's own state changed (its tab's config). */
  widgetState(json: IJsonModel, action: Action): void;
}

/** Whether an action only sets a tab's config: a widget's own state, not the arrangement. */
export function isWidgetStateAction(action: Action): boolean {
  if (action.type !== Actions.UPDATE_NODE_ATTRIBUTES) return false;
  const attrs = (action.data as { json?: unknown }).json;
  return typeof attrs === 'object' && attrs !== null && Object.keys(attrs).every((k) => k === 'config');
}

export class LayoutEngine {
  readonly model: Model;
  /** Actions applied since the engine was built, in order (serialisable). */
  readonly actions: Array<ReturnType<Action['toJSON']>> = [];

  constructor(
    content: DraftLayout,
    private readonly sink: LayoutChangeSink,
  ) {
    this.model = Model.fromJson(toJsonModel(content.model));
    this.model.addChangeListener({
      onAfterAction: (action) => {
        if (action.isAdjusting()) return;
        this.actions.push(action.toJSON());
        if (VIEW_ONLY.has(action.type)) return;
        const json = this.model.toJson();
        if (isWidgetStateAction(action)) this.sink.widgetState(json, action);
        else this.sink.arrangement(json, action);
      },
    });
  }

  widgetKeys(): string[] {
    return widgetKeysOf(this.model.toJson());
  }

  /** Adds a widget to the active panel (or the first one) and selects it; returns its key. */
  addWidget(type: WidgetType): string {
    const tab = widgetTab(type);
    const target = this.model.getActiveTabset() ?? this.model.getFirstTabSet();
    const toId = target?.getId() ?? this.model.getRootRow()?.getId();
    if (toId !== undefined) this.model.doAction(Actions.addTab(tab, toId, DockLocation.CENTER, -1, true));
    return tab.id as string;
  }

  /** A widget's own state, as the config of its tab. */
  setWidgetState(key: string, state: unknown): void {
    if (this.model.getNodeById(key)) this.model.doAction(Actions.updateNodeAttributes(key, { config: state }));
  }

  removeWidget(key: string): void {
    if (this.model.getNodeById(key)) this.model.doAction(Actions.deleteTab(key));
  }

  selectWidget(key: string): void {
    if (this.model.getNodeById(key)) this.model.doAction(Actions.selectTab(key));
  }
}
