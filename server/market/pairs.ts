// The markets of the embedded exchange: currencies, trading pairs, derivatives and funding
// currencies, with the levels the simulator starts from (late-2026 levels, invented).

export type CurrencyKind = 'fiat' | 'crypto' | 'stable' | 'derivative' | 'test';

export interface CurrencySpec {
  code: string;
  label: string;
  kind: CurrencyKind;
  /** Price in USD the random walk starts from and is weakly pulled back to. */
  usd: number;
  /** Daily log volatility of its USD price. */
  volDaily: number;
  /** Pull back to `usd` per day (mean reversion), for pegged and slow currencies. */
  reversionDaily: number;
  active: boolean;
  /** Display symbol when it differs from the code (pub:map:currency:sym). */
  sym?: string;
  /** Underlying of a derivative currency (pub:map:currency:undl). */
  undl?: string;
  /** Unit of measure where one applies (pub:map:currency:unit). */
  unit?: string;
}

export const CURRENCIES: readonly CurrencySpec[] = [
  { code: 'BTC', label: 'Bitcoin', kind: 'crypto', usd: 95_000, volDaily: 0.03, reversionDaily: 0.01, active: true },
  { code: 'ETH', label: 'Ethereum', kind: 'crypto', usd: 3_400, volDaily: 0.04, reversionDaily: 0.01, active: true },
  { code: 'LTC', label: 'Litecoin', kind: 'crypto', usd: 90, volDaily: 0.045, reversionDaily: 0.01, active: true },
  { code: 'XRP', label: 'XRP', kind: 'crypto', usd: 2.2, volDaily: 0.05, reversionDaily: 0.01, active: true },
  { code: 'SOL', label: 'Solana', kind: 'crypto', usd: 180, volDaily: 0.055, reversionDaily: 0.01, active: true },
  { code: 'USD', label: 'US Dollar', kind: 'fiat', usd: 1, volDaily: 0, reversionDaily: 0, active: true },
  { code: 'EUR', label: 'Euro', kind: 'fiat', usd: 1.08, volDaily: 0.004, reversionDaily: 0.05, active: true },
  { code: 'TRY', label: 'Turkish Lira', kind: 'fiat', usd: 1 / 40, volDaily: 0.006, reversionDaily: 0.05, active: true },
  { code: 'BRL', label: 'Brazilian Real', kind: 'fiat', usd: 1 / 5.5, volDaily: 0.008, reversionDaily: 0.05, active: true },
  { code: 'JPY', label: 'Japanese Yen', kind: 'fiat', usd: 1 / 150, volDaily: 0.005, reversionDaily: 0.05, active: true },
  { code: 'UST', label: 'Tether USDt', kind: 'stable', usd: 1.0005, volDaily: 0.0004, reversionDaily: 40, active: true, sym: 'USDt' },
  { code: 'TESTBTC', label: 'Test Bitcoin', kind: 'test', usd: 95_000, volDaily: 0.03, reversionDaily: 0.05, active: true },
  { code: 'TESTUSD', label: 'Test US Dollar', kind: 'test', usd: 1, volDaily: 0, reversionDaily: 0, active: true },
  {
    code: 'BTCF0',
    label: 'Bitcoin (derivatives)',
    kind: 'derivative',
    usd: 95_000,
    volDaily: 0,
    reversionDaily: 0,
    active: true,
    undl: 'BTC',
    unit: 'BTC',
  },
  {
    code: 'ETHF0',
    label: 'Ethereum (derivatives)',
    kind: 'derivative',
    usd: 3_400,
    volDaily: 0,
    reversionDaily: 0,
    active: true,
    undl: 'ETH',
    unit: 'ETH',
  },
  {
    code: 'USTF0',
    label: 'Tether USDt (derivatives)',
    kind: 'derivative',
    usd: 1.0005,
    volDaily: 0,
    reversionDaily: 0,
    active: true,
    sym: 'USDt0',
    undl: 'UST',
    unit: 'USDt',
  },
  { code: 'LUNA', label: 'Terra Classic', kind: 'crypto', usd: 0.00008, volDaily: 0, reversionDaily: 0, active: false },
];

/** USD per unit of the fiat currencies of the spec's wider list that no market here trades, for
 *  /v2/calc/fx (the equivalent-currency pickers): fixed reference levels (late-2026, invented). */
