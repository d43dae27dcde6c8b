// The narrow-screen arrangement over the same panels: react-grid-layout 2's responsive layout
// (its breakpoints, columns and vertical compactor) whose panels are dragged by their title bar
// and resized from the corner; positions are kept per breakpoint. Each title bar carries the
// panel's link marker and its link colour and pair controls, as the dock's tabs and headers do.
import { observer } from 'mobx-react-lite';
import { ResponsiveGridLayout, verticalCompactor, type Layout as GridLayoutItems } from 'react-grid-layout';
import { useStore } from '../app/store-context';
import { t } from '../i18n';
import type { LayoutEngine } from './engine';
import { widgetKeysOf, toJsonModel } from './flex-model';
import { GRID_BREAKPOINT_WIDTHS, GRID_COLS, GRID_ROW_HEIGHT, breakpointFor, gridPositions, responsiveLayouts } from './grid-arrangement';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';
import { WidgetHost } from './WidgetHost';
import { LinkMarker } from './LinkMarker';
import { PanelControls } from './PanelControls';
import 'react-grid-layout/css/styles.css';

export const GridArrangement = observer(function GridArrangement({ engine, width }: { engine: LayoutEngine; width: number }) {
  const { layouts } = useStore();
  const current = layouts.current;
  if (!current) return null;
  const keys = widgetKeysOf(toJsonModel(current.model));
  // The spec's sizes are inclusive (743 px is already the large grid): the breakpoint is given.
  const bp = breakpointFor(width);
  const record = (next: GridLayoutItems) => layouts.recordGrid({ ...current.grid, [bp.name]: gridPositions(next) });
  if (keys.length === 0) return <div className="dock-empty dim">{t('layouts.emptyPanel')}</div>;
  return (
    <ResponsiveGridLayout
      width={width}
      breakpoint={bp.name}
      breakpoints={GRID_BREAKPOINT_WIDTHS}
      cols={GRID_COLS}
      layouts={responsiveLayouts(keys, current.grid)}
      compactor={verticalCompactor}
      rowHeight={GRID_ROW_HEIGHT}
      margin={[4, 4]}
      containerPadding={[4, 4]}
      dragConfig={{ handle: '.grid-panel-title', cancel: 'button, select' }}
      onDragStop={(next) => record(next)}
      onResizeStop={(next) => record(next)}
      className="grid"
    >
      {keys.map((key) => {
        const type = parseWidgetKey(key)?.type;
        const title = isWidgetType(type) ? t(WIDGETS[type].title) : key;
        return (
          <div key={key} className="grid-panel">
            <div className="grid-panel-title">
              <LinkMarker widgetKey={key} config={layouts.widgetStates[key]} />
              <span className="grid-panel-name">{title}</span>
              <PanelControls widgetKey={key} popOut={false} />
              <button
                type="button"
                className="grid-panel-close"
                aria-label={t('layouts.closePanel', { name: title })}
                onClick={() => engine.removeWidget(key)}
              >
                ×
              </button>
            </div>
            <div className="grid-panel-body">
              <WidgetHost widgetKey={key} />
            </div>
          </div>
        );
      })}
    </ResponsiveGridLayout>
  );
});
