// The order form's rules apart from React (form-model.ts): numeric rule, pair sizes, type →
// fields, flags per context, leverage, OCO, TIF and the `on` input built from a draft.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emptyDraft,
  flagsAvailable,
  flagsOf,
  orderInput,
  orderTypeFor,
  priceFields,
  validate,
  tifText,
  type OrderDraft,
} from '../../../src/widgets/orderForm/form-model';
import { numericError } from '../../../src/ui/field-error';
import { OrderFlag } from '../../../src/protocol/flags';

const NOW = Date.UTC(2025, 0, 1, 12, 0);
const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  ...emptyDraft('tBTCUSD', 'exchange'),
  price: '100',
  amount: '0.5',
  ...patch,
});
const sizes = { minSize: '0.0002', maxSize: '2000' };

describe('numericError (market-side §5)', () => {
  it('accepts numbers above zero, refuses zero, negatives, NaN and text', () => {
    for (const ok of ['1', '0.5', '.5', '1e-3', '+2', '93000']) expect(numericError(ok)).toBeUndefined();
    for (const bad of ['0', '-1', 'NaN', 'abc', '1.2.3', 'Infinity', '0e5']) expect(numericError(bad)).toEqual({ key: 'error.positive' });
  });
  it('is empty-tolerant only when allowed', () => {
    expect(numericError('  ')).toEqual({ key: 'error.required' });
    expect(numericError('', true)).toBeUndefined();
  });
  it('never accepts a value that is not a positive finite number', () => {
    fc.assert(
      fc.property(fc.double(), (v) => {
        const e = numericError(String(v));
        expect(e === undefined).toBe(Number.isFinite(v) && v > 0);
      }),
    );
  });
});

describe('validate', () => {
  it('keeps the amount between the pair minimum and maximum from pub:info:pair', () => {
    expect(validate(draft({ amount: '0.0001' }), sizes, NOW).amount).toEqual({ key: 'error.belowMin', min: '0.0002' });
    expect(validate(draft({ amount: '2000.1' }), sizes, NOW).amount).toEqual({ key: 'error.aboveMax', max: '2000' });
    expect(validate(draft({ amount: '0.0002' }), sizes, NOW).amount).toBeUndefined();
    expect(validate(draft({ amount: '2000.1' }), undefined, NOW).amount).toBeUndefined();
  });
  it('checks exactly the price fields of the type', () => {
    expect(Object.keys(validate(draft({ base: 'MARKET', price: '' }), sizes, NOW))).toEqual([]);
    expect(Object.keys(validate(draft({ base: 'STOP LIMIT', price: '' }), sizes, NOW)).sort()).toEqual(['limitPrice', 'stopPrice']);
    expect(Object.keys(validate(draft({ base: 'TRAILING STOP' }), sizes, NOW))).toEqual(['distance']);
    expect(Object.keys(validate(draft({ base: 'LIMIT', price: '-3' }), sizes, NOW))).toEqual(['price']);
  });
  it('takes leverage 1 to 100, whole, in derivatives only', () => {
    const d = (leverage: string) => validate(draft({ context: 'derivatives', leverage }), sizes, NOW).leverage;
    expect(d('1')).toBeUndefined();
    expect(d('100')).toBeUndefined();
    for (const bad of ['0', '101', '2.5', '', 'x']) expect(d(bad)).toEqual({ key: 'error.leverage' });
    expect(validate(draft({ context: 'exchange', leverage: '500' }), sizes, NOW).leverage).toBeUndefined();
  });

  it('starts a derivatives order at leverage 10 and sends it with the market order', () => {
    const d = { ...emptyDraft('tBTCF0:USTF0', 'derivatives'), base: 'MARKET' as const, amount: '0.001' };
    expect(d.leverage).toBe('10');
    expect(validate(d, sizes, NOW)).toEqual({});
    expect(orderInput(d, 'buy')).toEqual({ type: 'MARKET', symbol: 'tBTCF0:USTF0', amount: '0.001', lev: 10 });
  });
  it('needs an OCO stop price only when OCO is on', () => {
    expect(validate(draft({ oco: true, ocoStop: '' }), sizes, NOW).ocoStop).toEqual({ key: 'error.required' });
    expect(validate(draft({ oco: true, ocoStop: '90' }), sizes, NOW).ocoStop).toBeUndefined();
    expect(validate(draft({ oco: false, ocoStop: '' }), sizes, NOW).ocoStop).toBeUndefined();
    // MARKET has no OCO, so a leftover tick does not block it.
    expect(validate(draft({ base: 'MARKET', oco: true, ocoStop: '' }), sizes, NOW).ocoStop).toBeUndefined();
  });
  it('needs a TIF time in the future (UTC)', () => {
    expect(validate(draft({ tif: true, tifDate: '2025-01-01T12:00' }), sizes, NOW).tifDate).toEqual({ key: 'error.tif' });
    expect(validate(draft({ tif: true, tifDate: '2025-01-01T12:01' }), sizes, NOW).tifDate).toBeUndefined();
    expect(validate(draft({ tif: true, tifDate: '' }), sizes, NOW).tifDate).toEqual({ key: 'error.tif' });
  });
});

