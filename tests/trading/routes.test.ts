// The REST trading calls over HTTP: authentication through the given authenticator, zod-checked
// bodies, notifications as answers, refusals as ["error", CODE, MESSAGE] with HTTP 500.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsonBody } from '../../server/http/body';
import { registerErrorHandlers } from '../../server/http/errors';
import { tradingRoutes } from '../../server/http/trading-routes';
import { openDesk, USER, type Desk } from './helpers';

let d: Desk;
let app: FastifyInstance;
const asked: Array<{ scope: string; write: boolean }> = [];

beforeAll(async () => {
  d = openDesk();
  app = Fastify();
  registerJsonBody(app);
  registerErrorHandlers(app, () => {});
  await app.register(
    tradingRoutes(d.trading, async (req, cap) => {
      asked.push(cap);
      const user = Number(req.headers['x-user']);
      return Number.isInteger(user) && user > 0 ? { userId: user } : { error: [10100, 'apikey: invalid'] };
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function call(path: string, body: unknown = {}, user: number | null = USER): Promise<{ status: number; body: unknown }> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(user === null ? {} : { 'x-user': String(user) }) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('trading routes', () => {
  it('refuses without authentication', async () => {
    expect(await call('/v2/auth/r/wallets', {}, null)).toEqual({ status: 500, body: ['error', 10100, 'apikey: invalid'] });
  });

  it('lists wallets and asks for the right capability', async () => {
    asked.length = 0;
    const r = await call('/v2/auth/r/wallets');
    expect(r.status).toBe(200);
    expect((r.body as unknown[][]).find((w) => w[0] === 'exchange' && w[1] === 'USD')?.slice(0, 5)).toEqual([
      'exchange',
      'USD',
      100000,
      0,
      100000,
    ]);
    expect(asked).toEqual([{ scope: 'wallets', write: false }]);
  });

  it('submits, lists, reads trades of and cancels orders', async () => {
    d.markets.maker('tBTCF0:USTF0', -0.01, 95000);
    const sub = await call('/v2/auth/w/order/submit', { type: 'LIMIT', symbol: 'tBTCF0:USTF0', amount: '0.02', price: '95000', lev: 10 });
    expect(sub.status).toBe(200);
    const n = sub.body as unknown[];
    expect(n.slice(1, 4)).toEqual(['on-req', null, null]);
    expect(n[6]).toBe('SUCCESS');
    const order = (n[4] as unknown[][])[0];
    const id = order![0] as number;
    const open = (await call('/v2/auth/r/orders/tBTCF0:USTF0')).body as unknown[][];
    expect(open.map((o) => [o[0], o[6], o[13]])).toEqual([[id, 0.01, 'PARTIALLY FILLED @ 95000(0.01)']]);
    const trades = (await call(`/v2/auth/r/order/tBTCF0:USTF0:${id}/trades`)).body as unknown[][];
    expect(trades.map((t) => [t[3], t[4], t[5], t[6], t[7], t[10]])).toEqual([[id, 0.01, 95000, null, null, 'USTF0']]);
    const cancel = await call('/v2/auth/w/order/cancel', { id });
    expect((cancel.body as unknown[])[1]).toBe('oc-req');
    expect((await call('/v2/auth/r/orders')).body).toEqual([]);
    const hist = (await call('/v2/auth/r/orders/hist', { limit: 5 })).body as unknown[][];
    expect(hist[0]![13]).toBe('CANCELED was: PARTIALLY FILLED @ 95000(0.01)');
    expect(((await call('/v2/auth/r/positions')).body as unknown[][])[0]!.slice(0, 3)).toEqual(['tBTCF0:USTF0', 'ACTIVE', 0.01]);
  });

  it('answers refusals and bad bodies in the error shape', async () => {
    expect(await call('/v2/auth/w/order/submit', { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-50', price: '95000' })).toEqual({
      status: 500,
      body: ['error', 10001, 'Invalid order: not enough exchange balance for -50 BTCUSD at 95000'],
    });
    expect(await call('/v2/auth/w/order/submit', { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: 'lots', price: '95000' })).toEqual({
      status: 500,
      body: ['error', 10020, 'amount: invalid'],
    });
    expect(await call('/v2/auth/w/order/cancel', { id: 99999 })).toEqual({ status: 500, body: ['error', 10020, 'id: invalid'] });
    expect((await call('/v2/auth/r/ledgers/hist', { limit: 0 })).body).toEqual(['error', 10020, 'limit: invalid']);
    expect((await call('/v2/auth/r/info/margin/tNOPE')).body).toEqual(['error', 10020, 'symbol: invalid']);
    const text = await app.inject({
      method: 'POST',
      url: '/v2/auth/w/transfer',
      payload: '{"from":',
      headers: { 'content-type': 'application/json', 'x-user': '1' },
    });
    expect(text.statusCode).toBe(500);
    expect(text.json()[0]).toBe('error');
  });

  it('moves money and reads its history', async () => {
    const t = await call('/v2/auth/w/transfer', { from: 'exchange', to: 'funding', currency: 'USD', amount: 50 });
    expect((t.body as unknown[])[6]).toBe('SUCCESS');
    const ledger = (await call('/v2/auth/r/ledgers/USD/hist', { limit: 2 })).body as unknown[][];
    expect(ledger[0]![8]).toBe('Transfer of 50.0 USD from wallet Exchange to Funding on wallet funding');
    const w = await call('/v2/auth/w/withdraw', {
      wallet: 'exchange',
      method: 'ethereum',
      amount: '0.1',
      address: '0x0000000000000000000000000000000000000001',
    });
    expect((w.body as unknown[])[1]).toBe('acc_wd-req');
    expect(((await call('/v2/auth/r/movements/ETH/hist')).body as unknown[][])[0]![9]).toBe('PROCESSING');
    const addr = (await call('/v2/auth/w/deposit/address', { wallet: 'exchange', method: 'bitcoin', op_renew: 0 })).body as unknown[];
    expect((addr[4] as unknown[])[1]).toBe('bitcoin');
    expect((await call('/v2/auth/r/wallets/hist', { currency: 'USD' })).body).toHaveLength(3);
  });

  it('checks addresses, keeps the address book, sends test coins and takes back a withdrawal', async () => {
    const eth = '0x00000000000000000000000000000000000000bb';
    expect((await call('/v1/ui_check_address', { currency: 'eth', address: eth })).body).toEqual({ valid: true, method: 'ethereum' });
    expect((await call('/v1/ui_check_address', { currency: 'BTC', address: eth })).body).toEqual({
      valid: false,
      message: 'This is not a BTC address',
    });
    const book = await call('/v1/account_address_book_entries', { action: 'add', method: 'ethereum', address: eth, label: 'Ledger' });
    expect((book.body as unknown[][])[0]!.slice(1, 5)).toEqual(['ethereum', 'ETH', eth, 'Ledger']);
    const bad = await call('/v1/account_address_book_entries', { action: 'add', method: 'ethereum', address: 'nope' });
    expect([bad.status, bad.body]).toEqual([500, ['error', 10020, 'address: invalid for ethereum']]);
    const mistyped = await call('/v1/account_address_book_entries', {
      action: 'add',
      method: 'ethereum',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    });
    expect([mistyped.status, mistyped.body]).toEqual([
      500,
      ['error', 10020, 'address: invalid for ethereum (checksum mismatch in the EIP-55 capitalisation, a character is mistyped)'],
    ]);
    expect((await call('/v2/auth/r/int/movements/travel-rule', { address: eth })).body).toEqual([1000, null]);

    const addr = ((await call('/v2/auth/w/deposit/address', { wallet: 'exchange', method: 'ethereum' })).body as unknown[])[4] as unknown[];
    const sent = (await call('/v2/auth/w/int/deposit/send', { address: addr[4], amount: '2' })).body as unknown[];
    expect([sent[1], sent[6]]).toEqual(['acc_dep-sim', 'SUCCESS']);

    const w = (await call('/v2/auth/w/withdraw', { wallet: 'exchange', method: 'ethereum', amount: '0.05', address: eth }))
      .body as unknown[];
    const id = (w[4] as unknown[])[0];
    const c = (await call('/v2/auth/w/int/withdraw/cancel', { id })).body as unknown[];
    expect([c[1], c[6], (c[4] as unknown[])[9]]).toEqual(['acc_wd-cancel', 'SUCCESS', 'CANCELED']);
    const again = await call('/v2/auth/w/int/withdraw/cancel', { id });
    expect(again.body).toEqual(['error', 10001, 'Invalid cancel: no withdrawal of yours with this id waits to be sent']);
    // The e-mail link of a withdrawal that is not waiting lands on the page with the reason.
    const link = await app.inject({ method: 'GET', url: '/api/withdraw/confirm?token=stale' });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe(
      `/withdraw?confirm_error=${encodeURIComponent('withdrawal: the link is not valid or was used already')}`,
    );
  });

  it('serves funding, alerts, margin info and the calculators', async () => {
    const o = await call('/v2/auth/w/funding/offer/submit', { type: 'LIMIT', symbol: 'fUSD', amount: '500', rate: '0.002', period: 7 });
    expect((o.body as unknown[])[1]).toBe('fon-req');
    expect(((await call('/v2/auth/r/funding/offers/fUSD')).body as unknown[][]).map((x) => x[4])).toEqual([500]);
    expect((await call('/v2/auth/w/funding/offer/cancel/all', { currency: 'USD' })).status).toBe(200);
    expect((await call('/v2/auth/r/funding/offers/hist')).body).toHaveLength(1);
    expect((await call('/v2/auth/w/alert/set', { type: 'price', symbol: 'tETHUSD', price: 5000 })).body).toEqual([
      'price:tETHUSD:5000',
      'price',
      'tETHUSD',
      5000,
      100,
      1,
    ]);
    expect((await call('/v2/auth/r/alerts', { type: 'price' })).body).toHaveLength(1);
    expect((await call('/v2/auth/w/alert/del', { alertId: 'price:tETHUSD:5000' })).body).toEqual([true]);
    expect(((await call('/v2/auth/r/info/margin/base')).body as unknown[])[0]).toBe('base');
    expect(((await call('/v2/auth/r/info/margin/sym_all')).body as unknown[][]).length).toBeGreaterThan(5);
    expect(((await call('/v2/auth/r/info/funding/fUSD')).body as unknown[]).slice(0, 2)).toEqual(['sym', 'fUSD']);
    const info = (await call('/v2/auth/r/position/increase/info', { symbol: 'tBTCUSD', amount: '0.1' })).body as unknown[];
    expect(info).toHaveLength(6);
    expect((info[0] as unknown[])[0]).toBe(2000);
    expect((await call('/v2/auth/calc/order/avail', { symbol: 'tBTCUSD', dir: -1, type: 'EXCHANGE', rate: '95000' })).body).toEqual([-2]);
    expect((await call('/v2/auth/r/deposit/card/mode0/fx', { data: { amount: '100', from: 'EUR', to: 'USD' } })).body).toEqual([
      1.08, 108, 2.5, 105.3,
    ]);
    expect((await call('/v2/auth/w/deriv/collateral/set', { symbol: 'tBTCF0:USTF0', collateral: '1' })).body).toEqual([
      'error',
      10001,
      'Invalid collateral: minimum is 9.5 USTF0',
    ]);
  });
});
