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

/** An exchange's child process started ahead of time: its modules load now, and it starts (reads
 *  its settings, opens the data folder, serves) only at `go` — see tests/held-start.ts. */
export interface HeldExchange {
  child: ChildProcess;
  go(): Promise<ExchangeChild>;
}

function launch(o: SpawnOptions, held: boolean): { child: ChildProcess; ready: () => Promise<ExchangeChild> } {
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
  const preload = held ? ['--import', './tests/held-start.ts'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'server/main.ts'], {
    cwd: root,
    env,
    stdio: [held ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: string | undefined;
  const watchers = new Set<() => void>();
  child.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
    for (const w of watchers) w();
  });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  child.on('exit', (code, signal) => {
    exit = String(code ?? signal);
    for (const w of watchers) w();
  });
  // Watched from the moment it is asked for, so a held child killed unused rejects nothing.
  const ready = () =>
    new Promise<ExchangeChild>((resolve, reject) => {
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        watchers.delete(check);
        fn();
      };
      const check = () => {
        const url = /Open (http:\/\/[^\s/]+)\//.exec(output);
        if (url && (o.until?.(output) ?? true)) settle(() => resolve({ child, base: url[1]!, output }));
        else if (exit !== undefined) settle(() => reject(new Error(`the exchange exited (${exit}): ${output}`)));
      };
      const timer = setTimeout(() => settle(() => reject(new Error(`the exchange did not get ready: ${output}`))), 90_000);
      watchers.add(check);
      check();
    });
  return { child, ready };
}

export function spawnExchange(o: SpawnOptions): Promise<ExchangeChild> {
  return launch(o, false).ready();
}

export function heldExchange(o: SpawnOptions): HeldExchange {
  const { child, ready } = launch(o, true);
  return {
    child,
    go() {
      // Not ended: the open pipe is what keeps the child from outliving the test's process.
      child.stdin!.write('go\n');
      return ready();
    },
  };
}
