// The dockable arrangement (flexlayout-react 0.11): tabs, tabsets, split, drag-dock, maximise;
// each tab with its link group's marker, each panel's header with the shown panel's own controls
// (its link colour and pair).
import { useCallback, useSyncExternalStore } from 'react';
import { Layout, TabSetNode, type BorderNode, type ITabRenderValues, type ITabSetRenderValues, type TabNode } from 'flexlayout-react';
import { isMessageKey, t } from '../i18n';
import type { LayoutEngine } from './engine';
import { WidgetHost } from './WidgetHost';
import { LinkMarker } from './LinkMarker';
import { PanelControls } from './PanelControls';

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

/** The shown panel's own controls, before the panel's buttons (maximise). */
function renderTabSet(node: TabSetNode | BorderNode, values: ITabSetRenderValues): void {
  const shown = node instanceof TabSetNode ? node.getSelectedNode() : undefined;
  if (!shown) return;
  values.buttons.unshift(<PanelControls key="panel-controls" widgetKey={shown.getId()} />);
}

export function DockLayout({ engine }: { engine: LayoutEngine }) {
  const factory = useCallback((node: TabNode) => <WidgetHost widgetKey={node.getId()} />, []);
  // An undo or redo puts a rebuilt model in place of the shown one.
  const model = useSyncExternalStore(engine.subscribe, () => engine.model);
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
        onTabSetPlaceHolder={() => <div className="dock-empty dim">{t('layouts.emptyPanel')}</div>}
      />
    </div>
  );
}
