// What trading needs from the markets (server/market/index.ts satisfies it structurally): the
// two engines, their event stream, and the public data (configuration, prices, rates).
import type { EngineListener, FundingEngine, FundingListener, TradingEngine } from '../engine/types';
import type { MarketData } from '../market/types';

export type MarketEngineListener = Partial<
  EngineListener & { fundingOffer: FundingListener['offer']; fundingMatch: FundingListener['match'] }
>;

export interface TradingMarkets {
  data: Pick<MarketData, 'conf' | 'hasSymbol' | 'tradingSymbols' | 'fundingSymbols' | 'ticker' | 'fxRate' | 'calcTradeAvg'> &
    /** The derivatives status (mark price, funding events); optional so that markets without
     *  perpetuals still fit. */
    Partial<Pick<MarketData, 'derivStatus' | 'onStatus'>>;
  trading: TradingEngine;
  funding: FundingEngine;
  /** Engine events (users' and simulator's), delivered synchronously as they happen. */
  onEngine(listener: MarketEngineListener): () => void;
  /** Where the trading engine's EngineEnv.positionAtoms asks for users' positions (REDUCE_ONLY,
   *  CLOSE). Optional so that markets without users still fit. */
  setPositionSource?(source: (owner: number, symbol: string) => number): void;
  /** Writes what the markets owe the store after an engine call made outside a simulator tick
   *  (called inside the same transaction as the account changes). */
  flush?(): void;
}
