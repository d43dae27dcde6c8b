// Messages of the custody page (ICU MessageFormat).
export const custodyMessages = {
  'custody.title': 'Custody',
  'custody.intro':
    '{partner}, a regulated custodian, holds assets for you outside the exchange. Open a custody account with it, then move money between your exchange wallet and it. The custodian charges {rate} a year on the value it holds and a fixed fee per transfer, taken from the amount moved.',
  'custody.kyc': 'Custody account',
  'custody.kyc.status':
    '{status, select, NOT_STARTED {Not opened} PENDING {Under review} APPROVED {Open} REJECTED {Rejected} other {{status}}}',
  'custody.kyc.notStarted': 'You have no custody account yet. Apply to open one: the custodian reviews your details and decides.',
  'custody.kyc.pending': 'The custodian is reviewing your application (sent {applied}); it decides by {due}.',
  'custody.kyc.approved': 'Your custody account is open since {decided}.',
  'custody.kyc.rejected': 'The custodian rejected your application on {decided}: {reason}',
  'custody.onboard': 'Open a custody account',
  'custody.onboardAgain': 'Apply again',
  'custody.checkStatus': 'Check status',
  'custody.fees': 'Fees',
  'custody.fees.custody': 'Custody fee: {rate} a year ({bps} basis points) of the value held, {fee} USD a year on your holdings now.',
  'custody.fees.transfer': 'Each transfer pays the fee of its currency, taken from the amount moved; the rest arrives.',
  'custody.portfolio': 'Balances and portfolio',
  'custody.portfolio.total': 'Total value {total} USD',
  'custody.portfolio.updated': 'Index prices from the exchange at {time}',
  'custody.col':
    '{id, select, currency {Currency} custody {Custody balance} exchange {Exchange wallet available} index {Index price (USD)} value {Value (USD)} share {Share} yearlyFee {Custody fee a year (USD)} transferFee {Transfer fee} minTransfer {Least transfer} decimals {Decimals} time {Time} id {ID} direction {Direction} amount {Amount} fee {Fee} received {Arrived} status {Status} other {{id}}}',
  'custody.transfer': 'Transfer',
  'custody.transfer.closed': 'Transfers open once your custody account is open.',
  'custody.direction': 'Direction',
  'custody.direction.name':
    '{direction, select, to_custody {Exchange wallet → custody} to_exchange {Custody → exchange wallet} other {{direction}}}',
  'custody.currency': 'Currency',
  'custody.amount': 'Amount ({currency})',
  'custody.max': 'Max',
  'custody.available':
    '{direction, select, to_custody {Available in the exchange wallet} other {In the custody account}}: {amount} {currency}',
  'custody.preview': 'Fee {fee} {currency} · arrives {received} {currency}',
  'custody.send': 'Review transfer',
  'custody.error.amount': 'Enter a positive amount.',
  'custody.error.decimals': '{currency} moves in at most {decimals, plural, one {# decimal} other {# decimals}}.',
  'custody.error.min': 'The least transfer of {currency} is {min}.',
  'custody.error.above': 'That is more than the {available} {currency} available.',
  'custody.confirm.title': 'Confirm the transfer',
  'custody.confirm.body':
    '{direction, select, to_custody {Move {amount} {currency} from your exchange wallet to your custody account?} other {Move {amount} {currency} from your custody account to your exchange wallet?}} The custodian takes its fee of {fee} {currency}: {received} {currency} arrives.',
  'custody.confirm.ok': 'Transfer',
  'custody.confirm.cancel': 'Cancel',
  'custody.done':
    'Transfer {id} done: {received} {currency} arrived {direction, select, to_custody {in your custody account} other {in your exchange wallet}}.',
  'custody.history': 'Transfers',
  'custody.history.empty': 'No transfers yet.',
  'custody.status': '{status, select, COMPLETED {Completed} PENDING {Pending} other {{status}}}',
} as const;
