// Messages of what the account stream says happened (an order filled, a position closed, a
// deposit credited…), in toasts and the notifications list (ICU MessageFormat): loaded just after
// the first paint (app/Toasts.tsx) and with the notifications widget, not in the first load.
export const outcomeMessages = {
  'common.ambiguousNumber': '“{text}” could be {decimal} or {whole}: type it without group marks.',
  'outcome.bought': 'Bought {amount} {base} at {price}',
  'outcome.sold': 'Sold {amount} {base} at {price}',
  'outcome.partial': '{side, select, buy {Bought} other {Sold}} {filled} of {amount} {base} so far, at {price}',
  'outcome.cancelled': 'Cancelled: {type} {side, select, buy {buy} other {sell}} of {amount} {base}',
  'outcome.cancelledPartly': 'Cancelled: {type} {side, select, buy {buy} other {sell}} of {amount} {base}, after {filled}',
  'outcome.cancelledByOco': 'Cancelled by its OCO partner: {type} {side, select, buy {buy} other {sell}} of {amount} {base}',
  'outcome.cancelledByOcoPartly':
    'Cancelled by its OCO partner: {type} {side, select, buy {buy} other {sell}} of {amount} {base}, after {filled}',
  'outcome.expired': 'Expired: {type} {side, select, buy {buy} other {sell}} of {amount} {base}',
  'outcome.expiredPartly': 'Expired: {type} {side, select, buy {buy} other {sell}} of {amount} {base}, after {filled}',
  'outcome.ended': 'Ended by the exchange ({reason}): {type} {side, select, buy {buy} other {sell}} of {amount} {base}',
  'outcome.endedPartly':
    'Ended by the exchange ({reason}): {type} {side, select, buy {buy} other {sell}} of {amount} {base}, after {filled}',
  'outcome.positionOpened': 'Position opened: {side, select, long {long} other {short}} {amount} {pair} at {price}',
  'outcome.positionClosed': 'Position closed: {pair}',
  'outcome.positionLiquidated': 'Position liquidated: {pair}',
  'outcome.offerTaken': '{side, select, lend {Lent} other {Borrowed}} {amount} {currency} at {rate} a day for {period} days',
  'outcome.offerCancelled': 'Funding offer cancelled: {side, select, lend {lend} other {borrow}} {amount} {currency}',
  'outcome.loanClosed': 'Loan ended: {amount} {currency} back in the funding wallet',
  'outcome.creditClosed': 'Credit closed: {amount} {currency} repaid',
  'outcome.depositPending': 'Deposit of {amount} {currency} arrived, waiting for confirmations',
  'outcome.depositProcessing': 'Deposit of {amount} {currency} is being processed',
  'outcome.depositCompleted': 'Deposit of {amount} {currency} credited',
  'outcome.depositCancelled': 'Deposit of {amount} {currency} was cancelled',
  'outcome.depositFailed': 'Deposit of {amount} {currency} failed',
  'outcome.withdrawalPending': 'Withdrawal of {amount} {currency} waits for your confirmation',
  'outcome.withdrawalProcessing': 'Withdrawal of {amount} {currency} is being processed',
  'outcome.withdrawalCompleted': 'Withdrawal of {amount} {currency} sent',
  'outcome.withdrawalCancelled': 'Withdrawal of {amount} {currency} was cancelled; the money is back in your wallet',
  'outcome.withdrawalFailed': 'Withdrawal of {amount} {currency} failed; the money is back in your wallet',
};
