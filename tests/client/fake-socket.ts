// A scripted stand-in for the browser WebSocket: records what the client sends and lets a test
// play the exchange's side.
import type { WebSocketLike } from '../../src/services/socket';

export class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The exchange side: */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** Events the client sent with this `event` name. */
  sentEvents(event: string): Array<Record<string, unknown>> {
    return this.sent.filter(
      (m): m is Record<string, unknown> => typeof m === 'object' && m !== null && (m as { event?: unknown }).event === event,
    );
  }
}

export function fakeSocketFactory() {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const s = new FakeWebSocket(url);
      sockets.push(s);
      return s;
    },
    get last(): FakeWebSocket {
      const s = sockets[sockets.length - 1];
      if (!s) throw new Error('no socket was opened');
      return s;
    },
  };
}

/** Opens the socket and answers conf as the exchange does. */
export function acceptConnection(ws: FakeWebSocket, flags: number): void {
  ws.open();
  ws.receive({ event: 'info', version: 2, serverId: 'test', platform: { status: 1 } });
  ws.receive({ event: 'conf', status: 'OK', flags });
}
