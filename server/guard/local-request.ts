// Local-only routes (the development outbox) answer this machine only. The peer must be a
// loopback address, and the Host header must name this server by a loopback name (or the host it
// was configured to listen on): a page of another site whose DNS name is rebound to 127.0.0.1
// reaches the server from loopback too, but its requests still carry that site's name in Host.
import type { FastifyRequest } from 'fastify';

const LOOPBACK_PEERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Listening on every interface names no host a request could carry. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** The host name of a Host header or a configured host ('[::1]' for IPv6), lower case; undefined
 *  when it is not one. */
function hostName(host: string): string | undefined {
  const bare = !host.startsWith('[') && host.split(':').length > 2 ? `[${host}]` : host;
  try {
    const url = new URL(`http://${bare}/`);
    return url.username || url.password || url.pathname !== '/' || url.search || url.hash ? undefined : url.hostname;
  } catch {
    return undefined;
  }
}

/** Why `req` is not a request of this machine to this server, or undefined when it is. */
export function notLocalRequest(req: FastifyRequest, configuredHost?: string): string | undefined {
  if (!LOOPBACK_PEERS.has(req.ip)) return 'local requests only';
  const allowed = new Set(LOOPBACK_NAMES);
  const own = configuredHost === undefined ? undefined : hostName(configuredHost);
  if (own !== undefined && !WILDCARDS.has(own)) allowed.add(own);
  const host = typeof req.headers.host === 'string' ? hostName(req.headers.host) : undefined;
  if (host === undefined || !allowed.has(host)) return 'local requests only (Host must name this server on loopback)';
  return undefined;
}
