// The market list: which pairs exist (from /v2/conf) and their live tickers (ticker channel).
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import { decodeTradingTicker } from '../protocol';
import type { MarketsEnv } from './env';

export const Ticker = types.model('Ticker', {
  symbol: types.identifier,
  bid: types.maybeNull(types.number),
  ask: types.maybeNull(types.number),
  dailyChangeRelative: types.maybeNull(types.number),
  lastPrice: types.maybeNull(types.number),
  volume: types.maybeNull(types.number),
  high: types.maybeNull(types.number),
  low: types.maybeNull(types.number),
  /** Direction of the last price change, for the brief flash. */
  tick: types.optional(types.enumeration(['up', 'down', 'none']), 'none'),
  updates: 0,
});
export type TickerInstance = Instance<typeof Ticker>;

export const MarketEntry = types.model('MarketEntry', {
  symbol: types.identifier,
  group: types.enumeration(['exchange', 'futures']),
});

export const MarketsStore = types
  .model('MarketsStore', {
    markets: types.array(MarketEntry),
    tickers: types.map(Ticker),
    state: types.optional(types.enumeration(['idle', 'loading', 'ready', 'error']), 'idle'),
    error: types.maybeNull(types.string),
  })
  .actions((self) => {
    const unsubscribers: Array<() => void> = [];
    return {
      applyTicker(symbol: string, fields: unknown[]) {
        const t = decodeTradingTicker(fields);
        if (!t) return;
        const prev = self.tickers.get(symbol);
        const tick = prev?.lastPrice == null || t.lastPrice === prev.lastPrice ? prev?.tick ?? 'none'
          : t.lastPrice > prev.lastPrice ? 'up' : 'down';
        self.tickers.put({
          symbol,
          bid: t.bid,
          ask: t.ask,
          dailyChangeRelative: t.dailyChangeRelative,
          lastPrice: t.lastPrice,
          volume: t.volume,
          high: t.high,
          low: t.low,
          tick,
          updates: (prev?.updates ?? 0) + 1,
        });
      },
      setMarkets(exchange: string[], futures: string[]) {
        self.markets.replace([
          ...exchange.map((p) => ({ symbol: `t${p}`, group: 'exchange' as const })),
          ...futures.map((p) => ({ symbol: `t${p}`, group: 'futures' as const })),
        ]);
      },
      setState(state: 'loading' | 'ready' | 'error', error: string | null = null) {
        self.state = state;
        self.error = error;
      },
      addUnsubscriber(fn: () => void) {
        unsubscribers.push(fn);
      },
      beforeDestroy() {
        for (const fn of unsubscribers.splice(0)) fn();
      },
    };
  })
  .actions((self) => ({
    load: flow(function* load() {
      const { rest, socket } = getEnv<MarketsEnv>(self);
      self.setState('loading');
      try {
        const lists: string[][] = yield rest.get<string[][]>('v2/conf/pub:list:pair:exchange,pub:list:pair:futures');
        self.setMarkets(lists[0] ?? [], lists[1] ?? []);
        self.setState('ready');
        for (const m of self.markets) {
          const symbol = m.symbol;
          self.addUnsubscriber(
            socket.subscribe({ channel: 'ticker', symbol }, (msg) => {
              const payload = msg[1];
              if (Array.isArray(payload)) self.applyTicker(symbol, payload);
            }),
          );
        }
      } catch (err) {
        self.setState('error', err instanceof Error ? err.message : String(err));
      }
    }),
  }));
export type MarketsStoreInstance = Instance<typeof MarketsStore>;
