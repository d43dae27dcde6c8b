// The narrow-screen arrangement over the same panels: a react-grid-layout 2 grid whose panels are
// dragged by their title bar and resized from the corner.
import { observer } from 'mobx-react-lite';
import { GridLayout, type Layout as GridLayoutItems } from 'react-grid-layout';
import { useStore } from '../app/store-context';
import { t } from '../i18n';
import type { LayoutEngine } from './engine';
import { widgetKeysOf, toJsonModel } from './flex-model';
import { GRID_ROW_HEIGHT, arrangeGrid, breakpointFor, gridPositions } from './grid-arrangement';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';
import { WidgetHost } from './WidgetHost';
import 'react-grid-layout/css/styles.css';

export const GridArrangement = observer(function GridArrangement({ engine, width }: { engine: LayoutEngine; width: number }) {
  const { layouts } = useStore();
  const current = layouts.current;
  if (!current) return null;
  const keys = widgetKeysOf(toJsonModel(current.model));
  const bp = breakpointFor(width);
  const items = arrangeGrid(keys, current.grid[bp.name], bp);
  const record = (next: GridLayoutItems) => layouts.recordGrid({ ...current.grid, [bp.name]: gridPositions(next) });
  if (keys.length === 0) return <div className="dock-empty dim">{t('layouts.emptyPanel')}</div>;
  return (
    <GridLayout
      width={width}
      layout={items}
      gridConfig={{ cols: bp.cols, rowHeight: GRID_ROW_HEIGHT, margin: [4, 4], containerPadding: [4, 4] }}
      dragConfig={{ handle: '.grid-panel-title', cancel: 'button' }}
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
              <span>{title}</span>
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
    </GridLayout>
  );
});
