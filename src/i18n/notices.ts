// The English messages of the frame's occasional notices (ICU MessageFormat): the cookie consent,
// the missing permissions warning, a feature the site does not offer, the offline notice, the
// exchange refusing this address's connections. They
// load with the notice.
export const noticeMessages = {
  'connection.refused': 'Too many connections from this address; retrying in {seconds} s',
  'site.notOfferedTitle': 'Not offered on this site',
  'site.notOffered':
    '{feature, select, funding {Funding and lending are} margin {Margin trading is} derivatives {Derivatives trading is} securities {Securities are} otc {The OTC desk is} custody {Regulated custody is} staking {Staking is} borrow {Borrowing is} terminal {The funding terminal is} affiliates {The affiliate programme is} pay {Payments are} competitions {Trading competitions are} other {This feature is}} not offered on this site. Everything else works as usual.',
  'site.backToMarkets': 'Go to the markets',
  'consent.title': 'Cookie consent',
  'consent.body':
    'We use necessary cookies to keep you signed in and this site working. With your consent we also count page views (analytical) and measure our campaigns (marketing). You can change your choice at any time.',
  'consent.necessary': 'Necessary (always on)',
  'consent.analytical': 'Analytical',
  'consent.marketing': 'Marketing',
  'consent.save': 'Save choices',
  'consent.settings': 'Settings',
  'consent.rejectAll': 'Reject all',
  'consent.acceptAll': 'Accept all',
  'permissions.title': 'Missing permissions',
  'permissions.body': 'The exchange refused this: your session does not have the permission it needs ({reason}).',
  'permissions.inSub':
    'You are working in a sub-account. The login, its second factors and its security settings belong to the master account: switch back to it to change them.',
  'permissions.whatToDo':
    'Use an account or an API key that has this permission: the account owner grants permissions when making a key on the API keys page.',
  'permissions.close': 'Close',
  'permissions.denied':
    '{scope, select, orders {This session may not place, change or cancel orders} positions {This session may not close, claim or increase positions} funding {This session may not offer, take or cancel funding} wallets {This session may not transfer between wallets, convert or make deposit addresses} withdraw {This session may not withdraw} settings {This session may not save settings or layouts} account {This session may not change the account} other {This session may not do this}}: it lacks the {scope} write permission.',
  'permissions.readOnly':
    'Read-only session: it reads everything and changes nothing (it lacks the write permissions {scopes}). Controls that would write are disabled, each with its reason.',
  'permissions.restricted':
    'Restricted session: it lacks the write permissions {scopes}. Controls that need them are disabled, each with its reason; everything else works as usual.',
  'permissions.bodyLocal': 'Your session does not have the permission this needs ({reason}), so it was not sent to the exchange.',
  'offline.notice':
    'You are offline. Prices, balances and orders on this page are not live; they update by themselves when the connection is back.',
} as const;
