// One panel's content: finds the widget type of the key, gives it its saved state (its tab's
// config, the user's defaults where nothing is saved) and a setter that changes it through the layout engine, the pair of its
// panel (its link group's, link-groups.ts), and marks the root with
// data-widget-key for QA and tests; the root takes the focus the panel keys give it (panel-keys.ts). Widgets load when first shown (a chunk each): until then the
// panel says so after a second.
import { Suspense, useContext, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../app/store-context';
import { t } from '../i18n';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { DelayedLoader } from '../ui/DelayedLoader';
import { EngineContext } from './engine-context';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';
import { panelPair, widgetStateOf } from './link-groups';
import { PanelPairContext, type PanelPair } from './panel-pair';

export const WidgetHost = observer(function WidgetHost({ widgetKey, docked }: { widgetKey: string; docked?: boolean }) {
  const { layouts, workspace, site, settings } = useStore();
  const engine = useContext(EngineContext);
  const parsed = parseWidgetKey(widgetKey);
  const type = parsed?.type;
  const pair = panelPair(widgetKey, new Map(Object.entries(layouts.widgetStates)), workspace.pair);
  const panel = useMemo<PanelPair>(
    () => ({
      pair,
      setPair: (symbol) => {
        if (!engine?.setPanelPair(widgetKey, symbol)) workspace.setPair(symbol);
      },
    }),
    [pair, engine, widgetKey, workspace],
  );
  // A collapsed panel (collapse-panels.tsx) shows its header only: its widget leaves, and its feeds with it.
  if (docked && settings.collapsedWidgets.includes(widgetKey)) return null;
  if (!isWidgetType(type)) {
    return (
      <div className="widget widget-unknown dim" data-widget-key={widgetKey} tabIndex={-1}>
        {t('widgets.unknown')}
      </div>
    );
  }
  const def = WIDGETS[type];
  // A saved layout may hold a widget this site does not offer (a layout imported, a site changed).
  if (!site.offersWidget(type)) {
    return (
      <div className="widget widget-unknown dim" data-widget-key={widgetKey} data-widget-type={type} role="note" tabIndex={-1}>
        {t('site.widgetNotOffered', { name: t(def.title) })}
      </div>
    );
  }
  const raw = layouts.widgetStates[widgetKey];
  return (
    // Its own state (none: no attribute), for QA to read the layout as shown (the recorder's exported tests assert it).
    <div className="widget" data-widget-key={widgetKey} data-widget-type={type} data-widget-state={JSON.stringify(raw)} tabIndex={-1}>
      <ErrorBoundary
        resetKey={pair}
        fallback={(_, retry) => (
          <div className="widget-error" role="alert">
            <p>{t('widgets.failed', { name: t(def.title) })}</p>
            <button type="button" className="ui-button" onClick={retry}>
              {t('widgets.retry')}
            </button>
          </div>
        )}
      >
        <Suspense fallback={<DelayedLoader label={t('widgets.loading', { name: t(def.title) })} />}>
          <PanelPairContext.Provider value={panel}>
            {def.render({
              widgetKey,
              raw: widgetStateOf(raw),
              setState: (next) => engine?.setWidgetState(widgetKey, next),
              defaults: { chartInterval: settings.chartInterval, bookPrecision: settings.bookPrecision },
            })}
          </PanelPairContext.Provider>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
});
