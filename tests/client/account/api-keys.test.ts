// The API key form's capabilities as the exchange's permissions, and its permission rows read back.
import { describe, expect, it } from 'vitest';
import { capsOf, grantedOf } from '../../../src/models/account/api-keys';

describe('API key capabilities', () => {
  it('grants each chosen capability its permissions, read or read and write; orders reads the history', () => {
    expect(capsOf({ orders: 'write', wallets: 'read' })).toEqual({
      orders: { read: 1, write: 1 },
      positions: { read: 1, write: 1 },
      history: { read: 1, write: 0 },
      wallets: { read: 1, write: 0 },
    });
    expect(capsOf({})).toEqual({});
    expect(capsOf({ account: 'read', settings: 'write', funding: 'read' })).toEqual({
      account: { read: 1, write: 0 },
      settings: { read: 1, write: 1 },
      funding: { read: 1, write: 0 },
    });
  });

  it('reads the permission rows back, only what is granted', () => {
    expect(grantedOf([['account', 1, 0], ['orders', 1, 1], ['withdraw', 0, 0], 'junk'])).toEqual({ account: 'r', orders: 'rw' });
  });
});
