// Candles per key (trade:1m:tBTCUSD): the channel's snapshot, live upserts by MTS, and older
// history from REST (candles/{key}/hist) when the chart is scrolled to its left edge.
import { PUBLIC_CALLS } from '../protocol/calls';
import { types, flow, getEnv, type Instance } from 'mobx-state-tree';
import { candleCodec, type Candle } from '../protocol/public/candles';
import { CANDLE_TIMEFRAMES, formatCandleKey, type CandleTimeframe } from '../protocol/public/candle-key';
import type { StoreEnv } from './env';
import { channelFeed, framePublisher, keyedFeedStore, statusFollower } from './shared-feeds';

/** Candles asked for per REST page (and what the spec calls the snapshot size). */
export const CANDLE_PAGE = 120;
/** The interval picker's choices: the protocol's timeframes, the week once (1W, not also 7D). */
export const TIMEFRAMES: readonly CandleTimeframe[] = CANDLE_TIMEFRAMES.filter((tf) => tf !== '7D');
export type Timeframe = CandleTimeframe;

export function candleKey(timeframe: CandleTimeframe, symbol: string): string {
  return formatCandleKey({ timeframe, symbol });
}

/** What the last publish changed, so the chart can update a bar instead of redrawing all. */
export type CandleChange = 'reset' | 'update' | 'prepend';

/** Merges candles into an ascending, MTS-unique list (later entries win). */
export function mergeCandles(existing: readonly Candle[], incoming: readonly Candle[]): Candle[] {
  const byMts = new Map<number, Candle>();
  for (const c of existing) byMts.set(c.mts, c);
  for (const c of incoming) byMts.set(c.mts, c);
  return [...byMts.values()].sort((a, b) => a.mts - b.mts);
}

export const CandleFeed = types
  .model('CandleFeed', { key: types.identifier })
  .volatile(() => ({
    candles: [] as readonly Candle[],
    change: 'reset' as CandleChange,
    revision: 0,
    status: 'loading' as 'loading' | 'live' | 'error',
    loadingOlder: false,
    /** False once REST returned less than a page: the exchange has nothing older. */
    hasOlder: true,
  }))
  .actions((self) => {
    let snapshot: Candle[] | undefined;
    const updates = new Map<number, Candle>();
    const schedule = framePublisher(self);

    const onMessage = (msg: unknown[], isSnapshot: boolean) => {
      const payload = msg[1];
      if (!Array.isArray(payload)) return;
      if (isSnapshot) {
        snapshot = payload.map(candleCodec.decode).filter((c): c is Candle => c !== undefined);
        updates.clear();
      } else if (Array.isArray(payload[0])) {
        for (const row of payload) {
          const c = candleCodec.decode(row);
          if (c) updates.set(c.mts, c);
        }
      } else {
        const c = candleCodec.decode(payload);
        if (c) updates.set(c.mts, c);
      }
      schedule();
    };

    return {
      ...channelFeed(self, () => ({ channel: 'candles', key: self.key }), { onMessage, onState: statusFollower(self) }),
      setStatus(status: 'loading' | 'live' | 'error') {
        self.status = status;
      },
      publish() {
        if (snapshot) {
          // A new snapshot (first, or after reconnect): older pages loaded before stay valid.
          const older = self.candles.filter((c) => snapshot!.length === 0 || c.mts < snapshot![0]!.mts);
          self.candles = mergeCandles(older, mergeCandles(snapshot, [...updates.values()]));
          self.change = 'reset';
          self.status = 'live';
        } else if (updates.size > 0) {
          const last = self.candles[self.candles.length - 1];
          const onlyTail = [...updates.keys()].every((mts) => !last || mts >= last.mts);
          self.candles = mergeCandles(self.candles, [...updates.values()]);
          self.change = onlyTail ? 'update' : 'reset';
        } else {
          return;
        }
        snapshot = undefined;
        updates.clear();
        self.revision += 1;
      },
      prependOlder(older: Candle[]) {
        if (older.length < CANDLE_PAGE) self.hasOlder = false;
        if (older.length === 0) return;
        self.candles = mergeCandles(older, self.candles);
        self.change = 'prepend';
        self.revision += 1;
      },
      setLoadingOlder(v: boolean) {
        self.loadingOlder = v;
      },
    };
  })
  .actions((self) => ({
    /** Loads the page of candles before the oldest one shown. */
    loadOlder: flow(function* loadOlder() {
      if (self.loadingOlder || !self.hasOlder || self.candles.length === 0) return;
      self.setLoadingOlder(true);
      try {
        const oldest = self.candles[0]!.mts;
        const rows: unknown = yield getEnv<StoreEnv>(self).rest.call(
          PUBLIC_CALLS.candles,
          {
            limit: CANDLE_PAGE,
            end: oldest - 1,
            sort: -1,
          },
          { key: self.key, section: 'hist' },
        );
        const older = Array.isArray(rows) ? rows.map(candleCodec.decode).filter((c): c is Candle => c !== undefined) : [];
        self.prependOlder(older);
      } catch {
        // A failed page leaves the chart as it is; scrolling left again retries.
      } finally {
        self.setLoadingOlder(false);
      }
    }),
  }));
export type CandleFeedInstance = Instance<typeof CandleFeed>;

export const CandlesStore = keyedFeedStore('CandlesStore', CandleFeed, (key) => ({ key }));
export type CandlesStoreInstance = Instance<typeof CandlesStore>;
