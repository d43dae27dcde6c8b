// The content pages' English texts (the language every other locale's text stands beside).
import type { InfoPageTexts } from './types';

export const EN: InfoPageTexts = {
  'anti-spam': {
    title: 'Anti-spam and phishing',
    summary: 'Tradedesk never asks for your password, your second-factor code or your API secret by e-mail, chat or phone.',
    sections: [
      {
        heading: 'What we send',
        body: 'Our e-mails confirm a sign-up, a new device, a withdrawal or a newsletter subscription. Each one sends you to the address bar’s own Tradedesk domain; none of them asks you to type a code into a reply.',
      },
      {
        heading: 'If something looks wrong',
        body: 'Do not click. Open Tradedesk yourself, check Security for unknown sessions and API keys, and change your password if in doubt. A withdrawal you did not ask for can be cancelled while it waits for confirmation.',
      },
    ],
    cta: 'Check your security settings',
  },
  'bitcoin-halving': {
    title: 'The Bitcoin halving',
    summary: 'About every four years (every 210,000 blocks) the reward for mining a Bitcoin block is cut in half.',
    sections: [
      {
        heading: 'What changes',
        body: 'New bitcoins enter circulation only as block rewards. Each halving slows that issuance, until the supply reaches its cap of 21 million BTC. The halving of April 2024 cut the reward from 6.25 to 3.125 BTC per block.',
      },
      {
        heading: 'Trading around it',
        body: 'Volatility often rises in the weeks around a halving. Watch the BTC/USD book and the perpetual’s funding rate on the desk, and size positions with the margin you can afford to lose.',
      },
    ],
    cta: 'Open the desk',
  },
  'bug-bounty': {
    title: 'Bug bounty',
    summary: 'Found a weakness in Tradedesk? Tell us privately and we will fix it, credit you and pay a reward that fits its impact.',
    sections: [
      {
        heading: 'In scope',
        body: 'The web client, the exchange’s REST and WebSocket APIs, sign-in, two-factor authentication, sessions, API keys, sub-accounts, deposits and withdrawals.',
      },
      {
        heading: 'Rules',
        body: 'Test only on your own accounts or on the paper-trading venue. Do not read other users’ data, do not degrade the service, and give us time to fix the issue before you publish it.',
      },
    ],
    cta: 'Read the security policy',
  },
  'deposits-withdrawals': {
    title: 'Deposits and withdrawals',
    summary: 'Every currency the exchange moves, the network or bank method it uses, its withdrawal fee and its limits.',
    sections: [
      {
        heading: 'Deposits',
        body: 'Deposits are free. Each method has its own deposit address, shown under Wallets; a new address can be made at any time and the old ones keep working.',
      },
      {
        heading: 'Withdrawals',
        body: 'The fee is taken from the amount you withdraw. A withdrawal waits for your e-mail confirmation and can be cancelled until it is sent. Addresses you trust can be kept in your address book.',
      },
    ],
    cta: 'Make a deposit',
  },
  download: {
    title: 'Download Tradedesk',
    summary: 'Tradedesk runs in your browser: there is nothing to install, on desktop or on a phone.',
    sections: [
      {
        heading: 'In the browser',
        body: 'Open the desk in any current browser. The browser keeps the app’s files, so the desk opens quickly on the next visit, and your layouts follow your account from one computer to another.',
      },
      {
        heading: 'Your own exchange',
        body: 'The repository ships an embedded exchange that starts with one command and serves as a paper-trading venue, so you can try every feature without real money.',
      },
    ],
    cta: 'Open the desk',
  },
  features: {
    title: 'Features',
    summary: 'A trading desk that fits dense screens and fast hands: everything a professional needs, nothing in the way.',
    sections: [
      {
        heading: 'The desk',
        body: 'Arrange order book, chart, trades, order form, positions and wallets in a layout of your own. Link panels by colour so they follow one pair, pop panels out to another screen, and undo any layout change.',
      },
      {
        heading: 'Orders',
        body: 'Limit, market, stop, stop-limit, trailing stop, fill-or-kill, immediate-or-cancel and one-cancels-other orders on spot, margin and perpetual contracts.',
      },
      {
        heading: 'Accounts',
        body: 'Sub-accounts with their own API keys, two-factor authentication with any authenticator app, reports of every ledger entry, and paper trading in TESTUSD and TESTBTC.',
      },
    ],
    cta: 'Create an account',
  },
  'how-to-buy-bitcoin': {
    title: 'How to buy Bitcoin',
    summary: 'The steps from a new account to your first bitcoin on Tradedesk.',
    sections: [
      {
        heading: '1. Sign up and verify',
        body: 'Create an account with your e-mail address, turn on two-factor authentication, and complete verification to deposit and trade with real money.',
      },
      {
        heading: '2. Deposit',
        body: 'Send USD by bank wire or a stablecoin such as Tether (UST) to the deposit address under Wallets.',
      },
      {
        heading: '3. Buy and keep',
        body: 'Open BTC/USD on the desk and place a market order, or a limit order at your price. Keep your BTC on Tradedesk or withdraw it to a wallet of your own, on-chain or over Lightning.',
      },
    ],
    cta: 'Create an account',
  },
  'how-to-buy-ethereum': {
    title: 'How to buy Ethereum',
    summary: 'Buy ether (ETH) on Tradedesk with dollars, euros or stablecoins.',
    sections: [
      {
        heading: '1. Open an account',
        body: 'Sign up, secure the account with a second factor and verify your identity to trade with real money.',
      },
      {
        heading: '2. Fund it',
        body: 'Deposit USD, EUR or UST. Each method’s fee and limits are listed on the deposits and withdrawals page.',
      },
      {
        heading: '3. Trade ETH',
        body: 'Choose ETH/USD or ETH/BTC on the desk and place your order. A withdrawal to an Ethereum address costs the network fee shown before you confirm it.',
      },
    ],
    cta: 'Create an account',
  },
  'how-to-buy-litecoin': {
    title: 'How to buy Litecoin',
    summary: 'Litecoin (LTC) settles in about two and a half minutes; here is how to buy it on Tradedesk.',
    sections: [
      {
        heading: '1. Sign up',
        body: 'Create and verify your account and turn on two-factor authentication.',
      },
      {
        heading: '2. Deposit and trade',
        body: 'Deposit USD or UST, open the LTC market on the desk and buy at market or at a limit price. The order form shows what the trade costs before you send it.',
      },
      {
        heading: '3. Withdraw when you like',
        body: 'Send LTC to any Litecoin address; the fee is shown on the deposits and withdrawals page.',
      },
    ],
    cta: 'Create an account',
  },
  manifesto: {
    title: 'Manifesto',
    summary: 'A trader’s tools should be fast, honest and theirs to arrange.',
    sections: [
      {
        heading: 'Dense by default',
        body: 'Screens are for numbers. We show the book, the tape and your positions side by side, in a dark theme that is easy on the eyes through a long session.',
      },
      {
        heading: 'Honest numbers',
        body: 'Every fee is published, every refusal says why, and every figure on the desk comes from the exchange, never from a guess.',
      },
      {
        heading: 'Open to practise',
        body: 'Anyone can run the embedded exchange and trade on paper before risking money. Learning should not cost a fee.',
      },
    ],
    cta: 'About Tradedesk',
  },
  'mobile-trading': {
    title: 'Trading on the go',
    summary: 'Tradedesk opens in the browser of your phone or tablet: the markets, the order form and your positions wherever you are.',
    sections: [
      {
        heading: 'Live everywhere',
        body: 'Prices, balances and orders update live over the same connection as on desktop, and the layout you saved on your computer is the one you find when you sign in.',
      },
      {
        heading: 'Secure on every device',
        body: 'Sign-in from a new device asks for your second factor. Under Security you see every active session and can end any of them.',
      },
    ],
    cta: 'Open the desk',
  },
  pro: {
    title: 'Tradedesk Pro: the API',
    summary:
      'Trade from your own programs with the API v2 protocol: REST for orders and wallets, WebSocket for live books, trades and account updates.',
    sections: [
      {
        heading: 'API keys',
        body: 'Create keys with only the permissions they need (orders, funding, wallets, withdrawals), see when each was last used, and revoke one at any time.',
      },
      {
        heading: 'Built for bots',
        body: 'Bulk order updates, book checksums and sequence numbers let a program keep an exact copy of the book and recover after a disconnect.',
      },
    ],
    cta: 'Manage API keys',
  },
  'security-policy': {
    title: 'Security policy',
    summary: 'How Tradedesk protects accounts and funds, and how to report a vulnerability.',
    sections: [
      {
        heading: 'Accounts',
        body: 'Passwords are hashed with scrypt. Two-factor authentication uses TOTP from any authenticator app. Repeated failed sign-ins lock the address they come from, not your account.',
      },
      {
        heading: 'Funds',
        body: 'Withdrawals need e-mail confirmation and can be cancelled until they are sent. Larger withdrawals state their beneficiary under the travel rule.',
      },
      {
        heading: 'Reporting',
        body: 'Report a vulnerability privately under our bug bounty programme. We confirm receipt within two working days and keep you informed until the fix is out.',
      },
    ],
    cta: 'Check your security settings',
  },
  support: {
    title: 'Support',
    summary: 'Answers to the questions traders ask most, and where to find your own records.',
    sections: [
      {
        heading: 'Where is my deposit or withdrawal?',
        body: 'Reports lists every deposit and withdrawal with its state and transaction id. A withdrawal waits for your e-mail confirmation before it is sent.',
      },
      {
        heading: 'I lost my second factor',
        body: 'Contact support from the e-mail address of your account. We verify your identity before the factor is removed.',
      },
      {
        heading: 'An order was refused',
        body: 'The order form shows the exchange’s reason: usually the balance, the pair’s minimum size or a price outside its bounds.',
      },
    ],
    cta: 'See your reports',
  },
  thalex: {
    title: 'Thalex options',
    summary:
      'Thalex is a derivatives exchange for options on Bitcoin and Ether; on Tradedesk you trade the perpetual contracts on the same coins.',
    sections: [
      {
        heading: 'Options and perpetuals',
        body: 'An option gives the right to buy or sell at a set price until its expiry; a perpetual contract has no expiry and follows the spot price through its funding rate. Traders often hedge one with the other.',
      },
      {
        heading: 'Perpetuals on Tradedesk',
        body: 'Perpetual contracts need a verified account in a country where derivatives are offered. Move USD stablecoin collateral to your derivatives wallet and trade them on the desk.',
      },
    ],
    cta: 'See the derivatives',
  },
  alpha: {
    title: 'Tradedesk Alpha',
    summary: 'Our weekly read of the markets: what moved, why, and what the order books and funding rates say about the week ahead.',
    sections: [
      {
        heading: 'What it covers',
        body: 'Volume and volatility across the listed pairs, the funding rates of the perpetual contracts, the lending rates of the funding book, and the events of the coming week.',
      },
      {
        heading: 'Where to read it',
        body: 'Each issue is published in News and sent to the subscribers of the Weekly markets newsletter. It is market commentary, not investment advice.',
      },
    ],
    cta: 'Read the news',
  },
  app: {
    title: 'The Tradedesk app',
    summary: 'One app for the whole trading day: markets, the desk, wallets, reports and your account settings.',
    sections: [
      {
        heading: 'Start from the markets',
        body: 'The market list shows every pair the site offers with its last price, daily change and volume. Pick one and the desk opens on it.',
      },
      {
        heading: 'Everything in one place',
        body: 'Deposit and withdraw under Wallets, download your ledger from Reports, manage API keys and sub-accounts, and change language, theme and number formats under Interface.',
      },
    ],
    cta: 'Open the app',
  },
  channels: {
    title: 'Official channels',
    summary: 'Where Tradedesk speaks to you, so that you can tell our messages from impostors’.',
    sections: [
      {
        heading: 'Our channels',
        body: 'The News pages of this site, the newsletters you subscribe to, the notices inside the app (maintenance, required actions) and the e-mails sent by the exchange about your own account.',
      },
      {
        heading: 'Everything else',
        body: 'Nobody from Tradedesk will contact you first in a private message, offer to manage your funds or ask you to send coins to “verify” an address. Treat any such message as fraud.',
      },
    ],
    cta: 'Read the news',
  },
  'financial-inclusion-latam': {
    title: 'Financial inclusion in Latin America',
    summary: 'Bitcoin and stablecoins let anyone with a phone save and send money across borders, with or without a bank account.',
    sections: [
      {
        heading: 'Saving in a stable currency',
        body: 'Where inflation eats into savings, a dollar stablecoin such as Tether (UST) holds its value and can be moved in minutes at a fee of a few cents.',
      },
      {
        heading: 'Local currency, local pairs',
        body: 'The Brazilian site trades bitcoin against the real (BTC/BRL), so you can buy and sell without first converting to dollars.',
      },
      {
        heading: 'Learn before you risk',
        body: 'Paper trading in TESTUSD and TESTBTC works exactly like the real desk, so you can learn orders and risk without spending anything.',
      },
    ],
    cta: 'How to buy Bitcoin',
  },
  join: {
    title: 'Join Tradedesk',
    summary: 'An account takes a minute: an e-mail address, a password and the country you live in.',
    sections: [
      {
        heading: 'Practise first',
        body: 'The paper-trading pairs in TESTUSD and TESTBTC trade exactly like the real ones and are open to every account, verified or not.',
      },
      {
        heading: 'Then trade for real',
        body: 'Verify your identity to deposit, trade and withdraw real money. Turn on two-factor authentication before your first deposit.',
      },
    ],
    cta: 'Create an account',
  },
  press: {
    title: 'Press',
    summary: 'Facts and figures about Tradedesk for journalists and analysts.',
    sections: [
      {
        heading: 'About us',
        body: 'Tradedesk is a trading desk for a cryptocurrency exchange: spot and margin trading, perpetual contracts, funding, staking and paper trading, in seven languages.',
      },
      {
        heading: 'Figures',
        body: 'The number of markets and accounts and the 24-hour volume are published live on the statistics page; please quote them with the time you read them.',
      },
      {
        heading: 'Name',
        body: 'Please write Tradedesk as one word with a capital T.',
      },
    ],
    cta: 'See the statistics',
  },
  utilities: {
    title: 'Utilities',
    summary: 'The small tools of the desk that save time every day.',
    sections: [
      {
        heading: 'Commands and shortcuts',
        body: 'Ctrl+K opens the command palette: add a panel, switch pair or layout by typing a few letters. Press ? to list every keyboard shortcut.',
      },
      {
        heading: 'Alerts and layouts',
        body: 'Set price alerts from a panel and be notified when they trigger. Export a layout as a file and import it in another browser.',
      },
      {
        heading: 'Reports',
        body: 'Download the ledger, trades or movements of any period as CSV, or have the exchange e-mail you a larger report.',
      },
    ],
    cta: 'Open the desk',
  },
  'vip-early-access': {
    title: 'Early access',
    summary: 'Try what we build next before everyone else, and tell us what to change.',
    sections: [
      {
        heading: 'How to get it',
        body: 'Subscribe to the Product news newsletter in the footer of any page. Each new feature is announced there first.',
      },
      {
        heading: 'Your feedback counts',
        body: 'Try new features with paper money first, so nothing is at risk. What you report shapes the version that reaches real trading.',
      },
    ],
    cta: 'See the features',
  },
  'master-your-universe': {
    title: 'Master your universe',
    summary: 'Your screens, your rules: build the desk that fits the way you trade.',
    sections: [
      {
        heading: 'Build it',
        body: 'Add, split and resize panels, and keep several layouts to switch between. Every change can be undone, and each layout is saved with your account.',
      },
      {
        heading: 'Spread it out',
        body: 'Pop panels out to a second or third screen, link them by colour to follow one pair, and move the whole arrangement between computers as a file.',
      },
    ],
    cta: 'Open the desk',
  },
  'freedom-art-game': {
    title: 'Freedom Art Game',
    summary:
      'An open art competition on one theme: what financial freedom looks like to you. Three prizes in bitcoin, ten honourable mentions, and a public vote.',
    sections: [
      {
        heading: 'The theme',
        body: 'Paint it, draw it, photograph it, animate it or build it: a single work about money that nobody can freeze, borrow against your will or print away. Any medium is welcome as long as it fits in one image or a video of up to 60 seconds.',
      },
      {
        heading: 'How to enter',
        body: 'Sign up, verify your e-mail and send your work from Support with the subject “Freedom Art Game”, with its title and a description of up to 300 words. One entry per account; collectives enter with one account.',
      },
      {
        heading: 'Rules',
        body: 'The work must be your own and not published before. You keep the copyright and grant Tradedesk the right to show it on this site and in the exhibition. Works with hate, violence or other people’s personal data are disqualified.',
      },
      {
        heading: 'Dates and prizes',
        body: 'Entries are open from 1 December 2026 to 31 January 2027. A jury shortlists twenty works; the public vote runs through February and the winners are announced on 1 March 2027. Prizes are 0.5 BTC, 0.25 BTC and 0.1 BTC, and 0.01 BTC for each honourable mention, paid into the winners’ exchange wallets.',
      },
    ],
    cta: 'Sign up to enter',
  },
  honey: {
    title: 'Honey rewards',
    summary: 'Honey is what you collect by trading on Tradedesk. It lowers your fees and never expires while your account is active.',
    sections: [
      {
        heading: 'How you collect it',
        body: 'Every USD 1 of trading fees you pay adds 10 honey to your jar. A friend who signs up with your referral code and trades adds 2 honey for each USD 1 of their fees, for a year, without changing what they pay.',
      },
      {
        heading: 'What it is worth',
        body: '1,000 honey turn into a USD 1 rebate of your next trading fees, applied automatically at each settlement. Honey cannot be withdrawn or transferred: it is a discount, not a currency.',
      },
      {
        heading: 'Tiers',
        body: 'A jar of 10,000 honey makes you a Forager (5% off maker fees), 100,000 a Keeper (10% off maker and taker fees). Tiers are reviewed on the first day of each month from the honey collected in the last 90 days.',
      },
      {
        heading: 'Fair play',
        body: 'Wash trades between your own accounts and sub-accounts collect nothing. Honey of an account that has not traded for 12 months lapses.',
      },
    ],
    cta: 'Open the desk',
  },
};
