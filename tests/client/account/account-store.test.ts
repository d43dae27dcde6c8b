import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountSetup, notification, order, position, wallet } from './fake-account';
import { NOTIFICATION_TTL_MS } from '../../../src/models/account/notifications';
import { REVALUE_MS } from '../../../src/models/account/account';
import { ORDER_ANSWER_MS } from '../../../src/models/account/order-answers';

describe('AccountStore fed by channel 0', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('replaces orders on os, deduplicates on/ou by id and moves oc to the closed list', () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    channel.receive([0, 'os', [order(1), order(2), order(2)]]);
    expect(account.orders.list.map((o) => o.id)).toEqual([2, 1]);
    channel.receive([0, 'on', order(3)]);
    channel.receive([0, 'on', order(3, { amount: 0.25, status: 'PARTIALLY FILLED @ 100(0.25)' })]);
    expect(account.orders.active.size).toBe(3);
    expect(account.orders.get(3)?.amount).toBe(0.25);
    channel.receive([0, 'oc', order(1, { status: 'CANCELED' })]);
    expect(account.orders.get(1)).toBeUndefined();
    expect(account.orders.historyRows.map((o) => o.id)).toEqual([1]);
    // An executed order that arrives as ou is closed as well.
    channel.receive([0, 'ou', order(2, { status: 'EXECUTED @ 100(0.5)' })]);
    expect(account.orders.list.map((o) => o.id)).toEqual([3]);
    channel.receive([0, 'os', []]);
    expect(account.orders.active.size).toBe(0);
  });

  it('keeps gid groups and OCO pairs together in the rows', () => {
    const { account, channel } = accountSetup();
    channel.receive([
      0,
      'os',
      [
        order(1, { mts: 1 }),
        order(2, { gid: 9, mts: 2 }),
        order(3, { mts: 3 }),
        order(4, { gid: 9, mts: 4 }),
        order(5, { placedId: 6, mts: 5 }),
        order(6, { placedId: 5, mts: 6 }),
      ],
    ]);
    const rows = account.orders.rows;
    const ids = rows.map((r) => r.order.id);
    expect(Math.abs(ids.indexOf(2) - ids.indexOf(4))).toBe(1);
    expect(Math.abs(ids.indexOf(5) - ids.indexOf(6))).toBe(1);
    expect(rows.find((r) => r.order.id === 5)?.ocoWith).toBe(6);
    expect(rows.filter((r) => r.groupStart).length).toBe(4);
  });

  it('keeps wallets by type-currency, totals from bu, and the last available balance when wu has none', () => {
    const { account, channel } = accountSetup();
    channel.receive([0, 'ws', [wallet('exchange', 'USD', 1000, 900), wallet('exchange', 'BTC', 0.000001), wallet('margin', 'USD', 50)]]);
    expect(account.walletsReady).toBe(true);
    channel.receive([0, 'wu', wallet('exchange', 'USD', 1200, null)]);
    expect(account.wallets.get('exchange', 'USD')?.balance).toBe(1200);
    expect(account.wallets.available('exchange', 'USD').toString()).toBe('900');
    channel.receive([0, 'bu', [1250.5, 1200.25]]);
    void account.wallets.setEquivalentCurrency('USD');
    expect(account.wallets.totals?.aum.toString()).toBe('1250.5');
  });

  it('asks for the balance totals as soon as the wallet snapshot arrives', () => {
    const { channel } = accountSetup();
    channel.setStatus('authenticated');
    expect(channel.sent).toEqual([]);
    channel.receive([0, 'ws', [wallet('exchange', 'USD', 1000, 900)]]);
    expect(channel.sent).toEqual([{ type: 'calc', payload: [{ kind: 'margin_base' }, { kind: 'balance' }] }]);
  });

  it('keeps the calculated position fields a pu leaves out, and drops a closed position', () => {
    const { account, channel } = accountSetup();
    channel.receive([0, 'ps', [position('tBTCUSD', 0.5)]]);
    channel.receive([0, 'pu', position('tBTCUSD', 0.75, { pl: null })]);
    expect(account.positions.get('tBTCUSD')?.amount).toBe(0.75);
    expect(account.positions.get('tBTCUSD')?.pl).toBe(1.5);
    channel.receive([0, 'pc', position('tBTCUSD', 0, { status: 'CLOSED' })]);
    expect(account.positions.list).toEqual([]);
  });

  it('shows every n as a toast for the ttl, failures until dismissed, all in the sidebar', () => {
    const { account, channel } = accountSetup();
    channel.receive([0, 'n', notification('on-req', 'SUCCESS', 'Submitting exchange limit buy order for 0.5 BTC.')]);
    channel.receive([0, 'n', notification('on-req', 'ERROR', 'Invalid order: not enough exchange balance')]);
    expect(account.notifications.toasts.map((n) => n.level)).toEqual(['error', 'success']);
    vi.advanceTimersByTime(NOTIFICATION_TTL_MS + 1);
    expect(account.notifications.toasts.map((n) => n.text)).toEqual(['Invalid order: not enough exchange balance']);
    account.notifications.dismiss(account.notifications.toasts[0]!.id);
    expect(account.notifications.toasts).toEqual([]);
    expect(account.notifications.items.length).toBe(2);
  });

  it('sends orders as inputs with a cid, and reports a send while signed out as a failure', async () => {
    const { account, channel } = accountSetup();
    await expect(account.placeOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '100' })).resolves.toEqual({
      ok: false,
      text: 'socket: not authenticated',
    });
    expect(account.notifications.items[0]?.level).toBe('error');
    channel.setStatus('authenticated');
    account.placeOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '100' });
    account.cancelAllOrders();
    account.closePosition({ symbol: 'tETHUSD', amount: -2 } as never);
    const [on, multi, close] = channel.sent;
    expect(on?.type).toBe('on');
    expect(on?.type === 'on' && typeof on.payload.cid).toBe('number');
    expect(multi).toEqual({ type: 'oc_multi', payload: { all: true } });
    expect(close?.type === 'on' && close.payload).toMatchObject({ type: 'MARKET', symbol: 'tETHUSD', amount: '2', flags: 512 });
  });

  it("resolves a placed order with the exchange's answer to its cid, refusal or acceptance", async () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    const refused = account.placeOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '100' });
    const accepted = account.placeOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.2', price: '100' });
    const [first, second] = channel.sent;
    const cidOf = (i: typeof first) => (i?.type === 'on' ? (i.payload.cid ?? -1) : -1);
    const ref = (cid: number) => [null, null, cid, 'tBTCUSD', ...new Array<null>(28).fill(null)];
    // The answers arrive out of order; each settles the order whose cid it names.
    channel.receive([0, 'n', notification('on-req', 'SUCCESS', 'Submitting exchange limit buy order for 0.2 BTC.', ref(cidOf(second)))]);
    channel.receive([0, 'n', notification('on-req', 'ERROR', 'Invalid order: not enough exchange balance', ref(cidOf(first)))]);
    await expect(refused).resolves.toEqual({ ok: false, text: 'Invalid order: not enough exchange balance' });
    await expect(accepted).resolves.toEqual({ ok: true, text: 'Submitting exchange limit buy order for 0.2 BTC.' });
  });

  it("refuses a malformed order with the protocol's own text, without sending it", async () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    const answer = account.placeOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '-5' });
    await expect(answer).resolves.toEqual({ ok: false, text: 'price: invalid' });
    expect(channel.sent.filter((i) => i.type === 'on')).toEqual([]);
  });

  it('gives up on an order the exchange never answers', async () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    const answer = account.placeOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.1', price: '100' });
    vi.advanceTimersByTime(ORDER_ANSWER_MS + 1);
    await expect(answer).resolves.toMatchObject({ ok: false });
  });

  it('asks for the figures of open positions again every few seconds, and only while there are some', () => {
    const { channel } = accountSetup();
    channel.setStatus('authenticated');
    vi.advanceTimersByTime(REVALUE_MS * 2);
    expect(channel.sent.filter((i) => i.type === 'calc')).toEqual([]);
    channel.receive([0, 'ps', [position('tBTCUSD', 0.2), position('tETHUSD', -1)]]);
    vi.advanceTimersByTime(REVALUE_MS);
    expect(channel.sent.filter((i) => i.type === 'calc')).toEqual([
      {
        type: 'calc',
        payload: [
          { kind: 'position', symbol: 'tBTCUSD' },
          { kind: 'position', symbol: 'tETHUSD' },
          { kind: 'margin_base' },
          { kind: 'balance' },
        ],
      },
    ]);
    // The answer (pu with the calculated fields) updates the row.
    channel.receive([0, 'pu', position('tBTCUSD', 0.2, { pl: 42 })]);
    expect(channel.sent.length).toBe(1);
    channel.setStatus('signedOut');
    vi.advanceTimersByTime(REVALUE_MS * 3);
    expect(channel.sent.length).toBe(1);
  });

  it('clears the private state when the channel signs out', () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    channel.receive([0, 'os', [order(1)]]);
    channel.receive([0, 'ws', [wallet('exchange', 'USD', 5)]]);
    channel.setStatus('signedOut');
    expect(account.orders.active.size).toBe(0);
    expect(account.wallets.list).toEqual([]);
  });

  it('reads the order history from REST and merges the orders closed in this session', async () => {
    vi.useRealTimers();
    const { account, channel, calls } = accountSetup({ 'v2/auth/r/orders/tBTCUSD/hist': [order(10, { status: 'CANCELED', mts: 10 })] });
    channel.receive([0, 'oc', order(11, { status: 'EXECUTED @ 100(0.5)', mts: 11 })]);
    channel.receive([0, 'oc', order(10, { status: 'CANCELED', mts: 10 })]);
    await account.orders.loadHistory('tBTCUSD');
    expect(calls.map((c) => c.path)).toContain('v2/auth/r/orders/tBTCUSD/hist');
    expect(account.orders.historyRows.map((o) => o.id)).toEqual([11, 10]);
  });

  it('deduplicates funding offers, credits and loans by id', () => {
    const { account, channel } = accountSetup();
    const offer = (id: number, status = 'ACTIVE') => [
      id,
      'fUSD',
      1,
      1,
      100,
      100,
      'LIMIT',
      null,
      null,
      0,
      status,
      null,
      null,
      null,
      0.0002,
      2,
      0,
      0,
      null,
      0,
      null,
    ];
    channel.receive([0, 'fos', [offer(1), offer(1)]]);
    channel.receive([0, 'fon', offer(2)]);
    expect(account.funding.offers.list.map((o) => o.id)).toEqual([2, 1]);
    channel.receive([0, 'foc', offer(1, 'CANCELED')]);
    expect(account.funding.offers.list.map((o) => o.id)).toEqual([2]);
  });
});
