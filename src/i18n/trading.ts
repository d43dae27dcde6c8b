// The English messages of the trading widgets (ICU MessageFormat), merged into the catalogue.
// Texts that come from the exchange (notifications, refusals) are shown as sent, not here.
export const tradingMessages = {
  'widgets.orderForm': 'Order form',
  'widgets.orders': 'Orders',
  'widgets.positions': 'Positions',
  'widgets.wallets': 'Wallets',
  'widgets.funding': 'Funding',
  'widgets.notifications': 'Notifications',
  'widgets.priceAlerts': 'Price alerts',

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