describe('types, fields and flags', () => {
  it('prefixes EXCHANGE in the exchange context only', () => {
    expect(orderTypeFor('exchange', 'STOP LIMIT')).toBe('EXCHANGE STOP LIMIT');
    expect(orderTypeFor('margin', 'LIMIT')).toBe('LIMIT');
    expect(orderTypeFor('derivatives', 'MARKET')).toBe('MARKET');
  });
  it('maps each type to its price fields', () => {
    expect(priceFields('LIMIT')).toEqual(['price']);
    expect(priceFields('MARKET')).toEqual([]);
    expect(priceFields('STOP')).toEqual(['stopPrice']);
    expect(priceFields('STOP LIMIT')).toEqual(['stopPrice', 'limitPrice']);
    expect(priceFields('TRAILING STOP')).toEqual(['distance']);
    expect(priceFields('FOK')).toEqual(['price']);
  });
  it('allows reduce-only and close outside the exchange context, post-only and OCO on limits only', () => {
    expect(flagsAvailable('exchange', 'LIMIT')).toEqual({
      hidden: true,
      postOnly: true,
      reduceOnly: false,
      oco: true,
      tif: true,
      close: false,
    });
    expect(flagsAvailable('margin', 'LIMIT')).toMatchObject({ reduceOnly: true, close: true });
    expect(flagsAvailable('derivatives', 'MARKET')).toEqual({
      hidden: false,
      postOnly: false,
      reduceOnly: true,
      oco: false,
      tif: false,
      close: true,
    });
    expect(flagsAvailable('exchange', 'IOC')).toMatchObject({ hidden: false, tif: false, oco: false });
  });
  it('sends only the flags the type and context allow', () => {
    const all = { hidden: true, postOnly: true, reduceOnly: true, oco: true, close: true, ocoStop: '90' };
    expect(flagsOf(draft({ ...all }))).toBe(OrderFlag.HIDDEN + OrderFlag.POST_ONLY + OrderFlag.OCO);
    expect(flagsOf(draft({ ...all, context: 'margin', base: 'MARKET' }))).toBe(OrderFlag.REDUCE_ONLY + OrderFlag.CLOSE);
  });
});

describe('orderInput', () => {
  it("builds a signed limit buy/sell with the trader's exact text", () => {
    expect(orderInput(draft({ amount: '0.10000' }), 'buy')).toEqual({
      type: 'EXCHANGE LIMIT',
      symbol: 'tBTCUSD',
      amount: '0.1',
      price: '100',
    });
    expect(orderInput(draft(), 'sell').amount).toBe('-0.5');
  });
  it('carries stop, limit, trailing, leverage, OCO, TIF and make-visible', () => {
    const sl = orderInput(draft({ base: 'STOP LIMIT', stopPrice: '110', limitPrice: '111' }), 'buy');
    expect(sl).toMatchObject({ type: 'EXCHANGE STOP LIMIT', price: '110', priceAuxLimit: '111' });
    expect(orderInput(draft({ base: 'TRAILING STOP', distance: '5', context: 'margin' }), 'sell')).toMatchObject({
      type: 'TRAILING STOP',
      priceTrailing: '5',
    });
    expect(orderInput(draft({ context: 'derivatives', leverage: '25' }), 'buy').lev).toBe(25);
    const oco = orderInput(
      draft({ oco: true, ocoStop: '90', tif: true, tifDate: '2025-02-01T10:45', hidden: true, visibleOnHit: true }),
      'buy',
    );
    expect(oco).toMatchObject({ priceOcoStop: '90', tif: '2025-02-01 10:45:00', meta: { make_visible: 1 } });
    expect(oco.flags).toBe(OrderFlag.OCO + OrderFlag.HIDDEN);
    expect(tifText('2020-01-01T10:45')).toBe('2020-01-01 10:45:00');
  });
});
