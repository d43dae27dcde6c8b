// The embedded exchange in-process on loopback (temporary data) and the browser client's own
// services and models in node, talking to it through a Relay the fault tests misbehave with.
import WebSocket from 'ws';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange } from '../loopback-exchange';
import { ExchangeSocket, type SocketOptions, type WebSocketLike } from '../../src/services/socket';
import { ChannelSubscriptions } from '../../src/services/subscriptions';
import { AccountChannel } from '../../src/services/account-channel';
import { createFrameScheduler } from '../../src/services/frames';
import { createMemorySettingsStorage } from '../../src/services/storage';
import { createPublicRest } from '../../src/services/rest';
import type { AccountMessage } from '../../src/protocol/account/stream';
import { RootStore, type RootStoreInstance } from '../../src/models/root';
import { Relay } from './relay';
import { wholeFile } from '../lifecycle';
import { bookKey, type BookFeedInstance, type BookParams } from '../../src/models/books';

/** The browser client's services and models, in node. */
export interface FaultClient {
  socket: ExchangeSocket;
  channels: ChannelSubscriptions;
  account: AccountChannel;
  store: RootStoreInstance;
  /** Every channel-0 message the client decoded, in order. */
  accountMessages: AccountMessage[];
  close(): void;
}

export interface FaultRig extends FaultClient {
  exchange: RunningExchange;
  relay: Relay;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The demo user's login session cookie (`tradedesk_session=…`), logged in as the browser does. */
export async function demoSessionCookie(base: string, demo: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: demo.email, password: demo.password }),
  });
  const body = (await res.json()) as unknown[];
  if (body[0] !== 'auth') throw new Error(`demo login refused: ${JSON.stringify(body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('tradedesk_session=')) throw new Error(`no session cookie: ${cookie}`);
  return cookie;
}

export async function startRig(socketOptions: Partial<SocketOptions> = {}): Promise<FaultRig> {
  const loopback = await startLoopbackExchange('faults', { seed: 11, marketRate: 'busy' });
  const exchange = loopback.exchange;
  const relay = await Relay.start(`ws://127.0.0.1:${exchange.port}/ws/2`);
  const client = await startClient(exchange.url, relay.url, await demoSessionCookie(exchange.url, exchange.demo), socketOptions);
  return {
    ...client,
    exchange,
    relay,
    async close() {
      client.close();
      await relay.close();
      await loopback.close();
    },
  };
}

/** The client as src/main.tsx puts it together (without the DOM), signed in: its socket's upgrade
 *  carries the session `cookie`, as a browser's does. */
/**
 * The browser's timings (socket liveness, reply timeouts, reconnect back-off) scaled down five
 * times: the same sequence of silence, ping, giving up and connecting again, in a fifth of the time
 * (the timings themselves are pinned by the unit tests of the socket and the channels).
 */
export const TIME_SCALE = 5;
export const FAULT_TIMINGS = {
  pingEveryMs: 30_000 / TIME_SCALE,
  pongTimeoutMs: 10_000 / TIME_SCALE,
  suspectPongTimeoutMs: 5_000 / TIME_SCALE,
  silenceMs: 20_000 / TIME_SCALE,
  replyTimeoutMs: 10_000 / TIME_SCALE,
} as const;

export async function startClient(
  restBase: string,
  wsUrl: string,
  cookie: string,
  socketOptions: Partial<SocketOptions> = {},
): Promise<FaultClient> {
  const socket = new ExchangeSocket({
    url: wsUrl,
    createSocket: (u) => new WebSocket(u, { headers: { cookie } }) as unknown as WebSocketLike,
    // The browser's reconnect backoff (from 1 s, doubling), scaled; without jitter here.
    backoff: (n) => Math.min((1000 * 2 ** (n - 1)) / TIME_SCALE, 30_000),
    pingEveryMs: FAULT_TIMINGS.pingEveryMs,
    pongTimeoutMs: FAULT_TIMINGS.pongTimeoutMs,
    suspectPongTimeoutMs: FAULT_TIMINGS.suspectPongTimeoutMs,
    silenceMs: FAULT_TIMINGS.silenceMs,
    ...socketOptions,
  });
  const channels = new ChannelSubscriptions(socket, { replyTimeoutMs: FAULT_TIMINGS.replyTimeoutMs });
  const account = new AccountChannel(socket, () => 'demo sign-in', FAULT_TIMINGS.replyTimeoutMs);
  const accountMessages: AccountMessage[] = [];
  account.onMessage((m) => accountMessages.push(m));
  const store = RootStore.create(
    {},
    {
      rest: createPublicRest(restBase),
      channels,
      storage: createMemorySettingsStorage(),
      frames: createFrameScheduler((cb) => setTimeout(cb, 16)),
    },
  );
  socket.onStatus((s) => store.connection.setStatus(s));
  const stopAccount = account.start();
  socket.connect();
  // The market list is made from the bootstrap's lists, as at the app's start.
  await store.site.load();
  await store.markets.load(store.site.boot);
  return {
    socket,
    channels,
    account,
    store,
    accountMessages,
    close() {
      stopAccount();
      socket.close();
    },
  };
}

/** A rig for the whole file with `books` and the BTC/USD trades subscribed; `feeds()` are the
 *  book feeds in the order of `books`. */
export function rigWatching(books: BookParams[]): { rig: FaultRig; feeds(): BookFeedInstance[] } {
  const rig = wholeFile(async () => {
    const r = await startRig();
    for (const p of books) r.store.books.acquire(p);
    r.store.trades.acquire('tBTCUSD');
    return r;
  }, 90_000);
  return { rig, feeds: () => books.map((p) => rig.store.books.feeds.get(bookKey(p))!) };
}
