// The language a browser starts in, and numbers in the locale's separators (the spec's digit
// rules unchanged).
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_HINT_KEY, intlLocale, localeOfBrowser, startingLocale } from '../../../src/format/locale';
import { formatAmount, formatCompact, formatPercent, formatPrice, setNumberLocale } from '../../../src/format/number';

afterEach(() => setNumberLocale('en-US'));

describe('the starting language', () => {
  it("follows the browser's languages onto the spec's locales", () => {
    expect(localeOfBrowser(['ru-RU', 'en'])).toBe('ru');
    expect(localeOfBrowser(['zh-HK'])).toBe('zh-TW');
    expect(localeOfBrowser(['zh'])).toBe('zh-CN');
    expect(localeOfBrowser(['es-MX'])).toBe('es-EM');
    expect(localeOfBrowser(['pt-PT'])).toBe('pt-BR');
    expect(localeOfBrowser(['de-DE', 'tr'])).toBe('tr-TR');
    expect(localeOfBrowser(['de-DE'])).toBe('en');
  });

  it('prefers the language this browser used last, and survives a storage that refuses', () => {
    expect(startingLocale({ getItem: (k) => (k === LOCALE_HINT_KEY ? 'pt-BR' : null) }, ['ru'])).toBe('pt-BR');
    expect(startingLocale({ getItem: () => 'xx' }, ['ru'])).toBe('ru');
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(startingLocale(refusing, ['zh-TW'])).toBe('zh-TW');
  });
});

describe('numbers in the locale', () => {
  it("take the locale's decimal and group separators", () => {
    expect(formatAmount('1234567.5', 2)).toBe('1,234,567.50');
    setNumberLocale(intlLocale('pt-BR'));
    expect(formatAmount('1234567.5', 2)).toBe('1.234.567,50');
    expect(formatPercent('0.0123')).toBe('+1,23%');
    setNumberLocale(intlLocale('ru'));
    expect(formatAmount('1234567.5', 2)).toBe('1\u00a0234\u00a0567,50');
    expect(formatCompact('1234567')).toBe('1,23M');
  });

  it('keep the significant-digit rule of prices', () => {
    setNumberLocale(intlLocale('pt-BR'));
    expect(formatPrice('0.000123456')).toBe('0,00012346');
    expect(formatPrice('43210.987')).toBe('43.211');
    // Latin-American Spanish writes numbers as English does.
    setNumberLocale(intlLocale('es-EM'));
    expect(formatPrice('43210.987')).toBe('43,211');
  });
});
