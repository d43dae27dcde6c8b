// A scripted account channel and private REST for the account models.
import { callPath, type CallDef, type CallReply } from '../../../src/protocol/calls';
import type { CallArgs } from '../../../src/services/rest';
import type { AccountChannelPort, AccountChannelStatus } from '../../../src/services/account-channel';
import type { AccountMessage } from '../../../src/protocol/account/stream';
import { decodeAccountMessage } from '../../../src/protocol/account/stream';
import type { Input } from '../../../src/protocol/inputs';
import { startSessionEffects } from '../../../src/models/session-effects';
import { RootStore } from '../../../src/models/root';
import { fakeEnv } from '../fake-env';

export class FakeAccountChannel implements AccountChannelPort {
  status: AccountChannelStatus = 'signedOut';
  failure: string | undefined;
  readonly sent: Input[] = [];
  private readonly m = new Set<(m: AccountMessage) => void>();
  private readonly s = new Set<(s: AccountChannelStatus) => void>();
  onMessage(fn: (m: AccountMessage) => void) {
    this.m.add(fn);
    return () => this.m.delete(fn);
  }
  onStatus(fn: (s: AccountChannelStatus) => void) {
    this.s.add(fn);
    return () => this.s.delete(fn);
  }
  send(input: Input): boolean {
    if (this.status !== 'authenticated') return false;
    this.sent.push(input);
    return true;
  }
  setStatus(s: AccountChannelStatus, failure?: string) {
    this.status = s;
    this.failure = failure;
    for (const fn of this.s) fn(s);
  }
  /** Plays a raw channel-0 array through the real decoder. */
  receive(raw: unknown[]) {
    const msg = decodeAccountMessage(raw);
    if (!msg) throw new Error(`undecodable ${JSON.stringify(raw)}`);
    for (const fn of this.m) fn(msg);
  }
}

export function accountSetup(auth: Record<string, unknown> = {}, publicAnswers: Record<string, unknown> = {}) {
  const channel = new FakeAccountChannel();
  const calls: Array<{ path: string; body: unknown }> = [];
  const answer = (path: string, body: unknown) => {
    calls.push({ path, body });
    if (!(path in auth)) return Promise.reject(new Error(`no answer for ${path}`));
    const a = auth[path];
    return Promise.resolve(typeof a === 'function' ? (a as (b: unknown) => unknown)(body) : a);
  };
  // Answers are keyed by the call's concrete path without its leading slash (`v2/auth/w/transfer`).
  const rest = {
    call: async <C extends CallDef>(def: C, ...[input, params]: CallArgs<C>): Promise<CallReply<C>> =>
      def.reply(await answer(callPath(def, params as never).slice(1), input)) as CallReply<C>,
  };
  const base = fakeEnv(publicAnswers);
  const store = RootStore.create({}, { ...base.env, account: { channel, rest } });
  startSessionEffects(store);
  return { store, account: store.account, channel, calls, storage: base.storage };
}

export const order = (
  id: number,
  o: Partial<{
    amount: number;
    status: string;
    gid: number | null;
    placedId: number | null;
    price: number;
    symbol: string;
    mts: number;
  }> = {},
) => {
  const row: unknown[] = new Array(32).fill(null);
  row[0] = id;
  row[1] = o.gid ?? null;
  row[2] = id * 10;
  row[3] = o.symbol ?? 'tBTCUSD';
  row[4] = o.mts ?? id;
  row[5] = o.mts ?? id;
  row[6] = o.amount ?? 0.5;
  row[7] = o.amount ?? 0.5;
  row[8] = 'EXCHANGE LIMIT';
  row[12] = 0;
  row[13] = o.status ?? 'ACTIVE';
  row[16] = o.price ?? 100;
  row[23] = 0;
  row[24] = 0;
  row[25] = o.placedId ?? null;
  return row;
};

export const wallet = (type: string, ccy: string, balance: number, available: number | null = balance) => [
  type,
  ccy,
  balance,
  0,
  available,
  null,
  null,
];

export const position = (symbol: string, amount: number, extra: Partial<{ pl: number | null; status: string; id: number }> = {}) => {
  const row: unknown[] = new Array(20).fill(null);
  row[0] = symbol;
  row[1] = extra.status ?? 'ACTIVE';
  row[2] = amount;
  row[3] = 100;
  row[4] = 0;
  row[5] = 0;
  row[6] = extra.pl === undefined ? 1.5 : extra.pl;
  row[7] = 0.01;
  row[8] = 50;
  row[9] = 2;
  row[11] = extra.id ?? 1;
  row[15] = 0;
  return row;
};

export const notification = (type: string, status: string, text: string, info: unknown = null) => [
  1_700_000_000_000,
  type,
  null,
  null,
  info,
  null,
  status,
  text,
];
