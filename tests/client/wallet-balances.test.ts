// The wallets list (issue 15 item 6): dust by USD value against the 0.00001 USD default, every
// wallet type of the spec in order (creditline and contribution too), values in BTC.
import { describe, expect, it } from 'vitest';
import type { Wallet } from '../../src/protocol/account/wallet';
import { convertedBalance, isDust, shownWallets, sortWallets } from '../../src/widgets/wallets/balances';
import {
  CONVERSION_BASES,
  FIAT_SHORT,
  FIAT_WIDE,
  HIDE_SMALL_BALANCES_THRESHOLD,
  equivalentChoices,
} from '../../src/protocol/public/currencies';

const w = (type: string, currency: string, balance: number): Wallet => ({
  type,
  currency,
  balance,
  unsettledInterest: 0,
  balanceAvailable: balance,
  description: null,
  meta: null,
});

const RATES = { BTC: '95000', USD: '1', JPY: '0.0066', UST: '1.0005' };

describe('dust by USD value', () => {
  it('has the spec default threshold of 0.00001 USD', () => {
    expect(HIDE_SMALL_BALANCES_THRESHOLD).toBe('0.00001');
  });

  it('compares the USD value, not the balance in its own currency', () => {
    // 0.0000001 BTC is 0.0095 USD: small in BTC, not dust.
    expect(isDust(w('exchange', 'BTC', 0.0000001), RATES)).toBe(false);
    // 0.001 JPY is 0.0000066 USD: a balance above 0.00001 in its own currency, and dust.
    expect(isDust(w('exchange', 'JPY', 0.001), RATES)).toBe(true);
    expect(isDust(w('exchange', 'USD', 0.00002), RATES)).toBe(false);
    expect(isDust(w('exchange', 'USD', 0.000009), RATES)).toBe(true);
    // A debt is judged by its size.
    expect(isDust(w('margin', 'USD', -5), RATES)).toBe(false);
  });

  it('calls an empty wallet dust, and a wallet without a known rate not', () => {
    expect(isDust(w('exchange', 'LUNA', 0), RATES)).toBe(true);
    expect(isDust(w('exchange', 'LUNA', 0.0000001), RATES)).toBe(false);
  });

  it('leaves dust out only when small balances are hidden', () => {
    const list = [w('exchange', 'JPY', 0.001), w('exchange', 'BTC', 0.0000001), w('margin', 'USD', 10)];
    expect(shownWallets(list, false, RATES)).toHaveLength(3);
    expect(shownWallets(list, true, RATES).map((x) => `${x.type}-${x.currency}`)).toEqual(['exchange-BTC', 'margin-USD']);
  });
});

describe('wallet types', () => {
  it('lists exchange, margin, funding, creditline and contribution in that order, then by currency', () => {
    const list = [
      w('contribution', 'USD', 1),
      w('creditline', 'USD', 1),
      w('funding', 'USD', 1),
      w('exchange', 'USD', 1),
      w('margin', 'BTC', 1),
      w('exchange', 'BTC', 1),
    ];
    expect(sortWallets(list).map((x) => `${x.type}-${x.currency}`)).toEqual([
      'exchange-BTC',
      'exchange-USD',
      'margin-BTC',
      'funding-USD',
      'creditline-USD',
      'contribution-USD',
    ]);
  });
});

describe('the Bitcoin view and the equivalent pickers', () => {
  it('converts a balance to BTC through its USD value', () => {
    const usdToBtc = 1 / 95000;
    expect(convertedBalance(w('exchange', 'USD', 9500), RATES, usdToBtc)?.toNumber()).toBeCloseTo(0.1, 10);
    expect(convertedBalance(w('exchange', 'BTC', 2), RATES, usdToBtc)?.toNumber()).toBeCloseTo(2, 10);
    expect(convertedBalance(w('exchange', 'LUNA', 2), RATES, usdToBtc)).toBeUndefined();
    expect(convertedBalance(w('exchange', 'USD', 2), RATES, null)).toBeUndefined();
  });

  it('offers the conversion bases, then the short (7) or the wide (23) fiat list', () => {
    expect(FIAT_WIDE).toHaveLength(23);
    expect(FIAT_SHORT).toHaveLength(7);
    expect(CONVERSION_BASES).toEqual(['UST', 'BTC', 'USD']);
    expect(equivalentChoices(false)).toEqual(['UST', 'BTC', 'USD', 'EUR', 'CNH', 'JPY', 'GBP', 'CHF', 'HKD']);
    expect(equivalentChoices(true)).toHaveLength(25);
  });
});
