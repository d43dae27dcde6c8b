// The trading widgets' registry entries (issue 5), spread into the widget registry.
import type { ReactNode } from 'react';
import type { WidgetDefinition } from './registry';
import type { WidgetProps } from './widget-props';
import { OrderFormWidget } from '../widgets/orderForm/OrderFormWidget';
import { parseOrderFormState } from '../widgets/orderForm/state';
import { OrdersWidget } from '../widgets/orders/OrdersWidget';
import { parseOrdersState } from '../widgets/orders/state';
import { NotificationsWidget, parseNotificationsState } from '../widgets/notifications/NotificationsWidget';
import { PositionsWidget, parsePositionsState } from '../widgets/positions/PositionsWidget';
import { WalletsWidget, parseWalletsState } from '../widgets/wallets/WalletsWidget';
import { FundingWidget, parseFundingState } from '../widgets/funding/FundingWidget';

export const TRADING_WIDGET_TYPES = ['orderForm', 'orders', 'positions', 'wallets', 'funding', 'notifications'] as const;
export type TradingWidgetType = (typeof TRADING_WIDGET_TYPES)[number];

type Define = <S>(
  def: Omit<WidgetDefinition, 'render' | 'type'> & {
    type: TradingWidgetType;
    parse(raw: unknown): S;
    component(props: WidgetProps<S>): ReactNode;
  },
) => WidgetDefinition;

export function tradingWidgets(define: Define): Record<TradingWidgetType, WidgetDefinition> {
  return {
    orderForm: define({
      type: 'orderForm',
      title: 'widgets.orderForm',
      description: 'widgets.orderForm.about',
      minWidth: 240,
      minHeight: 260,
      grid: { w: 4, h: 18, minW: 3, minH: 12 },
      parse: parseOrderFormState,
      component: OrderFormWidget,
    }),
    orders: define({
      type: 'orders',
      title: 'widgets.orders',
      description: 'widgets.orders.about',
      minWidth: 320,
      minHeight: 120,
      grid: { w: 12, h: 10, minW: 6, minH: 6 },
      parse: parseOrdersState,
      component: OrdersWidget,
    }),
    positions: define({
      type: 'positions',
      title: 'widgets.positions',
      description: 'widgets.positions.about',
      minWidth: 320,
      minHeight: 100,
      grid: { w: 12, h: 8, minW: 6, minH: 5 },
      parse: parsePositionsState,
      component: PositionsWidget,
    }),
    wallets: define({
      type: 'wallets',
      title: 'widgets.wallets',
      description: 'widgets.wallets.about',
      minWidth: 240,
      minHeight: 100,
      grid: { w: 12, h: 10, minW: 6, minH: 5 },
      parse: parseWalletsState,
      component: WalletsWidget,
    }),
    funding: define({
      type: 'funding',
      title: 'widgets.funding',
      description: 'widgets.funding.about',
      minWidth: 420,
      minHeight: 200,
      grid: { w: 12, h: 12, minW: 6, minH: 8 },
      parse: parseFundingState,
      component: FundingWidget,
    }),
    notifications: define({
      type: 'notifications',
      title: 'widgets.notifications',
      description: 'widgets.notifications.about',
      minWidth: 200,
      minHeight: 100,
      grid: { w: 4, h: 10, minW: 3, minH: 5 },
      parse: parseNotificationsState,
      component: NotificationsWidget,
    }),
  };
}
