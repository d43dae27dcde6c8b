// The dockable arrangement (flexlayout-react 0.11): tabs, tabsets, split, drag-dock, maximise,
// pop-out windows (popouts.ts); each tab with its link group's marker, each panel's header with
// the shown panel's own controls (its link colour and pair, pop out). A popout window the browser
// blocks (a saved layout reopening its windows without a click) brings its panel back for this
// visit, without editing the layout, and says so.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  Actions,
  Layout,
  TabSetNode,
  type Action,
  type BorderNode,
  type ITabRenderValues,
  type ITabSetRenderValues,
  type ModelLayout,
  type TabNode,
} from 'flexlayout-react';
import { isMessageKey, t } from '../i18n';
import { useStore } from '../app/store-context';
import type { LayoutEngine } from './engine';
import { WidgetHost } from './WidgetHost';
import { LinkMarker } from './LinkMarker';
import { PanelControls } from './PanelControls';
import { POPOUT_URL, popoutKeys } from './popouts';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';

function translate(key: string): string {
  return isMessageKey(key) ? t(key) : key;
}

/** A tab's button carries its widget key, as the panel's content does: QA and tests tell which
 *  panel holds which widget even when the tab is not the one shown. */
function renderTab(node: TabNode, values: ITabRenderValues): void {
  values.leading = <LinkMarker widgetKey={node.getId()} config={node.getConfig()} />;
  values.content = (
    <span className="dock-tab-title" data-tab-key={node.getId()}>
      {values.content}
    </span>
  );
}

type Collapse = Awaited<(typeof import('./collapse-panels'))['loaded']>;

export function DockLayout({ engine }: { engine: LayoutEngine }) {
  const factory = useCallback((node: TabNode) => <WidgetHost widgetKey={node.getId()} docked />, []);
  // Collapsing panels (the user's collapsed_widgets) loads after the first draw: not in the first load.
  const store = useStore();
  const [collapse, setCollapse] = useState<Collapse>();
  useEffect(() => void import('./collapse-panels').then((m) => m.loaded.then(setCollapse)), []);
  useEffect(() => collapse?.follow(engine, store), [collapse, engine, store]);
  /** The shown panel's own controls, before the panel's buttons (maximise). */
  const renderTabSet = (node: TabSetNode | BorderNode, values: ITabSetRenderValues) => {
    const shown = node instanceof TabSetNode ? node.getSelectedNode() : undefined;
    if (!shown) return;
    values.buttons.unshift(<PanelControls key="panel-controls" widgetKey={shown.getId()} />);
    if (collapse) values.buttons.push(<collapse.CollapseButton key="collapse" node={node as TabSetNode} engine={engine} />);
  };
  // An undo or redo puts a rebuilt model in place of the shown one.
  const model = useSyncExternalStore(engine.subscribe, () => engine.model);
  // Each open popout window's undressing (popout-window.ts), by its layout id.
  const popouts = useRef(new Map<string, () => void>());
  // The popout windows that opened on this page: one closed that never opened was blocked.
  const opened = useRef(new Set<string>());
  const { account } = store;
  const onAction = (action: Action): Action | undefined => {
    const layoutId = (action.data as { layoutId?: string }).layoutId ?? '';
    if (action.type !== Actions.CLOSE_POPOUT || opened.current.has(layoutId)) return engine.intercept(action);
    for (const key of engine.returnBlockedPopout(layoutId)) {
      const type = parseWidgetKey(key)?.type;
      const name = isWidgetType(type) ? t(WIDGETS[type].title) : key;
      account.notifications.add('client', 'info', t('popout.blocked', { name }), Date.now());
    }
    return undefined;
  };
  const onPopoutOpen = (layout: ModelLayout, win: Window, doc: Document) => {
    const id = layout.getLayoutId();
    opened.current.add(id);
    const type = parseWidgetKey(popoutKeys(engine.model, id)[0] ?? '')?.type;
    const title = `${isWidgetType(type) ? t(WIDGETS[type].title) : ''} · ${t('app.title')}`;
    // The window's dressing loads with the first window opened: not part of the workspace's first load.
    void import('./popout-window').then(({ dressPopout }) => {
      if (!win.closed)
        popouts.current.set(
          id,
          dressPopout(win, doc, title, (rect) => engine.moveWindow(id, rect)),
        );
    });
  };
  const onPopoutClose = (layout: ModelLayout) => {
    popouts.current.get(layout.getLayoutId())?.();
    popouts.current.delete(layout.getLayoutId());
  };
  return (
    <div className="dock">
      <Layout
        model={model}
        factory={factory}
        i18nTranslator={translate}
        realtimeResize={false}
        invalidateTabContentOnParentRender={false}
        onRenderTab={renderTab}
        onRenderTabSet={renderTabSet}
        onAction={onAction}
        popoutURL={POPOUT_URL}
        onPopoutOpen={onPopoutOpen}
        onPopoutClose={onPopoutClose}
        onTabSetPlaceHolder={(node) => (
          <div className="dock-empty dim">
            {t((node.getConfig() as { popouts?: string[] } | undefined)?.popouts?.length ? 'layouts.poppedOut' : 'layouts.emptyPanel')}
          </div>
        )}
      />
    </div>
  );
}
