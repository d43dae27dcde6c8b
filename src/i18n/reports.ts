// Messages of the reports page (ICU MessageFormat).
export const reportMessages = {
  'reports.title': 'Reports',
  'reports.kind': 'Report',
  'reports.kind.name':
    '{kind, select, ledger {Ledger} movements {Deposits and withdrawals} orders {Orders} trades {Trades} positions {Positions} funding {Funding trades} other {{kind}}}',
  'reports.from': 'From',
  'reports.to': 'To',
  'reports.currency': 'Currency',
  'reports.pair': 'Pair',
  'reports.allFilter': 'All',
  'reports.show': 'Show',
  'reports.more': 'Older rows',
  'reports.export': 'Export CSV',
  'reports.exporting': 'Reading every row of the range…',
  'reports.exported': '{count, plural, one {# row} other {# rows}} exported to {file}',
  'reports.tooMany': 'This range has more than {max, number} rows, too many to export here: use E-mail report, or choose a shorter range.',
  'reports.email': 'E-mail report',
  'reports.mailing': 'The exchange is building the report…',
  'reports.mailed': 'Report sent to {to}: {count, plural, one {# row} other {# rows}}',
  'reports.count': '{count, plural, one {# row} other {# rows}} shown',
  'reports.empty': 'Nothing in this range.',
  'reports.badRange': 'The start is after the end.',
  'reports.col':
    '{id, select, time {Time} id {ID} currency {Currency} wallet {Wallet} amount {Amount} balance {Balance} description {Description} kind {Kind} fee {Fee} status {Status} address {Address} txid {Transaction} symbol {Pair} type {Type} price {Price} priceAvg {Average price} orderId {Order} feeCurrency {Fee currency} maker {Maker} basePrice {Base price} pl {P/L} offerId {Offer} rate {Rate} period {Days} other {{id}}}',
  // The archive (/archive) shares the reports' messages.
  'archive.title': 'Archive',
  'archive.intro': 'Closed orders, trades, positions and ledger entries older than the reports’ last {days} days: up to {day}.',
  'archive.search': 'Search',
  'reports.toArchive': 'Older than the reports’ range? The archive has it.',
  'archive.tooRecent': 'The archive ends on {day}; later rows are in Reports.',
  'archive.empty': 'Nothing archived in this range.',
} as const;
