// The trading widgets' registry entries (issue 5), spread into the widget registry.
import type { ComponentType } from 'react';
import type { WidgetDefinition } from './registry';
import type { WidgetProps } from './widget-props';
import { lazyComponent, noState } from './lazy-component';
import { parseOrderFormState } from '../widgets/orderForm/state';
import { parseOrdersState } from '../widgets/orders/state';
import { parseWalletsState } from '../widgets/wallets/state';
import { parseFundingState } from '../widgets/funding/state';

export const TRADING_WIDGET_TYPES = ['orderForm', 'orders', 'positions', 'wallets', 'funding', 'notifications', 'priceAlerts'] as const;
export type TradingWidgetType = (typeof TRADING_WIDGET_TYPES)[number];

type Define = <S>(
  def: Omit<WidgetDefinition, 'render' | 'type'> & {
    type: TradingWidgetType;
    parse(raw: unknown): S;
    component: ComponentType<WidgetProps<S>>;
  },
) => WidgetDefinition;

export function tradingWidgets(define: Define): Record<TradingWidgetType, WidgetDefinition> {
  return {
    orderForm: define({
      type: 'orderForm',
      title: 'widgets.orderForm',
      minWidth: 240,
      minHeight: 260,
      grid: { w: 4, h: 18, minW: 3, minH: 12 },
      parse: parseOrderFormState,
      component: lazyComponent(() => import('../widgets/orderForm/OrderFormWidget').then((m) => m.OrderFormWidget)),
    }),
    orders: define({
      type: 'orders',
      title: 'widgets.orders',
      minWidth: 320,
      minHeight: 120,
      grid: { w: 12, h: 10, minW: 6, minH: 6 },
      parse: parseOrdersState,
      component: lazyComponent(() => import('../widgets/orders/OrdersWidget').then((m) => m.OrdersWidget)),
    }),
    positions: define({
      type: 'positions',
      title: 'widgets.positions',
      minWidth: 320,
      minHeight: 100,
      grid: { w: 12, h: 8, minW: 6, minH: 5 },
      parse: noState,
      component: lazyComponent(() => import('../widgets/positions/PositionsWidget').then((m) => m.PositionsWidget)),
    }),
    wallets: define({
      type: 'wallets',
      title: 'widgets.wallets',
      minWidth: 240,
      minHeight: 100,
      grid: { w: 12, h: 10, minW: 6, minH: 5 },
      parse: parseWalletsState,
      component: lazyComponent(() => import('../widgets/wallets/WalletsWidget').then((m) => m.WalletsWidget)),
    }),
    funding: define({
      type: 'funding',
      title: 'widgets.funding',
      minWidth: 420,
      minHeight: 200,
      grid: { w: 12, h: 12, minW: 6, minH: 8 },
      parse: parseFundingState,
      component: lazyComponent(() => import('../widgets/funding/FundingWidget').then((m) => m.FundingWidget)),
    }),
    notifications: define({
      type: 'notifications',
      title: 'widgets.notifications',
      minWidth: 200,
      minHeight: 100,
      grid: { w: 4, h: 10, minW: 3, minH: 5 },
      parse: noState,
      component: lazyComponent(() => import('../widgets/notifications/NotificationsWidget').then((m) => m.NotificationsWidget)),
    }),
    priceAlerts: define({
      type: 'priceAlerts',
      title: 'widgets.priceAlerts',
      minWidth: 240,
      minHeight: 100,
      grid: { w: 4, h: 10, minW: 3, minH: 5 },
      parse: noState,
      component: lazyComponent(() => import('../widgets/price-alerts/PriceAlertsWidget').then((m) => m.PriceAlertsWidget)),
    }),
  };
}
