// One decimal pattern for every reader of a number written as text.
import { describe, expect, it } from 'vitest';
import { isDecimalText, isUnsignedDecimalText } from '../../src/protocol/decimal';
import { parseDec } from '../../server/trading/decimal';
import { toNumber } from '../../src/protocol/wire';
import { numericError } from '../../src/ui/field-error';

describe('decimal text', () => {
  it.each(['1', '-1', '+1', '0.5', '.5', '5.', '1e3', '1E-8', '-2.5e+10'])('reads %j everywhere', (text) => {
    expect(isDecimalText(text)).toBe(true);
    expect(parseDec(text)?.toNumber()).toBe(Number(text));
    expect(toNumber(text)).toBe(Number(text));
  });

  it.each(['', '0x10', 'Infinity', 'NaN', '1e', '1e1234', '--1', '1.2.3', '1'.repeat(41)])('refuses %j everywhere', (text) => {
    expect(isDecimalText(text)).toBe(false);
    expect(parseDec(text)).toBeUndefined();
    expect(toNumber(text)).toBeUndefined();
  });

  it('lets only the exchange trim blanks around a body value', () => {
    expect(isDecimalText(' 1')).toBe(false);
    expect(parseDec(' 1 ')?.toNumber()).toBe(1);
  });

  it('is unsigned in the forms', () => {
    expect(isUnsignedDecimalText('1.5')).toBe(true);
    expect(isUnsignedDecimalText('-1.5')).toBe(false);
    expect(numericError('-1')).toEqual({ key: 'error.positive' });
    expect(numericError('2.5')).toBeUndefined();
  });
});
