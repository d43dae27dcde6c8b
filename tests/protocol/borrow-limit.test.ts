// The collateral check on borrowing (src/protocol/account/borrow-limit.ts): the margin wallets' USD
// value at the most leverage the margin pairs trading the currency allow, less what is borrowed or
// bid for, never below zero; the refusal of a bid above it, stating the numbers; and the row on the
// wire.
import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { borrowLeverage, borrowLimit, borrowRefusal, decodeBorrowLimit, encodeBorrowLimit } from '../../src/protocol/account/borrow-limit';

const PAIRS = [
  { base: 'BTC', quote: 'USD', initialMargin: '0.2' },
  { base: 'ETH', quote: 'USD', initialMargin: '0.3' },
  { base: 'ETH', quote: 'BTC', initialMargin: '0.5' },
];

describe('borrow limit', () => {
  it('takes the most leverage of the margin pairs that trade the currency, 1× when none does', () => {
    expect(borrowLeverage('USD', PAIRS).toFixed()).toBe('5');
    expect(borrowLeverage('ETH', PAIRS).toFixed(4)).toBe('3.3333');
    expect(borrowLeverage('BTC', PAIRS).toFixed()).toBe('5');
    expect(borrowLeverage('EUR', PAIRS).toFixed()).toBe('1');
  });

  it('is the margin wallets in USD times the leverage, less what is borrowed or bid for', () => {
    const l = borrowLimit({
      currency: 'BTC',
      priceUsd: 50_000,
      collateral: [
        { currency: 'USD', amount: '1000', usd: 1 },
        { currency: 'BTC', amount: '0.02', usd: 50_000 },
        // No price: backs nothing.
        { currency: 'XYZ', amount: '1000', usd: undefined },
      ],
      leverage: 5,
      committed: [
        { currency: 'USD', amount: '2500', usd: 1 },
        { currency: 'BTC', amount: '0.01', usd: 50_000 },
      ],
    });
    expect(l.collateralUsd.toFixed()).toBe('2000');
    expect(l.limitUsd.toFixed()).toBe('10000');
    expect(l.committedUsd.toFixed()).toBe('3000');
    expect(l.availableUsd.toFixed()).toBe('7000');
    expect(l.available?.toFixed()).toBe('0.14');
    expect(borrowRefusal(l, '0.14')).toBeUndefined();
    expect(borrowRefusal(l, new BigNumber('-0.1'))).toBeUndefined();
    expect(borrowRefusal(l, '0.15')).toBe(
      'Invalid bid: not enough collateral in the margin wallet to borrow 0.15 BTC (7500.00 USD): its 2000.00 USD at 5× leverage backs 10000.00 USD, 3000.00 USD of it already borrowed or bid for, leaving 7000.00 USD (0.14 BTC); add collateral to the margin wallet or borrow less',
    );
  });

  it('is never below zero: an empty or short margin wallet backs nothing', () => {
    const empty = borrowLimit({ currency: 'USD', priceUsd: 1, collateral: [], leverage: 5, committed: [] });
    expect([empty.limitUsd.toFixed(), empty.availableUsd.toFixed(), empty.available?.toFixed()]).toEqual(['0', '0', '0']);
    expect(borrowRefusal(empty, '50')).toMatch(
      /^Invalid bid: not enough collateral in the margin wallet to borrow 50 USD \(50\.00 USD\): its 0\.00 USD/,
    );
    const short = borrowLimit({
      currency: 'USD',
      priceUsd: 1,
      collateral: [{ currency: 'USD', amount: '-100', usd: 1 }],
      leverage: 5,
      committed: [{ currency: 'USD', amount: '10', usd: 1 }],
    });
    expect(short.availableUsd.toFixed()).toBe('0');
    const over = borrowLimit({
      currency: 'USD',
      priceUsd: 1,
      collateral: [{ currency: 'USD', amount: '100', usd: 1 }],
      leverage: 2,
      committed: [{ currency: 'USD', amount: '500', usd: 1 }],
    });
    expect(over.availableUsd.toFixed()).toBe('0');
  });

  it('refuses a currency without a price, and travels on the wire', () => {
    const l = borrowLimit({
      currency: 'ABC',
      priceUsd: undefined,
      collateral: [{ currency: 'USD', amount: 10, usd: 1 }],
      leverage: 1,
      committed: [],
    });
    expect(l.available).toBeUndefined();
    expect(borrowRefusal(l, 1)).toMatch(/no USD price of ABC/);
    const row = encodeBorrowLimit(l);
    expect(row).toEqual(['ABC', 10, 1, 10, 0, 10, null, null]);
    expect(decodeBorrowLimit(row)).toEqual({
      currency: 'ABC',
      collateralUsd: 10,
      leverage: 1,
      limitUsd: 10,
      committedUsd: 0,
      availableUsd: 10,
      priceUsd: null,
      available: null,
    });
    expect(decodeBorrowLimit(['ABC', 'x'])).toBeUndefined();
  });
});
