// The English messages of the trading widgets (ICU MessageFormat), merged into the catalogue.
// Texts that come from the exchange (notifications, refusals) are shown as sent, not here.
export const tradingMessages = {
  'widgets.orderForm': 'Order form',
  'widgets.orderForm.about': 'Place exchange, margin and derivatives orders',
  'widgets.orders': 'Orders',
  'widgets.orders.about': 'Active orders, order history and your trades',
  'widgets.positions': 'Positions',
  'widgets.positions.about': 'Margin and derivatives positions with P/L',
  'widgets.wallets': 'Wallets',
  'widgets.wallets.about': 'Exchange, margin and funding balances, transfers',
  'widgets.funding': 'Funding',
  'widgets.funding.about': 'Offer funding, your offers, credits and loans',
  'widgets.notifications': 'Notifications',
  'widgets.notifications.about': 'Every order outcome and message from the exchange',
  'widgets.priceAlerts': 'Price alerts',
  'widgets.priceAlerts.about': 'A tone when the price reaches yours',

  'trading.signIn': 'Log in to trade.',
  'trading.signInLink': 'Log in',
  'trading.connecting': 'Connecting your account…',
  'trading.authFailed': 'The exchange refused your session: {text}',
  'trading.cancel': 'Cancel',
  'trading.confirm': 'Confirm',
  'trading.save': 'Save',
  'trading.close': 'Close',
  'trading.buy': 'Buy',
  'trading.sell': 'Sell',
  'trading.side': '{side, select, buy {Buy} other {Sell}}',

  'error.required': 'Required',
  'error.positive': 'Enter a number greater than 0',
  'error.belowMin': 'At least {min}',
  'error.aboveMax': 'At most {max}',
  'error.leverage': 'A whole number from 1 to 100',
  'error.period': 'A whole number of days from 2 to 30',
  'error.tif': 'Choose a date and time in the future',
  'error.notNegative': 'Enter a number of 0 or more',

  'funding.currency': 'Currency',

  'notifications.label': 'Notifications',
  'notifications.empty': 'Nothing yet: every order outcome will be listed here.',
  'notifications.dismiss': 'Dismiss',
  'notifications.more': '+{count} more',
  'notifications.clear': 'Clear all',
  'notifications.sound': 'Sound',
  'notifications.soundHint': 'Sound notices: a short tone with each notification',
  'notifications.toasts': 'Latest notifications',
  'notifications.level': '{level, select, success {Done} error {Failed} other {Info}}',
} as const;

export type TradingMessageKey = keyof typeof tradingMessages;
