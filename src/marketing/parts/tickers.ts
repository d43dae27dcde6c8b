// The trading tickers the home page shows, read from `/v2/tickers?symbols=ALL` (PROTOCOL §5.2:
// [SYMBOL, BID, BID_SIZE, ASK, ASK_SIZE, DAILY_CHANGE, DAILY_CHANGE_RELATIVE, LAST_PRICE, VOLUME,
// HIGH, LOW]): spot pairs the site lists, the paper-trading pair left out; the movers are the
// largest daily changes either way.
import { type SiteVariant, listsPair } from '../../protocol/site/variants';

export interface SiteTicker {
  symbol: string;
  last: number;
  change: number;
  volume: number;
  high: number;
  low: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);

export function spotTickers(rows: unknown, site: SiteVariant): SiteTicker[] {
  if (!Array.isArray(rows)) return [];
  const out: SiteTicker[] = [];
  for (const r of rows) {
    if (!Array.isArray(r) || typeof r[0] !== 'string' || !r[0].startsWith('t') || r.length < 11) continue;
    const symbol = r[0];
    if (symbol.includes('F0:') || symbol.includes('TEST') || !listsPair(site, symbol, false)) continue;
    out.push({ symbol, change: num(r[6]), last: num(r[7]), volume: num(r[8]), high: num(r[9]), low: num(r[10]) });
  }
  return out;
}

/** The `n` largest rises and falls of the day (a pair without a change left out). */
export function topMovers(tickers: readonly SiteTicker[], n: number): { gainers: SiteTicker[]; losers: SiteTicker[] } {
  const moved = tickers.filter((t) => Number.isFinite(t.change));
  const byChange = [...moved].sort((a, b) => b.change - a.change);
  return {
    gainers: byChange.filter((t) => t.change > 0).slice(0, n),
    losers: byChange
      .filter((t) => t.change < 0)
      .reverse()
      .slice(0, n),
  };
}
