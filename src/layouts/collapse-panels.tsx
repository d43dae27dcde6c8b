// Collapsing a workspace panel to its header strip (market-side §3 "UI settings": collapsed
// widgets). A panel is shown collapsed while the widget it shows is in the user's
// `collapsed_widgets` (its widget key, the rules below): the setting follows the
// user to another browser, and the layout itself is not edited by it — the collapse is applied as a
// view of the layout (engine.view: no undo step, nothing to save), again after every change of the
// layout (an undo, a tab moved) or of the setting. In a column of panels a collapsed one keeps only
// its header's height (min and max height 0: flexlayout adds the header), so its neighbours take
// the room; beside others in a row it keeps the narrowest width a panel has. Its weight is left as
// it was, so expanding gives it back its previous size. Its widget leaves (WidgetHost), its feeds
// with it. Loaded after the workspace's first draw (DockLayout), with its messages.
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { Actions, Model, Orientation, TabNode, TabSetNode, type Action } from 'flexlayout-react';
import { useStore } from '../app/store-context';
import type { RootStoreInstance } from '../models/root';
import { cataloguesReady, t } from '../i18n';
import { toJsonModel, widgetKeysOf } from './flex-model';
import type { LayoutEngine } from './engine';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';
import './palette-messages';

/** The exchange's bound on `collapsed_widgets` (server/accounts/ui-settings.ts): the oldest go. */
export const MAX_COLLAPSED = 100;

// A collapsed panel is kept as the key of the widget it shows (`widget/book/main`): the keys are
// the layout's own and stay the same across reloads and devices, where a layout never saved (the
// default one) gets a new id on each load. The default layout's keys are in every layout made from
// it, so its order book collapsed is collapsed in each of them: the same panel, as the user sees it.

/** The list with `key` collapsed (added last, the oldest dropped beyond the bound) or expanded. */
export function withCollapsed(ids: readonly string[], key: string, collapsed: boolean): string[] {
  const rest = ids.filter((x) => x !== key);
  return collapsed ? [...rest, key].slice(-MAX_COLLAPSED) : rest;
}

/** The widget keys of a layout shown collapsed: those of the list that it holds (a stale id, its
 *  widget removed, is ignored). */
export function collapsedIn(ids: readonly string[], widgetKeys: Iterable<string>): Set<string> {
  const live = new Set(widgetKeys);
  return new Set(ids.filter((id) => live.has(id)));
}

/** The list without the ids of widgets that none of the user's layouts holds any more. */
export function withoutStale(ids: readonly string[], widgetKeys: Iterable<string>): string[] {
  const live = new Set(widgetKeys);
  return ids.filter((id) => live.has(id));
}

/** The tab strip's class of a collapsed panel: how a collapsed one is told from the others. */
const MARK = 'dock-collapsed';
/** The width a collapsed panel keeps beside others (flex-model's tabSetMinWidth). */
const NARROW = 120;

export function isCollapsed(tabset: TabSetNode): boolean {
  return (tabset.getClassNameTabStrip() ?? '').split(' ').includes(MARK);
}

/** The Action that shows `tabset` collapsed or expanded (expanded: its own attributes removed, the
 *  layout's defaults again). */
export function collapseAction(tabset: TabSetNode, collapsed: boolean): Action {
  const id = tabset.getId();
  if (!collapsed) {
    return Actions.updateNodeAttributes(id, {
      classNameTabStrip: undefined,
      minHeight: undefined,
      maxHeight: undefined,
      minWidth: undefined,
      maxWidth: undefined,
    });
  }
  const besideOthers = tabset.getParent()?.getOrientation() === Orientation.HORZ && (tabset.getParent()?.getChildren().length ?? 0) > 1;
  return Actions.updateNodeAttributes(
    id,
    besideOthers
      ? { classNameTabStrip: `${MARK} ${MARK}-across`, minWidth: NARROW, maxWidth: NARROW }
      : { classNameTabStrip: MARK, minHeight: 0, maxHeight: 0 },
  );
}

/** A tab's own minimum size, as its widget's definition gives it (flex-model's widgetTab). */
function tabMinimum(tab: TabNode): { minWidth: number | undefined; minHeight: number | undefined } {
  const type = parseWidgetKey(tab.getId())?.type;
  const def = isWidgetType(type) ? WIDGETS[type] : undefined;
  return { minWidth: def?.minWidth, minHeight: def?.minHeight };
}

/** The Actions that bring the main window's panels to what `collapsed` (widget keys) says. A
 *  panel is as small as its tabs' minimum sizes allow, so a collapsed panel's tabs have none (0),
 *  and get their widget's back when it expands — or when one is moved out of a collapsed panel. */
