// Control-plane events (PROTOCOL §1.2–1.7, §3.1–3.2) and public subscriptions.
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  authFailedEvent,
  authOkEvent,
  confEvent,
  errorEvent,
  infoEvent,
  isAuthEvent,
  isAuthOk,
  isAuthRequest,
  isConfEvent,
  isConfRequest,
  isInfoEvent,
  isSubscribedEvent,
  parseCaps,
  parseClientEvent,
  parseServerEvent,
  parseSubscribeRequest,
  pongEvent,
  subscribeRequest,
  subscribedEvent,
  subscriptionKey,
  subscriptionOfEvent,
  unsubscribedEvent,
  type Subscription,
} from '../../src/protocol';

describe('server events as real servers send them', () => {
  it.each([
    ['info', { event: 'info', version: 2, serverId: '64aa234a-b16b-4dd5-9ea7-1f6f0ad67c45', platform: { status: 1 } }],
    ['info code', { event: 'info', code: 20051, msg: 'Stop/Restart Websocket Server (please reconnect)' }],
    ['conf', { event: 'conf', status: 'OK', flags: 131072 }],
    ['pong', { event: 'pong', ts: 1511545528111, cid: 1234 }],
    [
      'subscribed',
      { event: 'subscribed', channel: 'book', chanId: 17082, symbol: 'tBTCUSD', prec: 'P0', freq: 'F0', len: '25', pair: 'BTCUSD' },
    ],
    ['unsubscribed', { event: 'unsubscribed', status: 'OK', chanId: 17082 }],
    ['error', { channel: 'ticker', symbol: 'tLTCUSD', event: 'error', msg: 'subscribe: dup', code: 10301, pair: 'LTCUSD' }],
    ['auth ok', { event: 'auth', status: 'OK', chanId: 0, userId: 254278, auth_id: 'a7349896', caps: { orders: { read: 1, write: 0 } } }],
    ['auth failed', { event: 'auth', status: 'FAILED', chanId: 0, code: 10114, msg: 'nonce: small' }],
  ])('%s is recognised', (_, e) => {
    expect(parseServerEvent(e)).toBe(e);
  });

  it('refuses garbage and client requests', () => {
    for (const bad of [null, 'info', [], { event: 1 }, { event: 'pong', ts: 'x' }, { event: 'subscribed', chanId: '1' }]) {
      expect(parseServerEvent(bad)).toBeUndefined();
    }
    expect(isConfEvent({ event: 'conf', flags: 8 })).toBe(false);
    expect(isAuthEvent({ event: 'auth', apiKey: 'k' })).toBe(false);
  });

  it('auth: anything but "OK" fails; caps as object or JSON string', () => {
    expect(isAuthOk({ event: 'auth', status: 'FAIL', chanId: 0 })).toBe(false);
    expect(isAuthOk({ event: 'auth', status: 'OK', chanId: 0 })).toBe(true);
    const caps = { orders: { read: 1, write: 1 }, wallets: { read: 1, write: 0 } };
    expect(parseCaps(caps)).toEqual(caps);
    expect(parseCaps(JSON.stringify(caps))).toEqual(caps);
    expect(parseCaps('{oops')).toBeUndefined();
    expect(parseCaps({ orders: 1 })).toBeUndefined();
  });
});

describe('client requests', () => {
  it('recognises conf, ping, subscribe, unsubscribe and auth (token and key forms)', () => {
    for (const e of [
      { event: 'conf', flags: 131072 },
      { event: 'ping', cid: 1 },
      { event: 'ping' },
      { event: 'subscribe', channel: 'candles', key: 'trade:1m:tBTCUSD' },
      { event: 'unsubscribe', chanId: 12 },
      { event: 'auth', token: 'tok', dms: 0, calc: 0 },
      {
        event: 'auth',
        apiKey: 'k',
        authSig: 'ab',
        authNonce: '1712345678901234',
        authPayload: 'AUTH1712345678901234',
        filter: ['trading'],
      },
    ])
      expect(parseClientEvent(e)).toBe(e);
    expect(isConfRequest({ event: 'conf', status: 'OK', flags: 1 })).toBe(false);
    expect(isAuthRequest({ event: 'auth', filter: 'trading' })).toBe(false);
    expect(parseClientEvent({ event: 'unsubscribe', chanId: 'x' })).toBeUndefined();
  });
});

