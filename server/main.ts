// `npm start` / `npm run serve`: starts the embedded exchange and prints where it is.
import { ConfigError, readConfig } from './config';
import { startExchange } from './exchange';

async function main(): Promise<void> {
  let cfg;
  try {
    cfg = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`tradedesk: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const exchange = await startExchange(cfg);
  console.log(`Tradedesk embedded exchange (${cfg.marketRate} market, seed ${cfg.seed}, data in ${cfg.dataDir})`);
  console.log(`  Open ${exchange.url}/`);
  // WebAuthn refuses IP addresses as a site: security keys work from the name.
  if (exchange.url.includes('127.0.0.1')) console.log(`  (for security keys open ${exchange.url.replace('127.0.0.1', 'localhost')}/)`);
  console.log(`  REST ${exchange.url}/v2/…   WebSocket ${exchange.url.replace(/^http/, 'ws')}/ws/2`);
  for (const line of exchange.demoLines) console.log(line);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`tradedesk: ${signal}, stopping…`);
    exchange.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('tradedesk: error while stopping', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error('tradedesk: the port is already in use; set PORT to another one (PORT=8081 npm start)');
  } else {
    console.error('tradedesk: failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
