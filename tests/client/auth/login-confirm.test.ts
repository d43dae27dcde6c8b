// The /login-confirm page's call: POST /v2/login/confirm {token}, read as the allowed address.
import { describe, expect, it, vi } from 'vitest';
import { confirmLoginAddress } from '../../../src/models/login-confirm';
import { ACCOUNT_CALLS } from '../../../src/protocol/calls/account';

describe('confirmLoginAddress', () => {
  it('sends the token to the table’s call and reads [IP]', async () => {
    const call = vi.fn(async () => ['10.9.9.9']);
    expect(await confirmLoginAddress({ call } as never, 'tok')).toBe('10.9.9.9');
    expect(call).toHaveBeenCalledWith(ACCOUNT_CALLS.loginConfirm, { token: 'tok' });
    expect(ACCOUNT_CALLS.loginConfirm).toMatchObject({ method: 'POST', path: '/v2/login/confirm' });
  });

  it('refuses a reply of another shape, and passes the exchange’s refusal on', async () => {
    await expect(confirmLoginAddress({ call: async () => [1] } as never, 't')).rejects.toThrow('malformed');
    const refused = new Error('token: invalid or expired');
    await expect(confirmLoginAddress({ call: () => Promise.reject(refused) } as never, 't')).rejects.toBe(refused);
  });
});
