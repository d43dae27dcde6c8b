// The content pages the exchange's store starts with: the securities pages, the competitions
// (their template) and the legal texts (their template; the terms of service come from the terms
// themselves). Paragraphs are separated by blank lines.

export interface SeedContent {
  /** The page name (`securities/about`, `competitions/happy12`, `legal/privacy`). */
  page: string;
  title: string;
  summary: string;
  body: string;
}

export interface SeedCompetition {
  slug: string;
  title: string;
  summary: string;
  rules: string;
  prize: string;
  /** Pairs whose volume counts. */
  pairs: readonly string[];
  startsAt: number;
  endsAt: number;
}

const day = (month: number, d: number) => Date.UTC(2026, month - 1, d);

export const SEED_CONTENT: readonly SeedContent[] = [
  {
    page: 'securities',
    title: 'Tradedesk Securities',
    summary: 'Invest in tokenised bonds and shares, settled on-chain in the same step as payment.',
    body: [
      'Tradedesk Securities lists tokenised bonds and shares issued under a securities licence. Each token is a registered claim on the underlying instrument.',
      'Investing needs a verified account (Intermediate level), the investor questionnaire and acceptance of the securities terms. Residents of some countries cannot invest.',
    ].join('\n\n'),
  },
  {
    page: 'securities/about',
    title: 'About Tradedesk Securities',
    summary: 'A regulated venue for tokenised securities, run beside the Tradedesk exchange.',
    body: [
      'Tradedesk Securities is the issuance and trading venue for tokenised securities of the Tradedesk group, licensed as an investment exchange.',
      'Issuers publish a prospectus for every offering. Investors hold their tokens in their own Tradedesk wallets and trade them on the venue’s order books.',
    ].join('\n\n'),
  },
  {
    page: 'securities/fees',
    title: 'Securities fees',
    summary: 'What investing and trading tokenised securities costs.',
    body: [
      'Subscribing to a primary offering is free of charge for investors; the issuer pays the listing fee.',
      'Trading on the secondary market costs 0.10% for the maker and 0.20% for the taker of each trade. Coupons and dividends are paid without a fee.',
      'Withdrawing tokens to an external wallet costs the network fee of the chain they live on.',
    ].join('\n\n'),
  },
  {
    page: 'securities/invest',
    title: 'How to invest',
    summary: 'Four steps from an account to your first tokenised security.',
    body: [
      'First, verify your account to the Intermediate level. Second, answer the investor questionnaire, which tells us which offerings suit you.',
      'Third, accept the securities terms and the membership agreement. Fourth, fund your wallet with USD or UST and subscribe to an offering while its window is open.',
    ].join('\n\n'),
  },
  {
    page: 'securities/events',
    title: 'Securities events',
    summary: 'Coupon dates, subscription windows and investor calls.',
    body: [
      'Subscription windows open and close at 12:00 UTC on the dates given in each prospectus. Coupon payments are made on the record dates listed there.',
      'Issuers hold an investor call in the first week of every subscription window; the dial-in details are mailed to subscribed investors.',
    ].join('\n\n'),
  },
  {
    page: 'securities/questionnaire',
    title: 'Investor questionnaire',
    summary: 'Why we ask, and what we ask, before you invest.',
    body: [
      'Securities rules require us to know whether an investment suits you. The questionnaire asks about your experience with securities, your income and your investment goals.',
      'It takes about five minutes and is answered once; you can update your answers at any time from your account.',
    ].join('\n\n'),
  },
  {
    page: 'legal/privacy',
    title: 'Privacy policy',
    summary: 'What we keep about you, why, and for how long.',
    body: [
      'We keep the data you give us to open and verify your account (name, address, date of birth, identity documents) for as long as the law requires after the account is closed.',
      'We keep records of your orders, trades, deposits and withdrawals to run the exchange and meet our reporting duties. We never sell your data.',
      'You may ask for a copy of your data, or for its correction, by writing to support from your account.',
    ].join('\n\n'),
  },
  {
    page: 'legal/cookies',
    title: 'Cookie policy',
    summary: 'The cookies this site sets and how to choose.',
    body: [
      'Necessary cookies keep you signed in and remember your choices; they cannot be turned off.',
      'Analytical cookies let us count page views per path and day, with nothing else kept, not even your address. Marketing cookies are not used by this site.',
      'Where the law asks for it, a banner lets you accept or reject each category; your choice is kept for 90 days.',
    ].join('\n\n'),
  },
  {
    page: 'legal/risk',
    title: 'Risk disclosure',
    summary: 'Trading digital assets can lose you money.',
    body: [
      'Prices of digital assets move fast and can fall to zero. Margin and derivatives trading can lose more than the collateral you put up, and positions can be liquidated without notice.',
      'Only trade with money you can afford to lose, and read how liquidation works before you open a leveraged position.',
    ].join('\n\n'),
  },
];

