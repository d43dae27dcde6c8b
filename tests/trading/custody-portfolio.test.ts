// The custody partner's arithmetic (server/trading/custody/portfolio.ts): a portfolio's values,
// total, shares and yearly fee at the partner's rate; a transfer's fee taken from the amount; and
// the refusals of an amount against the currency's terms and what the side it leaves holds; and the
// setting that chooses the partner.
import { describe, expect, it } from 'vitest';
import { dec } from '../../server/trading/decimal';
import { afterFee, portfolioOf, transferRefusal, type CustodyAsset } from '../../server/trading/custody/portfolio';
import { SIMULATED_CUSTODY_ASSETS } from '../../server/trading/custody/simulated';
import { ConfigError, readConfig } from '../../server/config';

const BTC: CustodyAsset = { currency: 'BTC', decimals: 8, transferFee: '0.0001', minTransfer: '0.001' };
const USD: CustodyAsset = { currency: 'USD', decimals: 2, transferFee: '5', minTransfer: '50' };

describe('custody portfolio', () => {
  it('values each holding at its index price, with its share of the total and the yearly fee', () => {
    const p = portfolioOf(
      [
        { currency: 'BTC', amount: dec('0.5'), price: dec('60000') },
        { currency: 'ETH', amount: dec('10'), price: dec('3000') },
        { currency: 'USD', amount: dec('30000'), price: dec('1') },
      ],
      25,
    );
    expect(p.totalUsd.toFixed()).toBe('90000');
    expect(p.lines.map((l) => [l.currency, l.valueUsd.toFixed(), l.share.toFixed()])).toEqual([
      ['BTC', '30000', '0.333333'],
      ['ETH', '30000', '0.333333'],
      ['USD', '30000', '0.333333'],
    ]);
    // 25 basis points a year of 90,000 USD: 225 USD, 75 of it for each third.
    expect(p.yearlyFeeUsd.toFixed()).toBe('225');
    expect(p.lines.map((l) => l.yearlyFeeUsd.toFixed())).toEqual(['75', '75', '75']);
  });

  it('counts a holding without a price as worth nothing, and an empty portfolio has no shares', () => {
    const p = portfolioOf(
      [
        { currency: 'BTC', amount: dec('1'), price: dec('50000') },
        { currency: 'XRP', amount: dec('100'), price: undefined },
      ],
      25,
    );
    expect(p.lines.map((l) => l.share.toFixed())).toEqual(['1', '0']);
    expect(p.lines[1]!.valueUsd.toFixed()).toBe('0');
    const empty = portfolioOf([{ currency: 'BTC', amount: dec('0'), price: dec('50000') }], 25);
    expect(empty.totalUsd.toFixed()).toBe('0');
    expect(empty.lines[0]!.share.toFixed()).toBe('0');
  });

  it('rounds values to 8 decimals and shares to 6, exactly', () => {
    const p = portfolioOf(
      [
        { currency: 'BTC', amount: dec('0.00000001'), price: dec('61234.5') },
        { currency: 'UST', amount: dec('2'), price: dec('1.0001') },
      ],
      25,
    );
    expect(p.lines[0]!.valueUsd.toFixed()).toBe('0.00061235');
    expect(p.totalUsd.toFixed()).toBe('2.00081235');
    expect(p.lines[1]!.share.toFixed()).toBe('0.999694');
  });

  it('takes the transfer fee from the amount moved', () => {
    expect(afterFee(dec('0.5'), BTC)).toEqual({ fee: dec('0.0001'), received: dec('0.4999') });
    expect(afterFee(dec('50'), USD).received.toFixed()).toBe('45');
  });

  it('refuses an amount that is not positive, too precise, below the least transfer or above what is held', () => {
    const held = dec('1');
    expect(transferRefusal(undefined, BTC, held, 'exchange wallet')).toBe('amount: invalid (a positive amount)');
    expect(transferRefusal(dec('0'), BTC, held, 'exchange wallet')).toBe('amount: invalid (a positive amount)');
    expect(transferRefusal(dec('-1'), BTC, held, 'exchange wallet')).toBe('amount: invalid (a positive amount)');
    expect(transferRefusal(dec('0.123456789'), BTC, held, 'exchange wallet')).toBe('amount: invalid (BTC moves in at most 8 decimals)');
    expect(transferRefusal(dec('50.001'), USD, dec('100'), 'custody account')).toBe('amount: invalid (USD moves in at most 2 decimals)');
    expect(transferRefusal(dec('0.0009'), BTC, held, 'exchange wallet')).toBe('amount: invalid (the least transfer of BTC is 0.001)');
    expect(transferRefusal(dec('1.5'), BTC, held, 'custody account')).toBe(
      'amount: invalid (above the 1 BTC available in the custody account)',
    );
    expect(transferRefusal(dec('1'), BTC, held, 'exchange wallet')).toBeUndefined();
  });

  it("keeps every currency's least transfer above its fee, so a transfer always delivers something", () => {
    for (const a of SIMULATED_CUSTODY_ASSETS) expect(dec(a.minTransfer).gt(a.transferFee), a.currency).toBe(true);
  });
});

describe('the custody setting', () => {
  it('chooses the simulated partner unless TRADEDESK_CUSTODY says off, and refuses anything else', () => {
    expect(readConfig({}).custody).toBe('simulated');
    expect(readConfig({ TRADEDESK_CUSTODY: 'Off' }).custody).toBe('off');
    expect(readConfig({ TRADEDESK_CUSTODY: 'simulated' }).custody).toBe('simulated');
    expect(() => readConfig({ TRADEDESK_CUSTODY: 'acme' })).toThrow('TRADEDESK_CUSTODY must be one of simulated, off, got "acme"');
    expect(readConfig({}).custodyReviewMs).toBe(2000);
    expect(readConfig({ TRADEDESK_CUSTODY_REVIEW_MS: '0' }).custodyReviewMs).toBe(0);
    expect(() => readConfig({ TRADEDESK_CUSTODY_REVIEW_MS: 'soon' })).toThrow(ConfigError);
  });
});
