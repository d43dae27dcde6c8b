// The exchange in-process on loopback with a temporary data folder, and small clients for the
// hardening tests: a signed REST call with the demo API key and a raw WebSocket.
import WebSocket from 'ws';
import type { ServerConfig } from '../../server/config';
import type { ExchangeOptions, RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { createNonceGenerator } from '../../src/protocol/nonce';
import { restAuthHeaders } from '../../src/protocol/signing';

export type Rig = LoopbackExchange;

/** The connection limit stays the protocol's (20 a minute): some findings are about it. */
export function startRig(env: NodeJS.ProcessEnv = {}, config: Partial<ServerConfig> = {}, ws?: ExchangeOptions['ws']): Promise<Rig> {
  return startLoopbackExchange('hardening', { seed: 5, wsConnectionsPerMinute: undefined, ...config }, { env, ws });
}

const nonce = createNonceGenerator();

/** A REST call signed with the demo API key, the body sent exactly as `body` (text or value). */
export async function signed(ex: RunningExchange, apiPath: string, body: unknown = {}): Promise<{ status: number; body: unknown }> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers = await restAuthHeaders(ex.demo.apiKey, ex.demo.apiSecret, apiPath, nonce(), text);
  const res = await fetch(`${ex.url}/${apiPath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: text,
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

/** A raw WebSocket to the gateway that keeps every message it receives. */
export async function openSocket(
  ex: RunningExchange,
): Promise<{ ws: WebSocket; received: unknown[]; next(match: (m: unknown) => boolean, ms?: number): Promise<unknown> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${ex.port}/ws/2`);
  const received: unknown[] = [];
  const waiters = new Set<{ match: (m: unknown) => boolean; done: (m: unknown) => void }>();
  ws.on('message', (data) => {
    const m: unknown = JSON.parse(String(data));
    received.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.delete(w);
        w.done(m);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    next(match, ms = 5000) {
      const seen = received.find(match);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such message')), ms);
        waiters.add({
          match,
          done: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

export const isEvent = (name: string) => (m: unknown) => typeof m === 'object' && m !== null && (m as { event?: unknown }).event === name;

/** `[[[…]]]` `depth` levels deep around `leaf`. */
export const deepArray = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
/** `{"a":{"a":…}}` `depth` levels deep around `leaf`. */
export const deepObject = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
