// Funding candle series that are kept current. The initial ones are written at first start;
// any other valid key (a period 2–30, or an aggregate range) is written the first time it is
// asked for, deterministically from the seed, and followed by live funding trades from then on.
import type { Store } from '../store/types';
import { writeFundingSeries } from './backfill';
import type { FundingCandleKey } from './candle-keys';
import { FUNDING_BY_SYMBOL } from './pairs';

const STATE_KEY = 'market:fundingSeries';

interface Range {
  series: string;
  from: number;
  to: number;
}

export class FundingSeries {
  private readonly active = new Map<string, Range[]>();

  constructor(
    private readonly store: Store,
    private readonly seed: number,
    private readonly now: () => number,
    private readonly frr: (symbol: string) => number,
    private readonly written: (series: string) => void,
  ) {
    for (const r of store.getState<Array<Range & { symbol: string }>>(STATE_KEY) ?? []) this.add(r.symbol, r);
  }

  private add(symbol: string, r: Range): void {
    const list = this.active.get(symbol) ?? [];
    if (!list.some((x) => x.series === r.series)) list.push({ series: r.series, from: r.from, to: r.to });
    this.active.set(symbol, list);
  }

  private persist(): void {
    const all = [...this.active.entries()].flatMap(([symbol, list]) => list.map((r) => ({ symbol, ...r })));
    this.store.setState(STATE_KEY, all);
  }

  /** Registers series whose history was just written (first start). */
  registerWritten(symbol: string, series: string, from: number, to: number): void {
    this.add(symbol, { series, from, to });
    this.persist();
  }

  /** Makes sure the series of a funding candle key exists and is kept current. */
  ensure(k: FundingCandleKey): void {
    if (this.active.get(k.symbol)?.some((r) => r.series === k.series)) return;
    const spec = FUNDING_BY_SYMBOL.get(k.symbol);
    if (!spec) return;
    this.store.transaction(() => {
      if (this.store.candleCount(k.series, '1m') === 0) {
        writeFundingSeries(this.store, this.seed, this.now(), spec, k.series, k.from, k.to, this.frr(k.symbol));
      }
      this.add(k.symbol, { series: k.series, from: k.from, to: k.to });
      this.persist();
    });
    this.written(k.series);
  }

  /** Series a funding trade of this period belongs to. */
  seriesFor(symbol: string, period: number): string[] {
    return (this.active.get(symbol) ?? []).filter((r) => period >= r.from && period <= r.to).map((r) => r.series);
  }
}
