// A small deterministic market for the HTTP tests: fixed symbols, books, trades, candles and
// statistics generated from their index, with HistQuery applied the way the store applies it
// (start/end inclusive, sort, then limit).
import type { BookPrec, BookSide, MarketData, Unsubscribe, WireBookEntry, WireRow } from '../../server/market/types';
import type { HistQuery } from '../../server/store/types';
import { tickerHistCodec } from '../../src/protocol/public/ticker';

export const BASE_MTS = 1_700_000_000_000;
export const TRADING = ['tBTCUSD', 'tETHUSD', 'tETHBTC', 'tBTCF0:USTF0'];
export const FUNDING = ['fUSD', 'fBTC'];
export const LEVELS_PER_SIDE = 300;
export const TRADE_COUNT = 2000;
export const CANDLE_COUNT = 500;
const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D', '1W', '7D', '14D', '1M'];
const TF_MS: Record<string, number> = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '30m': 1_800_000, '1h': 3_600_000 };
const USD_VALUE: Record<string, number> = { USD: 1, UST: 1, BTC: 50_000, ETH: 2_500, EUR: 1.25 };
const MID: Record<string, number> = { tBTCUSD: 50_000, tETHUSD: 2_500, tETHBTC: 0.05, 'tBTCF0:USTF0': 50_010 };
const FUNDING_RATE: Record<string, number> = { fUSD: 0.0002, fBTC: 0.00001 };

export const CONF: Record<string, unknown> = {
  'pub:list:pair:exchange': ['BTCUSD', 'ETHUSD', 'ETHBTC'],
  'pub:list:pair:margin': ['BTCUSD', 'ETHUSD'],
  'pub:list:pair:futures': ['BTCF0:USTF0'],
  'pub:list:currency': ['BTC', 'ETH', 'EUR', 'USD', 'UST'],
  'pub:map:currency:sym': [['UST', 'USDT']],
};

export const DERIV_KEY = 'deriv:tBTCF0:USTF0';
export const STATS_KEYS = ['pos.size:1m:tBTCUSD:long', 'vol.1d:30m:BFX'];

export function applyHist<T>(rows: T[], q: HistQuery, mtsOf: (row: T) => number): T[] {
  const inRange = rows.filter((r) => (q.start === undefined || mtsOf(r) >= q.start) && (q.end === undefined || mtsOf(r) <= q.end));
  inRange.sort((a, b) => (mtsOf(a) - mtsOf(b)) * q.sort);
  return inRange.slice(0, q.limit);
}

function tickSize(symbol: string): number {
  return symbol === 'tETHBTC' ? 0.00001 : 1;
}

function round(n: number, digits = 8): number {
  return Number(n.toFixed(digits));
}

function bookEntry(symbol: string, prec: BookPrec, side: BookSide, i: number): WireBookEntry {
  const sign = side === 'bids' ? 1 : -1;
  if (symbol.startsWith('f')) {
    // Funding: bids are negative amounts (PROTOCOL §2.1), rates rise towards the asks.
    const rate = round(FUNDING_RATE[symbol]! + (side === 'asks' ? 1 : -1) * (i + 1) * 1e-6, 10);
    const amount = -sign * (100 + i);
    return prec === 'R0' ? [900_000 + i * 2 + (side === 'asks' ? 1 : 0), 30, rate, amount] : [rate, 30, 1 + (i % 3), amount];
  }
  const price = round(MID[symbol]! + (side === 'asks' ? 1 : -1) * (i + 1) * tickSize(symbol));
  const amount = round(sign * (0.5 + i / 100));
  return prec === 'R0' ? [100_000 + i * 2 + (side === 'asks' ? 1 : 0), price, amount] : [price, 1 + (i % 4), amount];
}

function tradeRow(symbol: string, i: number): WireRow {
  const mts = BASE_MTS + i * 1000;
  const amount = i % 2 === 0 ? 0.1 : -0.2;
  if (symbol.startsWith('f')) return [i + 1, mts, amount * 1000, FUNDING_RATE[symbol]!, 2 + (i % 29)];
  return [i + 1, mts, amount, round(MID[symbol]! + (i % 10))];
}

function candleKeyParts(key: string): { tf: string; market: string } | undefined {
  const m = /^trade:([0-9]+[mhDWM]):(t[A-Z0-9]+(?::[A-Z0-9]+)?|f[A-Z0-9]+:(?:p\d+|a\d+:p\d+:p\d+))$/.exec(key);
  const [, tf = '', market = ''] = m ?? [];
  if (!m || !TIMEFRAMES.includes(tf)) return undefined;
  const symbol = market.startsWith('f') ? (market.split(':')[0] ?? '') : market;
  if (!TRADING.includes(symbol) && !FUNDING.includes(symbol)) return undefined;
  return { tf, market };
}

function listeners<F>(): { set: Set<F>; add(fn: F): Unsubscribe } {
  const set = new Set<F>();
  return { set, add: (fn) => (set.add(fn), () => void set.delete(fn)) };
}

