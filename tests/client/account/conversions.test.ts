import { describe, expect, it } from 'vitest';
import { accountSetup, notification, wallet } from './fake-account';
import { conversionSources, conversionTargets, convertedAmount } from '../../../src/models/account/conversions';

describe('conversions within a wallet', () => {
  it('offers USD ↔ UST everywhere and UST ↔ USTF0 only in the margin wallet', () => {
    expect(conversionTargets('exchange', 'USD')).toEqual(['UST']);
    expect(conversionTargets('exchange', 'UST')).toEqual(['USD']);
    expect(conversionTargets('margin', 'UST')).toEqual(['USD', 'USTF0']);
    expect(conversionTargets('margin', 'USTF0')).toEqual(['UST']);
    expect(conversionTargets('funding', 'USTF0')).toEqual([]);
    expect(conversionTargets('exchange', 'BTC')).toEqual([]);
    expect(conversionSources('exchange')).toEqual(['USD', 'UST']);
    expect(conversionSources('margin')).toEqual(['USD', 'UST', 'USTF0']);
  });

  it('rounds the rate and the amount received to 8 decimals like the exchange', () => {
    expect(convertedAmount('100', '0.999123456789').toFixed()).toBe('99.912346');
    expect(convertedAmount('0.00000001', '0.4').toFixed()).toBe('0');
    expect(convertedAmount('2.5', '1').toFixed()).toBe('2.5');
  });

  it('quotes par pairs without asking and the others through /v2/calc/fx', async () => {
    const { account, calls } = accountSetup({
      'v2/calc/fx': (b: unknown) => ((b as { ccy1: string }).ccy1 === 'USD' ? [0.9985] : [1.0015]),
    });
    expect(await account.wallets.conversionRate('margin', 'UST', 'USTF0')).toBe('1');
    expect(calls).toHaveLength(0);
    expect(await account.wallets.conversionRate('exchange', 'USD', 'UST')).toBe('0.9985');
    expect(calls).toEqual([{ path: 'v2/calc/fx', body: { ccy1: 'USD', ccy2: 'UST' } }]);
    expect(await account.wallets.conversionRate('exchange', 'BTC', 'USD')).toBe('0');
    expect(await account.wallets.conversionRate('exchange', 'UST', 'USTF0')).toBe('0');
  });

  it('converts as a transfer to the same wallet with currency_to; the rows follow wu', async () => {
    const { account, channel, calls } = accountSetup({
      'v2/auth/w/transfer': notification('acc_tf', 'SUCCESS', '100 USD transfered from Exchange to Exchange', [
        1,
        'exchange',
        'exchange',
        null,
        'USD',
        'UST',
        null,
        100,
      ]),
    });
    channel.setStatus('authenticated');
    channel.receive([0, 'ws', [wallet('exchange', 'USD', 1000), wallet('exchange', 'UST', 0)]]);
    const text = await account.wallets.convert({ wallet: 'exchange', from: 'USD', to: 'UST', amount: '100' });
    expect(text).toBe('100 USD transfered from Exchange to Exchange');
    expect(calls.find((c) => c.path === 'v2/auth/w/transfer')).toEqual({
      path: 'v2/auth/w/transfer',
      body: { from: 'exchange', to: 'exchange', currency: 'USD', currency_to: 'UST', amount: '100' },
    });
    channel.receive([0, 'wu', wallet('exchange', 'USD', 900)]);
    channel.receive([0, 'wu', wallet('exchange', 'UST', 99.85)]);
    expect(account.wallets.get('exchange', 'UST')?.balance).toBe(99.85);
    expect(account.wallets.get('exchange', 'USD')?.balance).toBe(900);
  });

  it('throws the exchange text of a refused conversion', async () => {
    const { account } = accountSetup({
      'v2/auth/w/transfer': notification('acc_tf', 'ERROR', 'Invalid transfer: not enough USD available in the exchange wallet'),
    });
    await expect(account.wallets.convert({ wallet: 'exchange', from: 'USD', to: 'UST', amount: '1e9' })).rejects.toThrow(
      'Invalid transfer: not enough USD available in the exchange wallet',
    );
  });

  it('a plain transfer sends no currency_to', async () => {
    const { account, calls } = accountSetup({ 'v2/auth/w/transfer': notification('acc_tf', 'SUCCESS', 'ok') });
    await account.wallets.transfer({ from: 'exchange', to: 'margin', currency: 'USD', currencyTo: 'USD', amount: '5' });
    expect(calls[0]?.body).toEqual({ from: 'exchange', to: 'margin', currency: 'USD', amount: '5' });
  });
});
