// The rows of the market list: what a trader scans (pair, last, change, volume in the chosen unit).
import BigNumber from 'bignumber.js';
import type { MarketsStoreInstance } from '../../models/markets';
import type { VolumeUnit } from '../../models/settings';
import { pairLabel } from '../../format';
import { inactiveCurrencyOf } from '../../app/currency-lists';

export interface MarketRow {
  symbol: string;
  label: string;
  base: string;
  quote: string;
  last: number | null;
  change: number | null;
  tick: 'up' | 'down' | 'none';
  updates: number;
  /** In the base currency, or in the quote currency (volume × last). */
  volume: BigNumber | null;
  favorite: boolean;
  /** The pair's inactive currency (pub:list:currency:inactive): the pair is shown, not tradable. */
  inactive: string | null;
}

export function marketRows(
  markets: MarketsStoreInstance,
  opts: { tab: string; search: string; unit: VolumeUnit; isFavorite(symbol: string): boolean },
): MarketRow[] {
  const needle = opts.search.trim().toUpperCase().replace('/', '');
  const rows: MarketRow[] = [];
  for (const m of markets.markets) {
    const favorite = opts.isFavorite(m.symbol);
    if (opts.tab === 'FAV' ? !favorite : opts.tab !== 'ALL' && m.quote !== opts.tab) continue;
    const label = pairLabel(m.symbol);
    if (needle && !label.replace('/', '').includes(needle)) continue;
    const tk = markets.tickers.get(m.symbol);
    let volume: BigNumber | null = null;
    if (tk?.volume != null) {
      volume = new BigNumber(tk.volume);
      if (opts.unit === 'quote') volume = tk.lastPrice == null ? null : volume.times(tk.lastPrice);
    }
    rows.push({
      symbol: m.symbol,
      label,
      base: m.base,
      quote: m.quote,
      last: tk?.lastPrice ?? null,
      change: tk?.dailyChangeRelative ?? null,
      tick: tk?.tick ?? 'none',
      updates: tk?.updates ?? 0,
      volume,
      favorite,
      inactive: inactiveCurrencyOf(m.symbol) ?? null,
    });
  }
  return rows;
}
