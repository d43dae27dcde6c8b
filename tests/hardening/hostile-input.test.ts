// Findings 1 and 2 of the hardening issue: one deeply nested frame used to stop the exchange (its
// echo overflowed JSON.stringify outside the gateway's guard), and one order with a deeply nested
// meta used to poison every later save. Each is refused alone now, and trading goes on.
import { describe, expect, it } from 'vitest';
import { deepArray, deepObject, isEvent, openSocket, signed, startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

/** A limit buy far below the market, then its cancel: what every other user must still be able to do. */
async function placeAndCancel(): Promise<void> {
  const placed = await signed(rig.exchange, 'v2/auth/w/order/submit', {
    type: 'EXCHANGE LIMIT',
    symbol: 'tBTCUSD',
    amount: '0.001',
    price: '1000',
  });
  expect(placed.status).toBe(200);
  const n = placed.body as unknown[];
  expect(n[6]).toBe('SUCCESS');
  const order = (n[4] as unknown[][])[0] as unknown[];
  const cancelled = await signed(rig.exchange, 'v2/auth/w/order/cancel', { id: order[0] });
  expect((cancelled.body as unknown[])[6]).toBe('SUCCESS');
}

describe('hostile input', () => {
  it('refuses WebSocket frames nested thousands deep, in every request shape, and stays up', async () => {
    const deep = deepArray(4500);
    const shapes = [
      deep,
      `{"event":"subscribe","channel":"book","symbol":${deep}}`,
      `{"event":${deep}}`,
      `{"event":"conf","flags":${deepObject(2200)}}`,
      `{"event":"auth","apiKey":${deep},"authSig":"x","authPayload":"x","authNonce":"1"}`,
      `{"event":"ping","cid":${deep}}`,
      `{"event":"unsubscribe","chanId":${deep}}`,
      `[0,"on",null,${deepObject(2200)}]`,
      `{"event":"nope","x":${deep}}`,
      `{${'"a":{'.repeat(2200)}}${'}'.repeat(2200)}`,
    ];
    // Each under the gateway's 14 KiB frame limit (a larger frame is closed with 1009 by ws itself).
    for (const frame of shapes) {
      expect(frame.length).toBeLessThan(14_336);
      const s = await openSocket(rig.exchange);
      s.ws.send(frame);
      const err = (await s.next(isEvent('error'))) as { msg: string; code: number };
      expect(err.msg).toMatch(/nested too deep|invalid/);
      // The same socket still answers.
      s.ws.send(JSON.stringify({ event: 'ping', cid: 7 }));
      await expect(s.next(isEvent('pong'))).resolves.toMatchObject({ cid: 7 });
      s.ws.close();
    }
    const fresh = await openSocket(rig.exchange);
    await expect(fresh.next(isEvent('info'))).resolves.toMatchObject({ version: 2 });
    fresh.ws.close();
  });

  it('refuses a deeply nested REST body before parsing it', async () => {
    const body = `{"type":"EXCHANGE LIMIT","symbol":"tBTCUSD","amount":"0.001","price":"1000","meta":${deepObject(5000)}}`;
    const r = await signed(rig.exchange, 'v2/auth/w/order/submit', body);
    expect(r.status).toBe(500);
    expect(r.body).toEqual(['error', 10020, 'body: nested too deep (at most 64 levels)']);
    await placeAndCancel();
  });

  it('refuses an order whose meta holds more than plain values, and every user keeps trading', async () => {
    for (const meta of [{ aff_code: { a: { b: { c: 1 } } } }, { make_visible: [1, [2, [3]]] }, { aff_code: 'x'.repeat(5000) }]) {
      const r = await signed(rig.exchange, 'v2/auth/w/order/submit', {
        type: 'EXCHANGE LIMIT',
        symbol: 'tBTCUSD',
        amount: '0.001',
        price: '1000',
        meta,
      });
      expect(r.body).toEqual(['error', 10020, 'meta: invalid']);
    }
    // A documented meta key with a plain value still travels.
    const ok = await signed(rig.exchange, 'v2/auth/w/order/submit', {
      type: 'EXCHANGE LIMIT',
      symbol: 'tBTCUSD',
      amount: '0.001',
      price: '1000',
      meta: { aff_code: 'abc' },
    });
    expect((ok.body as unknown[])[6]).toBe('SUCCESS');
    await placeAndCancel();
  });

  it('refuses a settings value nested too deep, and keeps the others', async () => {
    const deep = JSON.parse(deepObject(60)) as unknown;
    const tooDeep = { 'api:deep': JSON.parse(deepArray(100)) as unknown };
    const r = await signed(rig.exchange, 'v2/auth/w/settings/set', { settings: tooDeep });
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).toMatch(/nested too deep/);
    const fine = await signed(rig.exchange, 'v2/auth/w/settings/set', { settings: { 'api:fine': deep } });
    expect(fine.status).toBe(200);
    const read = await signed(rig.exchange, 'v2/auth/r/settings', { keys: ['api:fine', 'api:deep'] });
    expect(read.body).toEqual([['api:fine', deep]]);
  });
});
