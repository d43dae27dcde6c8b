// The official Node client (bitfinex-api-node@7 with bfx-api-node-models), unchanged but for its
// URLs, trading on the embedded exchange: WSv2 with an API key (sequence audit on) authenticates,
// gets the snapshots, places, updates and cancels a limit order, sees a market order fill (te/tu,
// wu) and a margin order open a position (pn/pu); RESTv2 does the same calls; and a token from
// /v2/auth/w/token authenticates both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WSv2 from 'bitfinex-api-node/lib/transports/ws2.js';
import BFX from 'bitfinex-api-node';
import { Order, type Notification, type Position, type Trade, type Wallet } from 'bfx-api-node-models';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
const sockets: WSv2[] = [];

beforeAll(async () => {
  loopback = await startLoopbackExchange('interop-private', { seed: 12 });
  exchange = loopback.exchange;
}, 120_000);

afterAll(async () => {
  for (const ws of sockets) await ws.close().catch(() => undefined);
  await loopback?.close();
});

async function until<T>(what: string, find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Everything an authenticated WSv2 hands to its listeners. */
function record(ws: WSv2) {
  const seen = {
    errors: [] as string[],
    wallets: undefined as Wallet[] | undefined,
    orders: undefined as Order[] | undefined,
    positions: undefined as Position[] | undefined,
    snapshots: [] as string[],
    on: [] as Order[],
    ou: [] as Order[],
    oc: [] as Order[],
    te: [] as Trade[],
    tu: [] as Trade[],
    wu: [] as Wallet[],
    pn: [] as Position[],
    pu: [] as Position[],
  };
  ws.on('error', (err: unknown) => seen.errors.push(String(err instanceof Error ? err.message : err)));
  ws.onPositionSnapshot({}, (rows) => {
    seen.positions = rows as Position[];
    seen.snapshots.push('ps');
  });
  ws.onWalletSnapshot({}, (rows) => {
    seen.wallets = rows as Wallet[];
    seen.snapshots.push('ws');
  });
  ws.onOrderSnapshot({}, (rows) => {
    seen.orders = rows as Order[];
    seen.snapshots.push('os');
  });
  ws.onFundingOfferSnapshot({}, () => seen.snapshots.push('fos'));
  ws.onFundingCreditSnapshot({}, () => seen.snapshots.push('fcs'));
  ws.onFundingLoanSnapshot({}, () => seen.snapshots.push('fls'));
  ws.onOrderNew({}, (o) => seen.on.push(o as Order));
  ws.onOrderUpdate({}, (o) => seen.ou.push(o as Order));
  ws.onOrderClose({}, (o) => seen.oc.push(o as Order));
  ws.onAccountTradeEntry({}, (t) => seen.te.push(t as Trade));
  ws.onAccountTradeUpdate({}, (t) => seen.tu.push(t as Trade));
  ws.onWalletUpdate({}, (w) => seen.wu.push(w as Wallet));
  ws.onPositionNew({}, (p) => seen.pn.push(p as Position));
  ws.onPositionUpdate({}, (p) => seen.pu.push(p as Position));
  return seen;
}

let nextCid = Date.now();
const order = (fields: Record<string, unknown>) => new Order({ cid: ++nextCid, ...fields });
const wsUrl = () => `ws://127.0.0.1:${exchange.port}/ws/2`;
const restOf = (opts: Record<string, unknown>) => new BFX().rest(2, { url: exchange.url, transform: true, ...opts });

describe('bitfinex-api-node@7 on the authenticated channel and REST', () => {
  it('WSv2 with an API key: snapshots, limit order placed, updated, cancelled; market fill; margin position', async () => {
    const ws = new WSv2({
      url: wsUrl(),
      apiKey: exchange.demo.apiKey,
      apiSecret: exchange.demo.apiSecret,
      transform: true,
      autoReconnect: false,
    });
    sockets.push(ws);
    const seen = record(ws);
    await ws.open();
    await ws.enableSequencing({ audit: true });
    await ws.auth();
    const wallets = await until('wallet snapshot', () => seen.wallets);
    expect(seen.snapshots).toEqual(['ps', 'ws', 'os', 'fos', 'fcs', 'fls']);
    expect(seen.orders).toEqual([]);
    expect(wallets.find((w) => w.type === 'exchange' && w.currency === 'USD')?.balance).toBe(100000);

    const limit = await ws.submitOrder(order({ symbol: 'tBTCUSD', type: Order.type.EXCHANGE_LIMIT, amount: 0.01, price: 1000 }));
    const id = limit[0] as number;
    expect(await until('on', () => seen.on.find((o) => o.id === id))).toMatchObject({
      symbol: 'tBTCUSD',
      amount: 0.01,
      price: 1000,
      status: 'ACTIVE',
    });
    await ws.updateOrder({ id, price: '1100' });
    expect((await until('ou', () => seen.ou.find((o) => o.id === id && o.price === 1100))).status).toBe('ACTIVE');
    await ws.cancelOrder(id);
    expect((await until('oc', () => seen.oc.find((o) => o.id === id))).status).toMatch(/^CANCELED/);

    const market = await ws.submitOrder(order({ symbol: 'tBTCUSD', type: Order.type.EXCHANGE_MARKET, amount: 0.01 }));
    const marketId = market[0] as number;
    const te = await until('te', () => seen.te.find((t) => t.orderID === marketId));
    expect(te.symbol).toBe('tBTCUSD');
    expect(te.execAmount).toBeGreaterThan(0);
    expect((await until('tu', () => seen.tu.find((t) => t.id === te.id))).feeCurrency).toBe('BTC');
    expect((await until('oc executed', () => seen.oc.find((o) => o.id === marketId))).status).toMatch(/^EXECUTED/);
    const btc = await until('wu BTC', () => seen.wu.find((w) => w.type === 'exchange' && w.currency === 'BTC' && w.balance > 2));
    expect(btc.balance).toBeLessThan(2.01);

    await ws.submitOrder(order({ symbol: 'tBTCUSD', type: Order.type.MARKET, amount: 0.01 }));
    const position = await until('pn/pu', () => [...seen.pn, ...seen.pu].find((p) => p.symbol === 'tBTCUSD' && p.amount > 0));
    expect(position).toMatchObject({ status: 'ACTIVE', amount: 0.01 });
    expect(seen.errors).toEqual([]);
  }, 30_000);

  it('RESTv2 with an API key: submitOrder, updateOrder, activeOrders, cancelOrder, wallets, positions', async () => {
    const rest = restOf({ apiKey: exchange.demo.apiKey, apiSecret: exchange.demo.apiSecret });
    const placed = (await rest.submitOrder({
      order: order({ symbol: 'tETHUSD', type: Order.type.EXCHANGE_LIMIT, amount: 0.1, price: 100 }),
    })) as Order;
    expect(placed).toMatchObject({ symbol: 'tETHUSD', amount: 0.1, price: 100, status: 'ACTIVE' });
    expect(((await rest.updateOrder({ id: placed.id, price: '110' })) as Notification).status).toBe('SUCCESS');
    const active = (await rest.activeOrders()) as Order[];
    expect(active.find((o) => o.id === placed.id)?.price).toBe(110);
    expect(((await rest.cancelOrder({ id: placed.id })) as Notification).status).toBe('SUCCESS');
    expect(((await rest.activeOrders()) as Order[]).some((o) => o.id === placed.id)).toBe(false);
    const wallets = (await rest.wallets()) as Wallet[];
    expect(wallets.find((w) => w.type === 'exchange' && w.currency === 'USD')?.balance).toBeGreaterThan(90000);
    const positions = (await rest.positions()) as Position[];
    expect(positions.find((p) => p.symbol === 'tBTCUSD')?.amount).toBe(0.01);
    await expect(rest.cancelOrder({ id: placed.id })).rejects.toMatchObject({ status: 500 });
  });

  it('authenticates WSv2 and RESTv2 with a token from /v2/auth/w/token', async () => {
    const keyed = restOf({ apiKey: exchange.demo.apiKey, apiSecret: exchange.demo.apiSecret });
    const [token] = (await keyed.generateToken({ scope: 'api', ttl: 300, caps: ['o', 'w'], writePermission: true })) as string[];
    expect(typeof token).toBe('string');

    const ws = new WSv2({ url: wsUrl(), apiKey: '', apiSecret: '', transform: true, autoReconnect: false });
    sockets.push(ws);
    const seen = record(ws);
    ws.updateAuthArgs({ authToken: token });
    await ws.open();
    await ws.auth();
    await until('wallet snapshot', () => seen.wallets);
    // The token opens orders and wallets only: no funding snapshots.
    expect(seen.snapshots).toEqual(['ps', 'ws', 'os']);
    const placed = await ws.submitOrder(order({ symbol: 'tBTCUSD', type: Order.type.EXCHANGE_LIMIT, amount: 0.02, price: 2000 }));
    const id = placed[0] as number;
    await until('on', () => seen.on.find((o) => o.id === id));

    const rest = restOf({ authToken: token });
    expect(((await rest.activeOrders()) as Order[]).find((o) => o.id === id)?.amount).toBe(0.02);
    expect(((await rest.wallets()) as Wallet[]).length).toBeGreaterThan(0);
    expect(((await rest.cancelOrder({ id })) as Notification).status).toBe('SUCCESS');
    await until('oc', () => seen.oc.find((o) => o.id === id));
    expect(seen.errors).toEqual([]);
  });
});
