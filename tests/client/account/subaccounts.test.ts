// The sub-accounts page's balances: the exchange's rows per wallet summed per sub-account and
// currency, exactly (no float drift), empty totals left out.
import { describe, expect, it } from 'vitest';
import { balancesBySubaccount } from '../../../src/models/account/subaccounts';

describe('balancesBySubaccount', () => {
  it('sums each currency over the wallets of each sub-account', () => {
    const rows = [
      [7, 'exchange', 'USD', 0.1, 0.1],
      [7, 'margin', 'USD', 0.2, 0.2],
      [7, 'exchange', 'BTC', 1.5, 1],
      [9, 'exchange', 'USD', 0, 0],
      [9, 'funding', 'ETH', '2.000000001', '2'],
      ['junk'],
      null,
      [8, 'exchange', 'USD', 'not a number', 0],
    ];
    const out = balancesBySubaccount(rows);
    expect(out.get(7)).toEqual({ BTC: '1.5', USD: '0.3' });
    expect(out.get(9)).toEqual({ ETH: '2.000000001' });
    expect(out.get(8)).toBeUndefined();
  });

  it('reads anything that is not a list as no balances', () => {
    expect(balancesBySubaccount({ error: 1 }).size).toBe(0);
    expect(balancesBySubaccount(undefined).size).toBe(0);
  });
});
