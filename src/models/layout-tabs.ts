// The tabs of a stored layout model (flexlayout's JSON, read as plain data here): each panel is a
// tab whose `id` is its widget key and whose `config` holds the widget's own state (symbol,
// precision, columns…), so one tree holds the whole layout and one Action changes any of it.
export type LayoutJson = Record<string, unknown>;

interface JsonNode {
  type?: unknown;
  id?: unknown;
  config?: unknown;
  children?: unknown;
}

const isNode = (v: unknown): v is JsonNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Calls `fn` with every tab of the model, in reading order (the main layout, the borders, then
 *  the panels popped out into windows of their own: flexlayout's sub-layouts). */
export function eachTab(model: LayoutJson, fn: (tab: JsonNode & { id: string }) => void): void {
  const walk = (node: unknown) => {
    if (!isNode(node)) return;
    if (node.type === 'tab' && typeof node.id === 'string') fn(node as JsonNode & { id: string });
    if (Array.isArray(node.children)) node.children.forEach(walk);
  };
  walk(model.layout);
  if (Array.isArray(model.borders)) model.borders.forEach(walk);
  const subLayouts = model.subLayouts ?? model.popouts;
  if (isNode(subLayouts)) for (const sub of Object.values(subLayouts)) if (isNode(sub)) walk((sub as { layout?: unknown }).layout);
}

/** Every tab's own state by widget key (tabs without one are left out). */
export function tabConfigs(model: LayoutJson): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  eachTab(model, (tab) => {
    if (tab.config !== undefined) out[tab.id] = tab.config;
  });
  return out;
}

/** A copy of the model with `states` in the config of their tabs (stored layouts of version 1
 *  kept widget states beside the model; this moves them in). */
export function withTabConfigs(model: LayoutJson, states: Record<string, unknown>): LayoutJson {
  const copy = JSON.parse(JSON.stringify(model)) as LayoutJson;
  eachTab(copy, (tab) => {
    if (Object.hasOwn(states, tab.id)) tab.config = states[tab.id];
  });
  return copy;
}
