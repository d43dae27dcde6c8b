// History written at the first start, ending at "now" and at the walk's current prices:
// candles at every timeframe for every market, the last hour of public trades, hourly ticker
// history, a day of derivatives status and of liquidations. One transaction, batch inserts.
import type { PublicFundingTrade, PublicTrade, Store } from '../store/types';
import { derivRow, type DerivState } from './derivs';
import {
  aggregateHistory,
  historyGrid,
  intervalCandles,
  lastMinutes,
  tradesOfCandles,
  walkBackward,
  type History,
  type HistoryTrade,
} from './history';
import { liquidationRow, type LiquidationRow } from './liquidations';
import { CURRENCIES, CURRENCY_BY_CODE, FUNDING, PAIRS, PAIR_BY_SYMBOL, type FundingSpec, type PairSpec } from './pairs';
import { ceilGrid, floorGrid, roundGrid, stepGrid } from './price-grid';
import { Rng } from './rng';
import { DAY, HOUR, MINUTE, TIMEFRAMES } from './timeframes';
import type { PriceWalk } from './walk';

export const HISTORY_CANDLES = 1000;
const TRADE_MINUTES = 60;
const TICKER_HIST_HOURS = 7 * 24;
const FUNDING_RATE_VOL = 0.3;

/** Funding candle series written at first start: the all-periods aggregate of every currency
 *  (its tickers read it) and the usual chart keys of fUSD; any other is written when asked. */
export function initialFundingSeries(symbol: string): Array<{ series: string; from: number; to: number }> {
  const keys = symbol === 'fUSD' ? ['p2', 'p30', 'a30:p2:p30', 'a10:p2:p10'] : ['a30:p2:p30'];
  return keys.map((k) => {
    const ps = k
      .split(':')
      .filter((x) => x.startsWith('p'))
      .map((x) => Number(x.slice(1)));
    return { series: `${symbol}:${k}`, from: ps[0]!, to: ps[ps.length - 1]! };
  });
}

function volOf(code: string): number {
  const c = CURRENCY_BY_CODE.get(code);
  if (!c) return 0;
  return c.kind === 'derivative' && c.undl ? volOf(c.undl) : c.volDaily;
}

export function pairVol(p: PairSpec): number {
  return Math.max(0.002, Math.hypot(volOf(p.base), volOf(p.quote)));
}

/** The spot market a perpetual's status compares with ('tBTCF0:USTF0' → 'tBTCUST'). */
export function spotOf(p: PairSpec): PairSpec | undefined {
  const undl = (code: string) => CURRENCY_BY_CODE.get(code)?.undl ?? code;
  return PAIR_BY_SYMBOL.get(`t${undl(p.base)}${undl(p.quote)}`);
}

/** Where a funding series' rate sits relative to the FRR: short periods lower, long higher. */
export function periodFactor(from: number, to: number): number {
  const mid = (from + to) / 2;
  return 0.9 + (0.25 * (mid - 2)) / 28;
}

/** Writes the full history of one funding candle series ('fUSD:p7', 'fUSD:a30:p2:p30');
 *  the last hour of the aggregate of all periods is also spelled out as trades. */
export function writeFundingSeries(
  store: Store,
  seed: number,
  now: number,
  f: FundingSpec,
  series: string,
  from: number,
  to: number,
  frr: number,
  grid = historyGrid(now, HISTORY_CANDLES),
): HistoryTrade[] {
  const rng = Rng.derived(seed, 'funding-history', series);
  const share = Math.min(1, (to - from + 1) / 29 + 0.2);
  const x = walkBackward(rng, grid, {
    endX: Math.log(roundGrid(frr * periodFactor(from, to))),
    volDaily: FUNDING_RATE_VOL,
    reversionDaily: 1,
    band: 6,
  });
  const intervals = intervalCandles(rng, grid, x, { volDaily: FUNDING_RATE_VOL, volumePerMinute: f.volumePerMinute * share });
  const trades = series.endsWith(':a30:p2:p30')
    ? tradesOfCandles(rng, lastMinutes(intervals, grid, TRADE_MINUTES), f.takerRate * 30, now)
    : [];
  writeHistory(store, series, aggregateHistory(intervals, now, HISTORY_CANDLES));
  return trades;
}

function writeHistory(store: Store, series: string, history: History): void {
  for (const tf of TIMEFRAMES) store.upsertCandles(series, tf, history[tf]);
}

/** ln(USD price) paths of every currency on the grid, ending at the walk's current prices. */
function currencyPaths(seed: number, grid: number[], walk: PriceWalk): Map<string, Float64Array> {
  const paths = new Map<string, Float64Array>();
  const zero = new Float64Array(grid.length);
  for (const c of CURRENCIES) {
    if (!c.active) continue;
    if (c.volDaily > 0) {
      paths.set(
        c.code,
        walkBackward(Rng.derived(seed, 'path', c.code), grid, {
          endX: Math.log(walk.usd(c.code)),
          volDaily: c.volDaily,
          reversionDaily: c.reversionDaily,
          band: 8,
        }),
      );
    } else if (c.kind !== 'derivative') {
      paths.set(c.code, zero);
    }
  }
  for (const c of CURRENCIES) {
    if (c.kind !== 'derivative' || !c.undl) continue;
    const undl = paths.get(c.undl)!;
    if (c.undl === 'UST') {
      paths.set(c.code, undl);
      continue;
    }
    // The perpetual's premium over its underlying: small, mean-reverting, ending at today's.
    const rng = Rng.derived(seed, 'basis', c.code);
    const end = Math.log(walk.usd(c.code)) - undl[grid.length - 1]!;
    const x = new Float64Array(grid.length);
    for (let i = 0; i < grid.length; i++) x[i] = undl[i]! + (i === grid.length - 1 ? end : 0.0002 + 0.00015 * rng.normal());
    paths.set(c.code, x);
  }
  return paths;
}

