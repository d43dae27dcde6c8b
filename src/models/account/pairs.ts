// The trading rules of each pair from /v2/conf: minimum and maximum order size (pub:info:pair,
// pub:info:pair:futures), maker and taker fees (pub:info:pair:fee:ovr), margin pairs.
import { PUBLIC_CALLS } from '../../protocol/calls';
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from '../env';

export interface PairRules {
  symbol: string;
  /** Exact wire text of the sizes and fees. */
  minSize: string | null;
  maxSize: string | null;
  initialMargin: string | null;
  minMargin: string | null;
  makerFee: string | null;
  takerFee: string | null;
  margin: boolean;
  derivative: boolean;
}

const CONF_KEYS = 'pub:info:pair,pub:info:pair:futures,pub:info:pair:fee:ovr,pub:list:pair:margin';
const text = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null);
const rowsOf = (v: unknown): unknown[][] => (Array.isArray(v) ? v.filter((r): r is unknown[] => Array.isArray(r)) : []);

/** The rules of every pair, from the four conf lists. */
export function pairRulesFromConf(reply: unknown): PairRules[] {
  const [info, futures, fees, margin] = Array.isArray(reply) ? reply : [];
  const feeOf = new Map<string, unknown[]>();
  for (const [pair, f] of rowsOf(fees)) if (typeof pair === 'string' && Array.isArray(f)) feeOf.set(pair, f);
  const marginPairs = new Set(Array.isArray(margin) ? margin.filter((p): p is string => typeof p === 'string') : []);
  const out: PairRules[] = [];
  const add = (rows: unknown, derivative: boolean) => {
    for (const [pair, i] of rowsOf(rows)) {
      if (typeof pair !== 'string' || !Array.isArray(i)) continue;
      const fee = feeOf.get(pair) ?? [];
      out.push({
        symbol: `t${pair}`,
        minSize: text(i[3]),
        maxSize: text(i[4]),
        initialMargin: text(i[8]),
        minMargin: text(i[9]),
        makerFee: text(fee[0]),
        takerFee: text(fee[1]),
        margin: marginPairs.has(pair),
        derivative,
      });
    }
  };
  add(info, false);
  add(futures, true);
  return out;
}

export const PairRulesStore = types
  .model('PairRulesStore', {
    bySymbol: types.map(types.frozen<PairRules>()),
    state: types.optional(types.enumeration(['idle', 'loading', 'ready', 'error']), 'idle'),
  })
  .views((self) => ({
    get(symbol: string): PairRules | undefined {
      return self.bySymbol.get(symbol);
    },
  }))
  .actions((self) => ({
    set(rules: PairRules[], state: 'ready' | 'error' | 'loading') {
      for (const r of rules) self.bySymbol.set(r.symbol, r);
      self.state = state;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      if (self.state === 'loading' || self.state === 'ready') return;
      self.set([], 'loading');
      try {
        const reply: unknown = yield getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, { keys: CONF_KEYS });
        self.set(pairRulesFromConf(reply), 'ready');
      } catch {
        self.set([], 'error');
      }
    }),
  }));
export type PairRulesStoreInstance = Instance<typeof PairRulesStore>;
