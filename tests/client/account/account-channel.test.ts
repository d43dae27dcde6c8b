// The account channel against the real ExchangeSocket over a scripted WebSocket.
import { describe, expect, it } from 'vitest';
import { ExchangeSocket } from '../../../src/services/socket';
import { AccountChannel } from '../../../src/services/account-channel';
import type { AccountMessage } from '../../../src/protocol/account/stream';
import { orderCodec } from '../../../src/protocol/account/order';
import { acceptConnection, fakeSocketFactory } from '../fake-socket';
import { CREDENTIAL_ENDED } from '../../../src/protocol/errors';
import { order as sampleOrder } from '../../protocol/samples';

/** `session.key` names the sign-in (undefined: signed out); the token itself is never the page's. */
function setup(session: { key: string | undefined }) {
  const factory = fakeSocketFactory();
  const socket = new ExchangeSocket({ url: 'ws://x', createSocket: factory.create, flags: 0, backoff: () => 1_000_000 });
  const channel = new AccountChannel(socket, () => session.key);
  const messages: AccountMessage[] = [];
  channel.onMessage((m) => messages.push(m));
  channel.start();
  return { factory, socket, channel, messages };
}

/** Connected and channel 0 authenticated for the sign-in `session.key` names. */
function authenticated(session: { key: string | undefined }) {
  const rig = setup(session);
  rig.socket.connect();
  acceptConnection(rig.factory.last, 0);
  rig.factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
  return rig;
}

const order = (id: number, status = 'ACTIVE') => orderCodec.encode({ ...sampleOrder, id, status });

describe('AccountChannel', () => {
  it('authenticates with the session cookie of the upgrade (no token in the event) and routes channel 0', () => {
    const session = { key: 'sign-in-1' as string | undefined };
    const { factory, socket, channel, messages } = setup(session);
    socket.connect();
    expect(channel.status).toBe('waiting');
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([{ event: 'auth', dms: 0, calc: 0 }]);
    expect(factory.sockets).toHaveLength(1);
    expect(channel.status).toBe('authenticating');
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0, userId: 1 });
    expect(channel.status).toBe('authenticated');
    factory.last.receive([0, 'os', [order(7)]]);
    factory.last.receive([0, 'hb']);
    factory.last.receive([0, 'on', order(8)]);
    expect(messages.map((m) => m.type)).toEqual(['os', 'on']);
  });

  it('sends inputs only when authenticated, as [0, ABBREV, null, PAYLOAD]', () => {
    const session = { key: 'k' as string | undefined };
    const { factory, socket, channel } = setup(session);
    socket.connect();
    acceptConnection(factory.last, 0);
    expect(channel.send({ type: 'oc', payload: { id: 5 } })).toBe(false);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    expect(channel.send({ type: 'oc', payload: { id: 5 } })).toBe(true);
    expect(factory.last.sent.at(-1)).toEqual([0, 'oc', null, { id: 5 }]);
  });

  it('reports a refusal with the exchange text and authenticates again after a reconnect', () => {
    const session = { key: 'k' as string | undefined };
    const { factory, socket, channel } = setup(session);
    socket.connect();
    acceptConnection(factory.last, 0);
    factory.last.receive({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: 'token: invalid' });
    expect(channel.status).toBe('failed');
    expect(channel.failure).toBe('token: invalid');
    factory.last.serverClose(1006);
    socket.wake();
    // A new connection is made by the reconnect timer; open one by hand through connect().
    socket.close();
    socket.connect();
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([{ event: 'auth', dms: 0, calc: 0 }]);
  });

  it('opens the socket anew for a sign-in made after it connected: only an upgrade carries the cookie', () => {
    const session = { key: undefined as string | undefined };
    const { factory, socket, channel } = setup(session);
    socket.connect();
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([]);
    expect(channel.status).toBe('signedOut');

    session.key = 'sign-in-1';
    channel.refresh();
    expect(factory.sockets).toHaveLength(2);
    expect(factory.sockets[0]!.sentEvents('auth')).toEqual([]);
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([{ event: 'auth', dms: 0, calc: 0 }]);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    // A token refresh keeps the sign-in, the socket and its authentication.
    channel.refresh();
    expect(factory.sockets).toHaveLength(2);
    expect(channel.status).toBe('authenticated');

    session.key = undefined;
    channel.refresh();
    expect(channel.status).toBe('signedOut');
    expect(factory.last.sentEvents('unsubscribe')).toEqual([{ event: 'unsubscribe', chanId: 0 }]);

    // Signed out and in again (perhaps as someone else): the old upgrade's cookie is spent.
    session.key = 'sign-in-2';
    channel.refresh();
    expect(factory.sockets).toHaveLength(3);
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toHaveLength(1);
  });

  it('stays signed in through a token refresh: the exchange moves the cookie, the socket follows its session', () => {
    const session = { key: 'sign-in-1' as string | undefined };
    const { factory, channel } = authenticated(session);
    channel.refresh();
    expect(factory.sockets).toHaveLength(1);
    expect(factory.last.sentEvents('unsubscribe')).toEqual([]);
    expect(factory.last.sentEvents('auth')).toHaveLength(1);
    expect(channel.status).toBe('authenticated');
  });

  it('a new sign-in (another tab, another user) leaves channel 0 and opens a socket that carries its cookie', () => {
    const session = { key: 'sign-in-1' as string | undefined };
    const { factory, channel } = authenticated(session);
    const first = factory.last;
    session.key = 'sign-in-2';
    channel.refresh();
    expect(first.sentEvents('unsubscribe')).toEqual([{ event: 'unsubscribe', chanId: 0 }]);
    expect(factory.sockets).toHaveLength(2);
    acceptConnection(factory.last, 0);
    expect(factory.last.sentEvents('auth')).toEqual([{ event: 'auth', dms: 0, calc: 0 }]);
    factory.last.receive({ event: 'auth', status: 'OK', chanId: 0 });
    expect(channel.status).toBe('authenticated');
  });

  it('the exchange signing out the socket of this very sign-in stands (logged out elsewhere, expired)', () => {
    const session = { key: 'sign-in-1' as string | undefined };
    const { factory, channel } = authenticated(session);
    factory.last.receive({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: CREDENTIAL_ENDED });
    expect(channel.status).toBe('failed');
    expect(channel.failure).toBe(CREDENTIAL_ENDED);
    expect(factory.last.sentEvents('auth')).toHaveLength(1);
  });
});
