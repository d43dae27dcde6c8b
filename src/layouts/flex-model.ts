// The flexlayout side of a layout: global attributes, the JSON of a widget's tab, the default
// arrangement, and reading the widget keys back out of a model.
import type { IJsonModel, IJsonTabNode, IJsonTabSetNode, IGlobalAttributes } from 'flexlayout-react';
import { WIDGETS, type WidgetType } from './registry';
import { newWidgetId, parseWidgetKey, widgetKey } from './widget-key';
import type { LayoutContent } from '../models/layouts';
import { eachTab, type LayoutJson } from '../models/layout-tabs';

export const GLOBAL_ATTRIBUTES: IGlobalAttributes = {
  tabEnableClose: true,
  tabEnableRename: false,
  tabEnablePopout: true,
  tabEnableFloat: false,
  tabSetEnableMaximize: true,
  tabSetEnableTabStrip: true,
  tabSetMinWidth: 120,
  tabSetMinHeight: 80,
  enableEdgeDock: true,
};

/** A widget's tab: id and name from the registry (the name is an i18n key, translated on render). */
export function widgetTab(type: WidgetType, id: string = newWidgetId()): IJsonTabNode {
  const def = WIDGETS[type];
  return {
    type: 'tab',
    id: widgetKey(type, id),
    name: def.title,
    component: type,
    minWidth: def.minWidth,
    minHeight: def.minHeight,
  };
}

function tabset(weight: number, tabs: IJsonTabNode[], selected = 0): IJsonTabSetNode {
  return { type: 'tabset', weight, selected, children: tabs };
}

/** The default layout: markets over the order form on the left, the chart over the account's
 *  orders, positions and wallets in the middle, the book, trades and the funding and notification
 *  panels on the right. */
/** The default layout; `offers` leaves out the widgets the site does not offer (site/). */
export function defaultLayoutContent(offers: (type: WidgetType) => boolean = () => true): LayoutContent {
  const tabs = (...types: WidgetType[]) => types.filter(offers).map((type) => widgetTab(type, 'main'));
  const model: IJsonModel = {
    global: GLOBAL_ATTRIBUTES,
    layout: {
      type: 'row',
      children: [
        {
          type: 'row',
          weight: 22,
          children: [tabset(42, tabs('markets')), tabset(58, tabs('orderForm'))],
        },
        {
          type: 'row',
          weight: 50,
          children: [tabset(60, tabs('chart')), tabset(40, tabs('orders', 'positions', 'wallets', 'funding'))],
        },
        {
          type: 'row',
          weight: 28,
          children: [
            tabset(46, tabs('book')),
            tabset(30, tabs('trades')),
            tabset(24, tabs('notifications', 'fundingBook', 'fundingTicker', 'derivatives')),
          ],
        },
      ],
    },
  };
  return { model: model as unknown as Record<string, unknown>, grid: {} };
}

/** A new layout starts with one empty panel to add widgets to. */
export function emptyLayoutContent(): LayoutContent {
  const model: IJsonModel = {
    global: GLOBAL_ATTRIBUTES,
    layout: { type: 'row', children: [{ type: 'tabset', weight: 100, children: [] }] },
  };
  return { model: model as unknown as Record<string, unknown>, grid: {} };
}

/** Stored JSON back to a flexlayout model description, with our global attributes. */
export function toJsonModel(stored: Record<string, unknown>): IJsonModel {
  const layout = stored.layout;
  const ok = typeof layout === 'object' && layout !== null && !Array.isArray(layout);
  const base = ok ? (stored as unknown as IJsonModel) : (emptyLayoutContent().model as unknown as IJsonModel);
  return { ...base, global: { ...base.global, ...GLOBAL_ATTRIBUTES } };
}

/** Widget keys of a model's tabs, in reading order. */
export function widgetKeysOf(json: IJsonModel): string[] {
  const keys: string[] = [];
  eachTab(json as unknown as LayoutJson, (tab) => {
    if (parseWidgetKey(tab.id)) keys.push(tab.id);
  });
  return keys;
}
