// The WebSocket v2 gateway (PROTOCOL §1–§2): upgrades on /ws/2, greets with `info`, routes
// events and channel-0 arrays, sends heartbeats, and on close tells every client to reconnect
// (20051) before closing its socket.
//
// Frames larger than maxPayload are refused by `ws` itself: the socket is closed with 1009.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { ErrorCode, InfoCode } from '../../src/protocol/errors';
import { clientAddress, type ProxyTrust, proxyTrust } from '../guard/client-address';
import type { MarketData } from '../market/types';
import { type SocketAdmission, createSocketAdmission } from './socket-admission';
import { Connection } from './connection';
import { type EventHandler, builtinHandlers } from './events';
import { safeStringify } from '../guard/input-bounds';
import { errorEvent, parseInbound } from './frames';
import { MarketHub } from './market-hub';
import { Subscriptions } from './subscriptions';
import { type InboundRate, InboundThrottle } from './throttle';

export type { Connection } from './connection';
export type { EventHandler } from './events';

export const WS_PATH = '/ws/2';

export interface WsGateway {
  close(): Promise<void>;
  connectionCount(): number;
}

export interface WsGatewayOptions {
  /** Largest accepted frame in bytes (default 14336); larger frames close the socket with 1009. */
  maxPayload?: number;
  /** Idle time of a channel before `[chanId,"hb"]` (default 15000). */
  heartbeatMs?: number;
  /** Extra events (e.g. 'auth'); a handler replaces the built-in one of the same name. */
  handlers?: Partial<Record<string, EventHandler>>;
  /** Channel-0 arrays of an authenticated connection (one whose channel 0 is open). */
  onChannelZero?: (conn: Connection, msg: unknown[]) => void;
  /** Called for every new connection, after the info event, with its upgrade request. */
  onConnection?: (conn: Connection, req: http.IncomingMessage) => void;
  /** Interval of F1 book batches (default 2000). */
  bookBatchMs?: number;
  /** Inbound flood control per connection (default burst 200, 50 frames/s). */
  inboundRate?: InboundRate;
  /** Send buffer beyond which a slow client is closed with 1013 (default 16 MiB). */
  maxBufferedBytes?: number;
  /** New connections per source address per minute before the upgrade is refused with 429
   *  (default the protocol's 20); ignored when `admission` is given. */
  connectionsPerMinute?: number;
  /** Who is admitted (by session or by address); default: by address at connectionsPerMinute. */
  admission?: SocketAdmission;
  /** Which peers' X-Forwarded-For counts for the client's address (absent: none). */
  trustProxy?: ProxyTrust;
}

