// The read-only context on the client (issue 15, item 4): the permissions of the exchange's auth
// answer are kept while the channel is authenticated and dropped on sign-out; a control may write
// a scope unless they say it may not (told nothing, it may: the exchange still checks).
import { describe, expect, it } from 'vitest';
import { AccountStore } from '../../../src/models/account/account';
import { canWrite } from '../../../src/app/write-gate';

const READ_ONLY = { orders: { read: 1, write: 0 }, wallets: { read: 1, write: 0 }, settings: { read: 1, write: 1 } };

describe('write permissions of the session', () => {
  it('reads the auth answer as an object or as its JSON text', () => {
    expect(canWrite(READ_ONLY, 'orders')).toBe(false);
    expect(canWrite(JSON.stringify(READ_ONLY), 'wallets')).toBe(false);
    expect(canWrite(READ_ONLY, 'settings')).toBe(true);
  });

  it('lets a control write when nothing was told', () => {
    expect(canWrite(null, 'orders')).toBe(true);
    expect(canWrite('not json', 'withdraw')).toBe(true);
  });

  it('are kept from the authentication to the sign-out', () => {
    const account = AccountStore.create({});
    account.setStatus('authenticated', undefined, READ_ONLY);
    expect(canWrite(account.caps, 'orders')).toBe(false);
    account.setStatus('waiting', undefined, undefined);
    expect(canWrite(account.caps, 'orders')).toBe(false);
    account.setStatus('signedOut', undefined, READ_ONLY);
    expect(account.caps).toBeNull();
    expect(canWrite(account.caps, 'orders')).toBe(true);
  });
});
