// Whose address a request comes from. Behind a reverse proxy the socket's peer is the proxy, so
// the rate limits, login lock-outs, connection admission and login history would all count one
// address for everybody; with TRADEDESK_TRUST_PROXY the client is read from X-Forwarded-For, but
// only through the proxies the setting names, so a client talking to the exchange directly cannot
// choose its own address. Fastify is given the same trust rule (request.ip, request.protocol);
// the WebSocket upgrade, which does not pass through Fastify, asks `clientAddress`.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** TRADEDESK_TRUST_PROXY: every peer (`true`), the nearest `hops` peers, or the listed proxy
 *  addresses and CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`). */
export type TrustProxy = { kind: 'all' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: readonly string[] };

/** Whether the peer at `hop` (0: the socket's own peer) is a proxy whose forwarded header counts. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The setting's text as a rule, or the reason it is not one (`undefined`: off). */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const text = (raw ?? '').trim();
  if (text === '' || /^(false|0|no)$/i.test(text)) return undefined;
  if (/^(true|yes)$/i.test(text)) return { kind: 'all' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 64) throw new Error(`a hop count must be from 1 to 64, got ${text}`);
    return { kind: 'hops', hops };
  }
  const list = text.split(',').map((a) => a.trim());
  if (list.some((a) => a === '')) throw new Error(`an empty entry in the list "${text}"`);
  for (const entry of list) {
    try {
      proxyAddr.compile(entry);
    } catch (err) {
      throw new Error(`"${entry}" is not an IP address or CIDR range (${(err as Error).message})`, { cause: err });
    }
  }
  return { kind: 'addresses', list };
}

/** The trust rule of a setting; without one no forwarded header is believed. */
export function proxyTrust(setting: TrustProxy | undefined): ProxyTrust {
  if (!setting) return () => false;
  if (setting.kind === 'all') return () => true;
  if (setting.kind === 'hops') return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile([...setting.list]);
}

/** The client's address of a raw request under `trust` (what Fastify's request.ip answers). */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  if (!req.socket.remoteAddress) return '?';
  return proxyAddr(req, trust);
}
