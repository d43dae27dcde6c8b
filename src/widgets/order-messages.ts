// The order widgets' messages (order form, orders, positions, and the order lines of the chart and
// the funding widget), added to the catalogue when the first of them loads: they are not part of
// the workspace's first load. Every widget that shows one imports this module.
import { addMessages } from '../i18n';
import { ordersMessages } from '../i18n/orders';

addMessages('orders', ordersMessages);
