// The e-mail and password of a login or a sign-up: the same two fields, told apart for password
// managers (the existing password of an account, or a new one with its rules below it); and the
// sign-up's country of residence (by password or single sign-on), required, from the exchange's list.
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { AuthField, FormError } from './AuthPanel';
import { CountryPicker } from '../../ui/CountryPicker';
import { useCountries, useRecentCountries } from '../../app/use-countries';

export interface CredentialFieldsProps {
  form: 'login' | 'signup';
  email: string;
  onEmail(value: string): void;
  password: string;
  onPassword(value: string): void;
  disabled: boolean;
  /** Shown under the password (a new password's rules), with this id. */
  passwordNote?: { id: string; node: ReactNode };
}

export function CredentialFields({ form, email, onEmail, password, onPassword, disabled, passwordNote }: CredentialFieldsProps) {
  const isNew = form === 'signup';
  return (
    <>
      <AuthField
        id={`${form}-email`}
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete={isNew ? 'email' : 'username'}
        value={email}
        onValue={onEmail}
        disabled={disabled}
        autoFocus
      />
      <AuthField
        id={`${form}-password`}
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        value={password}
        aria-describedby={passwordNote?.id}
        onValue={onPassword}
        disabled={disabled}
      >
        {passwordNote?.node}
      </AuthField>
    </>
  );
}

/** The sign-up's country of residence: required, chosen from the exchange's list. */
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
  const recentCountries = useRecentCountries(countries);
  return (
    <>
      <CountryPicker
        label={t('auth.signup.country')}
        texts={{ search: t('auth.country.search'), loading: t('auth.country.loading'), none: t('auth.country.none') }}
        value={value}
        onChange={(code) => {
          recentCountries.remember(code);
          onChange(code);
        }}
        countries={countries}
        recent={recentCountries.recent}
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
