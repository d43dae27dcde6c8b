// What the depth chart draws, from a book view: each side's cumulative amount and cost from the
// best level outwards, the mid price, the window of prices a zoom shows around it, the book
// precision that fills that window, and what a price under the pointer would take to reach.
import type { BookLength, BookPrecision, BookView } from '../../models/books';
import { SIGNIFICANT_FIGURES } from '../../protocol/book/precision';
import { DEPTH_ZOOMS, clampZoom } from './depth-zoom';

export { DEFAULT_ZOOM, DEPTH_ZOOMS, clampZoom } from './depth-zoom';

export interface DepthStep {
  price: number;
  /** Cumulative amount from the best level to this one, this one included. */
  total: number;
  /** Cumulative cost (price × amount) over the same levels, in the quote currency. */
  cost: number;
}

export interface DepthData {
  /** Best first: bids falling, asks rising. */
  bids: readonly DepthStep[];
  asks: readonly DepthStep[];
  /** Halfway between the best bid and the best ask; the one there is when a side is empty. */
  mid: number | null;
}

/** Levels the depth chart asks for: the protocol's longest book. */
export const DEPTH_LEN: BookLength = '250';
const DEPTH_LEVELS = Number(DEPTH_LEN);

/** A zoom step as the window's half-width in percent of the mid: "0.25%", "1%". */
export function zoomLabel(zoom: number): string {
  return `${Number((DEPTH_ZOOMS[clampZoom(zoom)]! * 100).toFixed(2))}%`;
}

function steps(rows: BookView['bids']): DepthStep[] {
  const out: DepthStep[] = [];
  let total = 0;
  let cost = 0;
  for (const r of rows) {
    const price = Number(r.price);
    const amount = r.amount.toNumber();
    total += amount;
    cost += amount * price;
    out.push({ price, total, cost });
  }
  return out;
}

export function depthData(view: BookView): DepthData {
  const bids = steps(view.bids);
  const asks = steps(view.asks);
  const bid = bids[0]?.price;
  const ask = asks[0]?.price;
  const mid = bid !== undefined && ask !== undefined ? (bid + ask) / 2 : (bid ?? ask ?? null);
  return { bids, asks, mid };
}

export interface DepthWindow {
  low: number;
  high: number;
  /** The larger side's cumulative amount at the window's edge: the chart's full height. */
  maxTotal: number;
}

/** The prices `zoom` (an index of DEPTH_ZOOMS) shows around the mid; null without a mid. */
export function depthWindow(data: DepthData, zoom: number): DepthWindow | null {
  if (data.mid === null) return null;
  const half = data.mid * DEPTH_ZOOMS[clampZoom(zoom)]!;
  const low = data.mid - half;
  const high = data.mid + half;
  const reach = (side: readonly DepthStep[], inside: (p: number) => boolean) => {
    let total = 0;
    for (const s of side) {
      if (!inside(s.price)) break;
      total = s.total;
    }
    return total;
  };
  const maxTotal = Math.max(
    reach(data.bids, (p) => p >= low),
    reach(data.asks, (p) => p <= high),
  );
  return { low, high, maxTotal };
}

/** The finest precision whose grid lets DEPTH_LEVELS levels reach the window's edge (P0 for a
 *  close zoom; coarser ones as the window widens), P0 while the mid is unknown. */
export function depthPrecision(mid: number | null, zoom: number): BookPrecision {
  if (mid === null || !(mid > 0)) return 'P0';
  const half = mid * DEPTH_ZOOMS[clampZoom(zoom)]!;
  const magnitude = Math.floor(Math.log10(mid));
  for (const prec of ['P0', 'P1', 'P2', 'P3'] as const) {
    const tick = 10 ** (magnitude + 1 - SIGNIFICANT_FIGURES[prec]);
    if (tick * DEPTH_LEVELS >= half) return prec;
  }
  return 'P4';
}

export interface DepthPoint {
  side: 'bid' | 'ask';
  /** The hovered price. */
  price: number;
  /** What a market order would take to move the price there: the levels from the best up to it. */
  total: number;
  cost: number;
  /** Past the side's last level the book holds: it takes at least this much (the book goes no
   *  further than its 250 levels). */
  beyond: boolean;
}

/** The cumulative amount and cost between the best level of the side `price` is on and `price`;
 *  null at the mid's side of both best levels (nothing to take) or without a mid. */
export function depthAt(data: DepthData, price: number): DepthPoint | null {
  if (data.mid === null) return null;
  const bidSide = price < data.mid;
  const side = bidSide ? data.bids : data.asks;
  let hit: DepthStep | undefined;
  for (const s of side) {
    if (bidSide ? s.price < price : s.price > price) break;
    hit = s;
  }
  if (!hit) return null;
  const beyond = hit === side[side.length - 1] && hit.price !== price;
  return { side: bidSide ? 'bid' : 'ask', price, total: hit.total, cost: hit.cost, beyond };
}