export function createFakeMarket(): MarketData {
  const bookListeners = listeners<(symbol: string, prec: BookPrec, side: BookSide, entry: WireBookEntry) => void>();
  const tradeListeners = listeners<(symbol: string, row: WireRow) => void>();
  const tickerListeners = listeners<(symbol: string, fields: WireRow) => void>();
  const candleListeners = listeners<(key: string, row: WireRow) => void>();
  const statusListeners = listeners<(key: string, row: Array<string | number | null>) => void>();
  const hasSymbol = (s: string) => TRADING.includes(s) || FUNDING.includes(s);

  const derivRow = (mts: number): WireRow => {
    const row: WireRow = new Array(23).fill(null);
    row[0] = mts;
    row[2] = 50_010;
    row[3] = 50_000;
    row[5] = 1_000_000;
    row[7] = BASE_MTS + 8 * 3_600_000;
    row[8] = 0.0001;
    row[9] = 0;
    row[11] = 0.00005;
    row[14] = 50_005;
    row[17] = 1234.5;
    row[21] = -0.003;
    row[22] = 0.003;
    return row;
  };

  return {
    platformStatus: () => 1,
    conf: (key) => CONF[key],
    tradingSymbols: () => [...TRADING],
    fundingSymbols: () => [...FUNDING],
    hasSymbol,

    book(symbol, prec, side, limit) {
      if (!hasSymbol(symbol)) return [];
      const n = Math.min(limit, LEVELS_PER_SIDE);
      return Array.from({ length: n }, (_, i) => bookEntry(symbol, prec, side, i));
    },
    onBook: (fn) => bookListeners.add(fn),

    trades(symbol, q) {
      if (!hasSymbol(symbol)) return [];
      const rows = Array.from({ length: TRADE_COUNT }, (_, i) => tradeRow(symbol, i));
      return applyHist(rows, q, (r) => Number(r[1]));
    },
    onTrade: (fn) => tradeListeners.add(fn),

    ticker(symbol) {
      if (TRADING.includes(symbol)) {
        const mid = MID[symbol]!;
        const t = tickSize(symbol);
        return [round(mid - t), 12.5, round(mid + t), 11.25, round(mid * 0.01), 0.01, mid, 1000, round(mid * 1.02), round(mid * 0.97)];
      }
      if (FUNDING.includes(symbol)) {
        const r = FUNDING_RATE[symbol]!;
        return [r, r - 1e-6, 30, 50_000, r + 1e-6, 2, 40_000, 1e-6, 0.005, r, 1_000_000, r * 2, r / 2, null, null, 2_000_000];
      }
      return undefined;
    },
    onTicker: (fn) => tickerListeners.add(fn),
    tickersHist(symbols, q) {
      const wanted = symbols === 'ALL' ? TRADING : symbols;
      type Row = Array<string | number | null>;
      const rows: Row[] = [];
      for (const symbol of wanted) {
        if (!TRADING.includes(symbol)) continue;
        for (let i = 0; i < 300; i++) {
          rows.push(tickerHistCodec.encode({ symbol, bid: MID[symbol]! - 1, ask: MID[symbol]! + 1, mts: BASE_MTS + i * 3_600_000 }) as Row);
        }
      }
      return applyHist(rows, q, (r) => Number(r[12]));
    },

    candles(key, q) {
      const parts = candleKeyParts(key);
      if (!parts) return undefined;
      const step = TF_MS[parts.tf] ?? 86_400_000;
      const rows: WireRow[] = Array.from({ length: CANDLE_COUNT }, (_, i) => {
        const open = 100 + (i % 7);
        return [BASE_MTS + i * step, open, open + 1, open + 2, open - 1, 10 + i];
      });
      return applyHist(rows, q, (r) => Number(r[0]));
    },
    onCandle: (fn) => candleListeners.add(fn),

    statusKeys: () => [DERIV_KEY, 'liq:global'],
    derivStatus: (key) => (key === DERIV_KEY ? derivRow(BASE_MTS + 10_000_000) : undefined),
    derivStatusHist(symbol, q) {
      if (`deriv:${symbol}` !== DERIV_KEY) return [];
      const rows = Array.from({ length: 1000 }, (_, i) => derivRow(BASE_MTS + i * 60_000));
      return applyHist(rows, q, (r) => Number(r[0]));
    },
    onStatus: (fn) => statusListeners.add(fn),
    liquidations(q) {
      const rows = Array.from({ length: 800 }, (_, i): Array<string | number | null> => [
        'pos',
        5000 + i,
        BASE_MTS + i * 30_000,
        null,
        'tBTCF0:USTF0',
        i % 2 ? -0.5 : 0.5,
        49_000 + i,
        null,
        1,
        0,
        null,
        48_000 + i,
      ]);
      return applyHist(rows, q, (r) => Number(r[2]));
    },

    stats1(key, q) {
      if (!STATS_KEYS.includes(key)) return undefined;
      const rows = Array.from({ length: 400 }, (_, i): [number, number] => [BASE_MTS + i * 60_000, 1000 + i]);
      return applyHist(rows, q, (r) => r[0]);
    },

    calcTradeAvg(symbol, amount, limit, period) {
      if (!hasSymbol(symbol)) return 'symbol: invalid';
      if (amount === 0) return 'amount: invalid';
      if (symbol.startsWith('f')) return [FUNDING_RATE[symbol]! + (period ?? 2) * 1e-7, amount];
      // Walk the opposite side of the P0 book.
      const side: BookSide = amount > 0 ? 'asks' : 'bids';
      let left = Math.abs(amount);
      let cost = 0;
      for (let i = 0; i < LEVELS_PER_SIDE && left > 0; i++) {
        const [price, , levelAmount] = bookEntry(symbol, 'P0', side, i);
        if (limit !== undefined && (side === 'asks' ? price! > limit : price! < limit)) break;
        const take = Math.min(left, Math.abs(levelAmount!));
        cost += take * price!;
        left -= take;
      }
      const filled = Math.abs(amount) - left;
      if (filled === 0) return 'amount: invalid';
      return [round(cost / filled), Math.sign(amount) * round(filled)];
    },

    fxRate(ccy1, ccy2) {
      const a = USD_VALUE[ccy1];
      const b = USD_VALUE[ccy2];
      return a === undefined || b === undefined ? undefined : a / b;
    },
  };
}