export const SEED_COMPETITIONS: readonly SeedCompetition[] = [
  {
    slug: 'rally-royale',
    title: 'Rally Royale',
    summary: 'The highest percentage gain on BTC and ETH spot over four weeks wins.',
    rules:
      'Your return is the change of your exchange wallets’ value in USD between the start and the end, deposits and withdrawals excluded. At least 10 trades are needed to rank.',
    prize: '10,000 UST shared by the top 20 traders',
    pairs: ['tBTCUSD', 'tETHUSD'],
    startsAt: day(11, 1),
    endsAt: day(11, 29),
  },
  {
    slug: 'elite-trader',
    title: 'Elite Trader',
    summary: 'The largest traded volume on perpetual contracts in December.',
    rules:
      'Volume is counted in USD at each trade’s price, maker and taker alike. Self-trades and trades between sub-accounts of one account do not count.',
    prize: '5,000 UST to the first, 2,500 to the second, 1,000 to the third',
    pairs: ['tBTCF0:USTF0', 'tETHF0:USTF0'],
    startsAt: day(12, 1),
    endsAt: day(12, 31),
  },
  {
    slug: 'double-profit',
    title: 'Double Profit',
    summary: 'Close a profitable margin position of at least 1,000 USD and we double its profit, up to 100 UST.',
    rules: 'One reward per account. The position must be opened and closed within the competition, and held for at least one hour.',
    prize: 'Up to 100 UST per account',
    pairs: ['tBTCUSD', 'tETHUSD', 'tETHBTC'],
    startsAt: day(10, 1),
    endsAt: day(10, 31),
  },
  {
    slug: '15-per-cent',
    title: '15 per cent',
    summary: 'New lenders earn 15% a year on their first 1,000 USD of funding offers for 30 days.',
    rules:
      'For accounts that never lent before. The bonus tops up the interest your offers earn to 15% a year on up to 1,000 USD, paid daily.',
    prize: '15% a year on up to 1,000 USD for 30 days',
    pairs: ['fUSD'],
    startsAt: day(9, 15),
    endsAt: day(12, 15),
  },
  {
    slug: 'happy12',
    title: 'Happy 12',
    summary: 'Twelve daily draws of 120 UST among the day’s traders over the holidays.',
    rules:
      'Every account with at least one trade of 50 USD or more on the day takes part in that day’s draw. Winners are drawn at 00:00 UTC and paid at once.',
    prize: '120 UST a day for 12 days',
    pairs: ['tBTCUSD', 'tETHUSD', 'tBTCUST'],
    startsAt: day(12, 20),
    endsAt: day(12, 31),
  },
  {
    slug: 'LIF3',
    title: 'LIF3 launch',
    summary: 'Trade the first week of a newly listed pair and share a pool of 3,000 UST by volume.',
    rules:
      'Each account’s share of the pool is its share of the pair’s traded volume over the week. Accounts under 100 USD of volume do not share.',
    prize: '3,000 UST shared by volume',
    pairs: ['tETHUSD'],
    startsAt: day(8, 1),
    endsAt: day(8, 8),
  },
];
