// The order-history filters (market-side §5): pair current or all, status, type without its
// wallet prefix, side from the original amount's sign.
import { describe, expect, it } from 'vitest';
import { filterHistory } from '../../../src/widgets/orders/history-filter';
import { DEFAULT_ORDERS_STATE, type OrdersState } from '../../../src/widgets/orders/state';
import { orderCodec, type Order } from '../../../src/protocol/account/order';
import { order } from './fake-account';

function hist(id: number, o: { symbol?: string; amount?: number; amountOrig?: number; type?: string; status?: string }): Order {
  const row = order(id, { symbol: o.symbol, amount: o.amount, status: o.status });
  if (o.amountOrig !== undefined) row[7] = o.amountOrig;
  if (o.type) row[8] = o.type;
  const decoded = orderCodec.decode(row);
  if (!decoded) throw new Error('bad row');
  return decoded;
}

const rows = [
  hist(1, { symbol: 'tBTCUSD', amount: 0, amountOrig: 0.5, type: 'EXCHANGE LIMIT', status: 'EXECUTED @ 100(0.5)' }),
  hist(2, { symbol: 'tBTCUSD', amount: -0.2, amountOrig: -0.3, type: 'LIMIT', status: 'CANCELED' }),
  hist(3, { symbol: 'tETHUSD', amount: 0, amountOrig: 1, type: 'EXCHANGE MARKET', status: 'EXECUTED @ 3000(1)' }),
  hist(4, { symbol: 'tBTCUSD', amount: 0.1, amountOrig: 0.4, type: 'EXCHANGE LIMIT', status: 'CANCELED was: PARTIALLY FILLED @ 100(0.3)' }),
  hist(5, { symbol: 'tBTCUSD', amount: 0, amountOrig: -1, type: 'EXCHANGE STOP', status: 'EXECUTED @ 90(-1)' }),
];
const ids = (f: Partial<OrdersState>, pair = 'tBTCUSD') => filterHistory(rows, pair, { ...DEFAULT_ORDERS_STATE, ...f }).map((o) => o.id);

describe('filterHistory', () => {
  it('shows the current pair by default and every pair on request', () => {
    expect(ids({})).toEqual([1, 2, 4, 5]);
    expect(ids({}, 'tETHUSD')).toEqual([3]);
    expect(ids({ allPairs: true })).toEqual([1, 2, 3, 4, 5]);
  });
  it('filters by status: executed, canceled, partially filled', () => {
    expect(ids({ allPairs: true, status: 'executed' })).toEqual([1, 3, 5]);
    expect(ids({ allPairs: true, status: 'canceled' })).toEqual([2, 4]);
    expect(ids({ allPairs: true, status: 'partial' })).toEqual([4]);
  });
  it('filters by type whatever the wallet prefix', () => {
    expect(ids({ allPairs: true, type: 'LIMIT' })).toEqual([1, 2, 4]);
    expect(ids({ allPairs: true, type: 'STOP' })).toEqual([5]);
    expect(ids({ allPairs: true, type: 'MARKET' })).toEqual([3]);
  });
  it('filters by side from the original amount, also for fully filled orders', () => {
    expect(ids({ allPairs: true, side: 'buy' })).toEqual([1, 3, 4]);
    expect(ids({ allPairs: true, side: 'sell' })).toEqual([2, 5]);
  });
  it('combines the filters', () => {
    expect(ids({ side: 'sell', status: 'executed' })).toEqual([5]);
    expect(ids({ side: 'buy', type: 'LIMIT', status: 'canceled' })).toEqual([4]);
  });
});
