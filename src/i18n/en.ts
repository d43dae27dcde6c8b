// The English catalogue (ICU MessageFormat). Keys are stable; other locales add files beside it.
export const en = {
  'app.title': 'Tradedesk',
  'app.loading': 'Loading…',
  'connection.online': 'Online',
  'connection.connecting': 'Connecting…',
  'connection.offline': 'Offline',
  'markets.title': 'Markets',
  'markets.pair': 'Pair',
  'markets.last': 'Last',
  'markets.change': '24h change',
  'markets.volume': 'Volume',
  'markets.high': 'High',
  'markets.low': 'Low',
  'markets.bid': 'Bid',
  'markets.ask': 'Ask',
  'markets.empty': 'Waiting for market data…',
  'markets.error': 'Could not load the markets: {message}',
  'markets.group': '{group, select, exchange {Spot} futures {Derivatives} other {Other}}',
  'notFound.title': 'Page not found',
  'notFound.body': 'There is nothing at {path}.',
  'notFound.home': 'Go to the markets',
} as const;

export type MessageKey = keyof typeof en;
