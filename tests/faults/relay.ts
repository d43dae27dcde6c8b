// A WebSocket relay between the client and the exchange, on loopback, that the fault tests can
// misbehave with: stall a connection (stop forwarding without closing it, as a stuck proxy or a
// frozen server does) or lose one frame the exchange sent.
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer, type RawData } from 'ws';

export interface RelayedConnection {
  /** Frames the exchange sent that reached the client. */
  delivered: number;
  /** Close code the client's side closed with (undefined while open). */
  clientCloseCode: number | undefined;
  /** While true nothing passes either way, and the connection stays open. */
  stalled: boolean;
}

type DropRule = (frame: unknown) => boolean;

export class Relay {
  readonly connections: RelayedConnection[] = [];
  private dropRule: DropRule | undefined;
  /** The frames `dropOne` threw away. */
  readonly dropped: unknown[] = [];
  private readonly sockets = new Set<WebSocket>();

  private constructor(
    private readonly server: WebSocketServer,
    private readonly upstream: string,
  ) {
    server.on('connection', (client, req) => this.accept(client, req.headers.cookie));
  }

  static async start(upstream: string): Promise<Relay> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    return new Relay(server, upstream);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/ws/2`;
  }

  get current(): RelayedConnection {
    const c = this.connections.at(-1);
    if (!c) throw new Error('no connection through the relay yet');
    return c;
  }

  /** The next frame from the exchange that `rule` accepts is not passed on (once). */
  dropOne(rule: DropRule): void {
    this.dropRule = rule;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** `cookie`: the client's upgrade cookies, passed on as a proxy does (the login session's socket needs them). */
  private accept(client: WebSocket, cookie: string | undefined): void {
    const conn: RelayedConnection = { delivered: 0, clientCloseCode: undefined, stalled: false };
    this.connections.push(conn);
    const exchange = new WebSocket(this.upstream, { perMessageDeflate: false, ...(cookie ? { headers: { cookie } } : {}) });
    this.sockets.add(client).add(exchange);
    const early: string[] = [];
    client.on('message', (data: RawData) => {
      if (conn.stalled) return;
      const text = data.toString();
      if (exchange.readyState === WebSocket.OPEN) exchange.send(text);
      else early.push(text);
    });
    exchange.on('open', () => {
      for (const text of early.splice(0)) exchange.send(text);
    });
    exchange.on('message', (data: RawData) => {
      if (conn.stalled || client.readyState !== WebSocket.OPEN) return;
      const text = data.toString();
      if (this.dropRule) {
        const frame: unknown = JSON.parse(text);
        if (this.dropRule(frame)) {
          this.dropRule = undefined;
          this.dropped.push(frame);
          return;
        }
      }
      conn.delivered += 1;
      client.send(text);
    });
    client.on('close', (code) => {
      conn.clientCloseCode = code;
      exchange.terminate();
    });
    exchange.on('close', () => {
      if (!conn.stalled) client.terminate();
    });
    client.on('error', () => undefined);
    exchange.on('error', () => undefined);
  }
}
