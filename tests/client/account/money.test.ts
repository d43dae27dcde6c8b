// The money model: methods from the public conf, movements loaded and kept current by the
// stream's movement notifications, a withdrawal's body as the protocol wants it, the refusal text.
import { describe, expect, it } from 'vitest';
import { accountSetup } from './fake-account';

const NOW = 1_700_000_000_000;
const row = (id: number, status: string, amount: number, mts = NOW) => {
  const r = new Array<unknown>(22).fill(null);
  Object.assign(r, { 0: id, 1: 'ETH', 2: 'ETHEREUM', 5: mts, 6: mts, 9: status, 12: amount });
  return r;
};
const notification = (type: string, info: unknown, status = 'SUCCESS', text = 'done') => [NOW, type, null, null, info, null, status, text];

describe('money', () => {
  it('reads the methods and the movements, and follows the stream', async () => {
    const { account, channel } = accountSetup(
      { 'v2/auth/r/movements/hist': [row(1, 'COMPLETED', 2, NOW - 10), row(2, 'PROCESSING', -0.5, NOW)] },
      {
        'v2/conf/pub:info:tx:method': [
          [
            ['bitcoin', 'BTC', '0.0004', 1, 'BITCOIN'],
            ['wire', 'USD', '0', 0, 'WIRE'],
          ],
        ],
      },
    );
    channel.setStatus('authenticated');
    await account.money.loadMethods();
    expect(account.money.methods).toEqual([
      { method: 'bitcoin', currency: 'BTC', fee: '0.0004', crypto: true, label: 'BITCOIN' },
      { method: 'wire', currency: 'USD', fee: '0', crypto: false, label: 'WIRE' },
    ]);
    await account.money.loadMovements();
    expect(account.money.movements.map((m) => [m.id, m.status])).toEqual([
      [2, 'PROCESSING'],
      [1, 'COMPLETED'],
    ]);
    channel.receive([0, 'n', notification('withdrawal_complete', row(2, 'COMPLETED', -0.5, NOW + 5))]);
    channel.receive([0, 'n', notification('deposit_new', row(3, 'PENDING', 1, NOW + 6))]);
    expect(account.money.movements.map((m) => [m.id, m.status])).toEqual([
      [3, 'PENDING'],
      [2, 'COMPLETED'],
      [1, 'COMPLETED'],
    ]);
    channel.setStatus('signedOut');
    expect(account.money.movements).toEqual([]);
  });

  it('sends a withdrawal as the protocol wants it, and throws the refusal', async () => {
    const { account, calls } = accountSetup({
      'v2/auth/r/movements/hist': [row(7, 'PENDING', -0.01)],
      'v2/auth/w/withdraw': (body: { amount: string }) =>
        body.amount === '9'
          ? notification('acc_wd-req', null, 'ERROR', 'Invalid withdrawal: not enough ETH')
          : notification('acc_wd-req', [7], 'SUCCESS', 'check your e-mail'),
    });
    const ok = await account.money.withdraw({
      wallet: 'exchange',
      method: 'lnx',
      amount: '0.01',
      address: 'lnbc1invoice',
      feeDeduct: true,
      travelRule: { firstName: 'Ada', lastName: 'Lovelace', vasp: 'self-hosted' },
    });
    expect(ok).toBe('check your e-mail');
    // The new withdrawal shows at once: the list is read again.
    expect(account.money.movements.map((m) => [m.id, m.status])).toEqual([[7, 'PENDING']]);
    expect(calls[0]!.body).toEqual({
      wallet: 'exchange',
      method: 'lnx',
      amount: '0.01',
      invoice: 'lnbc1invoice',
      fee_deduct: 1,
      dest_firstname: 'Ada',
      dest_lastname: 'Lovelace',
      vasp_name: 'self-hosted',
      travel_rule_tos: 1,
    });
    await expect(account.money.withdraw({ wallet: 'exchange', method: 'ethereum', amount: '9', address: '0x1' })).rejects.toThrow(
      'Invalid withdrawal: not enough ETH',
    );
  });
});