export const FIAT_REFERENCE_USD: Readonly<Record<string, number>> = {
  HKD: 1 / 7.8,
  GBP: 1.27,
  CHF: 1.12,
  CNH: 1 / 7.2,
  CNY: 1 / 7.2,
  KRW: 1 / 1380,
  INR: 1 / 84,
  AUD: 0.65,
  TWD: 1 / 32,
  RUB: 1 / 95,
  IDR: 1 / 16_000,
  MXN: 1 / 18,
  PEN: 1 / 3.75,
  UYU: 1 / 40,
  VES: 1 / 45,
  COP: 1 / 4_100,
  ARS: 1 / 1_000,
  AED: 1 / 3.6725,
};

export interface PairSpec {
  /** Wire pair, 'BTCUSD' or 'TESTBTC:TESTUSD'. */
  pair: string;
  symbol: string; // 't' + pair
  base: string;
  quote: string;
  derivative: boolean;
  margin: boolean;
  minOrder: string;
  maxOrder: string;
  initialMargin: number;
  minMargin: number;
  makerFee: number;
  takerFee: number;
  /** Taker orders per second at the normal rate. */
  takerRate: number;
  /** Median size of a maker order, in base units. */
  makerSize: number;
  /** Half of the quoted spread, relative to the price. */
  halfSpread: number;
  /** Base volume per minute of the back-filled history (about what the normal rate trades). */
  volumePerMinute: number;
}

function spot(
  pair: string,
  base: string,
  quote: string,
  o: Partial<PairSpec> & Pick<PairSpec, 'minOrder' | 'maxOrder' | 'takerRate' | 'makerSize' | 'volumePerMinute'>,
): PairSpec {
  return {
    pair,
    symbol: `t${pair}`,
    base,
    quote,
    derivative: false,
    margin: true,
    initialMargin: 0.2,
    minMargin: 0.1,
    makerFee: 0.001,
    takerFee: 0.002,
    halfSpread: 0.00001,
    ...o,
  };
}

/** What every perpetual shares: traded on collateral (no margin wallet), 100× at most, the
 *  maker rebate and taker fee of derivatives. */
const PERPETUAL = {
  derivative: true,
  margin: false,
  initialMargin: 0.01,
  minMargin: 0.005,
  makerFee: -0.0002,
  takerFee: 0.00065,
} as const;

