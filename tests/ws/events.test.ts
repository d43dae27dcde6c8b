// Connection-level protocol: info, ping/pong, conf, auth without accounts, and every kind of
// bad input answered with an error event (never a crash).
import { describe, expect, it } from 'vitest';
import { ConfFlag } from '../../src/protocol/flags';
import { startHarness } from './harness';
import { isChannel, isEvent } from './ws-client';
import { wholeFile } from '../lifecycle';

const h = wholeFile(() => startHarness());

describe('connection events', () => {
  it('greets with info version 2, a uuid serverId and the platform status', async () => {
    const c = await h.connect();
    const info = await c.event('info');
    expect(info).toEqual({
      event: 'info',
      version: 2,
      serverId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      platform: { status: 1 },
    });
    h.market.status = 0;
    const c2 = await h.connect();
    expect((await c2.event('info')).platform).toEqual({ status: 0 });
    h.market.status = 1;
    const c3 = await h.connect();
    expect((await c3.event('info')).serverId).toBe(info.serverId);
  });

  it('answers ping with pong, ts and the echoed cid', async () => {
    const c = await h.client();
    const before = Date.now();
    const pong = await c.request({ event: 'ping', cid: 1234 }, 'pong');
    expect(pong).toEqual({ event: 'pong', ts: expect.any(Number), cid: 1234 });
    expect(pong.ts as number).toBeGreaterThanOrEqual(before);
    const bare = await c.request({ event: 'ping' }, 'pong');
    expect(Object.keys(bare).sort()).toEqual(['event', 'ts']);
  });

  it('conf replaces the whole flag set and echoes it', async () => {
    const c = await h.client();
    expect(await c.request({ event: 'conf', flags: ConfFlag.CHECKSUM + ConfFlag.SEQ_ALL }, 'conf')).toEqual({
      event: 'conf',
      status: 'OK',
      flags: ConfFlag.CHECKSUM + ConfFlag.SEQ_ALL,
    });
    // The second conf drops SEQ_ALL: a book snapshot then carries no sequence number.
    await c.request({ event: 'conf', flags: ConfFlag.CHECKSUM }, 'conf');
    const sub = await c.request({ event: 'subscribe', channel: 'book', symbol: 'tBTCUSD' }, 'subscribed');
    const snapshot = await c.take<unknown[]>((f) => isChannel(f, sub.chanId as number));
    expect(snapshot).toHaveLength(2);
    const cs = await c.take<unknown[]>((f) => isChannel(f, sub.chanId as number));
    expect(cs).toEqual([sub.chanId, 'cs', expect.any(Number)]);
  });

  it('refuses conf flags that are not a non-negative integer, echoing the request', async () => {
    const c = await h.client();
    for (const flags of ['65536', -1, 1.5, null, { a: 1 }]) {
      expect(await c.request({ event: 'conf', flags }, 'error')).toEqual({ event: 'error', flags, code: 10020, msg: 'flags: invalid' });
    }
    expect(await c.request({ event: 'conf' }, 'error')).toMatchObject({ code: 10020 });
  });

  it('answers auth with FAILED 10100 when no account module is plugged in', async () => {
    const c = await h.client();
    expect(await c.request({ event: 'auth', apiKey: 'x', authSig: 'y', authNonce: 1, authPayload: 'AUTH1' }, 'auth')).toEqual({
      event: 'auth',
      status: 'FAILED',
      chanId: 0,
      code: 10100,
      msg: 'apikey: invalid',
    });
  });
});

describe('bad input', () => {
  it('non-JSON, non-object JSON and unknown events get 10000', async () => {
    const c = await h.client();
    for (const text of ['hello', '{"event":', '42', '"str"', 'null', 'true']) {
      c.send(text);
      expect(await c.event('error')).toMatchObject({ code: 10000 });
    }
    expect(await c.request({ event: 'dance', step: 2 }, 'error')).toEqual({ event: 'error', step: 2, code: 10000, msg: 'event: unknown' });
    expect(await c.request({ event: 'constructor' }, 'error')).toMatchObject({ code: 10000 });
    expect(await c.request({ event: '__proto__' }, 'error')).toMatchObject({ code: 10000 });
  });

  it('objects without a string event get 10020 with the request echoed', async () => {
    const c = await h.client();
    expect(await c.request({ channel: 'book' }, 'error')).toEqual({ event: 'error', channel: 'book', code: 10020, msg: 'event: invalid' });
    c.send({ event: 7 });
    expect(await c.event('error')).toMatchObject({ code: 10020 });
  });

  it('channel-0 arrays before auth and arrays on other channels are refused', async () => {
    const c = await h.client();
    c.send([0, 'on', null, { type: 'LIMIT', symbol: 'tBTCUSD', amount: '1', price: '1' }]);
    expect(await c.event('error')).toMatchObject({ code: 10100 });
    c.send([5, 'x']);
    expect(await c.event('error')).toMatchObject({ code: 10000 });
    c.send(['a']);
    expect(await c.event('error')).toMatchObject({ code: 10000 });
    c.send([]);
    expect(await c.event('error')).toMatchObject({ code: 10000 });
    // Still usable.
    expect(await c.request({ event: 'ping', cid: 9 }, 'pong')).toMatchObject({ cid: 9 });
  });

  it('never sends anything but events and arrays', async () => {
    const c = await h.client();
    c.send('][');
    await c.sync();
    expect(c.inbox.every((f) => isEvent(f) || isChannel(f))).toBe(true);
  });
});