export function collapseActions(model: Model, collapsed: ReadonlySet<string>): Action[] {
  const actions: Action[] = [];
  model.visitLayoutNodes(Model.MAIN_LAYOUT_ID, (node) => {
    if (!(node instanceof TabSetNode)) return;
    const shown = node.getSelectedNode()?.getId();
    const wanted = shown !== undefined && collapsed.has(shown);
    if (wanted !== isCollapsed(node)) actions.push(collapseAction(node, wanted));
    for (const tab of node.getChildren()) {
      if (!(tab instanceof TabNode)) continue;
      const own = tab.toJson();
      if (wanted && (own.minHeight !== 0 || own.minWidth !== 0)) {
        actions.push(Actions.updateNodeAttributes(tab.getId(), { minHeight: 0, minWidth: 0 }));
      } else if (!wanted && (own.minHeight === 0 || own.minWidth === 0)) {
        const min = tabMinimum(tab);
        if (own.minHeight !== min.minHeight || own.minWidth !== min.minWidth) actions.push(Actions.updateNodeAttributes(tab.getId(), min));
      }
    }
  });
  return actions;
}

/** Keeps the engine's panels collapsed as the user's setting says, from now until the returned
 *  stop is called (the engine replaced, the workspace left). */
export function follow(engine: LayoutEngine, store: RootStoreInstance): () => void {
  const apply = () => {
    // A collapsed widget popped out into a window shows whole there (a window has no collapse
    // button to expand it with): it leaves the setting.
    const ids = store.settings.collapsedWidgets;
    const inWindow = ids.filter((key) => {
      const node = engine.model.getNodeById(key);
      return node !== undefined && node.getLayoutId() !== Model.MAIN_LAYOUT_ID;
    });
    if (inWindow.length > 0) store.settings.setCollapsedWidgets(ids.filter((key) => !inWindow.includes(key)));
    const collapsed = collapsedIn(store.settings.collapsedWidgets, engine.widgetKeys());
    const actions = collapseActions(engine.model, collapsed);
    if (actions.length > 0) engine.view(actions.length === 1 ? actions[0]! : Actions.group(actions));
  };
  apply();
  const stopEngine = engine.subscribe(apply);
  const stopSetting = reaction(() => store.settings.collapsedWidgets, apply);
  return () => {
    stopEngine();
    stopSetting();
  };
}

/** Collapses the panel `tabset` (its shown widget), or expands it; ids of widgets that none of
 *  the user's layouts holds any more leave the setting with it. */
export function toggleCollapsed(engine: LayoutEngine, store: RootStoreInstance, tabset: TabSetNode): void {
  const shown = tabset.getSelectedNode()?.getId();
  if (!shown) return;
  const collapse = !store.settings.collapsedWidgets.includes(shown);
  // A maximised panel is restored first: collapsed it would hide every other.
  if (collapse && tabset.isMaximized()) engine.model.doAction(Actions.maximizeToggle(tabset.getId()));
  const live = [...engine.widgetKeys(), ...store.layouts.layouts.flatMap((l) => widgetKeysOf(toJsonModel(l.model)))];
  store.settings.setCollapsedWidgets(withoutStale(withCollapsed(store.settings.collapsedWidgets, shown, collapse), live));
}

/** The header's Collapse or Expand button (not in a popout window, whose panel shows whole). */
export const CollapseButton = observer(function CollapseButton({ node, engine }: { node: TabSetNode; engine: LayoutEngine }) {
  const store = useStore();
  const shown = node.getSelectedNode()?.getId();
  if (!shown || node.getLayoutId() !== Model.MAIN_LAYOUT_ID) return null;
  const collapsed = store.settings.collapsedWidgets.includes(shown);
  const type = parseWidgetKey(shown)?.type;
  const label = t(collapsed ? 'layouts.expandPanel' : 'layouts.collapsePanel');
  return (
    // In the header's controls' style (panel-controls.css): no stylesheet of its own to load.
    <span className="panel-controls">
      <button
        type="button"
        className="ui-button"
        aria-label={label}
        aria-expanded={!collapsed}
        title={isWidgetType(type) ? `${label}: ${t(WIDGETS[type].title)}` : label}
        data-panel-collapse={shown}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => toggleCollapsed(engine, store, node)}
      >
        {collapsed ? '▸' : '▾'}
      </button>
    </span>
  );
});

/** What the workspace uses, once the messages in the reader's language are there. */
export const loaded = cataloguesReady().then(() => ({ CollapseButton, follow }));
