// A real http.Server on port 0 with the gateway and a fake market, for one test file.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWsGateway, type WsGateway, type WsGatewayOptions } from '../../server/ws/gateway';
import { FakeMarket, type FakeMarketOptions } from './fake-market';
import { TestClient } from './ws-client';

export interface Harness {
  server: http.Server;
  market: FakeMarket;
  gateway: WsGateway;
  url: string;
  port: number;
  connect(): Promise<TestClient>;
  /** Connects and takes the info event. */
  client(): Promise<TestClient>;
  close(): Promise<void>;
}

export async function startHarness(opts: WsGatewayOptions = {}, marketOpts: FakeMarketOptions = {}): Promise<Harness> {
  const market = new FakeMarket(marketOpts);
  const server = http.createServer((_req, res) => {
    res.statusCode = 200;
    res.end('http');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Tests open many sockets from loopback; the connection rate has its own test.
  const gateway = createWsGateway(server, market, { connectionsPerMinute: 1_000_000, ...opts });
  const port = (server.address() as AddressInfo).port;
  const url = `ws://127.0.0.1:${port}/ws/2`;
  const clients: TestClient[] = [];
  const connect = async () => {
    const c = await TestClient.connect(url);
    clients.push(c);
    return c;
  };
  return {
    server,
    market,
    gateway,
    url,
    port,
    connect,
    async client() {
      const c = await connect();
      await c.event('info');
      return c;
    },
    async close() {
      market.stop();
      await gateway.close();
      for (const c of clients) await c.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
