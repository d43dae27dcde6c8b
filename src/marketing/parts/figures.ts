// The exchange's figures (`pub:raw:website:stats`) as the stats page and the home page's strip
// show them: each with its message key and its text.
import { formatCompact } from '../../format/number';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export type FigureKey = 'mk.stats.volume' | 'mk.stats.openInterest' | 'mk.stats.markets' | 'mk.stats.currencies' | 'mk.stats.accounts';

export function statsOf(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
}

export function figuresOf(s: Record<string, unknown>): ReadonlyArray<readonly [FigureKey, string]> {
  return [
    ['mk.stats.volume', formatCompact(num(s.volume24hUsd))],
    ['mk.stats.openInterest', formatCompact(num(s.openInterestUsd))],
    ['mk.stats.markets', String(num(s.markets) ?? '–')],
    ['mk.stats.currencies', String(num(s.currencies) ?? '–')],
    ['mk.stats.accounts', formatCompact(num(s.accounts), 0)],
  ];
}

/** When the figures were taken (ms), or null. */
export const statsTime = (s: Record<string, unknown>) => num(s.mts);
