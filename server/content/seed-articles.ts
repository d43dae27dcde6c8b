// The articles the exchange's store starts with (`/v1/articles`): the news of the posts pages and
// the securities posts. Paragraphs are separated by blank lines.
import type { Article } from '../../src/protocol/marketing/pages';

/** A seeded article is an article of `/v1/articles` as the exchange answers it. */
export type SeedArticle = Article;

const at = (month: number, day: number) => Date.UTC(2026, month - 1, day, 9);

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    id: 1,
    category: 'news',
    title: 'Perpetual contracts settle funding every eight hours',
    summary: 'BTC and ETH perpetuals now pay or receive funding at 00:00, 08:00 and 16:00 UTC, at the rate shown on the derivatives page.',
    body: [
      'Every perpetual contract on Tradedesk settles funding three times a day, at 00:00, 08:00 and 16:00 UTC. A long position pays a positive rate and receives a negative one; a short does the opposite.',
      'The payment is the position amount times the mark price times the funding rate, taken from or paid into the margin wallet that holds the collateral.',
      'The derivatives page shows each contract’s mark price, the current rate, the next settlement time and the open interest, refreshed live.',
    ].join('\n\n'),
    author: 'Derivatives desk',
    publishedAt: at(9, 18),
    tags: ['orders', 'funding'],
  },
  {
    id: 2,
    category: 'news',
    title: 'Order books of 250 levels, virtualised',
    summary: 'The order book panel now shows 25, 100 or 250 price levels per side and stays smooth under the busiest markets.',
    body: [
      'The order book panel of the Tradedesk workspace can now show 25, 100 or 250 levels per side. Only the rows on screen are drawn, so a deep book costs no more than a shallow one.',
      'Depth bars, the spread in value and per cent, and a checksum badge that turns amber while the book resynchronises are unchanged.',
      'Click any row to hand its price to the order form.',
    ].join('\n\n'),
    author: 'Product team',
    publishedAt: at(10, 2),
    tags: ['orders'],
  },
  {
    id: 3,
    category: 'news',
    title: 'Security keys and SMS codes as second factors',
    summary: 'Protect your login with a WebAuthn security key, an authenticator app or SMS codes, and approve security changes with them.',
    body: [
      'Tradedesk accounts can now add WebAuthn security keys beside authenticator apps, and confirm a phone for SMS codes.',
      'Changes to the withdrawal whitelist and session flags wait for the code of your second factor before they apply, so a stolen session cannot loosen your security.',
      'Open Security after logging in to set them up. We recommend two factors of different kinds.',
    ].join('\n\n'),
    author: 'Security team',
    publishedAt: at(10, 21),
    tags: ['security'],
  },
  {
    id: 4,
    category: 'news',
    title: 'Sub-accounts for desks and strategies',
    summary: 'Split capital between strategies: each sub-account has its own wallets, orders, positions and API keys.',
    body: [
      'A sub-account is an account of its own under yours: its wallets, orders, positions and API keys are separate, and its keys cannot reach your master account or its siblings.',
      'Fund it from the master in one transfer, switch to it to trade, and switch back in one click. Sub-accounts have no password of their own.',
    ].join('\n\n'),
    author: 'Product team',
    publishedAt: at(11, 4),
  },
  {
    id: 5,
    category: 'news',
    title: 'Funding market: lend at the flash return rate',
    summary: 'Offer USD, UST, BTC or ETH to margin traders for 2 to 120 days, at a fixed rate or at the FRR.',
    body: [
      'Lenders on the funding market offer an amount for a period of 2 to 120 days, at a fixed daily rate or at the flash return rate (FRR), the market’s own average.',
      'Margin traders borrow automatically when they open a position; interest is paid to lenders as it accrues.',
      'The funding book page shows the bids and offers of every funding currency, live.',
    ].join('\n\n'),
    author: 'Funding desk',
    publishedAt: at(11, 12),
    tags: ['funding'],
  },
  {
    id: 6,
    category: 'news',
    title: 'Seven languages across the site',
    summary:
      'Tradedesk now speaks English, Russian, Simplified and Traditional Chinese, Latin American Spanish, Turkish and Brazilian Portuguese.',
    body: [
      'Every page of Tradedesk, from the workspace to these posts’ menus, can be read in seven languages. Numbers and dates follow the language’s own separators.',
      'Choose a language from the menu at the bottom of any page; your choice is kept with your account once you log in.',
    ].join('\n\n'),
    author: 'Product team',
    publishedAt: at(11, 20),
  },
  {
    id: 7,
    category: 'securities',
    title: 'Tokenised bond offering: subscription window opens',
    summary: 'A three-year USD bond, tokenised and settled on-chain, opens for subscription to verified investors.',
    body: [
      'Verified investors can subscribe to a three-year USD bond paying a 7% annual coupon, tokenised and settled on-chain.',
      'Subscriptions need the Intermediate verification level and the answers of the investor questionnaire. The minimum ticket is 1,000 USD.',
      'The prospectus and the risk factors are on the offering’s page. Read them before investing.',
    ].join('\n\n'),
    author: 'Securities desk',
    publishedAt: at(10, 28),
  },
  {
    id: 8,
    category: 'securities',
    title: 'How tokenised securities settle',
    summary: 'Ownership moves on-chain in the same step as payment: no settlement risk, no waiting two days.',
    body: [
      'A tokenised security is a token whose holder is the registered owner of the underlying share or bond.',
      'On Tradedesk Securities, the token and the payment move in one transaction, so neither side can default after the other has paid.',
      'Coupons and dividends are paid to the holders’ wallets on the record date.',
    ].join('\n\n'),
    author: 'Securities desk',
    publishedAt: at(11, 15),
  },
  {
    id: 9,
    category: 'news',
    title: 'How deposits are credited',
    summary: 'Each method has its own address per wallet; a deposit shows as pending, then lands in the wallet with a ledger entry.',
    body: [
      'Open Deposit, choose the method (the currency and its network) and the wallet the money should land in. The address shown is yours for that method and wallet; ask for a new one at any time, the old ones keep working.',
      'A deposit shows as pending while the network confirms it, then is credited to the wallet and the ledger, and you are told by a notification.',
      'Some currencies ask you to accept their own agreement before the first deposit (XRP needs its destination tag, Solana takes native SOL only). Deposits need the Basic Plus verification level.',
    ].join('\n\n'),
    author: 'Support',
    publishedAt: at(8, 4),
    tags: ['deposit'],
  },
  {
    id: 10,
    category: 'news',
    title: 'Withdrawals: confirmation, fees and the travel rule',
    summary: 'Every withdrawal is confirmed by e-mail; above 1,000 USD the travel rule asks who receives the money and where it goes.',
    body: [
      'A withdrawal leaves your wallet with its network fee at once, so nothing else can spend it, and waits for your confirmation: the link of the e-mail we send, or — when your account has no authenticator app, security key or SMS — the six-digit code we mail you, typed in on the page.',
      'Above 1,000 USD the travel rule asks the beneficiary’s name, where the money goes (your own wallet or an exchange) and whether the beneficiary is you. Only an account verified at the Full level may name a third party, with your relationship to them.',
      'Until it is sent, a withdrawal can be cancelled from the list on the Withdraw page, and the money returns to your wallet.',
    ].join('\n\n'),
    author: 'Support',
    publishedAt: at(8, 6),
    tags: ['withdraw'],
  },
  {
    id: 11,
    category: 'news',
    title: 'Confirming with a code by e-mail',
    summary: 'Without another second factor, sensitive actions are confirmed by a six-digit code sent to your e-mail address.',
    body: [
      'When your account has no authenticator app, security key or SMS codes, a withdrawal and a change of your security settings are confirmed by a code we e-mail you. It has six digits, works once, and expires after ten minutes.',
      'Five wrong codes drop it, and new codes can be asked for once every 30 seconds, five times an hour. We never ask for the code by phone or chat: do not give it to anyone.',
      'An authenticator app or a security key is safer than e-mail: add one on the Security page.',
    ].join('\n\n'),
    author: 'Security team',
    publishedAt: at(8, 8),
    tags: ['withdraw', 'security'],
  },
  {
    id: 12,
    category: 'news',
    title: 'Order refusals and what they mean',
    summary: 'Why an order can be refused — balance, size, the market’s rules, your verification or region — and what to do.',
    body: [
      'An order is refused when the wallet it trades from cannot pay for it, when its amount is outside the pair’s minimum and maximum, or when its price or flags break the market’s rules. The refusal says which.',
      'Margin and derivatives need the verification level your account’s creation date asks for, and are not offered in every country; paper trading is always open.',
      'Some currencies and products ask you to accept their terms before the first order: the order form shows them and sends the order once accepted.',
    ].join('\n\n'),
    author: 'Support',
    publishedAt: at(8, 10),
    tags: ['orders'],
  },
];
