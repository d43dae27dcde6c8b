// The account channel against the real ExchangeSocket over a scripted WebSocket.
import { describe, expect, it } from 'vitest';
import { ExchangeSocket } from '../../../src/services/socket';
import { AccountChannel } from '../../../src/services/account-channel';
import type { AccountMessage } from '../../../src/protocol/account/stream';
import { acceptConnection, fakeSocketFactory } from '../fake-socket';
import { CREDENTIAL_ENDED } from '../../../src/protocol/errors';

function setup(token: { value: string | undefined }) {
  const factory = fakeSocketFactory();
  const socket = new ExchangeSocket({ url: 'ws://x', createSocket: factory.create, flags: 0, backoff: () => 1_000_000 });
  const channel = new AccountChannel(socket, () => token.value);
  const messages: AccountMessage[] = [];
  channel.onMessage((m) => messages.push(m));
  channel.start();
  return { factory, socket, channel, messages };
}

const order = (id: number, status = 'ACTIVE') => [
  id,
  null,
  1,
  'tBTCUSD',
  1,
  2,
  0.5,
  0.5,
  'EXCHANGE LIMIT',
  null,
  null,
  null,
  0,
  status,
  null,
  null,
  100,
  0,
  0,
  0,
  null,
  null,
  null,
  0,
  0,
  null,
  null,
  null,
  'BFX',
  null,
  null,
  null,
];

describe('AccountChannel', () => {
  it('authenticates with the token once the socket is online and routes channel 0', () => {
    const token = { value: 'tok-1' as string | undefined };
    const { factory, socket, channel, messages } = setup(token);
    socket.connect();
    expect(channel.status).toBe('waiting');
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([{ event: 'auth', token: 'tok-1', dms: 0, calc: 0 }]);
    expect(channel.status).toBe('authenticating');
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0, userId: 1 });
    expect(channel.status).toBe('authenticated');
    factory.last.receive([0, 'os', [order(7)]]);
    factory.last.receive([0, 'hb']);
    factory.last.receive([0, 'on', order(8)]);
    expect(messages.map((m) => m.type)).toEqual(['os', 'on']);
  });

  it('sends inputs only when authenticated, as [0, ABBREV, null, PAYLOAD]', () => {
    const token = { value: 'tok' as string | undefined };
    const { factory, socket, channel } = setup(token);
    socket.connect();
    acceptConnection(factory.last, 0);
    expect(channel.send({ type: 'oc', payload: { id: 5 } })).toBe(false);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    expect(channel.send({ type: 'oc', payload: { id: 5 } })).toBe(true);
    expect(factory.last.sent.at(-1)).toEqual([0, 'oc', null, { id: 5 }]);
  });

  it('reports a refusal with the exchange text and authenticates again after a reconnect', () => {
    const token = { value: 'bad' as string | undefined };
    const { factory, socket, channel } = setup(token);
    socket.connect();
    acceptConnection(factory.last, 0);
    factory.last.receive({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: 'token: invalid' });
    expect(channel.status).toBe('failed');
    expect(channel.failure).toBe('token: invalid');
    token.value = 'good';
    factory.last.serverClose(1006);
    socket.wake();
    // A new connection is made by the reconnect timer; open one by hand through connect().
    socket.close();
    socket.connect();
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')[0]?.token).toBe('good');
  });

  it('stays signed out without a token and logs the socket out when the token goes', () => {
    const token = { value: undefined as string | undefined };
    const { factory, socket, channel } = setup(token);
    socket.connect();
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([]);
    expect(channel.status).toBe('signedOut');
    token.value = 't';
    channel.refresh();
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    token.value = undefined;
    channel.refresh();
    expect(channel.status).toBe('signedOut');
    expect(factory.last.sentEvents('unsubscribe')).toEqual([{ event: 'unsubscribe', chanId: 0 }]);
  });

  it('signs in again with a refreshed token, which replaces the old one on the exchange', () => {
    const token = { value: 'tok-1' as string | undefined };
    const { factory, socket, channel } = setup(token);
    socket.connect();
    acceptConnection(factory.last, 0);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    token.value = 'tok-2';
    channel.refresh();
    expect(factory.last.sentEvents('unsubscribe')).toEqual([{ event: 'unsubscribe', chanId: 0 }]);
    expect(factory.last.sentEvents('auth').map((e) => e.token)).toEqual(['tok-1', 'tok-2']);
    // The old session's sign-out arriving meanwhile is not the answer to the new auth.
    factory.last.receive({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: CREDENTIAL_ENDED });
    expect(channel.status).toBe('authenticating');
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    expect(channel.status).toBe('authenticated');
  });

  it('signs in again when the exchange signs out a socket whose token the session has replaced', () => {
    const token = { value: 'tok-1' as string | undefined };
    const { factory, socket, channel } = setup(token);
    socket.connect();
    acceptConnection(factory.last, 0);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    token.value = 'tok-2';
    factory.last.receive({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: CREDENTIAL_ENDED });
    expect(factory.last.sentEvents('auth').map((e) => e.token)).toEqual(['tok-1', 'tok-2']);
    expect(channel.status).toBe('authenticating');
    // With no other token, the sign-out stands.
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    factory.last.receive({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: CREDENTIAL_ENDED });
    expect(channel.status).toBe('failed');
  });
});
