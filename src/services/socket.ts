// One WebSocket to the exchange: reconnects with backoff, pings, re-sends its conf flags and
// subscriptions after every reconnect, and routes channel messages by chanId.
export type SocketStatus = 'connecting' | 'online' | 'offline';

export interface ChannelRequest {
  channel: string;
  [field: string]: string | number | undefined;
}

type DataHandler = (msg: unknown[]) => void;

interface Subscription {
  request: ChannelRequest;
  handler: DataHandler;
  chanId?: number;
}

const PING_EVERY_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

export class ExchangeSocket {
  private ws?: WebSocket;
  private retries = 0;
  private pingTimer?: ReturnType<typeof setInterval>;
  private reconnectTimer?: ReturnType<typeof setTimeout>;
  private readonly subs = new Set<Subscription>();
  private readonly byChan = new Map<number, Subscription>();
  private readonly statusListeners = new Set<(s: SocketStatus) => void>();
  private stopped = false;
  status: SocketStatus = 'offline';

  constructor(private readonly url: string, private readonly flags = 0) {}

  onStatus(fn: (s: SocketStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  connect(): void {
    this.stopped = false;
    this.open();
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.ws?.close(1000);
  }

  subscribe(request: ChannelRequest, handler: DataHandler): () => void {
    const sub: Subscription = { request, handler };
    this.subs.add(sub);
    this.sendSubscribe(sub);
    return () => {
      this.subs.delete(sub);
      if (sub.chanId !== undefined) {
        this.byChan.delete(sub.chanId);
        this.send({ event: 'unsubscribe', chanId: sub.chanId });
      }
    };
  }

  private setStatus(s: SocketStatus): void {
    this.status = s;
    for (const fn of this.statusListeners) fn(s);
  }

  private open(): void {
    this.setStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retries = 0;
      this.setStatus('online');
      if (this.flags) this.send({ event: 'conf', flags: this.flags });
      for (const sub of this.subs) this.sendSubscribe(sub);
      this.pingTimer = setInterval(() => this.send({ event: 'ping' }), PING_EVERY_MS);
    };
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      clearInterval(this.pingTimer);
      this.byChan.clear();
      for (const sub of this.subs) sub.chanId = undefined;
      this.setStatus('offline');
      if (!this.stopped) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.retries += 1;
    const delay = Math.min(1000 * 2 ** (this.retries - 1), MAX_BACKOFF_MS);
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private sendSubscribe(sub: Subscription): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.send({ event: 'subscribe', ...sub.request });
  }

  private send(obj: object): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(obj));
  }

  private receive(text: string): void {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (Array.isArray(msg)) {
      const sub = this.byChan.get(msg[0] as number);
      if (sub && msg[1] !== 'hb') sub.handler(msg);
      return;
    }
    const ev = msg as { event?: string; chanId?: number; code?: number; [k: string]: unknown };
    if (ev.event === 'subscribed' && typeof ev.chanId === 'number') {
      for (const sub of this.subs) {
        if (sub.chanId === undefined && matches(sub.request, ev)) {
          sub.chanId = ev.chanId;
          this.byChan.set(ev.chanId, sub);
          break;
        }
      }
    } else if (ev.event === 'info' && ev.code === 20051) {
      this.ws?.close();
    }
  }
}

function matches(req: ChannelRequest, ev: Record<string, unknown>): boolean {
  return Object.entries(req).every(([k, v]) => v === undefined || String(ev[k]) === String(v));
}
