// The protocol's call table: every REST call, described once for the client and the exchange.
export * from './define';
export { PUBLIC_CALLS } from './public';
export { TRADING_CALLS, FUNDING_LISTS, notificationReply } from './trading';