const STOP_MESSAGE = 'Stop/Restart Websocket Server (please reconnect)';
const CLOSE_GRACE_MS = 2000;

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function refuseUpgrade(socket: Duplex, status: 404 | 429 | 503, retryAfterMs = 0): void {
  const reason = status === 404 ? 'Not Found' : status === 429 ? 'Too Many Requests' : 'Service Unavailable';
  const retry = retryAfterMs > 0 ? `Retry-After: ${Math.ceil(retryAfterMs / 1000)}\r\n` : '';
  socket.on('error', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${retry}Content-Length: 0\r\n\r\n`);
}

export function createWsGateway(server: http.Server, market: MarketData, opts: WsGatewayOptions = {}): WsGateway {
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const inboundRate = opts.inboundRate ?? { burst: 200, perSecond: 50 };
  const maxBufferedBytes = opts.maxBufferedBytes ?? 16 * 1024 * 1024;
  const serverId = randomUUID();
  const hub = new MarketHub(market, { bookBatchMs: opts.bookBatchMs ?? 2000 });
  const handlers = builtinHandlers(new Subscriptions(hub, market));
  for (const [name, handler] of Object.entries(opts.handlers ?? {})) {
    if (!handler) continue;
    const builtin = handlers.get(name);
    handlers.set(name, builtin ? (conn, request) => handler(conn, request, builtin) : handler);
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: opts.maxPayload ?? 14_336,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const connections = new Set<Connection>();
  const admission = opts.admission ?? createSocketAdmission({ perAddress: opts.connectionsPerMinute });
  const trust = opts.trustProxy ?? proxyTrust(undefined);
  let closing: Promise<void> | null = null;
  let drained: (() => void) | null = null;

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    let pathname = '';
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      // An unparsable target is simply not our path.
    }
    if (pathname !== WS_PATH) return refuseUpgrade(socket, 404);
    if (closing) return refuseUpgrade(socket, 503);
    const address = clientAddress(req, trust);
    const wait = admission.admit(req, address);
    if (wait > 0) return refuseUpgrade(socket, 429, wait);
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req, address));
  };
  server.on('upgrade', onUpgrade);

  function accept(ws: WebSocket, req: http.IncomingMessage, address: string): void {
    const conn = new Connection(ws, { id: randomUUID(), remoteAddress: address, maxBufferedBytes });
    const throttle = new InboundThrottle(inboundRate, Date.now());
    connections.add(conn);
    ws.on('error', () => {
      // ws closes the socket itself (1009 for oversized frames, 1002 for protocol errors).
    });
    ws.on('close', () => {
      connections.delete(conn);
      conn.dispose();
      if (connections.size === 0) drained?.();
    });
    ws.on('message', (data) => {
      switch (throttle.take(Date.now())) {
        case 'accept':
          return onMessage(conn, rawText(data));
        case 'warn':
          return conn.sendEvent(errorEvent(ErrorCode.RATE_LIMIT, 'ratelimit: error'));
        case 'drop':
          return;
        case 'close':
          return conn.close(1008, 'flood');
      }
    });
    conn.sendEvent({ event: 'info', version: 2, serverId, platform: { status: market.platformStatus() } });
    opts.onConnection?.(conn, req);
  }

  function onMessage(conn: Connection, text: string): void {
    const inbound = parseInbound(text);
    if (inbound.kind === 'invalid') {
      conn.sendEvent(errorEvent(inbound.code, inbound.msg, inbound.echo));
      return;
    }
    if (inbound.kind === 'channel') {
      if (inbound.chanId !== 0) {
        conn.sendEvent(errorEvent(ErrorCode.UNKNOWN, 'chanId: invalid'));
      } else if (!conn.authenticated || !opts.onChannelZero) {
        conn.sendEvent(errorEvent(ErrorCode.AUTH_FAIL, 'auth: not authenticated'));
      } else {
        const handle = opts.onChannelZero;
        guard(conn, undefined, () => handle(conn, inbound.message));
      }
      return;
    }
    const handler = handlers.get(inbound.event);
    if (!handler) {
      conn.sendEvent(errorEvent(ErrorCode.UNKNOWN, 'event: unknown', inbound.request));
      return;
    }
    guard(conn, inbound.request, () => handler(conn, inbound.request));
  }

  /** A failing handler answers the client with 10000 and never reaches the process. */
  function guard(conn: Connection, echo: Record<string, unknown> | undefined, run: () => void | Promise<void>): void {
    const fail = (err: unknown) => {
      const what = echo ? `event ${JSON.stringify(String(echo.event).slice(0, 40))}` : 'a channel-0 input';
      const request = (safeStringify(echo) ?? '(unprintable)').slice(0, 300);
      console.error(`tradedesk ws: internal error on ${what} of ${conn.id} (${conn.remoteAddress ?? '?'}) ${request}:`, err);
      conn.sendEvent(errorEvent(ErrorCode.UNKNOWN, 'error: internal', echo));
    };
    try {
      const result = run();
      if (result instanceof Promise) result.catch(fail);
    } catch (err) {
      fail(err);
    }
  }

  const heartbeatTimer = setInterval(
    () => {
      const now = Date.now();
      for (const conn of connections) conn.heartbeat(now, heartbeatMs);
    },
    Math.min(1000, Math.max(10, Math.floor(heartbeatMs / 4))),
  );
  heartbeatTimer.unref();

  async function shutdown(): Promise<void> {
    clearInterval(heartbeatTimer);
    const allClosed = new Promise<void>((resolve) => {
      drained = resolve;
      if (connections.size === 0) resolve();
    });
    for (const conn of connections) {
      conn.sendEvent({ event: 'info', code: InfoCode.STOP, msg: STOP_MESSAGE });
      conn.close(1012, 'server restart');
    }
    let grace: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      grace = setTimeout(() => resolve(true), CLOSE_GRACE_MS);
    });
    if (await Promise.race([allClosed.then(() => false), timedOut])) {
      for (const conn of connections) conn.terminate();
      await allClosed;
    }
    clearTimeout(grace);
    hub.close();
    server.off('upgrade', onUpgrade);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  return {
    close() {
      closing ??= shutdown();
      return closing;
    },
    connectionCount: () => connections.size,
  };
}
