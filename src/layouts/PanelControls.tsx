// The shown panel's own controls in its header: for a panel that shows a pair, its link colour (a
// menu: none or one of the four, link-groups.ts) and, when it does not follow the workspace's pair,
// its own pair selector; for every panel, Pop out (popouts.ts), or in a popout window the way back
// (not in the narrow screen's grid, which shows no windows).
import { useContext } from 'react';
import { observer } from 'mobx-react-lite';
import { Model } from 'flexlayout-react';
import { useStore } from '../app/store-context';
import { t } from '../i18n';
import { pairLabel } from '../format';
import { MenuButton, type MenuEntry } from '../ui/Menu';
import { Options } from '../ui/Options';
import { EngineContext } from './engine-context';
import { LINK_COLOURS, PAIR_WIDGETS, WORKSPACE_LINK, panelPair, panelSettings, type PanelLink } from './link-groups';
import { linkColourName } from './LinkMarker';
import { WIDGETS, isWidgetType } from './registry';
import { parseWidgetKey } from './widget-key';
import './panel-controls.css';

const LINKS: readonly PanelLink[] = ['none', ...LINK_COLOURS];

export const PanelControls = observer(function PanelControls({ widgetKey, popOut = true }: { widgetKey: string; popOut?: boolean }) {
  const { layouts, workspace, markets } = useStore();
  const engine = useContext(EngineContext);
  const type = parseWidgetKey(widgetKey)?.type;
  if (!engine || !isWidgetType(type)) return null;
  const name = t(WIDGETS[type].title);
  const layoutId = engine.model.getNodeById(widgetKey)?.getLayoutId();
  const inWindow = layoutId !== undefined && layoutId !== Model.MAIN_LAYOUT_ID;
  const popout = popOut && (
    <button
      type="button"
      className="ui-button"
      aria-label={t(inWindow ? 'popout.return' : 'popout.open', { name })}
      title={t(inWindow ? 'popout.return' : 'popout.open', { name })}
      onClick={() => (inWindow ? engine.returnPopout(layoutId) : engine.popOut(widgetKey))}
    >
      {inWindow ? '⇲' : '⧉'}
    </button>
  );
  if (!PAIR_WIDGETS.has(type)) return <span className="panel-controls">{popout}</span>;

  const configs = new Map(Object.entries(layouts.widgetStates));
  const { link } = panelSettings(configs.get(widgetKey));
  const pair = panelPair(widgetKey, configs, workspace.pair);
  const entries: MenuEntry[] = LINKS.map((l) => ({
    id: l,
    label: linkColourName(l),
    checked: l === link,
    onSelect: () => engine.setPanelLink(widgetKey, l, workspace.pair),
  }));
  const symbols = markets.markets.map((m) => m.symbol);
  return (
    <span className="panel-controls" onPointerDown={(e) => e.stopPropagation()}>
      {link !== WORKSPACE_LINK && (
        <select
          className="ui-select panel-pair"
          aria-label={t('links.panelPair')}
          value={pair}
          onChange={(e) => {
            if (!engine.setPanelPair(widgetKey, e.target.value)) workspace.setPair(e.target.value);
          }}
        >
          {!symbols.includes(pair) && <option value={pair}>{pairLabel(pair)}</option>}
          <Options values={symbols} label={pairLabel} />
        </select>
      )}
      <MenuButton label={t('links.menu')} menuLabel={t('links.menuLabel')} entries={entries} className="panel-link" align="right">
        <span className="link-swatch" data-link={link} aria-hidden="true" />
      </MenuButton>
      {popout}
    </span>
  );
});
