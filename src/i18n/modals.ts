// The messages of the spec's modals (ICU MessageFormat): the terms asked once before an action
// (the derivatives terms and welcome, the UK users warning), the demo block, the high-cost
// open-loan warning, the trades and market watch settings, a currency's own agreement, the
// e-mail one-time code, the travel rule's beneficiary, the disclaimers and suggested articles. They load with the first modal
// that shows, not with the workspace's first load.
export const modalMessages = {
  'modals.cancel': 'Cancel',
  'modals.failed': 'Could not read the terms: {reason}',
  'modals.derivatives.title': 'Welcome to derivatives trading',
  'modals.derivatives.intro':
    'Perpetual contracts such as {pair} let you go long or short with leverage, against collateral in your derivatives wallet. Before your first derivatives order, read the derivatives terms below and accept them; you are asked only once.',
  'modals.derivatives.accept': 'Accept and place the order',
  'modals.uk_warning.title': 'Risk warning for UK residents',
  'modals.uk_warning.intro':
    'Don’t invest unless you’re prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong. Read the warning below before your first trade; you are asked only once.',
  'modals.uk_warning.accept': 'I understand, place the order',
  'modals.demo.title': 'Paper trading is on',
  'modals.demo.body':
    '{action, select, withdraw {A withdrawal} other {A deposit}} of {currency} moves real money, and this account is in paper trading, where only the test funds (TESTBTC, TESTUSD) are used. Turn paper trading off to go on, or keep it and trade the paper pair.',
  'modals.demo.keep': 'Keep paper trading',
  'modals.demo.switch': '{action, select, withdraw {Turn paper trading off and withdraw} other {Turn paper trading off and deposit}}',
  'modals.highCost.title': 'High-cost loan',
  'modals.highCost.body':
    'You are about to bid {rate} a day for {amount} {currency}, {yearly} a year: above the {threshold} a day treated as high-cost. Over {days} days the interest would come to about {cost} {currency}. Borrow at this rate?',
  'modals.highCost.confirm': 'Borrow anyway',
  'modals.highCost.cancel': 'Change the rate',
  'modals.settings.columns': 'Columns',
  'modals.settings.options': 'Options',
  'modals.settings.save': 'Save',
  'modals.settings.oneColumn': 'Keep at least one column.',
  'modals.trades.option.flash': 'Flash trades as they arrive',
  'modals.trades.option.sideColour': 'Colour the price by the taker’s side',
  'modals.markets.option.fit': 'In a narrow panel, drop the volume, then the change',
  'modals.markets.option.flash': 'Flash the last price as it moves',
  'modals.agreement.title': '{currency} agreement',
  'modals.agreement.intro':
    '{currency} asks you to accept its own agreement before your first {action, select, deposit {deposit} withdraw {withdrawal} other {trade}} with it. Read it below; you are asked only once, and again only if it changes.',
  'modals.agreement.accept': 'Accept and continue',
  'modals.agreement.failed': 'Could not read the agreement: {reason}',
  'modals.emailCode.title': 'Confirm with the code we e-mailed you',
  'modals.emailCode.sending': 'Sending a confirmation code to your e-mail address…',
  'modals.emailCode.sent':
    'Your account has no authenticator app, security key or SMS codes, so we sent a six-digit code to {email}. It works once, for 10 minutes.',
  'modals.emailCode.code': 'Code from the e-mail',
  'modals.emailCode.sixDigits': 'Type the six digits of the code.',
  'modals.emailCode.noMail': 'No e-mail?',
  'modals.emailCode.resend': 'Send a new code',
  'modals.emailCode.useLink': 'Confirm from the e-mailed link instead',
  'modals.emailCode.confirm': 'Confirm',
  'modals.beneficiary.title': 'Who receives this withdrawal?',
  'modals.beneficiary.intro': 'Above {threshold} USD the travel rule asks whom the money goes to. The beneficiary you named is {name}.',
  'modals.beneficiary.who': 'The beneficiary is',
  'modals.beneficiary.self': 'Me: the money goes to my own account or wallet',
  'modals.beneficiary.third': 'A third party',
  'modals.beneficiary.relationship': 'Your relationship to them',
  'modals.beneficiary.relationshipNeeded': 'Say your relationship to the beneficiary.',
  'modals.beneficiary.notPermitted':
    'This account is not a permitted beneficiary: above the threshold it can withdraw only to yourself. Verification at the Full level lets an account name a third party.',
  'modals.beneficiary.confirm': 'Continue',
  'modals.disclaimer.funding.title': 'Before you borrow',
  'modals.disclaimer.funding.body':
    'Borrowing places a bid in the funding market: once taken, the loan costs interest every day at the rate you bid, whether or not you use it, until you repay it or its period ends. Borrowed money backs margin positions; if the collateral in your margin wallet no longer covers them, positions are liquidated and the collateral can be lost. Borrow only what you understand and can repay.',
  'modals.disclaimer.accept': 'I understand',
  'modals.disclaimer.leave': 'Not now',
  'modals.help.action': 'Help',
  'modals.help.title': 'Help: {tag, select, deposit {deposits} withdraw {withdrawals} security {security} orders {orders} other {funding}}',
  'modals.help.list': 'Suggested articles',
  'modals.help.loading': 'Finding articles…',
  'modals.help.none': 'No articles on this yet.',
  'modals.help.failed': 'Could not read the articles: {reason}',
  'modals.help.close': 'Close',
} as const;
