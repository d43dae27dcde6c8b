// A labelled numeric text field with its unit and its error next to it; typed and pasted numbers
// are read in the locale's marks (use-number-text.ts).
import { useId } from 'react';
import { useNumberText } from './use-number-text';
import './form.css';

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange(v: string): void;
  unit?: string;
  error?: string;
  hint?: string;
  step?: string;
  inputMode?: 'decimal' | 'numeric';
}

export function NumberField({ label, value, onChange, unit, error: ownerError, hint, inputMode }: NumberFieldProps) {
  const id = useId();
  const errId = `${id}-err`;
  const typed = useNumberText(value, onChange);
  const error = typed.error ?? ownerError;
  return (
    <div className="of-row">
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <span className="of-input">
        <input
          id={id}
          className="ui-input num"
          type="text"
          inputMode={inputMode ?? 'decimal'}
          autoComplete="off"
          value={typed.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errId : undefined}
          onChange={(e) => typed.input(e.target.value)}
        />
        {unit && <span className="of-unit dim">{unit}</span>}
      </span>
      {error ? (
        <span id={errId} className="ui-field-error">
          {error}
        </span>
      ) : hint ? (
        <span className="of-hint dim">{hint}</span>
      ) : null}
    </div>
  );
}
