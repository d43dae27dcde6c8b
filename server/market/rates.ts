// How busy the simulated market is (TRADEDESK_MARKET_RATE).
import type { MarketRate } from '../config';

export interface RateProfile {
  /** Simulator tick period. */
  tickMs: number;
  /** Multiplier of taker and churn rates. */
  activity: number;
  /** Derivatives status period. */
  statusMs: number;
  /** Mean time between liquidations. */
  liquidationMs: number;
}

export const RATE_PROFILES: Record<MarketRate, RateProfile> = {
  calm: { tickMs: 500, activity: 0.4, statusMs: 10_000, liquidationMs: 300_000 },
  normal: { tickMs: 250, activity: 1, statusMs: 5_000, liquidationMs: 120_000 },
  busy: { tickMs: 100, activity: 2.5, statusMs: 2_000, liquidationMs: 30_000 },
  firehose: { tickMs: 20, activity: 25, statusMs: 1_000, liquidationMs: 5_000 },
};
