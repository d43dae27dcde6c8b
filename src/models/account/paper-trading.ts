// Paper trading (market-side §3 UI settings `is_ppt`): when on, the order form trades only the
// paper pairs. Kept through the settings storage like every other setting, so it follows the
// user once signed in.
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from '../env';

export const PAPER_SETTING_KEY = 'is_ppt';
/** The paper market of the exchange (pub:list:currency:paper TESTBTC, TESTUSD). */
export const PAPER_PAIRS: readonly string[] = ['tTESTBTC:TESTUSD'];
export const DEFAULT_PAPER_PAIR = 'tTESTBTC:TESTUSD';

export function isPaperPair(symbol: string): boolean {
  return PAPER_PAIRS.includes(symbol);
}

/** The pair an order goes to: the chosen one when it is a paper pair in paper mode, else the paper pair. */
export function tradedPair(symbol: string, paper: boolean): string {
  if (!paper) return symbol;
  return isPaperPair(symbol) ? symbol : DEFAULT_PAPER_PAIR;
}

export const PaperTrading = types
  .model('PaperTrading', {
    on: false,
  })
  /** Bumped by every change of the trader's: a read that started before it is stale. */
  .volatile(() => ({ version: 0 }))
  .actions((self) => ({
    apply(value: unknown) {
      self.on = value === true || value === 1 || value === '1';
    },
  }))
  .actions((self) => ({
    set(on: boolean) {
      self.version += 1;
      self.on = on;
      getEnv<Partial<StoreEnv>>(self)
        .storage?.save(PAPER_SETTING_KEY, on)
        .catch((err: unknown) => console.error('is_ppt not saved', err));
    },
    load: flow(function* load() {
      const storage = getEnv<Partial<StoreEnv>>(self).storage;
      if (!storage) return;
      const version = self.version;
      try {
        const value: unknown = yield storage.load(PAPER_SETTING_KEY);
        if (version === self.version) self.apply(value);
      } catch {
        // An unreadable setting leaves paper trading off.
      }
    }),
  }));
export type PaperTradingInstance = Instance<typeof PaperTrading>;
