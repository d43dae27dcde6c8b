// The e-mail and password of a login or a sign-up: the same two fields, told apart for password
// managers (the existing password of an account, or a new one with its rules below it).
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { AuthField } from './AuthPanel';

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
