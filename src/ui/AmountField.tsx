// An amount typed by hand in a modal form: the decimal keyboard, a comma read as the decimal
// point, and its error below once something is typed (with an optional line between, such as
// what is available).
import type { ReactNode } from 'react';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: ReactNode;
}

export function AmountField({ label, value, onChange, error, hint }: AmountFieldProps) {
  const invalid = value !== '' && Boolean(error);
  return (
    <>
      <label className="ui-form">
        <span className="ui-label">{label}</span>
        <input
          className="ui-input"
          value={value}
          inputMode="decimal"
          aria-invalid={invalid ? true : undefined}
          onChange={(e) => onChange(e.target.value.replace(',', '.'))}
        />
      </label>
      {hint}
      {invalid && <p className="ui-field-error">{error}</p>}
    </>
  );
}
