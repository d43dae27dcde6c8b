// Random and mutated frames thrown at the gateway: every reply is valid JSON of the protocol's
// two shapes, nothing throws, and the connection either stays usable or is closed with a code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';
import { type TestClient, isChannel, isEvent } from './ws-client';
import { wholeFile } from '../lifecycle';

const MAX_PAYLOAD = 4096;
const h = wholeFile(() =>
  startHarness({ maxPayload: MAX_PAYLOAD, inboundRate: { burst: 1_000_000, perSecond: 1_000_000 }, bookBatchMs: 50 }),
);

const VALID: Array<Record<string, unknown>> = [
  { event: 'ping', cid: 1 },
  { event: 'conf', flags: 65536 + 131072 + 32768 + 536870912 },
  { event: 'subscribe', channel: 'book', symbol: 'tBTCUSD', prec: 'R0', len: '25', freq: 'F1' },
  { event: 'subscribe', channel: 'book', symbol: 'fUSD', prec: 'P1', len: '1' },
  { event: 'subscribe', channel: 'trades', symbol: 'tETHUSD' },
  { event: 'subscribe', channel: 'ticker', pair: 'BTCUSD' },
  { event: 'subscribe', channel: 'candles', key: 'trade:1m:tBTCUSD' },
  { event: 'subscribe', channel: 'status', key: 'liq:global' },
  { event: 'unsubscribe', chanId: 1 },
  { event: 'auth', apiKey: 'k', authSig: 's', authNonce: 1, authPayload: 'AUTH1' },
];

const mutated = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(
      fc.tuple(
        fc.constantFrom('event', 'channel', 'symbol', 'pair', 'prec', 'len', 'freq', 'key', 'chanId', 'flags', 'cid', 'subId', 'x'),
        fc.option(fc.jsonValue(), { nil: undefined }),
      ),
      { maxLength: 4 },
    ),
  )
  .map(([base, edits]) => {
    const frame: Record<string, unknown> = { ...base };
    for (const [k, v] of edits) {
      if (v === undefined) delete frame[k];
      else frame[k] = v;
    }
    return JSON.stringify(frame);
  });

const frames = fc.oneof(
  fc.string({ maxLength: 64 }),
  fc.json({ maxDepth: 4 }),
  mutated,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify([0, 'on', null, v])),
  fc.tuple(fc.integer(), fc.jsonValue({ maxDepth: 2 })).map(([id, v]) => JSON.stringify([id, v])),
  fc.integer({ min: MAX_PAYLOAD - 50, max: MAX_PAYLOAD * 2 }).map((n) => JSON.stringify({ event: 'ping', cid: 'x'.repeat(n) })),
  fc.uint8Array({ maxLength: 64 }),
);

describe('fuzz', () => {
  it('answers any frame with protocol JSON and never breaks', async () => {
    let client: TestClient = await h.client();
    const closes: number[] = [];
    const all: TestClient[] = [client];
    await fc.assert(
      fc.asyncProperty(frames, async (frame) => {
        h.market.step(3);
        const bytes = typeof frame === 'string' ? Buffer.from(frame, 'utf8') : Buffer.from(frame);
        const utf8 = typeof frame === 'string' || Buffer.from(bytes.toString('utf8')).equals(bytes);
        client.sendBytes(bytes);
        if (bytes.length > MAX_PAYLOAD || !utf8) {
          closes.push((await client.closed).code);
        } else {
          await client.sync();
        }
        if (!client.isOpen) {
          const { code } = await client.closed;
          expect(code).not.toBe(1006); // closed with a code, not dropped
          client = await h.client();
          all.push(client);
        }
      }),
      { numRuns: 400, seed: 20261122 },
    );
    let errors = 0;
    for (const c of all) {
      errors += c.all.filter((f) => isEvent(f, 'error')).length;
      expect(c.invalid).toEqual([]);
      for (const f of c.all) expect(isEvent(f) ? typeof f.event === 'string' : isChannel(f) && typeof f[0] === 'number').toBe(true);
    }
    // Oversized frames: 1009; text frames that are not UTF-8: 1007 (both from ws itself).
    expect(closes.every((code) => code === 1009 || code === 1007)).toBe(true);
    expect(errors).toBeGreaterThan(100);
    // Still serving.
    client.send({ event: 'ping', cid: 'end' });
    expect(await client.take((f) => isEvent(f, 'pong') && f.cid === 'end')).toMatchObject({ event: 'pong' });
  }, 60_000);
});
