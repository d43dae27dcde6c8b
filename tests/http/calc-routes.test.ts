// POST /v2/calc/trade/avg, /v2/calc/fx and /v2/calc/fx/batch: parameters from the query or the
// JSON body, validation, and the market's answers framed as the protocol says.
import { describe, expect, it } from 'vitest';
import { createFakeMarket } from './fake-market';
import { errorOf, makeApp } from './helpers';
import { wholeFile } from '../lifecycle';

const market = createFakeMarket();
const app = wholeFile(() => makeApp({ market }));

async function post(url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function expectInvalid(url: string, body: unknown, message: string): Promise<void> {
  const res = await post(url, body);
  expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(500);
  expect(errorOf(res.body)).toEqual([10020, message]);
}

describe('calc/trade/avg', () => {
  it('takes its parameters from the query (node client) or the body (py client)', async () => {
    const expected = market.calcTradeAvg('tBTCUSD', 0.5);
    expect(await post('/v2/calc/trade/avg?symbol=tBTCUSD&amount=0.5', {})).toEqual({ status: 200, body: expected });
    expect(await post('/v2/calc/trade/avg?symbol=tBTCUSD&amount=0.5')).toEqual({ status: 200, body: expected });
    expect(await post('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: '0.5' })).toEqual({ status: 200, body: expected });
    expect(await post('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: 0.5 })).toEqual({ status: 200, body: expected });
  });

  it('walks the book for sells and honours price_limit', async () => {
    const sell = await post('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: -3 });
    expect(sell.body).toEqual(market.calcTradeAvg('tBTCUSD', -3));
    const limited = await post('/v2/calc/trade/avg?symbol=tBTCUSD&amount=100&price_limit=50003');
    expect(limited.body).toEqual(market.calcTradeAvg('tBTCUSD', 100, 50003));
    expect((limited.body as number[])[1]).toBeLessThan(100);
  });

  it('answers funding averages with period and rate_limit', async () => {
    const res = await post('/v2/calc/trade/avg', { symbol: 'fUSD', amount: 1000, period: 30, rate_limit: '0.01' });
    expect(res.body).toEqual(market.calcTradeAvg('fUSD', 1000, 0.01, 30));
  });

  it('refuses bad parameters, naming them', async () => {
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tBTCUSD' }, 'amount: invalid');
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: 0 }, 'amount: invalid');
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: 'lots' }, 'amount: invalid');
    await expectInvalid('/v2/calc/trade/avg', { amount: 1 }, 'symbol: invalid');
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tNOPEUSD', amount: 1 }, 'symbol: invalid');
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'fUSD', amount: 1, period: 1 }, 'period: invalid');
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: 1, period: 30 }, 'period: invalid');
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: 1, price_limit: -1 }, 'price_limit: invalid');
    await expectInvalid('/v2/calc/trade/avg', [1, 2], 'body: invalid');
    await expectInvalid('/v2/calc/trade/avg', 'tBTCUSD', 'body: invalid');
  });

  it("passes the market's own refusal through", async () => {
    // A limit below every ask fills nothing: the market answers 'amount: invalid'.
    await expectInvalid('/v2/calc/trade/avg', { symbol: 'tBTCUSD', amount: 1, price_limit: 1 }, 'amount: invalid');
  });
});

describe('calc/fx', () => {
  it('answers [RATE]', async () => {
    expect(await post('/v2/calc/fx', { ccy1: 'BTC', ccy2: 'USD' })).toEqual({ status: 200, body: [market.fxRate('BTC', 'USD')] });
    expect(await post('/v2/calc/fx', { ccy1: 'ETH', ccy2: 'BTC', fiat_fx: 0 })).toEqual({
      status: 200,
      body: [market.fxRate('ETH', 'BTC')],
    });
    expect(await post('/v2/calc/fx', { ccy1: 'EUR', ccy2: 'USD', fiat_fx: true })).toEqual({ status: 200, body: [1.25] });
  });

  it('names the currency that has no rate', async () => {
    await expectInvalid('/v2/calc/fx', { ccy1: 'XYZ', ccy2: 'USD' }, 'ccy1: invalid');
    await expectInvalid('/v2/calc/fx', { ccy1: 'BTC', ccy2: 'XYZ' }, 'ccy2: invalid');
    await expectInvalid('/v2/calc/fx', { ccy1: 'BTC' }, 'ccy2: invalid');
    await expectInvalid('/v2/calc/fx', { ccy1: 'B-T-C', ccy2: 'USD' }, 'ccy1: invalid');
    await expectInvalid('/v2/calc/fx', { ccy1: 'BTC', ccy2: 'USD', fiat_fx: 'yes' }, 'fiat_fx: invalid');
    await expectInvalid('/v2/calc/fx', undefined, 'ccy1: invalid');
  });
});

describe('calc/fx/batch', () => {
  it('answers the rates in the order asked, times amount, null where there is none', async () => {
    const res = await post('/v2/calc/fx/batch', {
      pairs: [
        { ccy1: 'BTC', ccy2: 'USD', amount: 1, fiat_fx: 1 },
        { ccy1: 'XYZ', ccy2: 'USD', amount: 1, fiat_fx: 0 },
        { ccy1: 'ETH', ccy2: 'USD', amount: 2, fiat_fx: 0 },
        { ccy1: 'USD', ccy2: 'EUR' },
      ],
    });
    expect(res).toEqual({ status: 200, body: [50_000, null, 5_000, 0.8] });
  });

  it('refuses a missing, empty or oversized list and bad entries', async () => {
    await expectInvalid('/v2/calc/fx/batch', undefined, 'pairs: invalid');
    await expectInvalid('/v2/calc/fx/batch', { pairs: [] }, 'pairs: invalid');
    await expectInvalid(
      '/v2/calc/fx/batch',
      { pairs: Array.from({ length: 201 }, () => ({ ccy1: 'BTC', ccy2: 'USD' })) },
      'pairs: invalid',
    );
    await expectInvalid('/v2/calc/fx/batch', { pairs: [{ ccy1: 'BTC' }] }, 'pairs: invalid');
    await expectInvalid('/v2/calc/fx/batch', { pairs: [{ ccy1: 'BTC', ccy2: 'USD', amount: -1 }] }, 'pairs: invalid');
    await expectInvalid('/v2/calc/fx/batch', [{ ccy1: 'BTC', ccy2: 'USD' }], 'body: invalid');
  });
});
