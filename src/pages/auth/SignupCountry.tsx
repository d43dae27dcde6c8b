// The sign-up's country of residence: required, chosen from the exchange's list.
import { CountryPicker } from '../../ui/CountryPicker';
import { useCountries } from '../../app/use-countries';
import { t } from '../../i18n';
import { FormError } from './AuthPanel';

export function SignupCountry({
  value,
  onChange,
  missing,
  disabled,
}: {
  value: string;
  onChange(code: string): void;
  /** A submit without a country: the field says so too. */
  missing: boolean;
  disabled?: boolean;
}) {
  const { countries, error } = useCountries();
  return (
    <>
      <CountryPicker
        label={t('auth.signup.country')}
        texts={{ search: t('auth.country.search'), loading: t('auth.country.loading'), none: t('auth.country.none') }}
        value={value}
        onChange={onChange}
        countries={countries}
        disabled={disabled}
        error={missing ? t('auth.signup.countryMissing') : null}
        className="au-field"
        inputClassName=""
        labelClassName=""
      />
      <FormError text={error ? t('auth.country.failed', { reason: error }) : null} />
    </>
  );
}
