// An embedded exchange of the spec's own (not the suite's webServer), started as `npm run serve`
// starts it, on a port and data folder that stay the same across a SIGKILL or a graceful stop and
// a restart. It runs on `npm start`'s settings: a spec adds the variant it is about to the
// environment (TRADEDESK_SITE=br, TRADEDESK_KYC_REVIEW_MS=0…) and says why.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder: the exchange serves the built client from its dist/client. */
const projectDir = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ExchangeOptions {
  /** Settings over the defaults below, e.g. { TRADEDESK_KYC_REVIEW_MS: '0' }. */
  env?: Record<string, string>;
}

export class ExchangeProcess {
  private child: ChildProcess | undefined;
  private output = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  static async create(options: ExchangeOptions = {}): Promise<ExchangeProcess> {
    return new ExchangeProcess(await freePort(), mkdtempSync(path.join(tmpdir(), 'tradedesk-e2e-exchange-')), options.env ?? {});
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the exchange and resolves once it prints its address (it serves from then on). */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectDir,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        TRADEDESK_DATA: this.dataDir,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the exchange did not start: ${this.output}`)), 90_000);
      child.stdout?.on('data', (d: Buffer) => {
        this.output += d.toString();
        if (this.output.includes(`Open ${this.url}/`)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the exchange exited (${code ?? signal}): ${this.output}`));
      });
    });
  }

  /** kill -9: no shutdown handler runs, nothing is flushed or closed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM, as a service manager stops it: the exchange closes its sockets, server and
   *  database and exits 0 (anything else fails the stop, with what it printed). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited;
    clearTimeout(timer);
    if (code !== 0) throw new Error(`the exchange did not stop cleanly (${code ?? 'killed'}): ${this.output}`);
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
    // The key that seals the data's secrets is made beside the data folder, not in it.
    rmSync(`${this.dataDir}.key`, { force: true });
  }
}
