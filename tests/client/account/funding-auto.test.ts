import { describe, expect, it } from 'vitest';
import { accountSetup, notification } from './fake-account';
import {
  AUTO_RENEW_SETTING_KEY,
  autoRenewErrors,
  decodeAutoRenewReply,
  parseAutoRenewSettings,
} from '../../../src/models/account/funding-auto';

describe('funding auto-renew', () => {
  it('checks period 2–30 whole days, and rate and amount empty or not negative', () => {
    expect(autoRenewErrors({ period: '2', ratePercent: '', threshold: '' })).toEqual({});
    expect(autoRenewErrors({ period: '30', ratePercent: '0.02', threshold: '500' })).toEqual({});
    expect(autoRenewErrors({ period: '1', ratePercent: '', threshold: '' }).period).toBe('error.period');
    expect(autoRenewErrors({ period: '31', ratePercent: '', threshold: '' }).period).toBe('error.period');
    expect(autoRenewErrors({ period: '2.5', ratePercent: '', threshold: '' }).period).toBe('error.period');
    expect(autoRenewErrors({ period: '', ratePercent: '', threshold: '' }).period).toBe('error.period');
    expect(autoRenewErrors({ period: '2', ratePercent: '-1', threshold: 'x' })).toEqual({
      rate: 'error.notNegative',
      threshold: 'error.notNegative',
    });
  });

  it('reads the setting the exchange answers with ([CURRENCY, PERIOD, RATE, THRESHOLD])', () => {
    expect(decodeAutoRenewReply(['USD', 7, 0.0002, 500], true)).toEqual({
      currency: 'USD',
      active: true,
      period: 7,
      rate: '0.0002',
      threshold: '500',
    });
    expect(decodeAutoRenewReply(null, true)).toBeUndefined();
    expect(decodeAutoRenewReply(['USD', '7', 0, 0], true)).toBeUndefined();
    expect(parseAutoRenewSettings({ USD: { active: true, period: 3, rate: '0', threshold: '0' }, BAD: { active: 'yes' } })).toEqual({
      USD: { currency: 'USD', active: true, period: 3, rate: '0', threshold: '0' },
    });
  });

  it('writes through /v2/auth/w/funding/auto, keeps what was accepted and remembers it', async () => {
    const { account, calls, storage } = accountSetup({
      'v2/auth/w/funding/auto': notification('fa-req', 'SUCCESS', 'Auto-renew of USD funding on.', ['USD', 7, 0.0002, 500]),
    });
    const text = await account.funding.setAutoRenew({ currency: 'USD', active: true, period: 7, rate: '0.0002', amount: '500' });
    expect(text).toBe('Auto-renew of USD funding on.');
    expect(calls[0]).toEqual({
      path: 'v2/auth/w/funding/auto',
      body: { status: 1, currency: 'USD', rate: '0.0002', period: 7, amount: '500' },
    });
    expect(account.funding.autoRenew.get('USD')).toEqual({ currency: 'USD', active: true, period: 7, rate: '0.0002', threshold: '500' });
    await Promise.resolve();
    expect(await storage.load(AUTO_RENEW_SETTING_KEY)).toEqual({
      USD: { currency: 'USD', active: true, period: 7, rate: '0.0002', threshold: '500' },
    });
  });

  it('turning off sends only status and currency; a refusal throws its text and keeps the old setting', async () => {
    let refuse = false;
    const { account, calls } = accountSetup({
      'v2/auth/w/funding/auto': () =>
        refuse
          ? notification('fa-req', 'ERROR', 'currency: invalid')
          : notification('fa-req', 'SUCCESS', 'Auto-renew of USD funding off.', ['USD', 2, 0, 0]),
    });
    await account.funding.setAutoRenew({ currency: 'USD', active: false, period: 9 });
    expect(calls[0]?.body).toEqual({ status: 0, currency: 'USD' });
    expect(account.funding.autoRenew.get('USD')?.active).toBe(false);
    refuse = true;
    await expect(account.funding.setAutoRenew({ currency: 'USD', active: true, period: 3 })).rejects.toThrow('currency: invalid');
    expect(account.funding.autoRenew.get('USD')?.active).toBe(false);
  });

  it('loads the remembered settings once signed in', async () => {
    const { account, channel, storage } = accountSetup({ 'v2/auth/r/trades/hist': [] });
    await storage.save(AUTO_RENEW_SETTING_KEY, { UST: { active: true, period: 5, rate: '0.0001', threshold: '0' } });
    channel.setStatus('authenticated');
    await new Promise((r) => setTimeout(r, 0));
    expect(account.funding.autoRenew.get('UST')?.period).toBe(5);
    channel.setStatus('signedOut');
    expect(account.funding.autoRenew.size).toBe(0);
  });

  it('reads the yields of a funding currency and follows fiu', async () => {
    const { account, channel } = accountSetup({ 'v2/auth/r/info/funding/fUSD': ['sym', 'fUSD', [0.0003, 0.0002, 1.5, 2.25]] });
    await account.funding.loadInfo('fUSD');
    expect(account.funding.info.get('fUSD')).toEqual({
      symbol: 'fUSD',
      yieldLoan: 0.0003,
      yieldLend: 0.0002,
      durationLoan: 1.5,
      durationLend: 2.25,
    });
    channel.receive([0, 'fiu', ['sym', 'fUSD', [0, 0.0004, 0, 3]]]);
    expect(account.funding.info.get('fUSD')?.yieldLend).toBe(0.0004);
  });

  it('closes a credit through /v2/auth/w/funding/close and throws a refusal with its text', async () => {
    const { account, calls } = accountSetup({
      'v2/auth/w/funding/close': (b: unknown) =>
        (b as { id: number }).id === 1
          ? notification('fcl-req', 'SUCCESS', 'Funding #1 closed.')
          : notification('fcl-req', 'ERROR', 'Invalid request: a loan is closed by its borrower or at the end of its period'),
    });
    expect(await account.funding.close(1)).toBe('Funding #1 closed.');
    expect(calls[0]).toEqual({ path: 'v2/auth/w/funding/close', body: { id: 1 } });
    await expect(account.funding.close(2)).rejects.toThrow(/closed by its borrower/);
  });
});
