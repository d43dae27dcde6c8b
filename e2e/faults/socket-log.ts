// What the page says to the exchange and hears back over its WebSockets, connection by
// connection: enough to tell a reconnect from a checksum resync (an unsubscribe of a book) and to
// see the page authenticate again by itself.
import type { Page } from '../fixtures';

interface EventFrame {
  event?: string;
  status?: string;
  channel?: string;
  chanId?: number;
}

export interface ConnectionLog {
  sent: EventFrame[];
  received: EventFrame[];
}

export class SocketLog {
  readonly connections: ConnectionLog[] = [];

  static attach(page: Page): SocketLog {
    const log = new SocketLog();
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/ws/2')) return;
      const conn: ConnectionLog = { sent: [], received: [] };
      log.connections.push(conn);
      ws.on('framesent', (f) => {
        const e = parseEvent(f.payload);
        if (e) conn.sent.push(e);
      });
      ws.on('framereceived', (f) => {
        const e = parseEvent(f.payload);
        if (e) conn.received.push(e);
      });
    });
    return log;
  }

  /** Events the page sent on any connection. */
  sent(event: string): EventFrame[] {
    return this.connections.flatMap((c) => c.sent.filter((e) => e.event === event));
  }

  /** The exchange accepted the page's auth event on connection `index`. */
  authenticated(index: number): boolean {
    return this.connections[index]?.received.some((e) => e.event === 'auth' && e.status === 'OK') ?? false;
  }
}

function parseEvent(payload: string | Buffer): EventFrame | undefined {
  const text = typeof payload === 'string' ? payload : payload.toString();
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as EventFrame;
  } catch {
    return undefined;
  }
}
