// trades, ticker, candles and status channels; heartbeats; SEQ_ALL and TIMESTAMP framing; no
// market listener survives an unsubscribe or a closed socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfFlag } from '../../src/protocol/flags';
import { type Harness, startHarness } from './harness';
import { type Frame, isChannel } from './ws-client';

const HB_MS = 200;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ heartbeatMs: HB_MS });
  h.market.step(3000); // some trade history
});
afterAll(async () => {
  await h.close();
});

const on = (chanId: unknown) => (f: Frame) => isChannel(f) && f[0] === chanId && f[1] !== 'hb';
const subscribe = (fields: Record<string, unknown>) => ({ event: 'subscribe', ...fields });

describe('public channels', () => {
  it('trades: newest-first snapshot of 30, then te followed by tu', async () => {
    const c = await h.client();
    const ack = await c.request(subscribe({ channel: 'trades', symbol: 'tBTCUSD' }), 'subscribed');
    const [, rows] = await c.take<[number, number[][]]>(on(ack.chanId));
    expect(rows).toHaveLength(30);
    expect(rows).toEqual(h.market.trades('tBTCUSD', { limit: 30, sort: -1 }));
    expect(rows[0]![1]).toBeGreaterThanOrEqual(rows[29]![1]!);
    expect(rows.every((r) => r.length === 4)).toBe(true);
    const row = [999_001, Date.now(), -0.25, 60_001];
    h.market.emitTrade('tBTCUSD', row);
    h.market.emitTrade('tETHUSD', [999_002, Date.now(), 1, 3000]);
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, 'te', row]);
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, 'tu', row]);
    await c.sync();
    expect(c.inbox.filter(on(ack.chanId))).toEqual([]);
  });

  it('funding trades: fte then ftu with [ID, MTS, AMOUNT, RATE, PERIOD]', async () => {
    const c = await h.client();
    const ack = await c.request(subscribe({ channel: 'trades', symbol: 'fUSD' }), 'subscribed');
    const [, rows] = await c.take<[number, number[][]]>(on(ack.chanId));
    expect(rows.every((r) => r.length === 5)).toBe(true);
    const row = [999_003, Date.now(), 100, 0.0002, 30];
    h.market.emitTrade('fUSD', row);
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, 'fte', row]);
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, 'ftu', row]);
  });

  it('ticker: current fields, then each change', async () => {
    const c = await h.client();
    const ack = await c.request(subscribe({ channel: 'ticker', symbol: 'tETHUSD' }), 'subscribed');
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, h.market.ticker('tETHUSD')]);
    const fAck = await c.request(subscribe({ channel: 'ticker', symbol: 'fUSD' }), 'subscribed');
    const [, fields] = await c.take<[number, unknown[]]>(on(fAck.chanId));
    expect(fields).toHaveLength(16);
    h.market.step(50);
    h.market.emitTicker('tETHUSD');
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, h.market.ticker('tETHUSD')]);
  });

  it('candles: 240 newest rows, then updates; 1W also hears 7D', async () => {
    const c = await h.client();
    const ack = await c.request(subscribe({ channel: 'candles', key: 'trade:1m:tBTCUSD' }), 'subscribed');
    const [, rows] = await c.take<[number, number[][]]>(on(ack.chanId));
    expect(rows).toHaveLength(240);
    expect(rows[0]![0]).toBeGreaterThan(rows[1]![0]!);
    const row = [Date.now() - (Date.now() % 60_000), 1, 2, 3, 0.5, 10];
    h.market.emitCandle('trade:1m:tBTCUSD', row);
    h.market.emitCandle('trade:5m:tBTCUSD', [1, 1, 1, 1, 1, 1]);
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, row]);
    const week = await c.request(subscribe({ channel: 'candles', key: 'trade:1W:tBTCUSD' }), 'subscribed');
    await c.take(on(week.chanId));
    h.market.emitCandle('trade:7D:tBTCUSD', row);
    expect(await c.take(on(week.chanId))).toEqual([week.chanId, row]);
    await c.sync();
    expect(c.inbox.filter(on(ack.chanId))).toEqual([]);
  });

  it('status: deriv snapshot and updates; liquidations as [["pos", …]]', async () => {
    const c = await h.client();
    const ack = await c.request(subscribe({ channel: 'status', key: 'deriv:tBTCF0:USTF0' }), 'subscribed');
    const [, row] = await c.take<[number, unknown[]]>(on(ack.chanId));
    expect(row).toHaveLength(23);
    expect(row[2]).toBe(60_010);
    const next = [...row];
    next[0] = Date.now();
    h.market.emitStatus('deriv:tBTCF0:USTF0', next as Array<number | null>);
    expect(await c.take(on(ack.chanId))).toEqual([ack.chanId, next]);
    const liq = await c.request(subscribe({ channel: 'status', key: 'liq:global' }), 'subscribed');
    const pos = ['pos', 1, Date.now(), null, 'tBTCF0:USTF0', -1, 60_000, null, 1, 0, null, 59_000];
    h.market.emitStatus('liq:global', pos);
    expect(await c.take(on(liq.chanId))).toEqual([liq.chanId, [pos]]);
  });

  it('sends [chanId,"hb"] on a channel idle for heartbeatMs', async () => {
    const c = await h.client();
    const ack = await c.request(subscribe({ channel: 'status', key: 'liq:global' }), 'subscribed');
    const started = Date.now();
    expect(await c.take((f) => isChannel(f, ack.chanId as number) && f[1] === 'hb', HB_MS * 10)).toEqual([ack.chanId, 'hb']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HB_MS - 20);
    // Traffic postpones the next heartbeat.
    await new Promise((r) => setTimeout(r, HB_MS / 2));
    h.market.emitStatus('liq:global', ['pos', 2]);
    const sentAt = Date.now();
    await c.take(on(ack.chanId));
    await c.take((f) => isChannel(f, ack.chanId as number) && f[1] === 'hb', HB_MS * 10);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(HB_MS - 20);
  });

  it('SEQ_ALL: one counter across channels, hb included, last element; TIMESTAMP before it', async () => {
    const c = await h.client();
    await c.request({ event: 'conf', flags: ConfFlag.SEQ_ALL | ConfFlag.TIMESTAMP }, 'conf');
    const a = await c.request(subscribe({ channel: 'status', key: 'liq:global' }), 'subscribed');
    const b = await c.request(subscribe({ channel: 'ticker', symbol: 'tBTCUSD' }), 'subscribed');
    await c.take((f) => isChannel(f, a.chanId as number) && f[1] === 'hb', HB_MS * 10);
    h.market.emitTicker('tBTCUSD');
    h.market.emitStatus('liq:global', ['pos', 3]);
    await c.sync();
    const arrays = c.all.filter((f): f is unknown[] => isChannel(f));
    expect(arrays.length).toBeGreaterThanOrEqual(4);
    expect(arrays.map((f) => f[f.length - 1])).toEqual(arrays.map((_, i) => i + 1));
    for (const f of arrays) {
      const ts = f[f.length - 2] as number;
      expect(Math.abs(Date.now() - ts)).toBeLessThan(10_000);
    }
    expect(arrays.some((f) => f[0] === a.chanId && f[1] === 'hb' && f.length === 4)).toBe(true);
    expect(arrays.some((f) => f[0] === b.chanId && Array.isArray(f[1]) && f.length === 4)).toBe(true);
  });

  it('leaves no market listener behind after unsubscribe or close', async () => {
    const before = h.market.listenerCounts();
    const c = await h.client();
    const acks = [];
    for (const s of [
      { channel: 'book', symbol: 'tBTCUSD', prec: 'R0', freq: 'F1' },
      { channel: 'trades', symbol: 'tBTCUSD' },
      { channel: 'ticker', symbol: 'tBTCUSD' },
      { channel: 'candles', key: 'trade:7D:tBTCUSD' },
      { channel: 'status', key: 'deriv:tBTCF0:USTF0' },
    ])
      acks.push(await c.request(subscribe(s), 'subscribed'));
    const during = h.market.listenerCounts();
    expect(Object.values(during).every((n) => n >= 1)).toBe(true);
    for (const ack of acks) await c.request({ event: 'unsubscribe', chanId: ack.chanId }, 'unsubscribed');
    expect(h.market.listenerCounts()).toEqual(before);
    const d = await h.client();
    for (const s of [
      { channel: 'book', symbol: 'fUSD' },
      { channel: 'trades', symbol: 'fUSD' },
    ])
      await d.request(subscribe(s), 'subscribed');
    await d.close();
    for (let i = 0; i < 50 && JSON.stringify(h.market.listenerCounts()) !== JSON.stringify(before); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(h.market.listenerCounts()).toEqual(before);
  });
});
