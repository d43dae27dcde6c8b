// subscribe / unsubscribe: the full echo of every channel, and every error code with the
// request echoed.
import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';
import { isChannel } from './ws-client';
import { wholeFile } from '../lifecycle';

const h = wholeFile(() => startHarness());

const sub = (fields: Record<string, unknown>) => ({ event: 'subscribe', ...fields });

describe('subscribed echo', () => {
  it('book: defaults P0/F0/"25" as strings, pair derived, chanId positive', async () => {
    const c = await h.client();
    const ack = await c.request(sub({ channel: 'book', symbol: 'tBTCUSD' }), 'subscribed');
    expect(ack).toEqual({
      event: 'subscribed',
      channel: 'book',
      chanId: expect.any(Number),
      symbol: 'tBTCUSD',
      pair: 'BTCUSD',
      prec: 'P0',
      freq: 'F0',
      len: '25',
    });
    expect(ack.chanId as number).toBeGreaterThan(0);
  });

  it('book: subId, explicit params, numeric len, funding currency', async () => {
    const c = await h.client();
    expect(
      await c.request(sub({ channel: 'book', symbol: 'tETHUSD', prec: 'R0', len: 100, freq: 'F1', subId: 123 }), 'subscribed'),
    ).toEqual({
      event: 'subscribed',
      channel: 'book',
      chanId: expect.any(Number),
      symbol: 'tETHUSD',
      pair: 'ETHUSD',
      prec: 'R0',
      freq: 'F1',
      len: '100',
      subId: 123,
    });
    expect(await c.request(sub({ channel: 'book', symbol: 'fUSD', subId: 'abc' }), 'subscribed')).toMatchObject({
      symbol: 'fUSD',
      currency: 'USD',
      subId: 'abc',
      prec: 'P0',
      len: '25',
    });
  });

  it('legacy pair instead of symbol', async () => {
    const c = await h.client();
    expect(await c.request(sub({ channel: 'trades', pair: 'BTCUSD' }), 'subscribed')).toEqual({
      event: 'subscribed',
      channel: 'trades',
      chanId: expect.any(Number),
      symbol: 'tBTCUSD',
      pair: 'BTCUSD',
    });
  });

  it('trades, ticker, candles and status', async () => {
    const c = await h.client();
    expect(await c.request(sub({ channel: 'ticker', symbol: 'fUSD' }), 'subscribed')).toEqual({
      event: 'subscribed',
      channel: 'ticker',
      chanId: expect.any(Number),
      symbol: 'fUSD',
      currency: 'USD',
    });
    expect(await c.request(sub({ channel: 'trades', symbol: 'tBTCF0:USTF0' }), 'subscribed')).toMatchObject({ pair: 'BTCF0:USTF0' });
    expect(await c.request(sub({ channel: 'candles', key: 'trade:1m:tBTCUSD' }), 'subscribed')).toEqual({
      event: 'subscribed',
      channel: 'candles',
      chanId: expect.any(Number),
      key: 'trade:1m:tBTCUSD',
    });
    expect(await c.request(sub({ channel: 'candles', key: 'trade:1W:tBTCUSD', subId: 7 }), 'subscribed')).toMatchObject({
      key: 'trade:1W:tBTCUSD',
      subId: 7,
    });
    expect(await c.request(sub({ channel: 'candles', key: 'trade:1h:fUSD:p30' }), 'subscribed')).toMatchObject({
      key: 'trade:1h:fUSD:p30',
    });
    expect(await c.request(sub({ channel: 'status', key: 'deriv:tBTCF0:USTF0' }), 'subscribed')).toEqual({
      event: 'subscribed',
      channel: 'status',
      chanId: expect.any(Number),
      key: 'deriv:tBTCF0:USTF0',
    });
    expect(await c.request(sub({ channel: 'status', key: 'liq:global' }), 'subscribed')).toMatchObject({ key: 'liq:global' });
  });

  it('chanIds are unique on a connection and never reused after unsubscribe', async () => {
    const c = await h.client();
    const ids = new Set<number>();
    for (const symbol of ['tBTCUSD', 'tETHUSD', 'fUSD']) {
      const a = await c.request(sub({ channel: 'ticker', symbol }), 'subscribed');
      ids.add(a.chanId as number);
      expect(await c.request({ event: 'unsubscribe', chanId: a.chanId }, 'unsubscribed')).toEqual({
        event: 'unsubscribed',
        status: 'OK',
        chanId: a.chanId,
      });
      const b = await c.request(sub({ channel: 'ticker', symbol }), 'subscribed');
      ids.add(b.chanId as number);
    }
    expect(ids.size).toBe(6);
  });
});