export const PAIRS: readonly PairSpec[] = [
  spot('BTCUSD', 'BTC', 'USD', {
    minOrder: '0.00004',
    maxOrder: '2000.0',
    takerRate: 2.5,
    makerSize: 0.12,
    halfSpread: 0.000004,
    volumePerMinute: 9,
  }),
  spot('ETHUSD', 'ETH', 'USD', { minOrder: '0.0008', maxOrder: '5000.0', takerRate: 2, makerSize: 2, volumePerMinute: 120 }),
  spot('ETHBTC', 'ETH', 'BTC', {
    minOrder: '0.0008',
    maxOrder: '5000.0',
    takerRate: 0.3,
    makerSize: 2,
    halfSpread: 0.0001,
    volumePerMinute: 30,
  }),
  spot('LTCUSD', 'LTC', 'USD', {
    minOrder: '0.04',
    maxOrder: '10000.0',
    takerRate: 0.5,
    makerSize: 12,
    halfSpread: 0.00005,
    volumePerMinute: 300,
  }),
  spot('XRPUSD', 'XRP', 'USD', {
    minOrder: '4.0',
    maxOrder: '1000000.0',
    takerRate: 0.6,
    makerSize: 1500,
    halfSpread: 0.00005,
    volumePerMinute: 30000,
  }),
  spot('SOLUSD', 'SOL', 'USD', {
    minOrder: '0.02',
    maxOrder: '20000.0',
    takerRate: 0.8,
    makerSize: 6,
    halfSpread: 0.00003,
    volumePerMinute: 110,
  }),
  spot('BTCEUR', 'BTC', 'EUR', {
    minOrder: '0.00004',
    maxOrder: '2000.0',
    takerRate: 0.5,
    makerSize: 0.08,
    halfSpread: 0.00005,
    volumePerMinute: 1.6,
  }),
  spot('BTCUST', 'BTC', 'UST', {
    minOrder: '0.00004',
    maxOrder: '2000.0',
    takerRate: 1,
    makerSize: 0.1,
    halfSpread: 0.00001,
    volumePerMinute: 6.5,
  }),
  spot('ETHUST', 'ETH', 'UST', {
    minOrder: '0.0008',
    maxOrder: '5000.0',
    takerRate: 0.5,
    makerSize: 1.5,
    halfSpread: 0.00003,
    volumePerMinute: 30,
  }),
  spot('BTCTRY', 'BTC', 'TRY', {
    minOrder: '0.00004',
    maxOrder: '500.0',
    takerRate: 0.25,
    makerSize: 0.04,
    halfSpread: 0.0002,
    margin: false,
    volumePerMinute: 0.5,
  }),
  spot('BTCBRL', 'BTC', 'BRL', {
    minOrder: '0.00004',
    maxOrder: '500.0',
    takerRate: 0.2,
    makerSize: 0.04,
    halfSpread: 0.0002,
    margin: false,
    volumePerMinute: 0.6,
  }),
  spot('BTCJPY', 'BTC', 'JPY', {
    minOrder: '0.00004',
    maxOrder: '1000.0',
    takerRate: 0.3,
    makerSize: 0.05,
    halfSpread: 0.0001,
    margin: false,
    volumePerMinute: 0.45,
  }),
  spot('TESTBTC:TESTUSD', 'TESTBTC', 'TESTUSD', {
    minOrder: '0.00006',
    maxOrder: '250.0',
    takerRate: 0.3,
    makerSize: 0.05,
    halfSpread: 0.00005,
    margin: false,
    makerFee: 0,
    takerFee: 0,
    volumePerMinute: 1.4,
  }),
  {
    ...spot('BTCF0:USTF0', 'BTCF0', 'USTF0', {
      minOrder: '0.00006',
      maxOrder: '100.0',
      takerRate: 2,
      makerSize: 0.1,
      halfSpread: 0.000005,
      volumePerMinute: 8,
    }),
    ...PERPETUAL,
  },
  {
    ...spot('ETHF0:USTF0', 'ETHF0', 'USTF0', {
      minOrder: '0.001',
      maxOrder: '1000.0',
      takerRate: 1.2,
      makerSize: 1.5,
      halfSpread: 0.00002,
      volumePerMinute: 65,
    }),
    ...PERPETUAL,
  },
];

export interface FundingSpec {
  currency: string;
  symbol: string; // 'fUSD'
  /** Daily rate the FRR starts from and reverts to. */
  frr: number;
  /** Median size of an offer, in the currency. */
  offerSize: number;
  /** Smallest offer the simulated lenders and borrowers make. */
  minOffer: number;
  /** Matches per second at the normal rate. */
  takerRate: number;
  volumePerMinute: number;
}

export const FUNDING: readonly FundingSpec[] = [
  { currency: 'USD', symbol: 'fUSD', frr: 0.00025, offerSize: 6_000, minOffer: 150, takerRate: 0.5, volumePerMinute: 150_000 },
  { currency: 'UST', symbol: 'fUST', frr: 0.0002, offerSize: 5_000, minOffer: 150, takerRate: 0.35, volumePerMinute: 90_000 },
  { currency: 'BTC', symbol: 'fBTC', frr: 0.00002, offerSize: 0.6, minOffer: 0.002, takerRate: 0.15, volumePerMinute: 3 },
  { currency: 'ETH', symbol: 'fETH', frr: 0.00004, offerSize: 8, minOffer: 0.05, takerRate: 0.15, volumePerMinute: 40 },
];

export const PAIR_BY_SYMBOL: ReadonlyMap<string, PairSpec> = new Map(PAIRS.map((p) => [p.symbol, p]));
export const FUNDING_BY_SYMBOL: ReadonlyMap<string, FundingSpec> = new Map(FUNDING.map((f) => [f.symbol, f]));
export const CURRENCY_BY_CODE: ReadonlyMap<string, CurrencySpec> = new Map(CURRENCIES.map((c) => [c.code, c]));

/** Currencies whose USD value the markets define (fxRate): fiat and crypto of the brief. */
export const FX_CURRENCIES = ['USD', 'EUR', 'TRY', 'BRL', 'JPY', 'BTC', 'ETH', 'LTC', 'XRP', 'SOL', 'UST', 'TESTBTC', 'TESTUSD'] as const;
