// Page object: the page's WebSocket to the exchange (/ws/2), routed through the test so it can
// be dropped from the exchange's side and its next connection held back for a while.
import type { Page, WebSocketRoute } from '../fixtures';

export class ExchangeLink {
  /** Connections the page has opened so far. */
  connections = 0;
  private server: WebSocketRoute | undefined;
  private holding = false;
  private waiting: Array<() => void> = [];

  private constructor() {}

  static async route(page: Page): Promise<ExchangeLink> {
    const link = new ExchangeLink();
    await page.routeWebSocket(
      (url) => url.pathname === '/ws/2',
      (ws) => link.accept(ws),
    );
    return link;
  }

  private accept(page: WebSocketRoute): void {
    this.connections += 1;
    const server = page.connectToServer();
    this.server = server;
    if (!this.holding) return;
    this.holding = false;
    // What the page sends waits; what the exchange sends still reaches the page.
    const held: Array<string | Buffer> = [];
    let open = false;
    page.onMessage((message) => {
      if (open) server.send(message);
      else held.push(message);
    });
    this.waiting.push(() => {
      open = true;
      for (const message of held.splice(0)) server.send(message);
    });
  }

  /** The next connection the page opens is held until release(). */
  holdNextConnection(): void {
    this.holding = true;
  }

  release(): void {
    for (const go of this.waiting.splice(0)) go();
  }

  /** The exchange's side of the current connection closes; Playwright passes the closure on
   *  to the page, as a browser would. (A browser-side close takes 1000 or 3000–4999 only.) */
  async closeFromExchange(): Promise<void> {
    await this.currentServer().close({ code: 1000, reason: 'dropped by the test' });
  }

  /** The exchange's side goes away without a word to the page (a half-open connection: nothing
   *  arrives any more, and what the page sends is lost). */
  async cutSilently(): Promise<void> {
    const server = this.currentServer();
    // A close handler of our own stops Playwright passing the closure on to the page.
    server.onClose(() => undefined);
    await server.close({ code: 1000, reason: 'cut by the test' });
  }

  private currentServer(): WebSocketRoute {
    if (!this.server) throw new Error('the page has no connection to drop');
    return this.server;
  }
}
