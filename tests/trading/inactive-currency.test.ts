// Inactive currencies (issue 15 item 6): LUNA is listed in pub:list:currency:inactive, and the
// exchange refuses orders on a pair of an inactive currency with the reason; pairs are named in
// the exchange's messages the way the client labels them.
import { describe, expect, it } from 'vitest';
import { confValue } from '../../server/market/conf';
import { Pricing } from '../../server/market/pricing';
import { FIAT_WIDE } from '../../src/protocol/public/currencies';
import { PairBook } from '../../server/trading/pair-rules';
import { checkOrder } from '../../server/trading/orders/order-input';
import { openDesk, USER } from './helpers';

/** The pair rules of a market whose conf lists LUNA:USD, LUNA being inactive. */
function lunaPairs(): PairBook {
  const conf: Record<string, unknown> = {
    'pub:info:pair': [
      ['LUNA:USD', [null, null, null, '100000', '50000000', null, null, null, 0.2, 0.1, null, null]],
      ['BTCUSD', [null, null, null, '0.00004', '2000.0', null, null, null, 0.2, 0.1, null, null]],
    ],
    'pub:list:currency:inactive': ['LUNA'],
  };
  return new PairBook({ data: { conf: (key: string) => conf[key] } } as never);
}

describe('inactive currencies', () => {
  it('are listed by the conf of the exchange, not among the active ones', () => {
    expect(confValue('pub:list:currency:inactive')).toEqual(['LUNA']);
    expect(confValue('pub:list:currency')).not.toContain('LUNA');
  });

  it('make every order on a pair of theirs refused, saying why', () => {
    const pairs = lunaPairs();
    expect(pairs.get('tLUNA:USD')?.inactive).toBe('LUNA');
    expect(pairs.get('tBTCUSD')?.inactive).toBeNull();
    for (const type of ['EXCHANGE LIMIT', 'EXCHANGE MARKET', 'LIMIT'] as const) {
      const answer = checkOrder({ type, symbol: 'tLUNA:USD', amount: '200000', price: '0.00008' }, pairs, 0);
      expect(answer).toEqual({ ok: false, error: 'Invalid order: LUNA is inactive, LUNA/USD cannot be traded' });
    }
    // A pair of active currencies is checked as before.
    expect(checkOrder({ type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.01', price: '95000' }, pairs, 0).ok).toBe(true);
  });

  it("leave the embedded market's pairs tradable (none of them has an inactive currency)", () => {
    const d = openDesk();
    d.markets.maker('tBTCUSD', -0.1, 95000);
    expect(d.trading.submitOrder(USER, { type: 'EXCHANGE MARKET', symbol: 'tBTCUSD', amount: '0.01' })[6]).toBe('SUCCESS');
  });

  it('names pairs in refusals with the display labels (pub:map:currency:sym, perpetuals as BASE-PERP)', () => {
    const d = openDesk();
    expect(d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUST', amount: '99999', price: '95000' })[7]).toBe(
      'Invalid order: maximum size for BTC/USDt is 2000.0',
    );
  });
});

describe('fiat reference rates', () => {
  it('give calc/fx a rate for every currency of the wider fiat list', () => {
    const pricing = new Pricing({} as never, {} as never, () => undefined);
    for (const fiat of FIAT_WIDE.filter((c) => !['USD', 'EUR', 'JPY', 'TRY', 'BRL'].includes(c))) {
      expect(pricing.fxRate('USD', fiat), fiat).toBeGreaterThan(0);
    }
    expect(pricing.fxRate('CHF', 'USD')).toBeCloseTo(1.12, 8);
    expect(pricing.fxRate('XYZ', 'USD')).toBeUndefined();
  });
});
