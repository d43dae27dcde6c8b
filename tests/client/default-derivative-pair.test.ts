// The default derivative pair (market-side §2: BTCF0:USTF0): the order form's Derivatives tab on
// a spot pair turns the panel to it, and its Exchange tab on a derivative pair back to the site's
// default pair.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DERIVATIVE_PAIR, contextSwitches } from '../../src/widgets/orderForm/form-model';
import { DEFAULT_PAIR } from '../../src/models/workspace';
import { isDerivativeSymbol } from '../../src/protocol/symbols';
import { pairLabel } from '../../src/protocol/pair-labels';

const base = {
  derivative: false,
  open: true,
  paper: false,
  derivativesOpen: true,
  sitePair: 'tBTCUSD',
  derivativePair: DEFAULT_DERIVATIVE_PAIR,
};

describe('default derivative pair', () => {
  it('is BTCF0:USTF0, the BTC perpetual', () => {
    expect(DEFAULT_DERIVATIVE_PAIR).toBe('tBTCF0:USTF0');
    expect(isDerivativeSymbol(DEFAULT_DERIVATIVE_PAIR)).toBe(true);
    expect(pairLabel(DEFAULT_DERIVATIVE_PAIR)).toBe('BTC-PERP');
    expect(DEFAULT_PAIR).toBe('tBTCUSD');
  });

  it('a spot pair offers derivatives at the default derivative pair where the trader may trade them', () => {
    expect(contextSwitches(base)).toEqual({ derivatives: 'tBTCF0:USTF0' });
    expect(contextSwitches({ ...base, derivativesOpen: false })).toEqual({});
  });

  it('a derivative pair offers exchange at the site’s default pair', () => {
    expect(contextSwitches({ ...base, derivative: true })).toEqual({ exchange: 'tBTCUSD' });
    expect(contextSwitches({ ...base, derivative: true, sitePair: 'tBTCBRL' })).toEqual({ exchange: 'tBTCBRL' });
  });

  it('offers nothing where the form offers no context, nor in paper trading', () => {
    expect(contextSwitches({ ...base, open: false })).toEqual({});
    expect(contextSwitches({ ...base, paper: true })).toEqual({});
    expect(contextSwitches({ ...base, derivative: true, paper: true })).toEqual({});
  });
});