describe('builders', () => {
  it('produce the documented shapes', () => {
    expect(infoEvent('uuid')).toEqual({ event: 'info', version: 2, serverId: 'uuid', platform: { status: 1 } });
    expect(isInfoEvent(infoEvent('uuid', 0))).toBe(true);
    expect(confEvent(131072)).toEqual({ event: 'conf', status: 'OK', flags: 131072 });
    expect(pongEvent(5, 1234)).toEqual({ event: 'pong', ts: 5, cid: 1234 });
    expect(pongEvent(5)).toEqual({ event: 'pong', ts: 5 });
    expect(unsubscribedEvent(7)).toEqual({ event: 'unsubscribed', status: 'OK', chanId: 7 });
    expect(errorEvent(10301, 'subscribe: dup', { event: 'subscribe', channel: 'ticker', symbol: 'tLTCUSD' })).toEqual({
      event: 'error',
      channel: 'ticker',
      symbol: 'tLTCUSD',
      msg: 'subscribe: dup',
      code: 10301,
    });
    expect(authOkEvent(1, 'id', { orders: { read: 1, write: 1 } }, { dms: 4 })).toMatchObject({
      status: 'OK',
      chanId: 0,
      userId: 1,
      auth_id: 'id',
      dms: 4,
    });
    expect(authFailedEvent(10114, 'nonce: small')).toEqual({
      event: 'auth',
      status: 'FAILED',
      chanId: 0,
      code: 10114,
      msg: 'nonce: small',
    });
  });
});

describe('subscribe requests', () => {
  it('fills book defaults and echoes everything the request sent, subId included', () => {
    const request = { event: 'subscribe', channel: 'book', symbol: 'tETHUSD', prec: 'R0', subId: 123 };
    const parsed = parseSubscribeRequest(request);
    expect(parsed).toEqual({ ok: true, value: { channel: 'book', symbol: 'tETHUSD', prec: 'R0', freq: 'F0', len: '25', subId: 123 } });
    if (!parsed.ok) return;
    expect(subscribedEvent(parsed.value, 10092, request)).toEqual({
      event: 'subscribed',
      channel: 'book',
      chanId: 10092,
      symbol: 'tETHUSD',
      prec: 'R0',
      freq: 'F0',
      len: '25',
      subId: 123,
      pair: 'ETHUSD',
    });
  });

  it('echoes currency for funding, key for candles and status; len as a string', () => {
    const book = parseSubscribeRequest({ event: 'subscribe', channel: 'book', symbol: 'fUSD', len: 100 });
    expect(book.ok && subscribedEvent(book.value, 4)).toMatchObject({ currency: 'USD', len: '100' });
    const ticker = parseSubscribeRequest({ event: 'subscribe', channel: 'ticker', symbol: 'fUSD' });
    expect(ticker.ok && subscribedEvent(ticker.value, 232591)).toEqual({
      event: 'subscribed',
      channel: 'ticker',
      chanId: 232591,
      symbol: 'fUSD',
      currency: 'USD',
    });
    const status = parseSubscribeRequest({ event: 'subscribe', channel: 'status', key: 'deriv:tBTCF0:USTF0' });
    expect(status.ok && subscribedEvent(status.value, 335856)).toEqual({
      event: 'subscribed',
      channel: 'status',
      chanId: 335856,
      key: 'deriv:tBTCF0:USTF0',
    });
  });

  it('accepts the legacy pair field', () => {
    expect(parseSubscribeRequest({ event: 'subscribe', channel: 'trades', pair: 'BTCUSD' })).toEqual({
      ok: true,
      value: { channel: 'trades', symbol: 'tBTCUSD' },
    });
  });

  it.each([
    [{ channel: 'nope', symbol: 'tBTCUSD' }, ErrorCode.SUB_UNK],
    [{ channel: 'book', symbol: 'LSKBTC' }, ErrorCode.SUB_FAIL],
    [{ channel: 'book', symbol: 'tBTCUSD', prec: 'P9' }, ErrorCode.BOOK_PREC],
    [{ channel: 'book', symbol: 'tBTCUSD', len: '26' }, ErrorCode.BOOK_LEN],
    [{ channel: 'book', symbol: 'tBTCUSD', freq: 'F3' }, ErrorCode.PARAMS],
    [{ channel: 'candles', key: 'trade:2m:tBTCUSD' }, ErrorCode.SUB_FAIL],
    [{ channel: 'status', key: 'deriv:fUSD' }, ErrorCode.SUB_FAIL],
    [{ channel: 'ticker' }, ErrorCode.SUB_FAIL],
  ])('refuses %o with %i', (fields, code) => {
    const r = parseSubscribeRequest({ event: 'subscribe', ...fields });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(code);
  });

  it('round-trips through the client request and the subscribed event', () => {
    const subs: Subscription[] = [
      { channel: 'book', symbol: 'tBTCF0:USTF0', prec: 'P2', freq: 'F1', len: '100', subId: 'x' },
      { channel: 'trades', symbol: 'fUSD' },
      { channel: 'candles', key: 'trade:1m:fUSD:a30:p2:p30' },
    ];
    for (const sub of subs) {
      const parsed = parseSubscribeRequest(subscribeRequest(sub));
      expect(parsed).toEqual({ ok: true, value: sub });
      const e = subscribedEvent(sub, 9, subscribeRequest(sub));
      expect(isSubscribedEvent(e)).toBe(true);
      expect(subscriptionOfEvent(e)).toEqual(sub);
    }
    expect(subscriptionKey(subs[0]!)).toBe(subscriptionKey({ ...subs[0], subId: 'other' } as Subscription));
    expect(subscriptionKey(subs[0]!)).not.toBe(subscriptionKey({ ...subs[0], prec: 'P0' } as Subscription));
  });
});
