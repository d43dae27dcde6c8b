// The exchange's liquidations history (market-side §4: not_asked, loading, ready, error), read
// from `/v2/liquidations/hist` (through the markets store, which asks it: markets.liquidationsHist).
// Only the Liquidations widget uses it: it is made when the widget opens, so its code loads with
// the widget and not with the workspace.
import { flow, types, type Instance } from 'mobx-state-tree';
import { decodeLiquidationList, type Liquidation } from '../protocol/public/liquidations';

/** Asks the exchange for at most `limit` rows of the history; resolves to its reply. */
export type LiquidationsRead = (limit: number) => Promise<unknown>;

export type LiquidationsState = 'not_asked' | 'loading' | 'ready' | 'error';

/** The rows asked for: the exchange keeps a few hundred, its call allows at most 500. */
export const LIQUIDATIONS_LIMIT = 250;

/** Newest first, each position once (a row read twice across two pages keeps its newest copy). */
export function orderLiquidations(rows: readonly Liquidation[]): Liquidation[] {
  const seen = new Set<number>();
  return [...rows]
    .sort((a, b) => b.mts - a.mts || b.posId - a.posId)
    .filter((r) => (seen.has(r.posId) ? false : (seen.add(r.posId), true)));
}

export const LiquidationsStore = types
  .model('LiquidationsStore', {})
  .volatile(() => ({
    state: 'not_asked' as LiquidationsState,
    rows: [] as Liquidation[],
    /** The exchange's reason for the last failure ('' when none). */
    error: '',
  }))
  .actions((self) => ({
    asked() {
      self.state = 'loading';
      self.error = '';
    },
    received(rows: Liquidation[]) {
      self.rows = orderLiquidations(rows);
      self.state = 'ready';
    },
    failed(reason: string) {
      self.error = reason;
      self.state = 'error';
    },
  }))
  .actions((self) => ({
    /** Reads the history (again: a retry after an error, or a refresh); a read under way is not
     *  asked twice. */
    load: flow(function* load(read: LiquidationsRead) {
      if (self.state === 'loading') return;
      self.asked();
      try {
        const reply: unknown = yield read(LIQUIDATIONS_LIMIT);
        const rows = decodeLiquidationList(reply);
        if (!rows) throw new Error('liquidations: unexpected reply');
        self.received(rows);
      } catch (err) {
        self.failed(err instanceof Error ? err.message : String(err));
      }
    }),
  }));
export type LiquidationsStoreInstance = Instance<typeof LiquidationsStore>;
