// The embedded exchange as `npm start` runs it (server/main.ts in a child process) on a free
// port, for the tests that kill, freeze or restart the process. It resolves once the exchange has
// printed its address (it serves from then on) and whatever else `until` waits for.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

export interface ExchangeChild {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Everything it printed until it was ready. */
  output: string;
}

export interface SpawnOptions {
  dataDir: string;
  seed: number;
  marketRate?: 'calm' | 'busy';
  /** More environment, over the inherited one. */
  env?: NodeJS.ProcessEnv;
  /** Variables to remove from the inherited environment. */
  unset?: string[];
  /** Ready only once this holds of the output, too. */
  until?: (output: string) => boolean;
}

export function spawnExchange(o: SpawnOptions): Promise<ExchangeChild> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    TRADEDESK_DATA: o.dataDir,
    TRADEDESK_SEED: String(o.seed),
    TRADEDESK_MARKET_RATE: o.marketRate ?? 'busy',
    TRADEDESK_CLIENT_DIR: path.join(o.dataDir, 'none'),
    ...o.env,
  };
  for (const name of o.unset ?? []) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise<ExchangeChild>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the exchange did not get ready: ${output}`)), 90_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const url = /Open (http:\/\/[^\s/]+)\//.exec(output);
      if (url && (o.until?.(output) ?? true)) {
        clearTimeout(timer);
        resolve({ child, base: url[1]!, output });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the exchange exited (${code ?? signal}): ${output}`));
    });
  });
}
