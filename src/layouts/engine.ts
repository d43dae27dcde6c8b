// The live flexlayout model of the shown layout. Every change is a flexlayout Action (so it can
// be saved, undone, recorded, replayed); after each one the model's JSON goes to the layouts
// store, which keeps it as the draft until Save.
import { Actions, DockLocation, Model, type Action, type IJsonModel } from 'flexlayout-react';
import type { DraftLayout } from '../models/layouts';
import { toJsonModel, widgetKeysOf, widgetTab } from './flex-model';
import type { WidgetType } from './registry';

/** Actions that change only what is looked at, not the arrangement. */
const VIEW_ONLY = new Set([Actions.SELECT_TAB, Actions.SET_ACTIVE_TABSET, Actions.MAXIMIZE_TOGGLE]);

export type LayoutChangeSink = (json: IJsonModel, widgetKeys: string[], action: Action) => void;

export class LayoutEngine {
  readonly model: Model;
  /** Actions applied since the engine was built, in order (serialisable). */
  readonly actions: Array<ReturnType<Action['toJSON']>> = [];

  constructor(
    content: DraftLayout,
    private readonly onChange: LayoutChangeSink,
  ) {
    this.model = Model.fromJson(toJsonModel(content.model));
    this.model.addChangeListener({
      onAfterAction: (action) => {
        if (action.isAdjusting()) return;
        this.actions.push(action.toJSON());
        if (VIEW_ONLY.has(action.type)) return;
        const json = this.model.toJson();
        this.onChange(json, widgetKeysOf(json), action);
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

  removeWidget(key: string): void {
    if (this.model.getNodeById(key)) this.model.doAction(Actions.deleteTab(key));
  }

  selectWidget(key: string): void {
    if (this.model.getNodeById(key)) this.model.doAction(Actions.selectTab(key));
  }
}
