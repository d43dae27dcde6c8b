// Public trades per symbol (trades channel). Stream messages go to a pending buffer (at most 48,
// trimmed to the latest 24 — market-side §5) that is published once per animation frame into the
// list the widget shows, newest first. `te` and `tu` of one trade count once (PROTOCOL §6.8).
import { types, type Instance } from 'mobx-state-tree';
import { publicTradeCodec, type PublicTrade } from '../protocol/public/trades';
import { channelFeed, framePublisher, keyedFeedStore, statusFollower } from './shared-feeds';

export const PENDING_MAX = 48;
export const PENDING_TRIM_TO = 24;
/** Rows the list keeps; older trades scroll away. */
export const TRADES_KEPT = 200;

const newestFirst = (a: PublicTrade, b: PublicTrade) => b.mts - a.mts || b.id - a.id;

/** Adds `incoming` to `pending`; over PENDING_MAX keeps the latest PENDING_TRIM_TO by time. */
export function addPending(pending: PublicTrade[], incoming: PublicTrade): PublicTrade[] {
  pending.push(incoming);
  if (pending.length <= PENDING_MAX) return pending;
  return pending.sort(newestFirst).slice(0, PENDING_TRIM_TO);
}

export const TradesFeed = types
  .model('TradesFeed', {
    symbol: types.identifier,
  })
  .volatile(() => ({
    /** Newest first; replaced (never mutated) on publish so observers see a new array. */
    trades: [] as readonly PublicTrade[],
    status: 'loading' as 'loading' | 'live' | 'error',
  }))
  .actions((self) => {
    let pending: PublicTrade[] = [];
    let snapshot: PublicTrade[] | undefined;
    const seen = new Set<number>();
    const schedule = framePublisher(self);

    const onMessage = (msg: unknown[], isSnapshot: boolean) => {
      if (isSnapshot) {
        const rows = Array.isArray(msg[1]) ? msg[1] : [];
        snapshot = rows
          .map(publicTradeCodec.decode)
          .filter((t): t is PublicTrade => t !== undefined)
          .sort(newestFirst);
        pending = [];
        seen.clear();
        for (const t of snapshot) seen.add(t.id);
        schedule();
        return;
      }
      if (msg[1] !== 'te' && msg[1] !== 'tu') return;
      const trade = publicTradeCodec.decode(msg[2]);
      if (!trade || seen.has(trade.id)) return;
      seen.add(trade.id);
      pending = addPending(pending, trade);
      schedule();
    };

    return {
      ...channelFeed(self, () => ({ channel: 'trades', symbol: self.symbol }), { onMessage, onState: statusFollower(self) }),
      setStatus(status: 'loading' | 'live' | 'error') {
        self.status = status;
      },
      publish() {
        let list = snapshot ?? self.trades;
        if (snapshot) self.status = 'live';
        snapshot = undefined;
        if (pending.length > 0) {
          list = [...pending.sort(newestFirst), ...list];
          pending = [];
        }
        if (list.length > TRADES_KEPT) {
          for (const t of list.slice(TRADES_KEPT)) seen.delete(t.id);
          list = list.slice(0, TRADES_KEPT);
        }
        self.trades = list;
        // Ids of trimmed trades are only needed while their `tu` may still come.
        if (seen.size > 4 * TRADES_KEPT) {
          seen.clear();
          for (const t of list) seen.add(t.id);
        }
      },
    };
  });
export type TradesFeedInstance = Instance<typeof TradesFeed>;

export const TradesStore = keyedFeedStore('TradesStore', TradesFeed, (symbol) => ({ symbol }));
export type TradesStoreInstance = Instance<typeof TradesStore>;
