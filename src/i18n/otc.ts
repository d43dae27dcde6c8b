// Messages of the OTC desk page (ICU MessageFormat).
export const otcMessages = {
  'otc.title': 'OTC desk',
  'otc.intro':
    'A firm price from the exchange for the whole amount, good for {seconds} seconds: {spread} either side of the mid of the book. Accepted quotes settle in your exchange wallet.',
  'otc.pair': 'Pair',
  'otc.side': 'Side',
  'otc.side.name': '{side, select, buy {Buy} sell {Sell} other {{side}}}',
  'otc.amount': 'Amount ({currency})',
  'otc.amountInvalid': 'Enter a positive amount.',
  'otc.available': 'Available: {amount} {currency}',
  'otc.getQuote': 'Get quote',
  'otc.acceptQuote': 'Accept quote',
  'otc.quote': 'Firm quote',
  'otc.quote.deal': '{side, select, buy {Buy} sell {Sell} other {{side}}} {amount} {base} at {price} {quote}',
  'otc.quote.total': '{side, select, buy {You pay} sell {You receive} other {Total}} {total} {quote}',
  'otc.quote.left': 'Firm for {seconds, plural, one {# more second} other {# more seconds}}',
  'otc.quote.lapsed': 'The quote lapsed without being accepted. Get a new one.',
  'otc.history': 'Your quotes',
  'otc.history.empty': 'No quotes yet: ask for one above.',
  'otc.col':
    '{id, select, time {Time} id {ID} pair {Pair} side {Side} amount {Amount} price {Price} total {Total} status {Status} other {{id}}}',
  'otc.status': '{status, select, FIRM {Firm} ACCEPTED {Accepted} LAPSED {Lapsed} other {{status}}}',
} as const;
