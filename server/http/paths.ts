// Which URLs belong to the APIs (always answered in the protocol's JSON, never with the client's
// index.html) rather than to the static client. The keep-alive ping (`/_ping`) is one of them:
// rate-limited like the rest, never the client's page.
import { PUBLIC_CALLS } from '../../src/protocol/calls/public';

/** The path of a raw request URL, without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + '/');
}

/** REST v2: public market data, calc, and (added by later parts) /v2/auth/…; CORS-enabled. */
export function isV2Path(path: string): boolean {
  return under(path, '/v2');
}

/** The REST APIs: errors in the protocol's shape, rate limited per IP and endpoint. /api itself
 *  is the client's API keys page; the embedded exchange's own endpoints live below it, and the v1
 *  calls the client still makes (address check, address book) under /v1. */
export function isRestPath(path: string): boolean {
  return under(path, '/v2') || under(path, '/v1') || path.startsWith('/api/') || path === PUBLIC_CALLS.ping.path;
}

/** Everything that is not the static client (the WebSocket gateway lives under /ws). */
export function isApiPath(path: string): boolean {
  return isRestPath(path) || under(path, '/ws');
}
