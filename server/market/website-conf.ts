// The public site's own conf (account-side §7): `pub:raw:website:stats`, the figures the stats
// page shows, read from the live markets at each request (24-hour volume in USD, markets,
// currencies, open interest, accounts), and the platform status (`/v2/platform/status`: 0 while
// the exchange runs in maintenance, TRADEDESK_MAINTENANCE).
import type { MarketData } from './types';

export const WEBSITE_STATS_KEY = 'pub:raw:website:stats';

export interface WebsiteStats {
  /** Listed trading pairs (spot and perpetual). */
  markets: number;
  currencies: number;
  /** The last 24 hours' traded volume of every pair, in USD at the pair's last price. */
  volume24hUsd: number;
  /** Open interest of the perpetual contracts, in USD at their mark price. */
  openInterestUsd: number;
  /** Accounts opened on this exchange. */
  accounts: number;
  /** When the figures were taken (ms). */
  mts: number;
}

/** The base and quote currency of a trading symbol: tBTCUSD → BTC, USD; tBTCF0:USTF0 → BTCF0, USTF0. */
function currenciesOf(symbol: string): [string, string] {
  const s = symbol.slice(1);
  const colon = s.indexOf(':');
  return colon === -1 ? [s.slice(0, 3), s.slice(3)] : [s.slice(0, colon), s.slice(colon + 1)];
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

export function websiteStats(market: MarketData, accounts: number, now: number): WebsiteStats {
  const symbols = market.tradingSymbols();
  let volume = 0;
  for (const symbol of symbols) {
    const t = market.ticker(symbol);
    if (!t) continue;
    const [base] = currenciesOf(symbol);
    const usd = market.fxRate(base.replace(/F0$/, ''), 'USD') ?? 0;
    volume += Math.abs(num(t[7])) * usd;
  }
  let openInterest = 0;
  for (const key of market.statusKeys()) {
    if (!key.startsWith('deriv:')) continue;
    const row = market.derivStatus(key);
    // Layout (PROTOCOL §2.6): MTS, _, DERIV_PRICE, SPOT_PRICE, …, MARK_PRICE at 14, OPEN_INTEREST at 17.
    if (row) openInterest += Math.abs(num(row[17])) * num(row[14]);
  }
  const listed = market.conf('pub:list:currency');
  return {
    markets: symbols.length,
    currencies: Array.isArray(listed) ? listed.length : 0,
    volume24hUsd: Math.round(volume),
    openInterestUsd: Math.round(openInterest),
    accounts,
    mts: now,
  };
}

/** The market's data with the site's stats and status. */
export function withWebsite(market: MarketData, opts: { accounts: () => number; maintenance: boolean; now?: () => number }): MarketData {
  const now = opts.now ?? Date.now;
  return {
    ...market,
    platformStatus: () => (opts.maintenance ? 0 : market.platformStatus()),
    conf: (key) => (key === WEBSITE_STATS_KEY ? websiteStats(market, opts.accounts(), now()) : market.conf(key)),
  };
}
