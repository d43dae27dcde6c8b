// Finding 8 (connection limit) of the hardening issue: 1 500 WebSocket connections from one
// address were accepted; the protocol allows 20 a minute.
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { ConnectionAdmission } from '../../server/ws/admission';
import { startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

/** Opens a socket from `localAddress` (any of the loopback range); resolves with how it went. */
function connect(localAddress: string): Promise<{ ws?: WebSocket; status?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${rig.exchange.port}/ws/2`, { localAddress });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    ws.once('error', () => resolve({}));
  });
}

describe('WebSocket connections per address', () => {
  it("admits the protocol's 20 a minute from one address, refuses the next with 429, and lets others in", async () => {
    const opened = await Promise.all(Array.from({ length: 20 }, () => connect('127.0.0.3')));
    expect(opened.every((c) => c.ws !== undefined)).toBe(true);
    const flood = await Promise.all(Array.from({ length: 30 }, () => connect('127.0.0.3')));
    expect(flood.map((c) => c.status)).toEqual(new Array(30).fill(429));
    const other = await connect('127.0.0.4');
    expect(other.ws).toBeDefined();
    for (const c of [...opened, other]) c.ws?.close();
  });

  it('counts over a sliding minute and forgets quiet addresses', () => {
    const a = new ConnectionAdmission(2, 60_000);
    expect([a.admit('x', 0), a.admit('x', 1), a.admit('x', 2)]).toEqual([true, true, false]);
    expect(a.admit('x', 60_001)).toBe(true);
    expect(a.admit('y', 60_001)).toBe(true);
  });
});
