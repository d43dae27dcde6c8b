// The dockable arrangement (flexlayout-react 0.11): tabs, tabsets, split, drag-dock, maximise.
import { useCallback, useSyncExternalStore } from 'react';
import { Layout, type ITabRenderValues, type TabNode } from 'flexlayout-react';
import { isMessageKey, t } from '../i18n';
import type { LayoutEngine } from './engine';
import { WidgetHost } from './WidgetHost';

function translate(key: string): string {
  return isMessageKey(key) ? t(key) : key;
}

/** A tab's button carries its widget key, as the panel's content does: QA and tests tell which
 *  panel holds which widget even when the tab is not the one shown. */
function renderTab(node: TabNode, values: ITabRenderValues): void {
  values.content = (
    <span className="dock-tab-title" data-tab-key={node.getId()}>
      {values.content}
    </span>
  );
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
        onTabSetPlaceHolder={() => <div className="dock-empty dim">{t('layouts.emptyPanel')}</div>}
      />
    </div>
  );
}
