// A market on a temporary store with a hand-driven clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MarketRate } from '../../server/config';
import { createMarkets, type Markets } from '../../server/market/index';
import { openStore, type SqliteStore } from '../../server/store/sqlite';

export const START = Date.UTC(2026, 10, 20, 12, 0, 7);

export interface TestMarket {
  markets: Markets;
  store: SqliteStore;
  dir: string;
  clock: { now: number };
  /** Advances the clock by `ms` and runs one simulator tick, `times` times. */
  run(times: number, ms?: number): void;
  reopen(): TestMarket;
  dispose(): void;
}

export function openMarket(
  seed: number,
  rate: MarketRate = 'normal',
  dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-market-')),
  clock = { now: START },
): TestMarket {
  const store = openStore(dir);
  const markets = createMarkets({ store, seed, rate, now: () => clock.now });
  const m: TestMarket = {
    markets,
    store,
    dir,
    clock,
    run(times, ms = 250) {
      for (let i = 0; i < times; i++) {
        clock.now += ms;
        markets.simulator.tick();
      }
    },
    reopen() {
      markets.close();
      store.close();
      return openMarket(seed, rate, dir, clock);
    },
    dispose() {
      markets.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return m;
}
