// The set-up the account products' integration tests share (custody, staking, securities sales,
// the OTC desk, card purchases): an exchange of the file's own, in-process, on a data folder that
// outlives a restart; new confirmed and funded traders signed in from a page; their API keys; the
// exchange wallet's balance; an exchange a test restarts on its own data; and, for the kill -9 tests, the exchange as `npm start` runs it with
// the demo account signed in. Each registers its own beforeAll/afterAll, so a file only says
// what is its own (the seed, the product's settings, the traders' password).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BigNumber from 'bignumber.js';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../server/config';
import type { ExchangeOptions, RunningExchange } from '../../server/exchange';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../server/accounts/index';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { heldExchange, type ExchangeChild, type HeldExchange, type SpawnOptions } from '../exchange-process';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall, pageLogin, pageTrader, traderKey, type PageSession } from './page-session';

export interface AccountRig {
  /** The exchange now running (another one after `restart`). */
  readonly exchange: RunningExchange;
  /** http://127.0.0.1:<port> of the exchange now running. */
  readonly base: string;
  /** A new confirmed trader (funded unless told not to), signed in from a page, with its id. */
  trader(email: string, options?: { funded?: boolean }): Promise<{ session: PageSession; id: number }>;
  /** The same, its session alone. */
  newTrader(email: string): Promise<PageSession>;
  /** Signs in again (after a restart) a trader made with the rig's password. */
  login(email: string): Promise<PageSession>;
  /** Stops the exchange and starts it again on the same data. */
  restart(): Promise<void>;
}

/** The file's exchange, started before its first test and closed, data and all, after its last. */
export function accountRig(
  name: string,
  config: Partial<ServerConfig> & Pick<ServerConfig, 'seed'>,
  password: string,
  options: ExchangeOptions = { env: {} },
): AccountRig {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tradedesk-${name}-data-`));
  const start = () => startLoopbackExchange(name, { ...config, dataDir }, options);
  let loopback: LoopbackExchange | undefined;
  beforeAll(async () => {
    loopback = await start();
  }, 120_000);
  afterAll(async () => {
    await loopback?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const running = (): RunningExchange => {
    if (!loopback) throw new Error(`the ${name} exchange is read outside a test`);
    return loopback.exchange;
  };
  const rig: AccountRig = {
    get exchange() {
      return running();
    },
    get base() {
      return `http://127.0.0.1:${running().port}`;
    },
    trader: (email, options) => pageTrader(running(), email, password, options),
    newTrader: async (email) => (await pageTrader(running(), email, password)).session,
    login: (email) => pageLogin(rig.base, email, password),
    async restart() {
      // The loopback's own folder goes with it; the data folder is the rig's and stays.
      await loopback?.close();
      loopback = undefined;
      loopback = await start();
    },
  };
  return rig;
}

export interface BootedExchange {
  exchange: RunningExchange;
  /** Stops it and removes its own folder (not the data folder). */
  close(): Promise<void>;
  /** The demo account, signed in from a page. */
  demo: PageSession;
}

/** A test's own exchange on a data folder of its own, for a restart within the test: `boot`
 *  starts it (again, on the same data) with the demo account signed in; the test stops each one
 *  it booted, and the data folder is removed after `body`. */
export async function onOneDataFolder<T>(
  name: string,
  config: Partial<ServerConfig> & Pick<ServerConfig, 'seed'>,
  body: (boot: () => Promise<BootedExchange>) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tradedesk-${name}-`));
  const boot = async (): Promise<BootedExchange> => {
    const loopback = await startLoopbackExchange(name, { ...config, dataDir });
    const { exchange } = loopback;
    const demo = await pageLogin(`http://127.0.0.1:${exchange.port}`, exchange.demo.email, exchange.demo.password);
    return { exchange, close: () => loopback.close(), demo };
  };
  try {
    return await body(boot);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The exchange wallet's balance of a currency (0 where it has none). */
export async function exchangeBalance(s: PageSession, currency: string): Promise<BigNumber> {
  const rows = (await pageCall(s, T.wallets.path)) as unknown[][];
  const w = rows.find((r) => r[0] === 'exchange' && r[1] === currency);
  return new BigNumber((w?.[2] as number | undefined) ?? 0);
}

export type KeyCaps = Record<string, { read: 0 | 1; write: 0 | 1 }>;

/** A new API key of the account with these rights, made by the exchange itself as a fixture (a
 *  page confirms a new key with the mailed code, limited to a send each 30 s): key and secret. */
export function apiKeyOf(rig: AccountRig, userId: number, label: string, caps: KeyCaps): readonly [string, string] {
  return traderKey(rig.exchange, userId, label, caps);
}

export interface KilledExchange {
  child: ChildProcess;
  base: string;
  /** The demo account, signed in from a page. */
  session: PageSession;
}

/** The exchange as `npm start` runs it (server/main.ts in a child process), on one data folder
 *  for the whole describe block, without the demo API key and with the default demo account;
 *  `start` runs it again on the same data. A kill -9 test starts it twice, before the kill and
 *  after it, and both are made ready while the file's other tests run: the first child starts
 *  when the block is declared, the second loads its modules then and waits for its start
 *  (tests/held-start.ts), so a start after a kill is only the exchange opening its data folder
 *  and serving. Every child left running is killed after the block. */
export function killableExchange(name: string, options: Omit<SpawnOptions, 'dataDir' | 'marketRate'>) {
  const dir = mkdtempSync(path.join(tmpdir(), `tradedesk-${name}-kill-`));
  const children: ChildProcess[] = [];
  const hold = (): HeldExchange => {
    const held = heldExchange({
      ...options,
      dataDir: dir,
      marketRate: 'calm',
      unset: [
        'TRADEDESK_DEMO_API_KEY',
        'TRADEDESK_DEMO_API_SECRET',
        'TRADEDESK_DEMO_EMAIL',
        'TRADEDESK_DEMO_PASSWORD',
        ...(options.unset ?? []),
      ],
    });
    children.push(held.child);
    return held;
  };
  // The first is started at once; the second waits, loaded, for the start after the kill.
  const first = hold().go();
  first.catch(() => undefined); // a failure is the first start's to report, not an unhandled one
  const second = hold();
  const ahead: Array<() => Promise<ExchangeChild>> = [() => first, () => second.go()];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    async start(): Promise<KilledExchange> {
      const started = await (ahead.shift() ?? (() => hold().go()))();
      return {
        child: started.child,
        base: started.base,
        session: await pageLogin(started.base, DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD),
      };
    },
  };
}

/** Sends the signal and waits for the process to be gone. */
export async function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  child.kill(signal);
  await new Promise((r) => child.once('exit', r));
}
