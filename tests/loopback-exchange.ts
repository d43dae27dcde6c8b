// The embedded exchange in-process on loopback with its data in a fresh temporary folder, as the
// integration, interop, fault and hardening tests and the benchmarks start it: no client files,
// and no REST or connection limits in the way of one address opening many sockets (the
// protocol's 20 connections a minute are for real clients). `close` stops it and removes the data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../server/config';
import { startExchange, type ExchangeOptions, type RunningExchange } from '../server/exchange';

/** scrypt's cost in tests: 2^15, a quarter of the product's, so the many sign-ups stay quick. */
export const TEST_PASSWORD_LOG_N = 15;

export interface LoopbackExchange {
  exchange: RunningExchange;
  /** The temporary folder: the data folder unless `config.dataDir` names another. */
  dir: string;
  close(): Promise<void>;
}

export async function startLoopbackExchange(
  name: string,
  config: Partial<ServerConfig> & Pick<ServerConfig, 'seed'>,
  options: ExchangeOptions = { env: {} },
): Promise<LoopbackExchange> {
  const dir = mkdtempSync(path.join(tmpdir(), `tradedesk-${name}-`));
  const exchange = await startExchange(
    {
      host: '127.0.0.1',
      port: 0,
      dataDir: dir,
      marketRate: 'calm',
      rateLimitPerMinute: 1_000_000,
      wsConnectionsPerMinute: 1_000_000,
      staticDir: path.join(dir, 'none'),
      passwordLogN: TEST_PASSWORD_LOG_N,
      ...config,
    },
    options,
  );
  return {
    exchange,
    dir,
    async close() {
      await exchange.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
