// Widget keys (market-side §2): `widget/<type>/<id>`; a panel's tab id and the key of its own
// saved state are the same string.
export const WIDGET_KEY_PREFIX = 'widget/';

export function widgetKey(type: string, id: string): string {
  return `${WIDGET_KEY_PREFIX}${type}/${id}`;
}

export function parseWidgetKey(key: string): { type: string; id: string } | undefined {
  const m = /^widget\/([A-Za-z][A-Za-z0-9]*)\/([A-Za-z0-9_-]+)$/.exec(key);
  return m ? { type: m[1]!, id: m[2]! } : undefined;
}

/** A short id, unique enough within one layout. */
export function newWidgetId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}
