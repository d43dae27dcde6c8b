// The trading rules of every pair, read from the market configuration the exchange publishes:
// pub:info:pair / pub:info:pair:futures (minimum and maximum order size, initial and minimum
// margin) and pub:info:pair:fee:ovr (maker and taker fees), so users see and get the same rules.
import { dec, type Dec } from './decimal';
import { pairLabel } from '../../src/protocol/pair-labels';
import type { TradingMarkets } from './ports';

export interface PairRules {
  symbol: string; // 'tBTCUSD'
  pair: string; // 'BTCUSD'
  base: string;
  quote: string;
  /** "BTC/USD", "BTC/USDt", "BTC-PERP": as the exchange names a pair in its messages, the way the
   *  client labels it (aliases and pub:map:currency:sym). */
  label: string;
  /** The pair's currency that pub:list:currency:inactive lists, if any: then it cannot be traded. */
  inactive: string | null;
  derivative: boolean;
  margin: boolean;
  minSize: Dec;
  maxSize: Dec;
  /** Text of the sizes as configured ("0.00004", "2000.0"). */
  minText: string;
  maxText: string;
  initialMargin: Dec;
  minMargin: Dec;
  makerFee: Dec;
  takerFee: Dec;
}

type InfoRow = [string, Array<string | number | null>];

function isInfoRow(v: unknown): v is InfoRow {
  return Array.isArray(v) && typeof v[0] === 'string' && Array.isArray(v[1]);
}

/** Splits 'BTCUSD' into BTC/USD and 'TESTBTC:TESTUSD' at the colon. */
export function splitPair(pair: string): [string, string] {
  const colon = pair.indexOf(':');
  if (colon > 0) return [pair.slice(0, colon), pair.slice(colon + 1)];
  return [pair.slice(0, pair.length - 3), pair.slice(pair.length - 3)];
}

function decOr(v: unknown, fallback: string): Dec {
  return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? dec(v) : dec(fallback);
}

export class PairBook {
  private readonly rules = new Map<string, PairRules>();

  constructor(markets: TradingMarkets) {
    const conf = (key: string): unknown[] => {
      const v = markets.data.conf(key);
      return Array.isArray(v) ? v : [];
    };
    const fees = new Map<string, [unknown, unknown]>();
    for (const row of conf('pub:info:pair:fee:ovr')) {
      if (isInfoRow(row)) fees.set(row[0], [row[1][0], row[1][1]]);
    }
    const marginPairs = new Set(conf('pub:list:pair:margin').filter((p): p is string => typeof p === 'string'));
    const inactive = new Set(conf('pub:list:currency:inactive').filter((c): c is string => typeof c === 'string'));
    const syms: Record<string, string> = {};
    for (const row of conf('pub:map:currency:sym')) {
      if (Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string') syms[row[0]] = row[1];
    }
    const add = (row: unknown, derivative: boolean) => {
      if (!isInfoRow(row)) return;
      const [pair, info] = row;
      const [base, quote] = splitPair(pair);
      const fee = fees.get(pair) ?? [0.001, 0.002];
      this.rules.set(`t${pair}`, {
        symbol: `t${pair}`,
        pair,
        base,
        quote,
        label: pairLabel(`t${pair}`, syms),
        inactive: [base, quote].find((c) => inactive.has(c)) ?? null,
        derivative,
        margin: !derivative && marginPairs.has(pair),
        minSize: decOr(info[3], '0'),
        maxSize: decOr(info[4], '1e12'),
        minText: String(info[3] ?? '0'),
        maxText: String(info[4] ?? ''),
        initialMargin: decOr(info[8], '0.2'),
        minMargin: decOr(info[9], '0.1'),
        makerFee: decOr(fee[0], '0.001'),
        takerFee: decOr(fee[1], '0.002'),
      });
    };
    for (const row of conf('pub:info:pair')) add(row, false);
    for (const row of conf('pub:info:pair:futures')) add(row, true);
  }

  get(symbol: string): PairRules | undefined {
    return this.rules.get(symbol);
  }

  all(): PairRules[] {
    return [...this.rules.values()];
  }
}
