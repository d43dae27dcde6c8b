import { describe, expect, it } from 'vitest';
import { accountSetup } from './fake-account';
import { decodeIncreaseInfo } from '../../../src/models/account/increase-info';
import { increaseRows } from '../../../src/widgets/positions/IncreaseConfirm';

// The nesting the exchange answers with for a long on tBTCUSD.
const REPLY = [[100, 0.5], [1.25, [20000, 25000, 0.4, 0.5], 20000], null, null, [0.1, 5000], ['BTC', 'USD']];

describe('position increase info', () => {
  it('names every figure of the reply', () => {
    expect(decodeIncreaseInfo(REPLY)).toEqual({
      maxPosition: 100,
      currentPosition: 0.5,
      baseCurrencyBalance: 1.25,
      tradableBalanceQuote: 20000,
      tradableBalanceQuoteTotal: 25000,
      tradableBalanceBase: 0.4,
      tradableBalanceBaseTotal: 0.5,
      fundingAvailable: 20000,
      fundingValue: 0.1,
      fundingRequired: 5000,
      fundingValueCurrency: 'BTC',
      fundingRequiredCurrency: 'USD',
    });
    expect(decodeIncreaseInfo({ raw: 1 })).toBeUndefined();
    expect(decodeIncreaseInfo([[1, 2], [3]])?.tradableBalanceQuote).toBeNull();
  });

  it('lays the figures out with their labels and currencies', () => {
    const info = decodeIncreaseInfo(REPLY);
    if (!info) throw new Error('no info');
    const rows = increaseRows(info, 'BTC', 'USD');
    expect(rows.map((r) => r.key)).toContain('positions.info.fundingRequired');
    expect(rows.find((r) => r.key === 'positions.info.fundingRequired')).toEqual({
      key: 'positions.info.fundingRequired',
      value: 5000,
      unit: 'USD',
    });
    expect(rows.find((r) => r.key === 'positions.info.maxPosition')?.unit).toBe('BTC');
  });

  it('asks the exchange with the signed amount and refuses an unexpected reply', async () => {
    let reply: unknown = REPLY;
    const { account, calls } = accountSetup({ 'v2/auth/r/position/increase/info': () => reply });
    const info = await account.increaseInfo('tBTCUSD', '-0.1');
    expect(info.fundingRequired).toBe(5000);
    expect(calls[0]).toEqual({ path: 'v2/auth/r/position/increase/info', body: { symbol: 'tBTCUSD', amount: '-0.1' } });
    reply = ['error'];
    await expect(account.increaseInfo('tBTCUSD', '0.1')).rejects.toThrow(/unexpected reply/);
  });
});
