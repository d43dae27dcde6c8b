// A six-digit code field (authenticator app or mailed code): digits only, spaces dropped.
import { t } from '../../i18n';

export function CodeField({ value, onChange, autoFocus }: { value: string; onChange(code: string): void; autoFocus?: boolean }) {
  return (
    <label className="ui-form">
      <span className="ui-label">{t('security.code')}</span>
      <input
        className="ui-input sc-code"
        value={value}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))}
      />
    </label>
  );
}
