// A required, searchable choice of a country from the exchange's list (sign-up, verification): a
// SearchPicker whose typed letters find a country by its name in the reader's language, the
// exchange's English name or the code.
import { useMemo } from 'react';
import type { Country } from '../models/countries';
import { countryName } from '../protocol/account/trading-access';
import { currentLocale } from '../i18n';
import { intlLocale } from '../format/locale';
import { SearchPicker, type SearchPickerProps } from './SearchPicker';

export interface CountryPickerProps extends Omit<SearchPickerProps, 'options' | 'required'> {
  /** The exchange's list; null while it loads. */
  countries: readonly Country[] | null;
}

export function CountryPicker({ countries, ...props }: CountryPickerProps) {
  const locale = intlLocale(currentLocale());
  const named = useMemo(
    () =>
      countries &&
      countries
        .map((c) => ({ code: c.code, name: c.name, shown: countryName(c.code, locale) }))
        .sort((a, b) => a.shown.localeCompare(b.shown, locale)),
    [countries, locale],
  );
  return <SearchPicker {...props} options={named} required />;
}
