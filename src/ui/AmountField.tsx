// An amount typed by hand in a modal form: the decimal keyboard, the number read in the locale's
// marks (use-number-text.ts), and its error below once something is typed (with an optional line
// between, such as what is available).
import type { ReactNode } from 'react';
import { useNumberText } from './use-number-text';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: ReactNode;
}

export function AmountField({ label, value, onChange, error, hint }: AmountFieldProps) {
  const typed = useNumberText(value, onChange);
  const shownError = typed.error ?? (value !== '' ? error : undefined);
  const invalid = Boolean(shownError);
  return (
    <>
      <label className="ui-form">
        <span className="ui-label">{label}</span>
        <input
          className="ui-input"
          value={typed.text}
          inputMode="decimal"
          aria-invalid={invalid ? true : undefined}
          onChange={(e) => typed.input(e.target.value)}
        />
      </label>
      {hint}
      {invalid && <p className="ui-field-error">{shownError}</p>}
    </>
  );
}
