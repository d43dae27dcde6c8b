// Messages of the securities sales page and its gate modals (ICU MessageFormat).
export const securitiesMessages = {
  'securities.title': 'Securities sales',
  'securities.intro':
    'Subscribe to tokenised securities while their sale is open. The first time you invest, you answer the US-person and prohibited-person questions and accept the membership agreement; sales of the AIFC and of El Salvador ask for their own terms or verification. Your answers are kept, so you are not asked again.',
  'securities.region':
    '{region, select, general {General} aifc {AIFC (Astana International Financial Centre)} el_salvador {El Salvador} other {All regions}}',
  'securities.regionShort': '{region, select, general {General} aifc {AIFC} el_salvador {El Salvador} other {All}}',
  'securities.regions': 'Regions',
  'securities.sales': 'Active sales',
  'securities.allSales': 'All sales (securities master)',
  'securities.empty': 'No sale is open in this region now.',
  'securities.col':
    '{id, select, name {Sale} region {Region} price {Price} min {Least} progress {Raised / target} start {Start} end {End} amount {Amount} tokens {Tokens} time {Time} account {Account} other {{id}}}',
  'securities.progress': '{raised} / {target} {currency} ({percent})',
  'securities.startsIn': 'starts in {left}',
  'securities.endsIn': 'ends in {left}',
  'securities.ended': 'ended',
  'securities.left': '{days, plural, =0 {} one {# day } other {# days }}{time}',
  'securities.featured': 'Featured',
  'securities.invest': 'Invest',
  'securities.investIn': 'Invest in {name}',
  'securities.notStarted': 'Opens at its start',
  'securities.subscriptions': 'Your subscriptions',
  'securities.allSubscriptions': 'All subscriptions (securities master)',
  'securities.subscriptions.empty': 'No subscription yet.',
  'securities.terms': 'Terms of the region',
  'securities.loading': 'Loading…',
  'securities.cancel': 'Cancel',
  'securities.close': 'Close',
  'securities.continue': 'Continue',
  'securities.failed': 'The exchange did not answer: {reason}',

  'securities.disabled.title': 'Securities not available',
  'securities.disabled.body': 'Securities are not available for your account: this site does not offer them, or the account is frozen.',

  'securities.us.title': 'US person',
  'securities.us.body':
    'Are you a US person: a citizen or resident of the United States, or an entity organised there? US persons may subscribe only as accredited investors.',
  'securities.us.yes': 'Yes, I am a US person',
  'securities.us.no': 'No, I am not a US person',

  'securities.accredited.title': 'Accredited investor',
  'securities.accredited.body':
    'As a US person you may subscribe only as an accredited investor: an annual income of 200,000 USD or more, a net worth of 1,000,000 USD or more without your home, or a securities licence.',
  'securities.accredited.income': 'Annual income (USD)',
  'securities.accredited.netWorth': 'Net worth without your home (USD)',
  'securities.accredited.licensed': 'I hold a securities licence (Series 7, 65 or 82)',
  'securities.accredited.submit': 'Submit answers',
  'securities.accredited.refused': 'Refused: US persons may subscribe only as accredited investors, and your answers do not qualify.',

  'securities.prohibited.title': 'Prohibited persons',
  'securities.prohibited.body': 'Tick each statement that is true of you or of the entity you act for.',
  'securities.prohibited.sanctioned': 'I am named on a sanctions list, or owned or controlled by someone who is',
  'securities.prohibited.politicallyExposed': 'I am a politically exposed person, or a close relative or associate of one',
  'securities.prohibited.restrictedJurisdiction': 'I reside in, or act for someone in, a jurisdiction under a comprehensive embargo',
  'securities.prohibited.submit': 'Confirm answers',
  'securities.blocked.title': 'We cannot offer you securities',
  'securities.blocked.body':
    'Your answers make you a prohibited person: the exchange cannot serve prohibited persons, and the answer is final. Contact support if you think it is wrong.',

  'securities.membership.title': 'Membership agreement',
  'securities.membership.body': 'Accept the securities venue’s membership agreement to subscribe to its sales.',
  'securities.aifc.title': 'AIFC terms',
  'securities.aifc.body': 'This sale is listed under the Astana International Financial Centre: accept its terms to subscribe.',
  'securities.acceptTerms': 'I accept',

  'securities.elSalvador.title': 'El Salvador verification',
  'securities.elSalvador.body':
    'Sales under El Salvador’s digital assets law are open to accounts verified with a Salvadoran identity document (DUI).',
  'securities.elSalvador.name': 'Full name as on the document',
  'securities.elSalvador.document': 'DUI number (01234567-8)',
  'securities.elSalvador.submit': 'Verify',

  'securities.amount.title': 'Amount',
  'securities.amount.field': 'Amount ({currency})',
  'securities.amount.limits': 'Between {min} and {max} {currency}; {left} {currency} left of the target.',
  'securities.amount.available': 'Available: {amount} {currency}',
  'securities.amount.invalid': 'Enter an amount between {min} and {max}.',
  'securities.amount.tokens': 'You receive {tokens} {token} at {price} {currency} each.',
  'securities.confirm.title': 'Confirm the subscription',
  'securities.confirm.body': 'Subscribe {amount} {currency} to {name} for {tokens} {token}? The amount is taken from your exchange wallet.',
  'securities.confirm.submit': 'Subscribe',
  'securities.done.title': 'Subscribed',
};
