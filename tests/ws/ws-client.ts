// A plain `ws` client for the gateway tests: every frame parsed and kept in an inbox, taken out
// by predicate (waiting when it has not arrived yet).
import WebSocket from 'ws';

export type Frame = unknown;
export type EventFrame = Record<string, unknown>;

export function isEvent(frame: Frame, name?: string): frame is EventFrame {
  return (
    typeof frame === 'object' && frame !== null && !Array.isArray(frame) && (name === undefined || (frame as EventFrame).event === name)
  );
}

export function isChannel(frame: Frame, chanId?: number): frame is unknown[] {
  return Array.isArray(frame) && (chanId === undefined || frame[0] === chanId);
}

export class TestClient {
  readonly inbox: Frame[] = [];
  /** Every frame received, in order (take() does not remove from here). */
  readonly all: Frame[] = [];
  /** Every text frame received, unparsed, in order. */
  readonly raw: string[] = [];
  /** Frames that were not valid JSON (must stay empty). */
  readonly invalid: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      let frame: Frame;
      try {
        frame = JSON.parse(text) as Frame;
      } catch {
        this.invalid.push(text);
        return;
      }
      this.inbox.push(frame);
      this.all.push(frame);
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      }),
    );
    ws.on('error', () => undefined);
  }

  /** `headers`: of the upgrade request (a browser's Origin and cookies). */
  static connect(url: string, headers?: Record<string, string>): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, headers ? { headers } : undefined);
      const client = new TestClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** A text frame of raw bytes (possibly not UTF-8). */
  sendBytes(bytes: Uint8Array): void {
    this.ws.send(bytes, { binary: false });
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Removes and returns the first frame matching `pred`, waiting up to `timeoutMs`. */
  async take<T extends Frame = Frame>(pred: (f: Frame) => boolean, timeoutMs = 3000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.inbox.findIndex(pred);
      if (i >= 0) return this.inbox.splice(i, 1)[0] as T;
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`no matching frame; inbox: ${JSON.stringify(this.inbox.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  event(name: string, timeoutMs?: number): Promise<EventFrame> {
    return this.take<EventFrame>((f) => isEvent(f, name), timeoutMs);
  }

  /** Sends a request and returns the first event answering it (by event name). */
  async request(frame: Record<string, unknown>, answer: string | string[]): Promise<EventFrame> {
    this.send(frame);
    const names = Array.isArray(answer) ? answer : [answer];
    return this.take<EventFrame>((f) => names.some((n) => isEvent(f, n)));
  }

  /** Waits until everything the server sent before now has arrived. */
  async sync(): Promise<void> {
    await new Promise((r) => setImmediate(r));
    const cid = Math.floor(Math.random() * 1e9);
    this.send({ event: 'ping', cid });
    await this.take((f) => isEvent(f, 'pong') && f.cid === cid);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close();
    await this.closed;
  }

  private wake(): void {
    const ws = this.waiters;
    this.waiters = [];
    for (const w of ws) w();
  }
}
