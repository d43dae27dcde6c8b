// Every benchmark module exports `run(): Promise<BenchResult[]>`; bench/run.ts prints them as one
// table of ratios. Speed goals live here, never in timed tests.
export interface BenchResult {
  /** What was measured, e.g. 'matching engine, orders/s'. */
  name: string;
  /** Our figure. */
  ours: number;
  /** The peer library's figure on the same input, or null when there is no peer. */
  peer: number | null;
  peerName?: string;
  unit: string;
  higherIsBetter: boolean;
  /** The goal as a ratio ours/peer (or peer/ours when lower is better), if any. */
  goalRatio?: number;
  note?: string;
}
