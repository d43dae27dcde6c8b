// The market list: which pairs exist (from /v2/conf) and their live tickers (ticker channel).
import { PUBLIC_CALLS } from '../protocol/calls';
import { types, flow, getEnv, applySnapshot, type Instance } from 'mobx-state-tree';
import { tradingTickerCodec } from '../protocol/public/ticker';
import { currencyConf, pairParts } from '../format/symbols';
import type { StoreEnv } from './env';
import type { UiBootstrap } from '../protocol/public/ui-bootstrap';

export const Ticker = types.model('Ticker', {
  symbol: types.identifier,
  bid: types.maybeNull(types.number),
  bidSize: types.maybeNull(types.number),
  ask: types.maybeNull(types.number),
  askSize: types.maybeNull(types.number),
  dailyChange: types.maybeNull(types.number),
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

export const MarketEntry = types
  .model('MarketEntry', {
    symbol: types.identifier,
    group: types.enumeration(['exchange', 'futures']),
  })
  .views((self) => ({
    get base(): string {
      return pairParts(self.symbol).base;
    },
    get quote(): string {
      return pairParts(self.symbol).quote;
    },
  }));
export type MarketEntryInstance = Instance<typeof MarketEntry>;

export const MarketsStore = types
  .model('MarketsStore', {
    markets: types.array(MarketEntry),
    /** Funding symbols (fUSD…) the exchange lists tickers for. */
    fundingSymbols: types.array(types.string),
    tickers: types.map(Ticker),
    state: types.optional(types.enumeration(['idle', 'loading', 'ready', 'error']), 'idle'),
    error: types.maybeNull(types.string),
  })
  .views((self) => ({
    has(symbol: string): boolean {
      return self.markets.some((m) => m.symbol === symbol);
    },
    get(symbol: string): MarketEntryInstance | undefined {
      return self.markets.find((m) => m.symbol === symbol);
    },
    /** Quote currencies in the order their first pair appears. */
    get quotes(): string[] {
      return [...new Set(self.markets.map((m) => m.quote))];
    },
  }))
  .actions((self) => {
    const unsubscribers: Array<() => void> = [];
    return {
      applyTicker(symbol: string, fields: unknown) {
        const t = tradingTickerCodec.decode(fields);
        if (!t) return;
        const prev = self.tickers.get(symbol);
        const tick =
          prev?.lastPrice == null || t.lastPrice === prev.lastPrice ? (prev?.tick ?? 'none') : t.lastPrice > prev.lastPrice ? 'up' : 'down';
        self.tickers.put({ symbol, ...t, tick, updates: (prev?.updates ?? 0) + 1 });
      },

      setMarkets(exchange: string[], futures: string[]) {
        applySnapshot(self.markets, [
          ...exchange.map((p) => ({ symbol: `t${p}`, group: 'exchange' as const })),
          ...futures.map((p) => ({ symbol: `t${p}`, group: 'futures' as const })),
        ]);
      },
      setFundingSymbols(symbols: string[]) {
        self.fundingSymbols.replace(symbols);
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
  .extend((self) => {
    /** Ticker messages since the last frame, latest per symbol: published together, once per frame
     *  (a busy market sends many tickers a second; the list repaints at most once a frame). */
    const incoming = new Map<string, unknown>();
    const publishTickers = () => {
      for (const [symbol, fields] of incoming) self.applyTicker(symbol, fields);
      incoming.clear();
    };
    const publish = () => (self as unknown as { publishTickers(): void }).publishTickers();
    return {
      views: {
        /** A ticker channel's message: kept (no state changes) until the next frame publishes it. */
        queueTicker(symbol: string, fields: unknown): void {
          incoming.set(symbol, fields);
          getEnv<StoreEnv>(self).frames.schedule(publish);
        },
      },
      actions: { publishTickers },
    };
  })
  .views((self) => ({
    /** The exchange's liquidations history (PROTOCOL §5.2), for the Liquidations widget's own store
     *  (models/liquidations.ts): asked here, so the call table stays whole in the first load. */
    liquidationsHist(limit: number): Promise<unknown> {
      return getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.liquidations, { limit });
    },
  }))
  .actions((self) => ({
    /** The markets of the bootstrap's lists (protocol/public/ui-bootstrap.ts: no request of its
     *  own before the list shows; none on an offline start: the list says it failed);
     *  `listed` leaves out what the site does not list (site/variants.ts); absent: everything. */
    load: flow(function* load(
      boot: Partial<UiBootstrap> | undefined,
      listed?: { pair(symbol: string, derivative: boolean): boolean; funding(symbol: string): boolean },
    ) {
      if (self.state === 'loading' || self.state === 'ready') return;
      const { rest, channels } = getEnv<StoreEnv>(self);
      self.setState('loading');
      try {
        if (!boot?.pairs) throw new Error('ui_bootstrap: not read');
        const { exchange, futures } = boot.pairs;
        const sym = boot.symbols;
        // The currencies' display symbols, before the markets whose labels show them.
        currencyConf.sym = Object.fromEntries(Array.isArray(sym) ? sym.filter(Array.isArray) : []);
        self.setMarkets(
          stringList(exchange).filter((p) => listed?.pair(`t${p}`, false) ?? true),
          stringList(futures).filter((p) => listed?.pair(`t${p}`, true) ?? true),
        );
        self.setState('ready');
        try {
          // One REST call paints every row at once; the channels keep them moving afterwards.
          const rows: unknown = yield rest.call(PUBLIC_CALLS.tickers, { symbols: 'ALL' });
          const funding: string[] = [];
          for (const row of Array.isArray(rows) ? rows : []) {
            if (!Array.isArray(row) || typeof row[0] !== 'string') continue;
            if (row[0].startsWith('t') && self.has(row[0])) self.applyTicker(row[0], row.slice(1));
            else if (row[0].startsWith('f') && (listed?.funding(row[0]) ?? true)) funding.push(row[0]);
          }
          self.setFundingSymbols(funding);
        } catch {
          // The channels below still deliver every ticker.
        }
        for (const m of self.markets) {
          const symbol = m.symbol;
          self.addUnsubscriber(
            channels.subscribe(
              { channel: 'ticker', symbol },
              {
                onMessage: (msg) => self.queueTicker(symbol, msg[1]),
              },
            ),
          );
        }
      } catch (err) {
        self.setState('error', err instanceof Error ? err.message : String(err));
      }
    }),
  }));
export type MarketsStoreInstance = Instance<typeof MarketsStore>;

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}
