// Link groups (issue 11): every panel that shows a pair carries a link colour, or none. The panels
// of one colour show one pair, so changing it in any of them changes it in all of them; a panel
// without a colour keeps a pair of its own. The first colour is the workspace's own pair (the pair
// selector, the address, the palette): every panel is in it until the trader gives it another
// colour, as every panel followed that pair before there were link groups.
// The colour and the panel's pair are kept in its tab's config beside the widget's own state (under
// PANEL_KEY), so they are saved with the layout, exported with it, and changed by Actions (a
// change to several panels is one grouped Action: one undo step).
export const LINK_COLOURS = ['blue', 'green', 'amber', 'violet'] as const;
export type LinkColour = (typeof LINK_COLOURS)[number];
/** The colour of the workspace's pair, every panel's until it is given another. */
export const WORKSPACE_LINK: LinkColour = 'blue';
export type PanelLink = LinkColour | 'none';

/** The widget types that show a pair and so take part in link groups. */
export const PAIR_WIDGETS: ReadonlySet<string> = new Set([
  'markets',
  'chart',
  'book',
  'depth',
  'trades',
  'orderForm',
  'orders',
  'derivatives',
  'priceAlerts',
]);

/** The key of a tab's config that holds what the panel carries, beside the widget's own state. */
export const PANEL_KEY = 'panel';

export interface PanelSettings {
  link: PanelLink;
  /** The pair the panel shows when it is not in the workspace's colour. */
  pair?: string;
}

type Config = Record<string, unknown>;
const isRecord = (v: unknown): v is Config => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLink = (v: unknown): v is PanelLink => v === 'none' || (LINK_COLOURS as readonly unknown[]).includes(v);

/** What the panel of a tab config carries (the workspace's colour when nothing is saved). */
export function panelSettings(config: unknown): PanelSettings {
  const p = isRecord(config) && isRecord(config[PANEL_KEY]) ? config[PANEL_KEY] : {};
  const link = isLink(p.link) ? p.link : WORKSPACE_LINK;
  return typeof p.pair === 'string' && p.pair ? { link, pair: p.pair } : { link };
}

/** The widget's own state in a tab config: the config without the panel's part. */
export function widgetStateOf(config: unknown): unknown {
  if (!isRecord(config) || !(PANEL_KEY in config)) return config;
  const { [PANEL_KEY]: _panel, ...state } = config;
  return state;
}

/** A tab config with `state` as the widget's state and the panel's part of `previous` kept. */
export function withWidgetState(previous: unknown, state: unknown): unknown {
  if (!isRecord(previous) || !isRecord(previous[PANEL_KEY])) return state;
  return { ...(isRecord(state) ? state : {}), [PANEL_KEY]: previous[PANEL_KEY] };
}

function withPanel(config: unknown, panel: PanelSettings): Config {
  return { ...(isRecord(config) ? config : {}), [PANEL_KEY]: panel.pair ? { link: panel.link, pair: panel.pair } : { link: panel.link } };
}

/** The tab configs of a layout by widget key, in reading order. */
export type TabConfigs = ReadonlyMap<string, unknown>;

/** The pair the panel of `key` shows. */
export function panelPair(key: string, configs: TabConfigs, workspacePair: string): string {
  const own = panelSettings(configs.get(key));
  if (own.link === WORKSPACE_LINK) return workspacePair;
  if (own.pair) return own.pair;
  return (own.link !== 'none' && groupPair(own.link, configs, key)) || workspacePair;
}

/** The pair a colour's panels show (other than `except`), undefined when it has none. */
function groupPair(link: LinkColour, configs: TabConfigs, except?: string): string | undefined {
  for (const [key, config] of configs) {
    if (key === except) continue;
    const p = panelSettings(config);
    if (p.link === link && p.pair) return p.pair;
  }
  return undefined;
}

/** A change of tab configs: each key's whole new config. */
export type ConfigUpdates = Array<[key: string, config: Config]>;

/** The configs to write for the panel of `key` to take the colour `link`: it joins that colour's
 *  pair, or keeps the pair it shows as its own when it has no colour (or is the first of its
 *  colour). */
export function linkUpdates(key: string, link: PanelLink, configs: TabConfigs, workspacePair: string): ConfigUpdates {
  const config = configs.get(key);
  if (panelSettings(config).link === link) return [];
  if (link === WORKSPACE_LINK) return [[key, withPanel(config, { link })]];
  const shown = panelPair(key, configs, workspacePair);
  const pair = link === 'none' ? shown : (groupPair(link, configs, key) ?? shown);
  return [[key, withPanel(config, { link, pair })]];
}

/** The configs to write for the panel of `key` to show `pair`: every panel of its colour with
 *  it. `workspace` when the panel is in the workspace's colour (the workspace's pair changes). */
export function pairUpdates(key: string, pair: string, configs: TabConfigs): ConfigUpdates | 'workspace' {
  const own = panelSettings(configs.get(key));
  if (own.link === WORKSPACE_LINK) return 'workspace';
  if (own.link === 'none') return own.pair === pair ? [] : [[key, withPanel(configs.get(key), { link: 'none', pair })]];
  const out: ConfigUpdates = [];
  for (const [k, config] of configs) {
    const p = panelSettings(config);
    if (p.link === own.link && p.pair !== pair) out.push([k, withPanel(config, { link: own.link, pair })]);
  }
  return out;
}
