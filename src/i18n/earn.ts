// Messages of the staking, borrow, buy-with-cards and Bitrefill pages (ICU MessageFormat).
export const earnMessages = {
  'earn.signIn': 'Sign in to use this page with your account',
  'earn.available': 'Available: {amount} {currency}',
  'earn.currency': 'Currency',
  'earn.amount': 'Amount ({currency})',
  'earn.amountInvalid': 'Enter a positive amount.',
  'earn.period':
    '{unit, select, day {{n, plural, one {a day} other {# days}}} hour {{n, plural, one {an hour} other {# hours}}} minute {{n, plural, one {a minute} other {# minutes}}} other {{n, plural, one {a second} other {# seconds}}}}',

  'staking.title': 'Staking',
  'staking.intro':
    'Stake a currency from your exchange wallet and the exchange pays you a reward at its daily rate at the end of every staking period ({period}), into your exchange wallet. Unstake at any time: the amount is back in your exchange wallet at once. A stake or an unstake first pays the reward accrued since the last payment.',
  'staking.terms': 'Rates',
  'staking.col':
    '{id, select, currency {Currency} daily {Daily rate} yearly {Yearly rate} min {Least stake} staked {Staked} paid {Rewards paid} next {Next payment} time {Time} kind {Kind} amount {Amount} other {{id}}}',
  'staking.stake': 'Stake',
  'staking.unstake': 'Unstake',
  'staking.staked': 'Staked: {amount} {currency}',
  'staking.history': 'Your staking',
  'staking.history.empty': 'Nothing staked yet.',
  'staking.kind': '{kind, select, STAKE {Stake} UNSTAKE {Unstake} REWARD {Reward} other {{kind}}}',

  'borrow.title': 'Borrow',
  'borrow.what':
    'Borrowing takes money from lenders in the exchange’s funding market for 2 to 30 days at a daily rate you bid. What you borrow is used by your margin positions, and the balances of your margin wallet are its collateral: when a position’s losses eat into the collateral, the position is closed and the loan repaid from it. Interest is charged from your margin wallet as it accrues, and you can repay a loan at any time.',
  'borrow.threshold':
    'A daily rate above {threshold} ({yearly} a year) is a high-cost loan: this page asks you to confirm before such a bid is sent.',
  'borrow.collateral': 'Your collateral (margin wallet)',
  'borrow.collateral.empty': 'Your margin wallet is empty: transfer money into it before you borrow.',
  'borrow.available': 'Available to borrow: {amount} {currency} ({usd} USD)',
  'borrow.available.noPrice': 'Available to borrow: {usd} USD (the exchange has no price of {currency} now)',
  'borrow.available.rule':
    'Your margin wallet’s {collateral} USD at up to {leverage}× leverage backs {limit} USD of borrowing; {committed} USD of it is already borrowed or bid for.',
  'borrow.aboveAvailable': 'More than the {amount} {currency} your collateral backs: the exchange will refuse this bid.',
  'borrow.rate': 'Daily rate (%)',
  'borrow.rateInvalid': 'Enter a daily rate above 0 % and at most 7 %.',
  'borrow.period': 'Days',
  'borrow.periodInvalid': 'From 2 to 30 days.',
  'borrow.cost': 'Interest for the whole period: about {amount} {currency} ({yearly} a year)',
  'borrow.submit': 'Borrow',
  'borrow.warning.title': 'High-cost loan',
  'borrow.bids': 'Your bids',
  'borrow.bids.empty': 'No open bids.',
  'borrow.loans': 'Your loans',
  'borrow.loans.empty': 'No loans.',
  'borrow.col':
    '{id, select, id {ID} currency {Currency} amount {Amount} rate {Daily rate} period {Days} opened {Opened} action {Action} other {{id}}}',
  'borrow.cancelBid': 'Cancel bid',
  'borrow.repay': 'Repay',

  'cards.title': 'Buy with a card',
  'cards.intro':
    'Pay by card and the currency you buy is credited to your exchange wallet at once, at the markets’ rate less the card fee of {fee}. This exchange trades on paper money, so it takes only its test card: {card}, with any expiry date to come and any three-digit CVC. Any other card is refused.',
  'cards.pay': 'You pay',
  'cards.fiat': 'Fiat',
  'cards.buy': 'You buy',
  'cards.bounds': 'From {min} to {max} US dollars’ worth at once.',
  'cards.quote': 'Quote',
  'cards.quote.rate': 'Rate: 1 {fiat} = {rate} {currency}',
  'cards.quote.fee': 'Card fee ({fee}): {amount} {fiat}',
  'cards.quote.receive': 'You receive about {amount} {currency}',
  'cards.quote.note': 'The rate is the markets’ at the moment you pay.',
  'cards.number': 'Card number',
  'cards.expiry': 'Expiry (MM/YY)',
  'cards.cvc': 'CVC',
  'cards.submit': 'Pay {amount} {fiat}',
  'cards.history': 'Your card purchases',
  'cards.history.empty': 'No card purchases yet.',
  'cards.col': '{id, select, time {Time} id {ID} paid {Paid} fee {Fee} bought {Bought} rate {Rate} card {Card} other {{id}}}',
  'cards.card': 'ending {last4}',
  'cards.bitrefill': 'Spend crypto on gift cards and top-ups: Bitrefill',

  'bitrefill.title': 'Spend with Bitrefill',
  'bitrefill.intro':
    'Bitrefill sells gift cards, mobile top-ups and eSIMs for thousands of shops and networks, paid in bitcoin, including over the Lightning Network. With Tradedesk you pay from your exchange wallet:',
  'bitrefill.step1': 'Have bitcoin in your exchange wallet: buy it with a card or on the markets, or deposit it.',
  'bitrefill.step2': 'At Bitrefill, choose a gift card or a top-up and pay with Bitcoin Lightning: Bitrefill shows a Lightning invoice.',
  'bitrefill.step3':
    'Here, open Withdraw, choose Lightning and paste the invoice (from 0.000001 to 0.02 BTC); confirm the withdrawal from the e-mail.',
  'bitrefill.paper':
    'This exchange trades on paper money: its withdrawals are simulated and pay no real invoice, so try the steps here and make real purchases from an exchange that holds real funds.',
  'bitrefill.start': 'Start at Bitrefill',
  'bitrefill.withdraw': 'Open Withdraw',
  'bitrefill.buy': 'Buy bitcoin with a card',
} as const;
