// Numbers as people type and paste them, read in the locale's marks: a Russian `1.234,56` or
// `1 234,56` is 1234.56, the other convention is read where it cannot be mistaken, and text that
// reads two ways is refused with both readings rather than guessed.
import { afterEach, describe, expect, it } from 'vitest';
import { intlLocale, type Locale } from '../../src/format/locale';
import { setNumberLocale } from '../../src/format/number';
import { parseNumberInput } from '../../src/format/number-input';

afterEach(() => setNumberLocale('en-US'));

const readIn = (locale: Locale, text: string) => {
  setNumberLocale(intlLocale(locale));
  return parseNumberInput(text);
};
const value = (locale: Locale, text: string) => {
  const read = readIn(locale, text);
  return read.ok ? read.value : read.reason;
};

describe('typed numbers in the locale', () => {
  it('reads the comma-decimal locales with their group marks', () => {
    expect(value('ru', '1.234,56')).toBe('1234.56');
    expect(value('ru', '1\u00a0234,56')).toBe('1234.56');
    expect(value('ru', '1 234 567,5')).toBe('1234567.5');
    expect(value('ru', '0,5')).toBe('0.5');
    expect(value('pt-BR', '1.234,56')).toBe('1234.56');
    expect(value('pt-BR', '1.234')).toBe('1234');
    expect(value('pt-BR', '1,234')).toBe('1.234');
    expect(value('tr-TR', '1.234.567,89')).toBe('1234567.89');
    expect(value('es-EM', '1.234,56')).toBe('1234.56');
  });

  it('reads the dot-decimal locales, a lone group mark included', () => {
    expect(value('en', '1,234.56')).toBe('1234.56');
    expect(value('en', '1,234')).toBe('1234');
    expect(value('en', '1,5')).toBe('1.5');
    expect(value('en', '0.00012')).toBe('0.00012');
    expect(value('zh-CN', '1,234,567')).toBe('1234567');
    expect(value('en', '-0.5')).toBe('-0.5');
    expect(value('en', '−1,000.25')).toBe('-1000.25');
  });

  it('reads the other convention where it is unambiguous', () => {
    expect(value('ru', '1,234.56')).toBe('1234.56');
    expect(value('ru', '1.5')).toBe('1.5');
    expect(value('ru', '0.123')).toBe('0.123');
    expect(value('en', '1.234,56')).toBe('1234.56');
    expect(value('ru', '1.234.567')).toBe('1234567');
  });

  it('keeps what is still being typed', () => {
    expect(value('ru', '')).toBe('');
    expect(value('ru', '12,')).toBe('12.');
    expect(value('en', '.5')).toBe('0.5');
  });

  it('refuses text that reads two ways, naming both, and text that is no number', () => {
    expect(readIn('ru', '1.234')).toEqual({ ok: false, reason: 'ambiguous', readings: ['1.234', '1234'] });
    expect(readIn('ru', '-12.500')).toEqual({ ok: false, reason: 'ambiguous', readings: ['-12.500', '-12500'] });
    for (const text of ['1.23.4', '1,2,3', '1.234,5,6', '12,34.5', 'abc', '1e5', '.', '--1', '1,234.5.6']) {
      expect(value('en', text), text).toBe('invalid');
    }
  });
});