export interface BackfillContext {
  store: Store;
  seed: number;
  now: number;
  walk: PriceWalk;
  frr: Record<string, number>;
  deriv: DerivState;
  liquidations: (rows: LiquidationRow[]) => void;
}

export function backfill(ctx: BackfillContext): void {
  const { store, seed, now } = ctx;
  const trades: Array<PublicTrade | (PublicFundingTrade & { funding: true })> = [];
  const closes5m = new Map<string, Array<{ mts: number; close: number }>>();

  const grid = historyGrid(now, HISTORY_CANDLES);
  const paths = currencyPaths(seed, grid, ctx.walk);
  for (const p of PAIRS) {
    const rng = Rng.derived(seed, 'history', p.symbol);
    const base = paths.get(p.base)!;
    const quote = paths.get(p.quote)!;
    const x = base.map((v, i) => v - quote[i]!);
    const intervals = intervalCandles(rng, grid, x, { volDaily: pairVol(p), volumePerMinute: p.volumePerMinute });
    const list = tradesOfCandles(rng, lastMinutes(intervals, grid, TRADE_MINUTES), Math.max(3, p.takerRate * 24), now);
    const history = aggregateHistory(intervals, now, HISTORY_CANDLES);
    writeHistory(store, p.symbol, history);
    for (const t of list) trades.push({ id: 0, symbol: p.symbol, mts: t.mts, amount: t.amount, price: t.price });
    closes5m.set(
      p.symbol,
      history['5m'].map((c) => ({ mts: c.mts, close: c.close })),
    );

    const tickerRows = history['1h']
      .filter((c) => c.mts + HOUR <= now)
      .slice(-TICKER_HIST_HOURS)
      .map((c) => {
        const bid = floorGrid(c.close * (1 - p.halfSpread));
        let ask = ceilGrid(c.close * (1 + p.halfSpread));
        if (ask <= bid) ask = stepGrid(bid, 1);
        return { symbol: p.symbol, bid, ask, mts: c.mts + HOUR };
      });
    store.insertTickerHist(tickerRows);
  }

  for (const f of FUNDING) {
    const frr = ctx.frr[f.symbol];
    for (const { series, from, to } of initialFundingSeries(f.symbol)) {
      const list = writeFundingSeries(store, seed, now, f, series, from, to, frr!, grid);
      if (list.length) {
        const rng = Rng.derived(seed, 'funding-periods', f.symbol);
        for (const t of list) {
          const period = [2, 2, 2, 30, 30, 7, 14, 10, 5, 20][rng.int(10)]!;
          trades.push({ id: 0, symbol: f.symbol, mts: t.mts, amount: t.amount, rate: t.price, period, funding: true });
        }
      }
    }
  }

  trades.sort((a, b) => a.mts - b.mts);
  let id = trades.length ? store.allocIds('trade', trades.length) : 0;
  const spot: PublicTrade[] = [];
  const funding: PublicFundingTrade[] = [];
  for (const t of trades) {
    t.id = id++;
    if ('funding' in t) funding.push({ id: t.id, symbol: t.symbol, mts: t.mts, amount: t.amount, rate: t.rate, period: t.period });
    else spot.push(t);
  }
  store.insertTrades(spot);
  store.insertFundingTrades(funding);

  derivHistory(ctx, closes5m);
  liquidationHistory(ctx, closes5m);
}

function closeAt(series: Array<{ mts: number; close: number }>, mts: number): number {
  let lo = 0;
  let hi = series.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (series[mid]!.mts <= mts) lo = mid;
    else hi = mid - 1;
  }
  return series[lo]!.close;
}

function derivHistory(ctx: BackfillContext, closes: Map<string, Array<{ mts: number; close: number }>>): void {
  const rng = Rng.derived(ctx.seed, 'deriv-history');
  for (const p of PAIRS.filter((x) => x.derivative)) {
    const spot = spotOf(p);
    const own = closes.get(p.symbol);
    const spotCloses = spot ? closes.get(spot.symbol) : undefined;
    if (!own || !spotCloses) continue;
    for (let t = Math.floor((ctx.now - DAY) / (5 * MINUTE)) * 5 * MINUTE; t < ctx.now; t += 5 * MINUTE) {
      ctx.store.insertDerivStatus(p.symbol, derivRow(ctx.deriv, p, t, closeAt(own, t), closeAt(spotCloses, t), rng));
    }
  }
}

function liquidationHistory(ctx: BackfillContext, closes: Map<string, Array<{ mts: number; close: number }>>): void {
  const rng = Rng.derived(ctx.seed, 'liquidation-history');
  const candidates = PAIRS.filter((p) => p.derivative || p.symbol === 'tBTCUSD' || p.symbol === 'tETHUSD');
  const count = 40;
  let posId = ctx.store.allocIds('position', count);
  const rows: LiquidationRow[] = [];
  const times = Array.from({ length: count }, () => ctx.now - 1 - rng.int(DAY)).sort((a, b) => a - b);
  for (const mts of times) {
    const p = rng.pick(candidates);
    const price = closeAt(closes.get(p.symbol)!, mts);
    const long = rng.chance(0.5);
    const size = Math.round(p.makerSize * rng.logNormal(4, 1) * 1e4) / 1e4;
    const base = roundGrid(price * (long ? 1 + 0.01 + rng.next() * 0.04 : 1 - 0.01 - rng.next() * 0.04));
    rows.push(liquidationRow(posId++, mts, p.symbol, long ? size : -size, base, roundGrid(price)));
  }
  ctx.liquidations(rows);
}
