// A trading account on a temporary store and fake (engine-only) markets, with its stream
// recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openStore, type SqliteStore } from '../../server/store/sqlite';
import { createTrading, type AccountMessage, type Trading } from '../../server/trading/index';
import { fakeMarkets, type FakeMarkets } from './fake-markets';

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const fn of cleanups.reverse()) fn();
});

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-trading-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface Desk {
  dir: string;
  store: SqliteStore;
  markets: FakeMarkets;
  trading: Trading;
  /** Everything user 1's stream carried, in order. */
  messages: AccountMessage[];
  /** Messages of one type. */
  of(type: string): unknown[];
  /** Waits for queued stream messages (engine events outside operations flush in a microtask). */
  settle(): Promise<void>;
  restart(): Desk;
  close(): void;
}

export const USER = 1;

export function openDesk(
  opts: {
    dir?: string;
    clock?: { now: number };
    timings?: Parameters<typeof createTrading>[0]['timings'];
    withdrawalConfirmation?: Parameters<typeof createTrading>[0]['withdrawalConfirmation'];
    movementMail?: Parameters<typeof createTrading>[0]['movementMail'];
    fund?: boolean;
    lastPrices?: Map<string, number>;
    /** Runs on the fresh markets before trading starts (what the markets restore themselves). */
    prepare?: (markets: FakeMarkets) => void;
  } = {},
): Desk {
  const dir = opts.dir ?? tempDir();
  const clock = opts.clock ?? { now: 1_800_000_000_000 };
  const store = openStore(dir);
  const markets = fakeMarkets(clock);
  // As the markets do at start: the last trade prices come back before anything else.
  for (const [symbol, price] of opts.lastPrices ?? []) markets.trading.setLastPrice(symbol, price);
  opts.prepare?.(markets);
  const trading = createTrading({
    store,
    markets,
    now: () => clock.now,
    tickMs: 0,
    timings: opts.timings,
    withdrawalConfirmation: opts.withdrawalConfirmation,
    movementMail: opts.movementMail,
  });
  const messages: AccountMessage[] = [];
  trading.onAccount(USER, (m) => messages.push(m));
  let closed = false;
  const desk: Desk = {
    dir,
    store,
    markets,
    trading,
    messages,
    of: (type) => messages.filter((m) => m[0] === type).map((m) => m[1]),
    settle: () => new Promise((resolve) => setImmediate(resolve)),
    restart() {
      const lastPrices = new Map<string, number>();
      for (const symbol of markets.trading.symbols()) {
        const p = markets.trading.lastPrice(symbol);
        if (p !== undefined) lastPrices.set(symbol, p);
      }
      desk.close();
      return openDesk({ dir, clock, timings: opts.timings, withdrawalConfirmation: opts.withdrawalConfirmation, fund: false, lastPrices });
    },
    close() {
      if (closed) return;
      closed = true;
      trading.close();
      store.close();
    },
  };
  cleanups.push(() => desk.close());
  if (opts.fund !== false) trading.fundAccount(USER);
  return desk;
}

/** [balance, available] of a wallet from the account's own wallet rows. */
export function wallet(trading: Trading, type: string, currency: string, user = USER): [number, number | null] {
  const row = trading.wallets(user).find((w) => w[0] === type && w[1] === currency) as unknown[] | undefined;
  return row ? [row[2] as number, row[4] as number | null] : [0, 0];
}
