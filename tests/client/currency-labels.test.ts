// One label per currency (issue 15 item 6): the spec's derivative aliases, the exchange's display
// symbols (pub:map:currency:sym), perpetuals read as BASE-PERP, never a code ending in F0.
import { afterEach, describe, expect, it } from 'vitest';
import { currencyAlias, currencyConf, currencyLabel, pairLabel } from '../../src/format/symbols';
import { MarketsStore } from '../../src/models/markets';
import { marketRows } from '../../src/widgets/markets/rows';
import { inactiveCurrencyOf } from '../../src/app/currency-lists';

afterEach(() => (currencyConf.sym = {}));

describe('currency labels', () => {
  it('maps the derivative aliases of the spec: ETH2P, ETH2R, ETH2U → ETH, BTCF0 → BTC', () => {
    for (const code of ['ETH2P', 'ETH2R', 'ETH2U']) {
      expect(currencyAlias(code)).toBe('ETH');
      expect(currencyLabel(code)).toBe('ETH');
    }
    expect(currencyAlias('BTCF0')).toBe('BTC');
    expect(currencyLabel('BTCF0')).toBe('BTC');
    expect(currencyAlias('BTC')).toBe('BTC');
  });

  it('shows the display symbols of the conf once they are set, after the alias', () => {
    expect(currencyLabel('UST')).toBe('UST');
    currencyConf.sym = { UST: 'USDt', USTF0: 'USDt0', ETH: 'Ether' };
    expect(currencyLabel('UST')).toBe('USDt');
    expect(currencyLabel('USTF0')).toBe('USDt0');
    // The alias first (ETH2P → ETH), then ETH's display symbol.
    expect(currencyLabel('ETH2P')).toBe('Ether');
    expect(currencyLabel('USD')).toBe('USD');
  });

  it('reads a derivative currency without a display symbol as its underlying', () => {
    expect(currencyLabel('ETHF0')).toBe('ETH');
    expect(currencyLabel('TESTBTCF0')).toBe('TESTBTC');
  });

  it('labels pairs and funding symbols with the currency labels', () => {
    currencyConf.sym = { UST: 'USDt', USTF0: 'USDt0' };
    expect(pairLabel('tBTCUSD')).toBe('BTC/USD');
    expect(pairLabel('tBTCUST')).toBe('BTC/USDt');
    expect(pairLabel('tLUNA:USD')).toBe('LUNA/USD');
    expect(pairLabel('fUST')).toBe('USDt');
  });

  it('labels perpetuals BASE-PERP: no label says F0', () => {
    for (const [symbol, label] of [
      ['tBTCF0:USTF0', 'BTC-PERP'],
      ['tETHF0:USTF0', 'ETH-PERP'],
      ['tTESTBTCF0:TESTUSDTF0', 'TESTBTC-PERP'],
    ] as const) {
      expect(pairLabel(symbol)).toBe(label);
      expect(pairLabel(symbol)).not.toMatch(/F0/);
    }
  });

  it('takes an explicit map where no store sets one (the exchange names pairs the same way)', () => {
    expect(pairLabel('tBTCUST', { UST: 'USDt' })).toBe('BTC/USDt');
    expect(pairLabel('tBTCUST')).toBe('BTC/UST');
  });
});

describe('inactive currencies in the market list', () => {
  afterEach(() => (currencyConf.inactive = []));

  it('marks a pair with an inactive currency, and only that pair', () => {
    const markets = MarketsStore.create({}, { frames: { schedule: () => {} } });
    markets.setMarkets(['BTCUSD', 'LUNA:USD'], ['BTCF0:USTF0']);
    currencyConf.inactive = ['LUNA'];
    const rows = marketRows(markets, { tab: 'ALL', search: '', unit: 'base', isFavorite: () => false });
    expect(rows.map((r) => [r.label, r.inactive])).toEqual([
      ['BTC/USD', null],
      ['LUNA/USD', 'LUNA'],
      ['BTC-PERP', null],
    ]);
    expect(inactiveCurrencyOf('tLUNA:USD')).toBe('LUNA');
    expect(inactiveCurrencyOf('tBTCUSD')).toBeUndefined();
  });
});
