// The coloured marker of a panel's link group on its tab (link-groups.ts), named for assistive
// technology ("Link group: Green"); a panel without a colour has none.
import { t, type MessageKey } from '../i18n';
import { PAIR_WIDGETS, panelSettings } from './link-groups';
import { parseWidgetKey } from './widget-key';

export function linkColourName(link: string): string {
  return t(`links.colour.${link}` as MessageKey);
}

export function LinkMarker({ widgetKey, config }: { widgetKey: string; config: unknown }) {
  const type = parseWidgetKey(widgetKey)?.type;
  const { link } = panelSettings(config);
  if (!type || !PAIR_WIDGETS.has(type) || link === 'none') return null;
  return <span className="link-marker" data-link={link} role="img" aria-label={t('links.marker', { colour: linkColourName(link) })} />;
}
