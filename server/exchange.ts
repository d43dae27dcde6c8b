// Puts the embedded exchange together: store → engines and simulator → REST and WebSocket.
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { openStore } from './store/sqlite';
import { createMarkets } from './market/index';
import { createHttpApp } from './http/app';
import { createWsGateway } from './ws/gateway';

export interface RunningExchange {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startExchange(cfg: ServerConfig, opts: { logger?: boolean } = {}): Promise<RunningExchange> {
  const store = openStore(cfg.dataDir);
  const markets = createMarkets({ store, seed: cfg.seed, rate: cfg.marketRate });
  const app = await createHttpApp({
    market: markets.data,
    staticDir: cfg.staticDir,
    rateLimitPerMinute: cfg.rateLimitPerMinute,
    logger: opts.logger ?? false,
  });
  await app.listen({ host: cfg.host, port: cfg.port });
  const ws = createWsGateway(app.server, markets.data);
  markets.simulator.start();

  const port = (app.server.address() as AddressInfo).port;
  const shownHost = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host;
  let closed = false;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    async close() {
      if (closed) return;
      closed = true;
      markets.simulator.stop();
      await ws.close();
      await app.close();
      markets.close();
      store.close();
    },
  };
}
