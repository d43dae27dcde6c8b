// The messages of the spec's modals (ICU MessageFormat): the terms asked once before an action
// (the derivatives terms and welcome, the UK users warning), the demo block, the high-cost
// open-loan warning, and the trades and market watch settings. They load with the first modal
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
} as const;