describe('subscribe errors echo the request', () => {
  it('10300 invalid symbol (pair derived by dropping the first character)', async () => {
    const c = await h.client();
    const req = sub({ channel: 'book', symbol: 'LSKBTC', prec: 'P0', len: '100' });
    expect(await c.request(req, 'error')).toEqual({ ...req, event: 'error', pair: 'SKBTC', msg: 'symbol: invalid', code: 10300 });
    expect(await c.request(sub({ channel: 'trades', symbol: 42 }), 'error')).toMatchObject({ code: 10300, symbol: 42 });
    expect(await c.request(sub({ channel: 'ticker' }), 'error')).toMatchObject({ code: 10300, channel: 'ticker' });
    expect(await c.request(sub({ channel: 'candles', key: 'trade:2m:tBTCUSD' }), 'error')).toMatchObject({
      code: 10300,
      key: 'trade:2m:tBTCUSD',
    });
    expect(await c.request(sub({ channel: 'candles', key: 5 }), 'error')).toMatchObject({ code: 10300 });
    expect(await c.request(sub({ channel: 'status', key: 'deriv:tNOPE' }), 'error')).toMatchObject({ code: 10300, key: 'deriv:tNOPE' });
    expect(await c.request(sub({ channel: 'book', symbol: 'tBTCUSD', freq: 'F9' }), 'error')).toMatchObject({ code: 10300 });
  });

  it('10301 dup, with pair echoed', async () => {
    const c = await h.client();
    await c.request(sub({ channel: 'ticker', symbol: 'tLTCUSD'.replace('LTC', 'ETH') }), 'subscribed');
    expect(await c.request(sub({ channel: 'ticker', symbol: 'tETHUSD' }), 'error')).toEqual({
      event: 'error',
      channel: 'ticker',
      symbol: 'tETHUSD',
      pair: 'ETHUSD',
      msg: 'subscribe: dup',
      code: 10301,
    });
    await c.request(sub({ channel: 'book', symbol: 'tETHUSD' }), 'subscribed');
    expect(await c.request(sub({ channel: 'book', symbol: 'tETHUSD', prec: 'P0', len: '25', freq: 'F0' }), 'error')).toMatchObject({
      code: 10301,
    });
    // Another len is another stream.
    await c.request(sub({ channel: 'book', symbol: 'tETHUSD', len: '1' }), 'subscribed');
  });

  it('10302 unknown channel, 10020 channel of the wrong type, 10020 bad subId', async () => {
    const c = await h.client();
    expect(await c.request(sub({ channel: 'orders', symbol: 'tBTCUSD' }), 'error')).toEqual({
      event: 'error',
      channel: 'orders',
      symbol: 'tBTCUSD',
      msg: 'channel: unknown',
      code: 10302,
    });
    expect(await c.request(sub({ channel: 'toString' }), 'error')).toMatchObject({ code: 10302 });
    expect(await c.request(sub({ channel: ['book'] }), 'error')).toMatchObject({ code: 10020 });
    expect(await c.request(sub({ channel: 'ticker', symbol: 'tBTCUSD', subId: { x: 1 } }), 'error')).toMatchObject({
      code: 10020,
      subId: { x: 1 },
    });
  });

  it('10011 bad prec, 10012 bad len', async () => {
    const c = await h.client();
    for (const prec of ['P5', 'p0', 'R1', 0]) {
      expect(await c.request(sub({ channel: 'book', symbol: 'tBTCUSD', prec }), 'error')).toMatchObject({
        code: 10011,
        prec,
        msg: 'prec: invalid',
      });
    }
    for (const len of ['10', 50, '25.0', null, 'abc']) {
      expect(await c.request(sub({ channel: 'book', symbol: 'tBTCUSD', len }), 'error')).toMatchObject({
        code: 10012,
        len,
        msg: 'len: invalid',
      });
    }
  });

  it('10305 past 25 channels', async () => {
    const c = await h.client();
    const symbols = ['tBTCUSD', 'tETHUSD', 'tBTCF0:USTF0', 'fUSD'];
    let n = 0;
    outer: for (const symbol of symbols) {
      for (const prec of ['P0', 'P1', 'P2', 'P3', 'P4', 'R0']) {
        if (n === 25) break outer;
        await c.request(sub({ channel: 'book', symbol, prec, len: '1' }), 'subscribed');
        n++;
      }
    }
    expect(n).toBe(24);
    await c.request(sub({ channel: 'ticker', symbol: 'tETHUSD' }), 'subscribed');
    const req = sub({ channel: 'ticker', symbol: 'tBTCUSD', subId: 'x' });
    expect(await c.request(req, 'error')).toEqual({ ...req, pair: 'BTCUSD', event: 'error', msg: 'subscribe: limit', code: 10305 });
  });

  it('10400 bad chanId, 10401 not subscribed', async () => {
    const c = await h.client();
    expect(await c.request({ event: 'unsubscribe' }, 'error')).toEqual({ event: 'error', msg: 'unsubscribe: invalid', code: 10400 });
    expect(await c.request({ event: 'unsubscribe', chanId: 'x' }, 'error')).toMatchObject({ code: 10400, chanId: 'x' });
    expect(await c.request({ event: 'unsubscribe', chanId: 987654 }, 'error')).toEqual({
      event: 'error',
      chanId: 987654,
      msg: 'unsubscribe: not subscribed',
      code: 10401,
    });
    const a = await c.request(sub({ channel: 'ticker', symbol: 'tBTCUSD' }), 'subscribed');
    await c.request({ event: 'unsubscribe', chanId: a.chanId }, 'unsubscribed');
    expect(await c.request({ event: 'unsubscribe', chanId: a.chanId }, 'error')).toMatchObject({ code: 10401 });
  });

  it('a snapshot the market cannot give ends the channel with 10300 and no listener left', async () => {
    const c = await h.client();
    const before = h.market.listenerCounts().trade;
    const trades = h.market.trades.bind(h.market);
    h.market.trades = () => {
      throw new Error('store unavailable');
    };
    try {
      const ack = await c.request(sub({ channel: 'trades', symbol: 'tETHUSD', subId: 3 }), 'subscribed');
      expect(await c.event('error')).toMatchObject({ code: 10300, msg: 'subscribe: failed', chanId: ack.chanId, subId: 3 });
      expect(await c.request({ event: 'unsubscribe', chanId: ack.chanId }, 'error')).toMatchObject({ code: 10401 });
      expect(h.market.listenerCounts().trade).toBe(before);
    } finally {
      h.market.trades = trades;
    }
    expect(await c.request(sub({ channel: 'trades', symbol: 'tETHUSD' }), 'subscribed')).toMatchObject({ channel: 'trades' });
  });

  it('nothing arrives on a channel after its unsubscribed', async () => {
    const c = await h.client();
    const a = await c.request(sub({ channel: 'book', symbol: 'tBTCUSD', prec: 'R0', len: '250' }), 'subscribed');
    await c.request({ event: 'unsubscribe', chanId: a.chanId }, 'unsubscribed');
    c.inbox.length = 0;
    h.market.step(500);
    await c.sync();
    expect(c.inbox.filter((f) => isChannel(f, a.chanId as number))).toEqual([]);
  });
});
